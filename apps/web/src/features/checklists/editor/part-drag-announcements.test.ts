import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestFieldsFragment } from '../../../gql/graphql';
import { en } from '../../../lib/i18n/en';
import { es } from '../../../lib/i18n/es';
import { partDragAccessibility } from './part-drag-announcements';

type Part = QuestFieldsFragment['parts'][number];

const SECTION = '5f0c2a8e-0000-4000-8000-000000000001';
const FRIDGE = '9a1e7b3c-0000-4000-8000-000000000002';
const parts = [
  { __typename: 'SectionMarker', id: SECTION, name: 'Opening' },
  { __typename: 'QuestAction', id: FRIDGE, action: { name: 'Check the walk-in fridge' } },
] as unknown as Part[];
const order = [SECTION, FRIDGE];
const active = (id: string) => ({ id, data: { current: undefined }, rect: { current: { initial: null, translated: null } } });
const over = (id: string) => ({
  id,
  rect: { width: 0, height: 0, top: 0, left: 0, bottom: 0, right: 0 },
  disabled: false,
  data: { current: undefined },
});

let t: { en: TFunction; es: TFunction };
beforeAll(async () => {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'en', resources: { en: { translation: en }, es: { translation: es } }, interpolation: { escapeValue: false } });
  t = { en: i18n.getFixedT('en'), es: i18n.getFixedT('es') };
});

describe('moving a checklist part, as a screen reader says it', () => {
  it('names the part and its position, never its id, in English', () => {
    const { announcements, screenReaderInstructions } = partDragAccessibility(t.en, parts, order);
    const event = { active: active(FRIDGE), over: over(SECTION) } as never;
    const said = [
      announcements.onDragStart({ active: active(FRIDGE) } as never),
      announcements.onDragOver(event),
      announcements.onDragEnd(event),
      announcements.onDragCancel({ active: active(FRIDGE), over: null } as never),
    ];
    expect(said).toEqual([
      'Picked up Check the walk-in fridge.',
      'Check the walk-in fridge is over position 1 of 2.',
      'Check the walk-in fridge was dropped over position 1 of 2.',
      'Moving Check the walk-in fridge was cancelled; it stays where it was.',
    ]);
    expect(said.join(' ')).not.toMatch(/[0-9a-f]{8}-/);
    expect(screenReaderInstructions.draggable).toMatch(/^Press space or enter to pick up the part/);
  });

  it('says it in Spanish', () => {
    const { announcements, screenReaderInstructions } = partDragAccessibility(t.es, parts, order);
    expect(announcements.onDragStart({ active: active(SECTION) } as never)).toBe('Has levantado Opening.');
    expect(announcements.onDragOver({ active: active(SECTION), over: over(FRIDGE) } as never)).toBe(
      'Opening está sobre la posición 2 de 2.',
    );
    expect(screenReaderInstructions.draggable).toMatch(/^Pulsa espacio o intro/);
  });
});

import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { TFunction } from 'i18next';
import type { QuestFieldsFragment } from '../../../gql/graphql';
import { dragAnnouncements } from '../../../ui/drag-announcements';

type Part = QuestFieldsFragment['parts'][number];

/** A part as the editor names it: the section's or action's name, or "Untitled …". */
export function partTitle(part: Part, t: TFunction): string {
  return part.__typename === 'SectionMarker'
    ? part.name || t('quests.editor.untitledSection')
    : part.action.name || t('quests.editor.untitledAction');
}

/**
 * What a screen reader hears while a part is moved: its name and the position it is over ("Check the
 * fridge is over position 3 of 7"), in the viewer's language, instead of dnd-kit's English and UUIDs.
 */
export function partDragAccessibility(
  t: TFunction,
  parts: readonly Part[],
  order: readonly string[],
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  return {
    screenReaderInstructions: { draggable: t('dragAndDrop.sortInstructions') },
    announcements: dragAnnouncements(t, {
      nameOf: (id) => {
        const part = parts.find((candidate) => candidate.id === id);
        return part ? partTitle(part, t) : '';
      },
      placeOf: (id) => t('dragAndDrop.position', { position: order.indexOf(String(id)) + 1, count: order.length }),
    }),
  };
}

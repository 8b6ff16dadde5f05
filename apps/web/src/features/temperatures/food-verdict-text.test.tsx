// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../test-support/dom';
import { setUpBilingualDom } from '../../test-support/bilingual-dom';
import { FoodVerdictBadge } from './food-verdict-badge';
import { FoodVerdictText } from './food-verdict-text';
import type { FoodVerdictFacts } from './food-verdict-wording';
import { foodVerdictFacts } from '../../test-support/food-verdict-facts';

setUpBilingualDom();

const NOW = Date.parse('2026-12-03T20:00:00Z');
const ZONE = 'UTC';
const facts = foodVerdictFacts;

function shows(verdict: FoodVerdictFacts) {
  renderWithMantine(
    <>
      <FoodVerdictBadge facts={verdict} />
      <FoodVerdictText facts={verdict} timeZone={ZONE} now={NOW} />
    </>,
  );
  return {
    word: document.querySelector('[data-verdict]')?.textContent,
    sentence: screen.getByTestId('food-verdict-sentence').textContent,
    next: screen.queryByTestId('food-verdict-next')?.textContent ?? null,
    clock: screen.queryByTestId('food-clock')?.textContent ?? null,
    silent: screen.queryByTestId('food-uncertain')?.textContent ?? null,
  };
}

describe('the one food verdict on screen', () => {
  it('SAFE with the time it stays safe until, while the air is warm', () => {
    const on = shows(facts({ dangerMinutes: 12, periods: 1, next: { verdict: 'USE_NOW', at: '2026-12-03T21:48:00Z' } }));
    expect(on.word).toBe('SAFE');
    expect(on.sentence).toMatch(/^Safe until Dec 3, 2026, 9:48 PM( UTC)?$/);
    expect(on.next).toBeNull();
    expect(on.clock).toBe('12 min in the danger zone in 1 period');
  });

  it('USE NOW with the discard deadline, in English and in Spanish', async () => {
    const verdict = facts({
      verdict: 'USE_NOW',
      dangerMinutes: 130,
      periods: 2,
      unknownMinutes: 20,
      next: { verdict: 'DISCARD', at: '2026-12-03T21:50:00Z' },
    });
    let on = shows(verdict);
    expect(on.word).toBe('USE NOW');
    expect(on.sentence).toBe('Use now: serve the food or discard it');
    expect(on.next).toMatch(/^DISCARD at Dec 3, 2026, 9:50 PM( UTC)? if nothing changes$/);
    expect(on.clock).toBe('130 min in the danger zone in 2 periods; 20 min of it without data');
    cleanup();
    await i18next.changeLanguage('es');
    on = shows(verdict);
    expect(on.word).toBe('USAR YA');
    expect(on.sentence).toBe('Usar ya: sirve los alimentos o deséchalos');
    expect(on.next).toMatch(/^DESECHAR a las .+ si nada cambia$/);
    expect(on.clock).toBe('130 min en la zona de peligro en 2 episodios; 20 min de ellos sin datos');
  });

  it('DISCARD, ACT NOW and UNCERTAIN say what to do', () => {
    expect(shows(facts({ verdict: 'DISCARD', dangerMinutes: 245, periods: 1 }))).toMatchObject({
      word: 'DISCARD',
      sentence: 'Discard the food: its time in the danger zone is used up',
      next: null,
    });
    cleanup();
    expect(shows(facts({ verdict: 'ACT_NOW', dangerMinutes: 121, periods: 1 }))).toMatchObject({
      word: 'ACT NOW',
      sentence: 'Act now: reheat, cool or discard the food',
    });
    cleanup();
    expect(shows(facts({ verdict: 'UNCERTAIN', noDataMinutes: 40, uncertain: true }))).toMatchObject({
      word: 'UNCERTAIN',
      silent: 'No data for 40 min',
    });
  });

  it('never shows a deadline that has passed while the page stays open', () => {
    const on = shows(facts({ next: { verdict: 'USE_NOW', at: '2026-12-03T19:59:00Z' } }));
    expect(on.sentence).toBe('The food is safe');
    expect(document.body.textContent).not.toContain('7:59 PM');
  });

  it('time control: the elapsed time and its end; out of service has no word', () => {
    const on = shows(facts({ control: 'TIME_4H', dangerMinutes: 90, next: { verdict: 'DISCARD', at: '2026-12-03T22:30:00Z' } }));
    expect(on.sentence).toBe('Under time control');
    expect(on.next).toMatch(/^Discard at Dec 3, 2026, 10:30 PM( UTC)?, the end of its time control$/);
    expect(on.clock).toBe('90 min under time control');
    cleanup();
    expect(shows(facts({ status: 'OUT_OF_SERVICE', verdict: null }))).toMatchObject({
      word: 'Out of service',
      sentence: 'Out of service: no food is tracked',
      clock: null,
    });
  });
});

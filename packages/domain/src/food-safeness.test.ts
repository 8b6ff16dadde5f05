import { describe, expect, it } from 'vitest';
import { estimatedSpoilageAt, foodSafenessOf, stagesCrossed, worseFoodSafeness } from './food-safeness.js';

// FDA Food Code 3-501.19 / FSANZ 3.2.2: under 2 h in the danger zone keep; 2 h or more use now;
// 4 h or more discard.
const MIN = 60_000;

describe('food verdict by time in the danger zone', () => {
  it.each([
    [0, 'POSITIVE', false],
    [119, 'POSITIVE', false],
    [120, 'POSITIVE', true],
    [239, 'POSITIVE', true],
    [240, 'NEGATIVE', false],
    [241, 'NEGATIVE', false],
  ] as const)('%i min: %s, use now %s', (minutes, foodSafeness, useNow) => {
    expect(foodSafenessOf(true, minutes * MIN)).toEqual({ foodSafeness, useNow });
  });

  it('exactly 4 h minus a millisecond is still use-now, exactly 4 h is discard', () => {
    expect(foodSafenessOf(true, 240 * MIN - 1).foodSafeness).toBe('POSITIVE');
    expect(foodSafenessOf(true, 240 * MIN).foodSafeness).toBe('NEGATIVE');
  });

  it('is NA without time/temperature-controlled food, whatever the time', () => {
    expect(foodSafenessOf(false, 600 * MIN)).toEqual({ foodSafeness: 'NA', useNow: false });
  });

  it('keeps the worse verdict', () => {
    expect(worseFoodSafeness('POSITIVE', 'NEGATIVE')).toBe('NEGATIVE');
    expect(worseFoodSafeness('NEGATIVE', 'POSITIVE')).toBe('NEGATIVE');
    expect(worseFoodSafeness('NA', 'POSITIVE')).toBe('POSITIVE');
  });
});

describe('estimated spoilage and stages reached', () => {
  const at = new Date('2026-11-20T12:00:00Z');

  it('is when the 4 h budget runs out if the food stays in the danger zone; none once it is out of it', () => {
    expect(estimatedSpoilageAt(true, 150 * MIN, true, at)).toEqual(new Date(at.getTime() + 90 * MIN));
    expect(estimatedSpoilageAt(true, 300 * MIN, true, at)).toEqual(at);
    expect(estimatedSpoilageAt(true, 150 * MIN, false, at)).toBeNull();
    expect(estimatedSpoilageAt(false, 150 * MIN, true, at)).toBeNull();
  });

  it('reports use-now and discard once each, at the moment the line was crossed', () => {
    expect(stagesCrossed(115 * MIN, 125 * MIN, at)).toEqual([{ stage: 'USE_NOW', at: new Date(at.getTime() - 5 * MIN) }]);
    expect(stagesCrossed(120 * MIN, 125 * MIN, at)).toEqual([]);
    expect(stagesCrossed(235 * MIN, 240 * MIN, at)).toEqual([{ stage: 'DISCARD', at }]);
    // One long silence can cross both.
    expect(stagesCrossed(60 * MIN, 300 * MIN, at).map((s) => s.stage)).toEqual(['USE_NOW', 'DISCARD']);
  });
});

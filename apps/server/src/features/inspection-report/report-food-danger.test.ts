import { foodDangerSpansOf, foodRulesOf, type FoodReading } from '@ks/domain';
import { describe, expect, it } from 'vitest';
import { StretchClock, viewOf, type ClockFacts } from './report-food-danger.js';

/**
 * The report counts a year of readings in pieces (decision 0350); the pieces must stitch into exactly
 * the spans of one run of the equipment page's food clock over the whole stretch.
 */
/** The stretch fed in pieces of `size` readings, the last piece (possibly empty) marked final. */
function inPieces(
  placement: ClockFacts['placement'],
  all: readonly FoodReading[],
  size: number,
  type: 'FRIDGE' | 'HOT_HOLDING' = 'FRIDGE',
) {
  const clock = new StretchClock(facts(placement, type), stretch);
  const spans = [];
  const view = viewOf(all);
  for (let i = 0; i < all.length; i += size) spans.push(...clock.feed(view, i, Math.min(all.length, i + size), false));
  spans.push(...clock.feed(view, all.length, all.length, true));
  return spans;
}

const MIN = 60_000;
const facts = (placement: ClockFacts['placement'], type: 'FRIDGE' | 'HOT_HOLDING' = 'FRIDGE'): ClockFacts => ({
  rules: foodRulesOf('US_FDA', type),
  placement,
  timeConstantMin: 30,
  maxGapMs: 15 * MIN,
});

// Two days of 5-minute readings: door openings, a warm hour, a silence after an unsafe reading, one at the end.
const start = Date.UTC(2026, 10, 2, 0, 0);
const readings: FoodReading[] = [];
for (let m = 0; m < 2 * 24 * 60; m += 5) {
  if (m > 600 && m < 660) continue;
  const warm = (m >= 540 && m <= 600) || m > 2800;
  readings.push({ timeMs: start + m * MIN, celsius: warm ? 11 : m % 60 < 10 ? 7 : 3 });
}
const stretch = { from: start, to: start + 2 * 24 * 60 * MIN };

describe('the report counts the food clock in pieces that stitch exactly', () => {
  for (const placement of ['AIR', 'FOOD_PROBE'] as const) {
    it(`${placement}: pieces of 1, 7, 50 and 1000 readings give one run's spans`, () => {
      const whole = foodDangerSpansOf({
        ...facts(placement),
        readings,
        batch: { startedAtMs: stretch.from, startsAtFirstReading: false, control: 'TEMPERATURE' },
        nowMs: stretch.to,
      }).spans;
      expect(whole.length).toBeGreaterThan(3);
      for (const size of [1, 7, 50, 1000]) expect(inPieces(placement, readings, size)).toEqual(whole);
    });
  }

  it('an empty stretch has no span', () => {
    expect(inPieces('AIR', [], 7)).toEqual([]);
  });

  it('a hot cabinet dipping under 135 °F and a fridge swinging around 41 °F: the same spans as one run', () => {
    const hot: FoodReading[] = [];
    const swing: FoodReading[] = [];
    for (let m = 0; m < 2 * 24 * 60; m += 5) {
      hot.push({ timeMs: start + m * MIN, celsius: m % 240 < 30 ? 50 : 65 });
      swing.push({ timeMs: start + m * MIN, celsius: 3 + 2.5 * Math.sin(m / 60 + 1) });
    }
    for (const [series, type] of [
      [hot, 'HOT_HOLDING'],
      [swing, 'FRIDGE'],
    ] as const) {
      const whole = foodDangerSpansOf({
        ...facts('AIR', type),
        readings: series,
        batch: { startedAtMs: stretch.from, startsAtFirstReading: false, control: 'TEMPERATURE' },
        nowMs: stretch.to,
      }).spans;
      expect(whole.length).toBeGreaterThan(3);
      for (const size of [1, 13, 4032]) expect(inPieces('AIR', series, size, type)).toEqual(whole);
    }
  });
});

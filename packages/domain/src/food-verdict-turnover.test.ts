import { describe, expect, it } from 'vitest';
import { foodRulesOf } from './food-rules.js';
import { foodVerdict, type FoodVerdictInput } from './food-verdict.js';
import { MIN, series, shuffled, T0 } from './food-scenarios.test-support.js';

/**
 * Decision 0340: a batch that turned over at the end of its life (7 days cold) holds the same food as
 * the batch before it, so an air sensor's food estimate runs on from the air before the boundary. The
 * demo's fridges turn over at midnight; when the first reading after it was a door opening (5.6 °C for
 * one reading, the fridge at 3 °C), an estimate restarted there put the food at 42 °F for minutes.
 */
const turnoverAtMin = 600;
// A fridge at 3 °C for 10 h, a door opening read at the boundary, 3 °C again.
const readings = series(0, 720, 5, (m) => (m === turnoverAtMin ? 5.6 : 3));
const input = (estimateFromMs?: number): FoodVerdictInput => ({
  rules: foodRulesOf('US_FDA', 'FRIDGE'),
  placement: 'AIR',
  timeConstantMin: 30,
  readings,
  batch: {
    startedAtMs: T0 + turnoverAtMin * MIN,
    startsAtFirstReading: false,
    control: 'TEMPERATURE',
    ...(estimateFromMs === undefined ? {} : { estimateFromMs }),
  },
  maxGapMs: 15 * MIN,
  nowMs: T0 + 720 * MIN,
});

describe('FDA Food Code 2022 3-501.16(A)(2): a turned-over batch keeps the food estimate of the same food', () => {
  it('a door opening read at the boundary costs no food time when the estimate runs on from the air before it', () => {
    const v = foodVerdict(input(T0 + (turnoverAtMin - 150) * MIN));
    expect(v).toMatchObject({ verdict: 'SAFE', dangerMs: 0, periods: 0 });
    // The estimate still counts danger only from the clock's start: 3 °C air before it is not the batch's time.
    expect(v.batchStartedAtMs).toBe(T0 + turnoverAtMin * MIN);
    // Any arrival order, the same answer.
    expect(foodVerdict({ ...input(T0 + (turnoverAtMin - 150) * MIN), readings: shuffled(readings) })).toEqual(v);
  });

  it('restarted at the first reading (a batch a user started: new food of unknown temperature), the estimate starts at the air', () => {
    const v = foodVerdict(input());
    expect(v.dangerMs).toBeGreaterThan(0);
  });

  it('an excursion across the boundary counts in the new batch from the boundary only, with the food as warm as it was', () => {
    // 2 h of air at 9 °C up to the boundary: the food is near 8 °C there and takes a while to come back.
    const warm = series(0, 720, 5, (m) => (m >= turnoverAtMin - 120 && m < turnoverAtMin ? 9 : 3));
    const v = foodVerdict({ ...input(T0 + (turnoverAtMin - 150) * MIN), readings: warm });
    expect(v.verdict).toBe('SAFE');
    expect(v.dangerMs).toBeGreaterThan(15 * MIN);
    expect(v.dangerMs).toBeLessThan(45 * MIN);
  });
});

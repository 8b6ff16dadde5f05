import { describe, expect, it } from 'vitest';
import { countStep as countInterval, EMPTY_FOOD_CLOCK, foodClockOf } from './food-clock.js';
import { dangerZoneOf, JURISDICTIONS } from './jurisdiction.js';

// Written from PRODUCT.md's "Food-safety model", not from the code: Codex danger zone 5 °C < t < 60 °C,
// readings every 5 minutes, a gap is more than 3 intervals (15 min).
const MIN = 60_000;
const GAP = 15 * MIN;
const codex = dangerZoneOf(JURISDICTIONS.CODEX);
const T0 = Date.parse('2026-11-20T12:00:00Z');
const at = (m: number) => new Date(T0 + m * MIN);
const point = (m: number, inDanger: boolean) => ({ at: T0 + m * MIN, inDanger });

describe('food clock: one interval between two readings (conservative edges)', () => {
  it.each([
    // name, previous (minute, in danger), current, expected danger min, unknown min, excursions added
    ['safe → safe counts nothing', [0, false], [5, false], 0, 0, 0],
    ['safe → danger counts the whole interval: the excursion starts at the last safe reading', [0, false], [5, true], 5, 0, 1],
    ['danger → danger counts the interval, same excursion', [0, true], [5, true], 5, 0, 0],
    ['danger → safe counts the whole interval: the excursion ends at the first safe reading', [0, true], [5, false], 5, 0, 0],
    ['a gap of exactly 3 intervals touching danger is danger but still data', [0, false], [15, true], 15, 0, 1],
    ['a gap of 3 intervals and a minute touching danger is danger AND unknown', [0, false], [16, true], 16, 16, 1],
    ['a 90-minute silence inside an excursion counts whole and does not restart it', [0, true], [90, true], 90, 90, 0],
    ['a 90-minute silence that ends safe after danger still counts', [0, true], [90, false], 90, 90, 0],
    ['a 3-hour silence between two safe readings counts nothing', [0, false], [180, false], 0, 0, 0],
  ] as const)('%s', (_name, [pm, pd], [cm, cd], danger, unknown, added) => {
    // A previous reading in the danger zone belongs to an excursion already counted.
    const before = { dangerMs: 0, unknownMs: 0, excursions: pd ? 1 : 0 };
    const clock = countInterval(before, point(pm, pd), point(cm, cd), GAP, null);
    expect(clock).toEqual({ dangerMs: danger * MIN, unknownMs: unknown * MIN, excursions: before.excursions + added });
  });

  it('the first reading of all in the danger zone opens an excursion but has no time yet', () => {
    expect(countInterval(EMPTY_FOOD_CLOCK, null, point(0, true), GAP, null)).toEqual({ dangerMs: 0, unknownMs: 0, excursions: 1 });
    expect(countInterval(EMPTY_FOOD_CLOCK, null, point(0, false), GAP, null)).toBe(EMPTY_FOOD_CLOCK);
  });

  it('counts nothing from before the batch started, and a batch started mid-excursion has one excursion', () => {
    const clock = countInterval(EMPTY_FOOD_CLOCK, point(0, true), point(10, true), GAP, T0 + 6 * MIN);
    expect(clock).toEqual({ dangerMs: 4 * MIN, unknownMs: 0, excursions: 1 });
  });

  it('returns the same clock for a safe reading after a safe one (nothing allocated)', () => {
    const clock = { dangerMs: 5, unknownMs: 0, excursions: 1 };
    expect(countInterval(clock, point(0, false), point(5, false), GAP, null)).toBe(clock);
  });
});

describe('food clock over a series of readings', () => {
  const every5 = (from: number, to: number, temperature: (m: number) => number) => {
    const list = [];
    for (let m = from; m <= to; m += 5) list.push({ time: at(m), temperature: temperature(m) });
    return list;
  };

  it('a 10-minute door opening to 9 °C counts 20 minutes (from the last safe reading to the first safe one)', () => {
    // Safe at 35, 9 °C at 40, 45, 50, safe at 55.
    const clock = foodClockOf(
      every5(0, 120, (m) => (m >= 40 && m <= 50 ? 9 : 3)),
      codex,
      GAP,
    );
    expect(clock).toEqual({ dangerMs: 20 * MIN, unknownMs: 0, excursions: 1 });
  });

  const f = (value: number) => ((value - 32) * 5) / 9;
  it.each([
    ['Codex: 5 °C (the cold limit itself) is safe', 'CODEX', 5, 0],
    ['Codex: 5.1 °C is in the danger zone', 'CODEX', 5.1, 30],
    ['Codex: 60 °C (the hot limit itself) is safe', 'CODEX', 60, 0],
    ['US: 41 °F is safe', 'US_FDA', f(41), 0],
    ['US: 41.5 °F is in the danger zone', 'US_FDA', f(41.5), 30],
    ['US: 135 °F is hot-held', 'US_FDA', f(135), 0],
    ['US: 134.8 °F is in the danger zone', 'US_FDA', f(134.8), 30],
    ['UK: 7.5 °C is under the legal 8 °C limit', 'UK_FSA', 7.5, 0],
    ['UK: 8.5 °C is in the danger zone', 'UK_FSA', 8.5, 30],
    ['UK: 62 °C is under the 63 °C hot-holding limit', 'UK_FSA', 62, 30],
  ] as const)('%s', (_name, profile, temperature, dangerMinutes) => {
    const zone = dangerZoneOf(JURISDICTIONS[profile]);
    expect(
      foodClockOf(
        every5(0, 30, () => temperature),
        zone,
        GAP,
      ).dangerMs,
    ).toBe(dangerMinutes * MIN);
  });

  it('too cold is never food at risk: a fridge at −1 °C for 6 h and a freezer at −12 °C for 5 h 40 count nothing', () => {
    expect(
      foodClockOf(
        every5(0, 360, () => -1),
        codex,
        GAP,
      ),
    ).toEqual(EMPTY_FOOD_CLOCK);
    expect(
      foodClockOf(
        every5(0, 340, () => -12),
        codex,
        GAP,
      ),
    ).toEqual(EMPTY_FOOD_CLOCK);
  });

  it('the 90-minute silence in the middle of a breach: ~160 minutes counted, 90 of them without data', () => {
    // Safe until 0; 9 °C from 5 to 35; silent 35 → 125; 9 °C from 125 to 155; safe at 160.
    const readings = [
      ...every5(-10, 0, () => 3),
      ...every5(5, 35, () => 9),
      ...every5(125, 155, () => 9),
      { time: at(160), temperature: 3 },
    ];
    expect(foodClockOf(readings, codex, GAP)).toEqual({ dangerMs: 160 * MIN, unknownMs: 90 * MIN, excursions: 1 });
  });

  it('readings out of order or repeated are skipped, not counted twice', () => {
    const readings = every5(0, 30, (m) => (m >= 10 ? 9 : 3));
    const shuffled = [...readings, readings[3]!, readings[1]!];
    expect(foodClockOf(shuffled, codex, GAP)).toEqual(foodClockOf(readings, codex, GAP));
  });

  it('twenty 25-minute excursions add up to 20 excursions and 10 hours of danger time', () => {
    // Each: safe, then 9 °C for 25 minutes (5 readings at 5-minute steps after the safe one), then safe.
    const readings = [];
    for (let i = 0; i < 20; i += 1) {
      const base = i * 60;
      readings.push(...every5(base, base + 30, (m) => (m - base >= 5 && m - base <= 25 ? 9 : 3)));
    }
    const clock = foodClockOf(
      readings.filter((r, i, all) => i === 0 || r.time > all[i - 1]!.time),
      codex,
      GAP,
    );
    expect(clock.excursions).toBe(20);
    expect(clock.dangerMs).toBe(20 * 30 * MIN); // 25 minutes of readings + the conservative edge each
    expect(clock.unknownMs).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { F, HOUR, MIN, series, T0, verdictInEveryOrder, verdictOf } from './food-scenarios.test-support.js';
import type { FoodVerdict } from './food-verdict.js';

/**
 * Scenarios written from the food codes' clauses (PRODUCT.md "Food-safety model"), each one in every
 * arrival order (sorted, shuffled, newest first, a late middle third): the verdict must not depend on it.
 */
const atMin = (verdict: FoodVerdict, field: 'useNowAtMs' | 'discardAtMs' | 'actNowAtMs') =>
  verdict[field] === null ? null : (verdict[field]! - T0) / MIN;

/** Air at `base` with a door opening of `lengthMin` at `peak` each time in `openings` (minutes of each day). */
function doorOpenings(days: number, base: number, peak: number, openings: ReadonlyArray<[number, number]>) {
  return series(0, days * 24 * 60, 1, (m) => {
    const minuteOfDay = m % (24 * 60);
    return openings.some(([at, length]) => minuteOfDay >= at && minuteOfDay < at + length) ? peak : base;
  });
}

describe('FDA Food Code 2022 3-501.16(A)(2): cold holding at 41 °F or below', () => {
  it('a probe at exactly 41 °F for 5 h is SAFE (the limit itself is safe)', () => {
    const v = verdictInEveryOrder({ readings: series(0, 300, 5, () => F(41)), nowMin: 300 });
    expect(v.verdict).toBe('SAFE');
    expect(v.dangerMs).toBe(0);
  });

  it('a probe at 41.5 °F for 2 h 10 is USE NOW, and the discard time is still ahead', () => {
    const readings = [...series(0, 60, 5, () => F(38)), ...series(65, 195, 5, () => F(41.5))];
    const v = verdictInEveryOrder({ readings, nowMin: 195 });
    expect(v.verdict).toBe('USE_NOW');
    // The excursion starts at the last safe reading (60 min): use-now at 180, discard at 300 if it goes on.
    expect(atMin(v, 'useNowAtMs')).toBe(180);
    expect(v.next).toEqual({ verdict: 'DISCARD', atMs: T0 + 300 * MIN });
  });

  it('4 h at 45 °F (°F data) is DISCARD at exactly 4 h', () => {
    const v = verdictInEveryOrder({ readings: [{ timeMs: T0, celsius: F(38) }, ...series(5, 245, 5, () => F(45))], nowMin: 245 });
    expect(v.verdict).toBe('DISCARD');
    expect(atMin(v, 'discardAtMs')).toBe(240);
    expect(v.next).toBeNull();
  });

  it('a week of door openings on an AIR sensor, each just over 41 °F for 5–15 min, stays SAFE with 0 danger minutes', () => {
    const readings = doorOpenings(7, F(37), F(45), [
      [7 * 60, 12],
      [11 * 60 + 30, 15],
      [14 * 60, 5],
      [19 * 60, 10],
    ]);
    const v = verdictOf({ placement: 'AIR', readings, nowMin: 7 * 24 * 60 });
    expect(v.verdict).toBe('SAFE');
    expect(v.dangerMs).toBe(0);
    // The same air on a food probe would have reached DISCARD: it is the estimate that keeps it honest.
    expect(verdictOf({ placement: 'FOOD_PROBE', readings, nowMin: 7 * 24 * 60 }).verdict).toBe('DISCARD');
  });

  it('door openings on an air sensor arriving shuffled and newest first give the same SAFE', () => {
    const readings = doorOpenings(1, F(37), F(45), [[9 * 60, 15]]).filter((_, i) => i % 5 === 0);
    const v = verdictInEveryOrder({ placement: 'AIR', readings, nowMin: 24 * 60 });
    expect(v.verdict).toBe('SAFE');
  });
});

describe('FSANZ Standard 3.2.2 cl. 25 and the 2-hour / 4-hour rule (°C)', () => {
  it('a fridge whose air stays at 10 °C for 3 h is USE NOW or worse on the food estimate', () => {
    const readings = series(0, 6 * 60, 5, (m) => (m >= 60 && m < 240 ? 10 : 3));
    const v = verdictInEveryOrder({ profile: 'AU_NZ', placement: 'AIR', readings, nowMin: 6 * 60 });
    expect(['USE_NOW', 'DISCARD']).toContain(v.verdict);
    expect(v.dangerMs).toBeGreaterThanOrEqual(2 * HOUR);
    // The food lags the air: it enters the zone after the air and leaves it after the air.
    expect(v.dangerMs).toBeLessThan(4 * HOUR);
  });

  it('exactly 5.0 °C is safe, 5.5 °C for 4 h is DISCARD', () => {
    expect(verdictInEveryOrder({ profile: 'AU_NZ', readings: series(0, 300, 5, () => 5), nowMin: 300 }).verdict).toBe('SAFE');
    const v = verdictInEveryOrder({
      profile: 'AU_NZ',
      readings: [{ timeMs: T0, celsius: 4 }, ...series(5, 250, 5, () => 5.5)],
      nowMin: 250,
    });
    expect(v.verdict).toBe('DISCARD');
  });

  it('a new sensor whose buffered history (5 h at 8 °C) arrives newest first counts from its earliest reading', () => {
    // The batch was created at the first upload (the newest reading); its earliest reading is 5 h before.
    const v = verdictInEveryOrder({ profile: 'AU_NZ', readings: series(0, 300, 5, () => 8), nowMin: 300 });
    expect(v.batchStartedAtMs).toBe(T0);
    expect(v.verdict).toBe('DISCARD');
  });

  it('a gap longer than 3 intervals that touches an unsafe reading counts and is UNCERTAIN', () => {
    const v = verdictOf({
      profile: 'AU_NZ',
      readings: [...series(0, 60, 5, () => 3), { timeMs: T0 + 100 * MIN, celsius: 6 }, ...series(105, 160, 5, () => 3)],
      nowMin: 160,
    });
    expect(v.verdict).toBe('UNCERTAIN');
    expect(v.unknownMs).toBe(40 * MIN);
    expect(v.uncertain).toBe(true);
  });

  it('a freezer at −12 °C (still frozen) is never food at risk', () => {
    const v = verdictInEveryOrder({ profile: 'AU_NZ', type: 'FREEZER', readings: series(0, 600, 10, () => -12), nowMin: 600 });
    expect(v.verdict).toBe('SAFE');
  });
});

describe('open gaps: a 5-hour power cut takes the fridge and its gateway down together', () => {
  // US fridge, air sensor, 19:00 UTC the power goes; midnight is 5 h later.
  const before = series(0, 7 * 60, 5, () => F(37));

  it('silence after a safe reading is UNCERTAIN — no data for 5 h — never SAFE with a past "safe until"', () => {
    const v = verdictOf({ placement: 'AIR', readings: before, nowMin: 12 * 60 });
    expect(v.verdict).toBe('UNCERTAIN');
    expect(v.silentForMs).toBe(5 * HOUR);
    expect(v.next).toBeNull();
  });

  it('the readings back at midnight at 55 °F settle the gap: 5 h of unknown time, DISCARD', () => {
    const v = verdictInEveryOrder({
      placement: 'AIR',
      readings: [...before, ...series(12 * 60, 12 * 60 + 10, 5, () => F(55))],
      nowMin: 12 * 60 + 10,
    });
    expect(v.verdict).toBe('DISCARD');
    expect(v.unknownMs).toBeGreaterThanOrEqual(5 * HOUR);
  });

  it('buffered readings of the warming fridge, arriving late and newest first, give DISCARD too', () => {
    const warming = series(7 * 60 + 5, 12 * 60, 5, (m) => F(37 + 33 * (1 - Math.exp(-(m - 7 * 60) / 60))));
    const v = verdictInEveryOrder({ placement: 'AIR', readings: [...before, ...warming], nowMin: 12 * 60 });
    expect(v.verdict).toBe('DISCARD');
    expect(v.unknownMs).toBe(0);
  });

  it('when the last reading was unsafe, the clock runs up to now: USE NOW at 2 h, DISCARD at 4 h, deadlines never past', () => {
    const warm = [...before, ...series(7 * 60 + 5, 7 * 60 + 60, 5, () => F(50))];
    const last = verdictOf({ placement: 'AIR', readings: warm, nowMin: 7 * 60 + 60 });
    expect(last.inDangerNow).toBe(true);
    for (let nowMin = 8 * 60; nowMin <= 12 * 60; nowMin += 7) {
      const v = verdictOf({ placement: 'AIR', readings: warm, nowMin });
      if (v.next) expect(v.next.atMs).toBeGreaterThan(T0 + nowMin * MIN);
    }
    const midnight = verdictOf({ placement: 'AIR', readings: warm, nowMin: 12 * 60 });
    expect(midnight.verdict).toBe('DISCARD');
    expect(midnight.discardAtMs).toBeLessThan(T0 + 12 * 60 * MIN);
  });

  it('an air reading still safe for the food but pulling it up projects when the clock starts', () => {
    const v = verdictOf({ placement: 'AIR', readings: [...before, { timeMs: T0 + 425 * MIN, celsius: F(60) }], nowMin: 426 });
    expect(v.verdict).toBe('SAFE');
    expect(v.inDangerNow).toBe(false);
    expect(v.next?.verdict).toBe('USE_NOW');
    expect(v.next!.atMs).toBeGreaterThan(T0 + 426 * MIN + 2 * HOUR);
  });
});

describe('late readings recompute use-now and discard times', () => {
  it('a late hour of safe readings inside an open gap shrinks the clock; late unsafe ones bring discard forward', () => {
    const early = [...series(0, 60, 5, () => F(38)), ...series(65, 90, 5, () => F(48))];
    const open = verdictOf({ readings: early, nowMin: 300 });
    expect(open.verdict).toBe('DISCARD');
    expect(atMin(open, 'discardAtMs')).toBe(300);
    const settled = verdictInEveryOrder({ readings: [...early, ...series(95, 300, 5, () => F(38))], nowMin: 300 });
    expect(settled.verdict).toBe('SAFE');
    expect(settled.discardAtMs).toBeNull();
    expect(settled.dangerMs).toBe(35 * MIN);
  });
});

describe('Food Safety and Hygiene (England) Regulations 2013, Schedule 4', () => {
  const london = { profile: 'UK_FSA' as const, type: 'HOT_HOLDING' as const };

  it('para 7: one period below 63 °C of 1 h 55 is tolerated (SAFE), ACT NOW at 2 h', () => {
    const readings = [...series(0, 60, 5, () => 70), ...series(65, 175, 5, () => 58), ...series(180, 240, 5, () => 70)];
    // 60 → 180: 2 h below 63 °C (conservative edges).
    const v = verdictInEveryOrder({ ...london, readings, nowMin: 240 });
    expect(v.verdict).toBe('ACT_NOW');
    expect(atMin(v, 'actNowAtMs')).toBe(180);
    const shorter = [...series(0, 60, 5, () => 70), ...series(65, 170, 5, () => 58), ...series(175, 240, 5, () => 70)];
    expect(verdictInEveryOrder({ ...london, readings: shorter, nowMin: 240 }).verdict).toBe('SAFE');
  });

  it('para 7: a second period below 63 °C, however short, is ACT NOW at its start', () => {
    const readings = [
      ...series(0, 60, 5, () => 70),
      ...series(65, 85, 5, () => 58),
      ...series(90, 200, 5, () => 70),
      { timeMs: T0 + 205 * MIN, celsius: 61 },
      ...series(210, 240, 5, () => 70),
    ];
    const v = verdictInEveryOrder({ ...london, readings, nowMin: 240 });
    expect(v.verdict).toBe('ACT_NOW');
    expect(atMin(v, 'actNowAtMs')).toBe(200);
    expect(v.periods).toBe(2);
  });

  it('para 7, while below 63 °C: the next deadline is ACT NOW at 2 h from the period start', () => {
    const v = verdictOf({ ...london, readings: [...series(0, 60, 5, () => 70), ...series(65, 90, 5, () => 58)], nowMin: 90 });
    expect(v.verdict).toBe('SAFE');
    expect(v.next).toEqual({ verdict: 'ACT_NOW', atMs: T0 + 180 * MIN });
  });

  it('para 6: a service/display fridge gets one period above 8 °C; a second is ACT NOW; a plain fridge is not', () => {
    const readings = [
      ...series(0, 60, 5, () => 5),
      ...series(65, 90, 5, () => 10),
      ...series(95, 200, 5, () => 5),
      ...series(205, 215, 5, () => 9),
      ...series(220, 300, 5, () => 5),
    ];
    expect(verdictInEveryOrder({ profile: 'UK_FSA', serviceDisplay: true, readings, nowMin: 300 }).verdict).toBe('ACT_NOW');
    expect(verdictInEveryOrder({ profile: 'UK_FSA', readings, nowMin: 300 }).verdict).toBe('SAFE');
  });

  it('UK cold holding: 4 h above 8 °C is DISCARD', () => {
    const v = verdictInEveryOrder({
      profile: 'UK_FSA',
      readings: [{ timeMs: T0, celsius: 5 }, ...series(5, 245, 5, () => 9)],
      nowMin: 245,
    });
    expect(v.verdict).toBe('DISCARD');
  });
});

describe('FDA Food Code 2022 3-501.19: time as a public-health control', () => {
  it('(B) 4 h from the start whatever the temperature: SAFE with the end time, DISCARD at 4 h', () => {
    const readings = series(0, 300, 5, () => F(38));
    const running = verdictOf({ control: 'TIME_4H', batchStartMin: 0, readings, nowMin: 239 });
    expect(running.verdict).toBe('SAFE');
    expect(running.next).toEqual({ verdict: 'DISCARD', atMs: T0 + 240 * MIN });
    expect(running.dangerMs).toBe(239 * MIN);
    expect(verdictInEveryOrder({ control: 'TIME_4H', batchStartMin: 0, readings, nowMin: 240 }).verdict).toBe('DISCARD');
  });

  it('(C) 6 h for cold food that starts ≤ 41 °F and stays ≤ 70 °F', () => {
    const readings = series(0, 400, 5, (m) => F(40 + m / 20));
    expect(verdictOf({ control: 'TIME_6H_COLD', batchStartMin: 0, readings, nowMin: 300 }).verdict).toBe('SAFE');
    const v = verdictInEveryOrder({ control: 'TIME_6H_COLD', batchStartMin: 0, readings, nowMin: 360 });
    expect(v.verdict).toBe('DISCARD');
    expect(atMin(v, 'discardAtMs')).toBe(360);
  });

  it('(C) above 70 °F: DISCARD at once', () => {
    const readings = series(0, 200, 5, (m) => (m >= 120 ? F(71) : F(40)));
    const v = verdictInEveryOrder({ control: 'TIME_6H_COLD', batchStartMin: 0, readings, nowMin: 200 });
    expect(v.verdict).toBe('DISCARD');
    expect(atMin(v, 'discardAtMs')).toBe(120);
  });

  it('(C) food that starts at 45 °F does not qualify for 6 h: it runs 4 h', () => {
    const v = verdictOf({ control: 'TIME_6H_COLD', batchStartMin: 0, readings: series(0, 300, 5, () => F(45)), nowMin: 250 });
    expect(v.control).toBe('TIME_4H');
    expect(v.verdict).toBe('DISCARD');
  });
});

describe('FDA Food Code 2022 3-501.16(A)(1): hot holding at 135 °F, roasts at 130 °F', () => {
  const hot = (f: number) => series(0, 300, 5, () => F(f));
  it('131 °F for 5 h is DISCARD for a standard batch and SAFE for a roast (3-401.11(B))', () => {
    expect(
      verdictInEveryOrder({ type: 'HOT_HOLDING', readings: [{ timeMs: T0 - 5 * MIN, celsius: F(140) }, ...hot(131)], nowMin: 300 }).verdict,
    ).toBe('DISCARD');
    expect(verdictInEveryOrder({ type: 'HOT_HOLDING', foodType: 'ROAST', readings: hot(131), nowMin: 300 }).verdict).toBe('SAFE');
  });

  it('a reading of 134.8 °F is below 135 °F', () => {
    const v = verdictOf({
      type: 'HOT_HOLDING',
      readings: [{ timeMs: T0, celsius: F(140) }, ...series(5, 30, 5, () => F(134.8))],
      nowMin: 30,
    });
    expect(v.inDangerNow).toBe(true);
  });
});

describe('out of service and service hours', () => {
  const windows = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, startMin: 10 * 60, endMin: 23 * 60 }));
  const service = { windows, timeZone: 'Europe/London' };
  // A UK hot cabinet at 70 °C in service, switched off overnight (18 °C) — T0 is 12:00 London.
  const readings = series(-120, 26 * 60, 5, (m) => {
    const hour = (((12 * 60 + m) % (24 * 60)) + 24 * 60) % (24 * 60);
    return hour >= 10 * 60 && hour < 23 * 60 ? 70 : 18;
  });

  it('an out-of-service night: no verdict at 02:00, and the next day starts a fresh SAFE batch', () => {
    expect(verdictOf({ profile: 'UK_FSA', type: 'HOT_HOLDING', readings, nowMin: 14 * 60, service, batchStartMin: -120 }).status).toBe(
      'OUT_OF_SERVICE',
    );
    const next = verdictInEveryOrder({ profile: 'UK_FSA', type: 'HOT_HOLDING', readings, nowMin: 24 * 60, service, batchStartMin: -120 });
    expect(next.verdict).toBe('SAFE');
    expect(next.dangerMs).toBe(0);
  });

  it('the same night without service hours is ACT NOW (what the hot cabinet used to say every night)', () => {
    expect(verdictOf({ profile: 'UK_FSA', type: 'HOT_HOLDING', readings, nowMin: 24 * 60, batchStartMin: -120 }).verdict).not.toBe('SAFE');
  });

  it('out of service by hand: no food verdict', () => {
    expect(
      verdictOf({ readings: series(0, 60, 5, () => 20), nowMin: 60, service: { windows: [], timeZone: 'UTC', outOfService: true } }).status,
    ).toBe('OUT_OF_SERVICE');
  });
});

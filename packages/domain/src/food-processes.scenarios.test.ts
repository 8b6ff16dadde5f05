import { describe, expect, it } from 'vitest';
import { batchLifeEndsAt, BATCH_LIFE_DAYS, turnsOverAt } from './batch-life.js';
import { describeFoodVerdict, foodVerdictWord } from './food-verdict-text.js';
import { foodTemperatures, lagStep, msUntilFoodReaches } from './food-estimate.js';
import { F, HOUR, MIN, series, T0, verdictOf } from './food-scenarios.test-support.js';
import { evaluateProcessLog, reheatingTargetC } from './process-log.js';
import { isScotland } from './process-variants.js';
import { serviceStateAt } from './service-hours.js';

const at = (minutes: number, celsius: number) => ({ timeMs: T0 + minutes * MIN, celsius });

describe('FDA Food Code 2022 3-501.14(A): cooling clocks start at 135 °F', () => {
  it('a log started at 180 °F counts from when the probe shows 135 °F, and passes', () => {
    const readings = [at(30, F(150)), at(50, F(130)), at(160, F(70)), at(380, F(41))];
    const result = evaluateProcessLog({
      kind: 'COOLING',
      profile: 'US_FDA',
      startedAtMs: T0,
      startCelsius: F(180),
      readings,
      nowMs: T0 + 400 * MIN,
    });
    // 150 °F at 30 min and 130 °F at 50 min: 135 °F at 45 min on the line between them.
    expect(result.clockStartedAtMs).toBe(T0 + 45 * MIN);
    expect(result.verdict).toBe('PASSED');
    expect(result.startShown).toBe(true);
  });

  it('a log started at 180 °F that takes 2 h 10 from 135 °F to 70 °F fails stage 1', () => {
    const readings = [at(10, F(135)), at(140, F(70)), at(300, F(41))];
    const result = evaluateProcessLog({
      kind: 'COOLING',
      profile: 'US_FDA',
      startedAtMs: T0,
      startCelsius: F(180),
      readings,
      nowMs: T0 + 400 * MIN,
    });
    expect(result.verdict).toBe('FAILED');
    expect(result.failedCheckpoint).toBe(0);
  });

  it('a log started at 110 °F is "start not shown": it cannot pass stage 1 by itself', () => {
    const readings = [at(60, F(65)), at(200, F(40))];
    const result = evaluateProcessLog({
      kind: 'COOLING',
      profile: 'US_FDA',
      startedAtMs: T0,
      startCelsius: F(110),
      readings,
      nowMs: T0 + 121 * MIN,
    });
    expect(result.startShown).toBe(false);
    expect(result.verdict).toBe('FAILED');
    expect(result.checkpoints[0]!.status).toBe('MISSED');
  });

  it('a log started at 110 °F passes once the cook gives the time the food left the heat', () => {
    const readings = [at(60, F(65)), at(200, F(40))];
    const result = evaluateProcessLog({
      kind: 'COOLING',
      profile: 'US_FDA',
      startedAtMs: T0,
      startCelsius: F(110),
      readings,
      leftHeatAtMs: T0 - 30 * MIN,
      nowMs: T0 + 400 * MIN,
    });
    expect(result.verdict).toBe('PASSED');
    expect(result.clockStartedAtMs).toBe(T0 - 30 * MIN);
  });

  it('FSANZ 3.2.2 cl. 7(3): a log started at 75 °C counts from 60 °C', () => {
    const readings = [at(20, 60), at(130, 21), at(350, 5)];
    const result = evaluateProcessLog({
      kind: 'COOLING',
      profile: 'AU_NZ',
      startedAtMs: T0,
      startCelsius: 75,
      readings,
      nowMs: T0 + 400 * MIN,
    });
    expect(result.clockStartedAtMs).toBe(T0 + 20 * MIN);
    expect(result.verdict).toBe('PASSED');
  });
});

describe('FDA Food Code 2022 3-501.14(B): ambient-temperature ingredients to 41 °F within 4 h', () => {
  it('40 °F at 3 h 50 passes; 42 °F at 4 h fails', () => {
    const base = {
      kind: 'COOLING' as const,
      profile: 'US_FDA' as const,
      variant: 'AMBIENT_INGREDIENTS' as const,
      startedAtMs: T0,
      startCelsius: F(70),
    };
    expect(evaluateProcessLog({ ...base, readings: [at(230, F(40))], nowMs: T0 + 300 * MIN }).verdict).toBe('PASSED');
    const failed = evaluateProcessLog({ ...base, readings: [at(240, F(42))], nowMs: T0 + 241 * MIN });
    expect(failed.verdict).toBe('FAILED');
    expect(failed.checkpoints).toHaveLength(1);
  });
});

describe('FDA Food Code 2022 3-403.11(C) and Scotland: reheating targets', () => {
  it('commercially processed ready-to-eat food from its package: 135 °F is enough', () => {
    const result = evaluateProcessLog({
      kind: 'REHEATING',
      profile: 'US_FDA',
      variant: 'PROCESSED_RTE',
      startedAtMs: T0,
      startCelsius: F(40),
      readings: [at(30, F(135))],
      nowMs: T0 + 40 * MIN,
    });
    expect(result.verdict).toBe('PASSED');
    const standard = evaluateProcessLog({
      kind: 'REHEATING',
      profile: 'US_FDA',
      startedAtMs: T0,
      startCelsius: F(40),
      readings: [at(30, F(135))],
      nowMs: T0 + 121 * MIN,
    });
    expect(standard.verdict).toBe('FAILED');
  });

  it('a GB location in Scotland reheats to 82 °C: 80 °C fails there and passes in England', () => {
    expect(isScotland('GB', 'Scotland')).toBe(true);
    expect(isScotland('GB', 'England')).toBe(false);
    expect(reheatingTargetC('UK_FSA', true)).toBe(82);
    expect(reheatingTargetC('UK_FSA', false)).toBe(75);
    const base = {
      kind: 'REHEATING' as const,
      profile: 'UK_FSA' as const,
      startedAtMs: T0,
      startCelsius: 5,
      readings: [at(30, 80)],
      nowMs: T0 + 121 * MIN,
    };
    expect(evaluateProcessLog({ ...base, variant: 'SCOTLAND' }).verdict).toBe('FAILED');
    expect(evaluateProcessLog(base).verdict).toBe('PASSED');
  });
});

describe('the first-order food estimate', () => {
  it('follows the ramp exactly whatever the reading interval', () => {
    const coarse = foodTemperatures([at(0, 3), at(60, 10)], 'AIR', 30);
    const fine = foodTemperatures(
      series(0, 60, 1, (m) => 3 + (7 * m) / 60),
      'AIR',
      30,
    );
    expect(coarse[1]!.celsius).toBeCloseTo(fine[fine.length - 1]!.celsius, 9);
  });

  it('a 10-minute door opening moves the air by 8 °F and the food by under 3 °F', () => {
    const food = lagStep(F(37), F(45), F(45), 10 * MIN, 30 * MIN);
    expect(food - F(37)).toBeLessThan(F(40) - F(37));
  });

  it('time to reach a limit in held air', () => {
    expect(msUntilFoodReaches(3, 10, 5, 30)).toBeCloseTo(30 * MIN * Math.log(7 / 5), 3);
    expect(msUntilFoodReaches(3, 4, 5, 30)).toBeNull();
  });
});

describe('batch life (FDA 3-501.17 date marking: 7 days, day 1 the day the batch started)', () => {
  const zone = 'America/New_York';
  // Monday 16 Nov 2026 14:00 New York.
  const start = Date.UTC(2026, 10, 16, 19, 0);
  it('cold: the boundary 7 days after the start day; hot: the next local midnight', () => {
    expect(new Date(batchLifeEndsAt(start, BATCH_LIFE_DAYS.COLD, zone)).toISOString()).toBe('2026-11-23T05:00:00.000Z');
    expect(new Date(batchLifeEndsAt(start, BATCH_LIFE_DAYS.HOT, zone)).toISOString()).toBe('2026-11-17T05:00:00.000Z');
  });

  it('a SAFE batch turns over; one that reached use-now waits for a corrective action', () => {
    const safe = verdictOf({ readings: series(0, 60, 5, () => F(38)), nowMin: 60 });
    expect(turnsOverAt(safe, start, 1, zone, start + 11 * HOUR)).toBe(Date.UTC(2026, 10, 17, 5, 0));
    expect(turnsOverAt(safe, start, 1, zone, start + 9 * HOUR)).toBeNull();
    const used = verdictOf({ readings: [at(0, F(38)), ...series(5, 200, 5, () => F(45))], nowMin: 200 });
    expect(used.verdict).toBe('USE_NOW');
    expect(turnsOverAt(used, start, 1, zone, start + 30 * HOUR)).toBeNull();
  });
});

describe('service hours in the location zone', () => {
  it('10:00–23:00 London: in service at noon since 10:00, out at 02:00', () => {
    const windows = [{ weekday: 1, startMin: 600, endMin: 1380 }];
    const noon = serviceStateAt(windows, 'Europe/London', T0);
    expect(noon).toEqual({ inService: true, since: Date.UTC(2026, 10, 16, 10, 0) });
    expect(serviceStateAt(windows, 'Europe/London', Date.UTC(2026, 10, 17, 2, 0)).inService).toBe(false);
  });

  it('a window across midnight (18:00–02:00) is in service at 01:00', () => {
    const windows = [{ weekday: 1, startMin: 18 * 60, endMin: 2 * 60 }];
    expect(serviceStateAt(windows, 'Europe/London', Date.UTC(2026, 10, 17, 1, 0)).inService).toBe(true);
  });
});

describe('one set of words', () => {
  it('English and Spanish, with minutes and the next deadline', () => {
    const v = verdictOf({ readings: [at(0, F(38)), ...series(5, 150, 5, () => F(45))], nowMin: 150 });
    const time = (ms: number) => new Date(ms).toISOString().slice(11, 16);
    expect(describeFoodVerdict(v, 'en', time)).toBe('USE NOW — 2 h 30 min in the danger zone · DISCARD at 16:00');
    expect(describeFoodVerdict(v, 'es', time)).toBe('USAR YA — 2 h 30 min en la zona de peligro · DESECHAR a las 16:00');
    expect(foodVerdictWord('ACT_NOW', 'es')).toBe('ACTUAR YA');
  });
});

describe('PRODUCT.md "Corrective action": kept after a probe check', () => {
  it('a 55 °F probe reading in a US fridge is refused naming 41 °F; 40 °F is accepted', async () => {
    const { probeKeepProblem } = await import('./probe-check.js');
    const { foodRulesOf } = await import('./food-rules.js');
    const rules = foodRulesOf('US_FDA', 'FRIDGE')!;
    expect(probeKeepProblem(F(55), 'F', rules)).toBe(
      'A probe reading of 55.0 °F is in the danger zone: food can only be kept when it is at or below 41.0 °F',
    );
    expect(probeKeepProblem(F(40), 'F', rules)).toBeNull();
    expect(probeKeepProblem(60, 'C', foodRulesOf('UK_FSA', 'HOT_HOLDING')!)).toContain('at or above 63.0 °C');
  });
});

describe('FDA 3-501.14(A): a cooling log still above 135 °F', () => {
  it('has not started its clock: nothing is missed while the food is still hot', () => {
    const result = evaluateProcessLog({
      kind: 'COOLING',
      profile: 'US_FDA',
      startedAtMs: T0,
      startCelsius: F(180),
      readings: [at(30, F(150))],
      nowMs: T0 + 200 * MIN,
    });
    expect(result.verdict).toBe('RUNNING');
    expect(result.clockStartedAtMs).toBe(T0 + 200 * MIN);
  });
});

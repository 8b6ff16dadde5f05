import { describe, expect, it } from 'vitest';
import { assessApplianceHealth, healthFindingText, isLearnedDefrost } from './index.js';
import { SYNTHETIC_END, syntheticFridge, type Synthetic } from './synthetic.test-support.js';

const DAY = 86_400_000;
const MINUTE = 60_000;
const FRIDGE = { min: 0, max: 5 };
const assess = (options: Synthetic = {}) => assessApplianceHealth({ readings: syntheticFridge(options), zone: FRIDGE, now: SYNTHETIC_END });
const lastDays = (days: number, from: number, to: number) => (t: number) => {
  const into = t - (14 - days) * DAY;
  return into <= 0 ? from : from + ((to - from) * into) / (days * DAY);
};

describe('asset health: learning a healthy fridge', () => {
  const health = assess();

  it('is OK without findings', () => {
    expect(health.findings).toEqual([]);
    expect(health.status).toBe('OK');
  });

  it('learns the defrost cycle: every 6 hours, about 20 minutes', () => {
    expect(health.pattern.defrost?.periodMin).toBe(360);
    expect(health.pattern.defrost?.lengthMin).toBeGreaterThan(15);
    expect(health.pattern.defrost?.lengthMin).toBeLessThan(45);
  });

  it('learns the steady level, door openings and recovery', () => {
    expect(health.pattern.dailyBaseline).toHaveLength(14);
    for (const day of health.pattern.dailyBaseline) expect(Math.abs(day.baselineC - 3)).toBeLessThan(0.2);
    expect(health.pattern.doorOpeningsPerDay).toBeGreaterThan(4);
    expect(health.pattern.recoveryMin).toBeGreaterThan(5);
    expect(health.pattern.recoveryMin).toBeLessThan(30);
  });

  it('tells a normal defrost from a breach: isLearnedDefrost', () => {
    const pattern = health.pattern.defrost!;
    const onset = pattern.anchor + 100 * pattern.periodMin * MINUTE;
    expect(isLearnedDefrost(pattern, onset + 10 * MINUTE)).toBe(true);
    expect(isLearnedDefrost(pattern, onset - 5 * MINUTE)).toBe(true);
    expect(isLearnedDefrost(pattern, onset + 3 * 60 * MINUTE)).toBe(false);
    expect(isLearnedDefrost(pattern, onset + (pattern.lengthMin + 60) * MINUTE)).toBe(false);
    expect(isLearnedDefrost(null, onset)).toBe(false);
  });

  it('judges only units with an upper bound (a hot-holding unit is OK)', () => {
    const hot = assessApplianceHealth({ readings: syntheticFridge(), zone: { min: 63, max: null }, now: SYNTHETIC_END });
    expect(hot).toMatchObject({ status: 'OK', findings: [] });
  });
});

describe('asset health: findings', () => {
  it('RISING_BASELINE with a "leave its safe zone within N days" estimate', () => {
    const health = assess({ level: lastDays(5, 2.6, 4.1) });
    const finding = health.findings.find((f) => f.kind === 'RISING_BASELINE')!;
    expect(finding).toMatchObject({ status: 'SERVICE_SOON' });
    expect(finding.figures.slopeCPerDay).toBeGreaterThan(0.2);
    expect(finding.figures.daysToLeaveZone).toBeGreaterThanOrEqual(1);
    expect(finding.figures.daysToLeaveZone).toBeLessThanOrEqual(3);
    expect(finding.since).toBeGreaterThan(SYNTHETIC_END - 6 * DAY);
    expect(health.status).toBe('SERVICE_SOON');
  });

  it('LONG_RECOVERY: the figures a week ago and now', () => {
    const health = assess({ tau: (t) => (t > 12 * DAY ? 30 : 6) });
    const finding = health.findings.find((f) => f.kind === 'LONG_RECOVERY')!;
    expect(finding.status).toBe('SERVICE_SOON');
    expect(finding.figures.recentMin! - finding.figures.referenceMin!).toBeGreaterThan(10);
    expect(finding.since).toBeGreaterThanOrEqual(SYNTHETIC_END - 2 * DAY);
  });

  it('DEFROST_ABNORMAL: a defrost that does not end', () => {
    const health = assess({ defrostMin: (t) => (t > 13 * DAY ? 80 : 20) });
    const finding = health.findings.find((f) => f.kind === 'DEFROST_ABNORMAL')!;
    expect(finding.status).toBe('SERVICE_SOON');
    expect(finding.figures.recentMin).toBeGreaterThan(60);
  });

  it('DEFROST_ABNORMAL: defrosts that stop coming', () => {
    const health = assess({ defrostMin: (t) => (t > 12.5 * DAY ? 0 : 20) });
    const finding = health.findings.find((f) => f.kind === 'DEFROST_ABNORMAL')!;
    expect(finding).toMatchObject({ status: 'WATCH' });
    expect(finding.figures.missedCycles).toBeGreaterThanOrEqual(3);
  });

  it('DOOR_LEFT_OPEN: the air up for 25 minutes and not coming down', () => {
    const health = assess({ openAtEnd: { minutes: 25, riseC: 2.5 } });
    const finding = health.findings.find((f) => f.kind === 'DOOR_LEFT_OPEN')!;
    expect(finding).toMatchObject({ status: 'WATCH' });
    expect(finding.since).toBeGreaterThan(SYNTHETIC_END - 40 * MINUTE);
  });

  it('FREQUENT_DOOR_OPENINGS: six times the usual rate in the last day', () => {
    const health = assess({ doorsPerHour: (t) => (t > 13 * DAY ? 3.6 : 0.6) });
    expect(health.findings.map((f) => f.kind)).toContain('FREQUENT_DOOR_OPENINGS');
  });

  it('UNSTABLE_CONTROL: swings between disturbances', () => {
    const health = assess({ hunting: (t) => (t > 13 * DAY ? 0.25 : 0) });
    expect(health.findings.map((f) => f.kind)).toContain('UNSTABLE_CONTROL');
  });
});

describe('asset health: sentences for people', () => {
  const rising = {
    kind: 'RISING_BASELINE' as const,
    figures: { baselineFromC: 2.8, baselineNowC: 3.9, slopeCPerDay: 0.3, daysToLeaveZone: 3 },
  };

  it('speaks English and Spanish in the viewer’s unit', () => {
    expect(healthFindingText(rising, { language: 'en', unit: 'C' })).toBe(
      'The steady temperature rose from 2.8 °C to 3.9 °C (0.30 °C a day); likely to leave its safe zone within 3 days.',
    );
    expect(healthFindingText(rising, { language: 'es', unit: 'F' })).toBe(
      'La temperatura estable subió de 37,0 °F a 39,0 °F (0,54 °F al día); probablemente saldrá de su zona segura en 3 días.',
    );
    expect(healthFindingText({ kind: 'LONG_RECOVERY', figures: { referenceMin: 9, recentMin: 26 } }, { language: 'en', unit: 'F' })).toBe(
      'Recovery after a door opening: 9 min a week ago, 26 min now.',
    );
    expect(
      healthFindingText({ kind: 'DEFROST_ABNORMAL', figures: { referenceMin: 20, recentMin: 75 } }, { language: 'es', unit: 'C' }),
    ).toBe('El desescarche dura ahora 75 min, frente a 20 min de costumbre: puede que no termine.');
  });

  it('has a sentence for every kind in both languages', () => {
    const kinds = [
      'DOOR_LEFT_OPEN',
      'FREQUENT_DOOR_OPENINGS',
      'LONG_RECOVERY',
      'RISING_BASELINE',
      'DEFROST_ABNORMAL',
      'UNSTABLE_CONTROL',
    ] as const;
    for (const kind of kinds) {
      for (const language of ['en', 'es'] as const)
        expect(healthFindingText({ kind, figures: {} }, { language, unit: 'C' })).toMatch(/\.|\?$/);
    }
  });
});

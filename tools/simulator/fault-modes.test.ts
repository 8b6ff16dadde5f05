import { describe, expect, it } from 'vitest';
import { coldUnitSeries } from './fault-modes.js';

const DAY = 86_400_000;
const START = Date.UTC(2026, 0, 5);
const faultStart = START + 5 * DAY;
const series = (fault: Parameters<typeof coldUnitSeries>[0]['fault'], seed = 7) =>
  coldUnitSeries({ seed, fault, faultStart, faultDays: 8 }, START, START + 16 * DAY);
const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;
const day = (readings: Array<{ time: number; temperature: number }>, n: number) =>
  readings.filter((r) => r.time >= START + n * DAY && r.time < START + (n + 1) * DAY).map((r) => r.temperature);

describe('simulator fault modes', () => {
  it('is deterministic: the same seed gives the same readings, another seed others', () => {
    expect(series('CONDENSER_FOULING')).toEqual(series('CONDENSER_FOULING'));
    expect(series('NONE', 8)).not.toEqual(series('NONE', 7));
  });

  it('is the healthy unit until the fault begins', () => {
    const healthy = series('NONE');
    for (const mode of ['CONDENSER_FOULING', 'DOOR_SEAL', 'STUCK_DEFROST'] as const) {
      expect(series(mode).filter((r) => r.time < faultStart)).toEqual(healthy.filter((r) => r.time < faultStart));
    }
  });

  it('keeps a healthy unit in its zone on most days, with door openings and defrosts', () => {
    const healthy = series('NONE');
    const over = healthy.filter((r) => r.temperature > 5).length;
    expect(over / healthy.length).toBeLessThan(0.001);
    expect(Math.max(...healthy.map((r) => r.temperature)) - Math.min(...healthy.map((r) => r.temperature))).toBeGreaterThan(1);
  });

  it('degrades: fouling and a failing seal warm the steady level, a stuck defrost warms the defrosts', () => {
    for (const mode of ['CONDENSER_FOULING', 'DOOR_SEAL'] as const) {
      expect(mean(day(series(mode), 14)) - mean(day(series(mode), 3))).toBeGreaterThan(0.5);
    }
    const stuck = series('STUCK_DEFROST');
    expect(Math.max(...day(stuck, 14)) - Math.max(...day(stuck, 3))).toBeGreaterThan(0.5);
    expect(
      Math.max(
        ...series('DOOR_LEFT_OPEN')
          .filter((r) => r.time >= faultStart && r.time < faultStart + 3_600_000)
          .map((r) => r.temperature),
      ),
    ).toBeGreaterThan(6);
  });
});

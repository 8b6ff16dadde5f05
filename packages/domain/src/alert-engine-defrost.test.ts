import { describe, expect, it } from 'vitest';
import { alertPolicy, applyReadings, INITIAL_STATE, type Reading } from './alert-engine.js';
import type { DefrostPattern } from './asset-health/types.js';
import { DEFAULT_SAFE_ZONES } from './safe-zones.js';

// Decision 0221: a learned defrost (asset health, decision 0220) is not a breach while it lasts as usual.
const T0 = new Date('2026-11-20T12:00:00Z');
const minutes = (m: number) => new Date(T0.getTime() + m * 60_000);
/** A 30-minute defrost every 6 hours starting at T0: excused from 15 min before to 50 min after each onset. */
const defrost: DefrostPattern = { periodMin: 360, anchor: T0.getTime(), lengthMin: 30, peakRiseC: 3, matched: 8, expected: 8 };
const plain = alertPolicy({ type: 'FRIDGE', safeZone: DEFAULT_SAFE_ZONES.FRIDGE, alertDelayMin: 30 });
const learned = alertPolicy({ type: 'FRIDGE', safeZone: DEFAULT_SAFE_ZONES.FRIDGE, alertDelayMin: 30, defrost });

function series(from: number, to: number, curve: (minute: number) => number): Reading[] {
  const readings: Reading[] = [];
  for (let m = from; m <= to; m += 5) readings.push({ time: minutes(m), temperature: curve(m) });
  return readings;
}
const detected = (readings: Reading[], policy = learned) =>
  applyReadings(INITIAL_STATE, readings, policy).events.filter((e) => e.type === 'DETECTED');

describe('alert engine with a learned defrost', () => {
  it('rides out a usual 45-minute defrost at 6.5 °C that the delay alone would have alerted on', () => {
    const readings = series(-60, 120, (m) => (m >= 0 && m < 45 ? 6.5 : 3));
    expect(detected(readings, plain)).toHaveLength(1);
    expect(detected(readings)).toEqual([]);
  });

  it('alerts on a defrost that does not end, once it outlasts its window, from its start', () => {
    const events = detected(series(-60, 180, (m) => (m >= 0 && m < 120 ? 6.5 : 3)));
    expect(events).toHaveLength(1);
    expect(events[0]!.at).toEqual(minutes(55));
    expect(events[0]!.alert.startedAt).toEqual(minutes(0));
  });

  it('alerts as usual on a breach outside the defrost window', () => {
    const events = detected(series(120, 300, (m) => (m >= 180 && m < 240 ? 6.5 : 3)));
    expect(events).toHaveLength(1);
    expect(events[0]!.at).toEqual(minutes(215));
  });

  it('does not excuse food at risk now, nor a fridge too cold', () => {
    const hot = detected(series(-30, 60, (m) => (m >= 0 && m < 30 ? 11 : 3)));
    expect(hot).toHaveLength(1);
    expect(hot[0]!.alert.severity).toBe('HIGH');
    expect(hot[0]!.at).toEqual(minutes(0));
    const cold = detected(series(-30, 90, (m) => (m >= 0 && m < 50 ? -2 : 3)));
    expect(cold).toHaveLength(1);
    expect(cold[0]!.alert.reason).toBe('APPLIANCE_TOO_COLD');
  });
});

import { describe, expect, it } from 'vitest';
import {
  alertPolicy,
  applyReadings,
  expireSnooze,
  INITIAL_STATE,
  replay,
  snooze,
  startNewBatch,
  currentFoodSafeness,
  type Reading,
} from './alert-engine.js';
import { DEFAULT_SAFE_ZONES } from './safe-zones.js';

const T0 = new Date('2026-11-20T12:00:00Z');
const minutes = (m: number) => new Date(T0.getTime() + m * 60_000);
// A Codex location (danger zone 5–60 °C) unless a test says otherwise.
const fridge = alertPolicy({ type: 'FRIDGE', safeZone: DEFAULT_SAFE_ZONES.FRIDGE, alertDelayMin: 30 });
const usHotHolding = alertPolicy({
  type: 'HOT_HOLDING',
  safeZone: DEFAULT_SAFE_ZONES.HOT_HOLDING,
  alertDelayMin: 15,
  jurisdiction: 'US_FDA',
});
const wine = alertPolicy({ type: 'WINE', safeZone: DEFAULT_SAFE_ZONES.WINE, alertDelayMin: 30 });

/** Readings every `step` minutes from `from` to `to` (inclusive) following `curve(minute)`. */
function series(from: number, to: number, curve: (minute: number) => number, step = 5): Reading[] {
  const readings: Reading[] = [];
  for (let m = from; m <= to; m += step) readings.push({ time: minutes(m), temperature: curve(m) });
  return readings;
}

describe('alert engine scenarios', () => {
  it('rides out a door opening: a 10-minute spike to 9 °C raises nothing', () => {
    const { state, events } = applyReadings(
      INITIAL_STATE,
      series(0, 120, (m) => (m >= 40 && m <= 50 ? 9 : 3.5)),
      fridge,
    );
    expect(events).toEqual([]);
    expect(state.alert).toBeNull();
    expect(currentFoodSafeness(state, fridge)).toMatchObject({ foodSafeness: 'POSITIVE', useNow: false });
  });

  it('rides out a 20-minute defrost cycle at 8 °C', () => {
    const { events } = applyReadings(
      INITIAL_STATE,
      series(0, 180, (m) => (m >= 60 && m < 80 ? 8 : 2)),
      fridge,
    );
    expect(events).toEqual([]);
  });

  it('detects a slow drift once the breach outlasts the 30-minute delay, LOW then HIGH at half the food budget', () => {
    // Warms 0.02 °C a minute from 3 °C: leaves the zone (and enters the danger zone) at minute 105, stays
    // within 5 °C of it until minute 350. The food clock counts from the last safe reading (minute 100),
    // so half the budget is spent at minute 220.
    const { state, events } = applyReadings(
      INITIAL_STATE,
      series(0, 260, (m) => 3 + m * 0.02, 5),
      fridge,
    );
    const detected = events.find((e) => e.type === 'DETECTED');
    expect(detected?.alert).toMatchObject({ reason: 'APPLIANCE_TOO_WARM', severity: 'LOW', status: 'DETECTED', startedAt: minutes(105) });
    expect(detected?.at).toEqual(minutes(140));
    const raised = events.find((e) => e.type === 'SEVERITY_RAISED');
    expect(raised?.at).toEqual(minutes(220));
    expect(state.alert?.severity).toBe('HIGH');
    expect(events.filter((e) => e.type === 'DETECTED')).toHaveLength(1); // one open alert per appliance
  });

  it('raises a HIGH alert at once for a reading more than 5 °C into the danger zone (food at risk now)', () => {
    const { events } = applyReadings(
      INITIAL_STATE,
      [
        { time: minutes(0), temperature: 3 },
        { time: minutes(5), temperature: 14 },
      ],
      fridge,
    );
    expect(events).toEqual([
      { type: 'DETECTED', at: minutes(5), alert: expect.objectContaining({ severity: 'HIGH', startedAt: minutes(5) }) },
    ]);
  });

  it('ends the alert only after 10 minutes back inside the zone', () => {
    const readings = series(0, 200, (m) => (m < 100 ? 9 : 3));
    const { state, events } = applyReadings(INITIAL_STATE, readings, fridge);
    expect(events.map((e) => [e.type, e.at])).toEqual([
      ['DETECTED', minutes(35)],
      ['ENDED', minutes(110)],
    ]);
    expect(state.alert).toBeNull();
  });

  it('counts a sensor dropout inside a breach as danger time without data, and the breach goes on', () => {
    const before = series(0, 20, () => 8);
    const after = series(200, 220, () => 8);
    const { state, events } = applyReadings(INITIAL_STATE, [...before, ...after], fridge);
    expect(state.food).toEqual({ dangerMs: 220 * 60_000, unknownMs: 180 * 60_000, excursions: 1 });
    expect(state.breachStartedAt).toEqual(minutes(0));
    // The silence alone carries the clock past 2 h (at minute 120); the first reading after it opens the
    // alert, HIGH: half the food's budget is spent.
    expect(events).toEqual([
      { type: 'FOOD_STAGE', stage: 'USE_NOW', at: minutes(120) },
      { type: 'DETECTED', at: minutes(200), alert: expect.objectContaining({ severity: 'HIGH', startedAt: minutes(0) }) },
    ]);
    expect(currentFoodSafeness(state, fridge)).toMatchObject({ foodSafeness: 'POSITIVE', useNow: true, uncertain: true });
  });

  it('replays a late batch so the alert starts when the breach really started', () => {
    const onTime = series(0, 30, () => 3).concat(series(65, 90, () => 9));
    const late = series(35, 60, () => 9);
    const first = applyReadings(INITIAL_STATE, onTime, fridge);
    expect(first.state.alert).toBeNull(); // 65 → 90 is only 25 minutes of breach
    const replayed = replay([...onTime, ...late], fridge);
    expect(replayed.state.alert).toMatchObject({ startedAt: minutes(35), status: 'DETECTED' });
    // Readings older than the last applied one are never applied out of order.
    expect(applyReadings(first.state, late, fridge).state).toEqual(first.state);
  });

  it('returns a snoozed alert to DETECTED when the snooze runs out mid-breach', () => {
    const breach = applyReadings(
      INITIAL_STATE,
      series(0, 40, () => 9),
      fridge,
    );
    expect(breach.state.alert?.status).toBe('DETECTED');
    const snoozed = snooze(breach.state, minutes(40), minutes(70));
    expect(snoozed.state.alert).toMatchObject({ status: 'SNOOZED', snoozedUntil: minutes(70) });
    const stillOut = applyReadings(
      snoozed.state,
      series(45, 65, () => 9),
      fridge,
    );
    expect(stillOut.state.alert?.status).toBe('SNOOZED');
    const expired = applyReadings(
      stillOut.state,
      series(70, 75, () => 9),
      fridge,
    );
    expect(expired.events[0]).toMatchObject({ type: 'SNOOZE_EXPIRED', at: minutes(70) });
    expect(expired.state.alert?.status).toBe('DETECTED');
    // The clock alone also ends a snooze when no reading arrives.
    const silent = expireSnooze(snoozed.state, minutes(71));
    expect(silent.state.alert?.status).toBe('DETECTED');
    expect(expireSnooze(snoozed.state, minutes(69)).events).toEqual([]);
  });

  it('snoozes for one hour by default', () => {
    const breach = applyReadings(
      INITIAL_STATE,
      series(0, 40, () => 9),
      fridge,
    );
    expect(snooze(breach.state, minutes(40)).state.alert?.snoozedUntil).toEqual(minutes(100));
  });

  it('alerts when a hot-holding unit cools below 57 °C for more than 15 minutes, too cold, LOW (3.2 °C under 135 °F)', () => {
    const { events } = applyReadings(
      INITIAL_STATE,
      series(0, 60, (m) => (m < 20 ? 63 : 54)),
      usHotHolding,
    );
    expect(events[0]).toMatchObject({
      type: 'DETECTED',
      at: minutes(40),
      alert: { reason: 'APPLIANCE_TOO_COLD', severity: 'LOW', startedAt: minutes(20) },
    });
  });

  it('tracks food safeness: use-now after 2 h in the danger zone, NEGATIVE after 4 h, worst kept on the alert', () => {
    const twoHours = applyReadings(
      INITIAL_STATE,
      series(0, 125, () => 8),
      fridge,
    );
    expect(currentFoodSafeness(twoHours.state, fridge)).toMatchObject({
      foodSafeness: 'POSITIVE',
      useNow: true,
      estimatedFoodSpoilageAt: minutes(240),
    });
    const fiveHours = applyReadings(
      twoHours.state,
      series(130, 300, () => 8),
      fridge,
    );
    expect(currentFoodSafeness(fiveHours.state, fridge)).toMatchObject({ foodSafeness: 'NEGATIVE', useNow: false });
    expect(fiveHours.state.alert?.worstFoodSafeness).toBe('NEGATIVE');
    const recovered = applyReadings(
      fiveHours.state,
      series(305, 330, () => 3),
      fridge,
    );
    expect(currentFoodSafeness(recovered.state, fridge)).toMatchObject({ foodSafeness: 'NEGATIVE', estimatedFoodSpoilageAt: null });
    expect(currentFoodSafeness(startNewBatch(recovered.state, minutes(331)), fridge)).toMatchObject({
      foodSafeness: 'POSITIVE',
      useNow: false,
    });
  });

  it('answers NA for appliances without TCS food, while still alerting (LOW, after the delay: no food at risk)', () => {
    const { state, events } = applyReadings(
      INITIAL_STATE,
      series(0, 60, () => 25),
      wine,
    );
    expect(events[0]).toMatchObject({ type: 'DETECTED', at: minutes(35), alert: { severity: 'LOW' } });
    expect(currentFoodSafeness(state, wine).foodSafeness).toBe('NA');
    expect(state.alert?.worstFoodSafeness).toBe('NA');
  });

  it('gives the same final state for a shuffled batch as for an ordered one', () => {
    const readings = series(0, 300, (m) => 3 + Math.sin(m / 20) * 6);
    const shuffled = [...readings].sort((a, b) => ((a.time.getMinutes() * 7919) % 13) - ((b.time.getMinutes() * 7919) % 13));
    expect(applyReadings(INITIAL_STATE, shuffled, fridge).state).toEqual(applyReadings(INITIAL_STATE, readings, fridge).state);
  });
});

import { describe, expect, it } from 'vitest';
import { alertPolicy, applyReadings, currentFoodSafeness, INITIAL_STATE, replay, startNewBatch, type Reading } from './alert-engine.js';
import { DEFAULT_SAFE_ZONES } from './safe-zones.js';
import { fahrenheitToCelsius } from './temperature.js';

// Issue 14's kitchen scenarios, written from PRODUCT.md's "Food-safety model": readings every 5 minutes,
// Codex danger zone (5 °C < t < 60 °C) unless the test names another jurisdiction.
const T0 = new Date('2026-11-20T12:00:00Z');
const MIN = 60_000;
const minutes = (m: number) => new Date(T0.getTime() + m * MIN);
const fridge = alertPolicy({ type: 'FRIDGE', safeZone: DEFAULT_SAFE_ZONES.FRIDGE, alertDelayMin: 30 });
const freezer = alertPolicy({ type: 'FREEZER', safeZone: DEFAULT_SAFE_ZONES.FREEZER, alertDelayMin: 30 });

function series(from: number, to: number, curve: (minute: number) => number, step = 5): Reading[] {
  const readings: Reading[] = [];
  for (let m = from; m <= to; m += step) readings.push({ time: minutes(m), temperature: curve(m) });
  return readings;
}
const types = (events: ReadonlyArray<{ type: string }>) => events.map((e) => e.type);

describe('too cold is an appliance fault, never food at risk', () => {
  it('a fridge at −1 °C for 6 h: a LOW too-cold alert, the food stays POSITIVE with no danger time', () => {
    const { state, events } = applyReadings(INITIAL_STATE, [...series(0, 30, () => 3), ...series(35, 395, () => -1)], fridge);
    expect(types(events)).toEqual(['DETECTED']);
    expect(state.alert).toMatchObject({ reason: 'APPLIANCE_TOO_COLD', severity: 'LOW', worstFoodSafeness: 'POSITIVE' });
    expect(currentFoodSafeness(state, fridge)).toMatchObject({
      foodSafeness: 'POSITIVE',
      useNow: false,
      dangerMs: 0,
      estimatedFoodSpoilageAt: null,
    });
  });

  it('a freezer at −12 °C (still frozen) for 5 h 40: LOW too-warm alert, food POSITIVE', () => {
    const { state, events } = applyReadings(INITIAL_STATE, [...series(0, 30, () => -19), ...series(35, 375, () => -12)], freezer);
    expect(types(events)).toEqual(['DETECTED']);
    expect(state.alert).toMatchObject({ reason: 'APPLIANCE_TOO_WARM', severity: 'LOW' });
    expect(currentFoodSafeness(state, freezer)).toMatchObject({ foodSafeness: 'POSITIVE', dangerMs: 0 });
  });

  it('a thawed freezer (above 5 °C) is food at risk: 8 °C counts, and 11 °C is HIGH at once', () => {
    const thawing = applyReadings(INITIAL_STATE, [...series(0, 10, () => -19), ...series(15, 60, () => 8)], freezer);
    expect(currentFoodSafeness(thawing.state, freezer).dangerMs).toBe(50 * MIN);
    const warm = applyReadings(
      INITIAL_STATE,
      [
        { time: minutes(0), temperature: -19 },
        { time: minutes(5), temperature: 11 },
      ],
      freezer,
    );
    expect(warm.events).toEqual([{ type: 'DETECTED', at: minutes(5), alert: expect.objectContaining({ severity: 'HIGH' }) }]);
  });
});

describe('severity: HIGH only when the food is at risk now or half its budget is spent', () => {
  it('a freezer defrost peaking at −8 °C for 10 minutes, four times a day, raises nothing', () => {
    const day = series(0, 24 * 60, (m) => (m % 360 >= 100 && m % 360 < 110 ? -8 : -19));
    const { state, events } = applyReadings(INITIAL_STATE, day, freezer);
    expect(events).toEqual([]);
    expect(state.food.dangerMs).toBe(0);
  });

  it('a long defrost at −8 °C waits out the delay and is LOW, never HIGH', () => {
    const { state, events } = applyReadings(INITIAL_STATE, [...series(0, 20, () => -19), ...series(25, 120, () => -8)], freezer);
    expect(events).toEqual([
      { type: 'DETECTED', at: minutes(60), alert: expect.objectContaining({ severity: 'LOW', startedAt: minutes(25) }) },
    ]);
    expect(state.alert?.severity).toBe('LOW');
  });

  it.each([
    ['exactly 5 °C into the danger zone (10 °C) waits out the delay', 10, []],
    ['5.1 °C into it (10.1 °C) is HIGH at once', 10.1, ['DETECTED']],
  ] as const)('a fridge reading %s', (_name, temperature, expected) => {
    const { events } = applyReadings(
      INITIAL_STATE,
      [
        { time: minutes(0), temperature: 3 },
        { time: minutes(5), temperature },
      ],
      fridge,
    );
    expect(types(events)).toEqual(expected);
  });

  it('a fridge at −1 °C for 3 h stays LOW: a long breach is not food at risk', () => {
    const { state } = applyReadings(
      INITIAL_STATE,
      series(0, 180, () => -1),
      fridge,
    );
    expect(state.alert?.severity).toBe('LOW');
  });

  it('hot holding in the UK (63 °C): 60 °C waits out 15 minutes, LOW; 57 °C is 6 °C into the danger zone, HIGH at once', () => {
    const uk = alertPolicy({ type: 'HOT_HOLDING', safeZone: { min: 63, max: null }, alertDelayMin: 15, jurisdiction: 'UK_FSA' });
    const lukewarm = applyReadings(INITIAL_STATE, [...series(0, 10, () => 70), ...series(15, 40, () => 60)], uk);
    expect(lukewarm.events).toEqual([
      { type: 'DETECTED', at: minutes(35), alert: expect.objectContaining({ severity: 'LOW', reason: 'APPLIANCE_TOO_COLD' }) },
    ]);
    expect(currentFoodSafeness(lukewarm.state, uk).dangerMs).toBe(30 * MIN);
    const cold = applyReadings(
      INITIAL_STATE,
      [
        { time: minutes(0), temperature: 70 },
        { time: minutes(5), temperature: 57 },
      ],
      uk,
    );
    expect(cold.events).toEqual([{ type: 'DETECTED', at: minutes(5), alert: expect.objectContaining({ severity: 'HIGH' }) }]);
  });
});

describe('conservative edges and gaps', () => {
  it('the 90-minute silence in the middle of a breach: ~160 minutes counted, uncertain, the breach not restarted', () => {
    const readings = [...series(-30, 0, () => 3), ...series(5, 35, () => 9), ...series(125, 155, () => 9), ...series(160, 200, () => 3)];
    const { state, events } = applyReadings(INITIAL_STATE, readings, fridge);
    expect(currentFoodSafeness(state, fridge)).toMatchObject({
      dangerMs: 160 * MIN,
      unknownMs: 90 * MIN,
      excursions: 1,
      uncertain: true,
      useNow: true,
    });
    expect(events.find((e) => e.type === 'DETECTED')).toMatchObject({ at: minutes(125), alert: { startedAt: minutes(5) } });
  });

  it('a gap between two safe readings counts nothing and leaves the verdict certain', () => {
    const { state } = applyReadings(INITIAL_STATE, [...series(0, 30, () => 3), ...series(200, 230, () => 3)], fridge);
    expect(currentFoodSafeness(state, fridge)).toMatchObject({ dangerMs: 0, unknownMs: 0, uncertain: false });
  });

  it('a door opening counts from the last safe reading to the first safe one, and raises no alert', () => {
    const { state, events } = applyReadings(
      INITIAL_STATE,
      series(0, 60, (m) => (m >= 20 && m <= 30 ? 9 : 3)),
      fridge,
    );
    expect(events).toEqual([]);
    expect(state.food).toEqual({ dangerMs: 20 * MIN, unknownMs: 0, excursions: 1 });
  });
});

describe('cumulative excursions and the 4-hour rule', () => {
  it('twenty 25-minute excursions reach use-now and discard with no alert', () => {
    const readings: Reading[] = [];
    for (let i = 0; i < 20; i += 1) readings.push(...series(i * 60, i * 60 + 55, (m) => (m % 60 >= 5 && m % 60 <= 25 ? 9 : 3)));
    const { state, events } = applyReadings(INITIAL_STATE, readings, fridge);
    // 30 minutes each (conservative edges): use now in the 4th excursion, discard in the 8th.
    expect(events).toEqual([
      { type: 'FOOD_STAGE', stage: 'USE_NOW', at: minutes(3 * 60 + 30) },
      { type: 'FOOD_STAGE', stage: 'DISCARD', at: minutes(7 * 60 + 30) },
    ]);
    expect(state.alert).toBeNull();
    expect(currentFoodSafeness(state, fridge)).toMatchObject({ foodSafeness: 'NEGATIVE', excursions: 20, dangerMs: 600 * MIN });
  });

  it.each([
    ['3 h 55 in the danger zone: use now', 235, 'POSITIVE', true],
    ['exactly 4 h: discard', 240, 'NEGATIVE', false],
  ] as const)('%s', (_name, dangerMinutes, foodSafeness, useNow) => {
    // Safe at 0, 9 °C from 5 until `dangerMinutes` − 5, safe again at `dangerMinutes`.
    const { state } = applyReadings(
      INITIAL_STATE,
      series(0, dangerMinutes + 30, (m) => (m > 0 && m < dangerMinutes ? 9 : 3)),
      fridge,
    );
    expect(currentFoodSafeness(state, fridge)).toMatchObject({ foodSafeness, useNow, dangerMs: dangerMinutes * MIN });
  });

  it('estimates spoilage from the last reading while in the danger zone', () => {
    const { state } = applyReadings(INITIAL_STATE, [...series(0, 0, () => 3), ...series(5, 150, () => 8)], fridge);
    expect(currentFoodSafeness(state, fridge).estimatedFoodSpoilageAt).toEqual(minutes(240));
  });

  it('a new batch started in the middle of an excursion counts from its start', () => {
    const first = applyReadings(
      INITIAL_STATE,
      series(0, 100, () => 9),
      fridge,
    );
    const restocked = startNewBatch(first.state, minutes(102));
    const { state } = applyReadings(
      restocked,
      series(105, 120, () => 9),
      fridge,
    );
    expect(state.food).toEqual({ dangerMs: 18 * MIN, unknownMs: 0, excursions: 1 });
  });
});

describe('reason follows the reading', () => {
  it('an open too-warm alert swinging to too cold changes its reason (and back), without a new alert', () => {
    const readings = [...series(0, 40, () => 9), ...series(45, 60, () => -2), ...series(65, 70, () => 8)];
    const { state, events } = applyReadings(INITIAL_STATE, readings, fridge);
    expect(events.map((e) => e.type === 'REASON_CHANGED' && [e.at, e.from, e.alert.reason]).filter(Boolean)).toEqual([
      [minutes(45), 'APPLIANCE_TOO_WARM', 'APPLIANCE_TOO_COLD'],
      [minutes(65), 'APPLIANCE_TOO_COLD', 'APPLIANCE_TOO_WARM'],
    ]);
    expect(types(events).filter((t) => t === 'DETECTED')).toHaveLength(1);
    expect(state.alert).toMatchObject({ reason: 'APPLIANCE_TOO_WARM', startedAt: minutes(0) });
  });
});

describe('units, drift and order', () => {
  it('US thresholds stay in °F: a hot-holding reading of 134.8 °F is in the danger zone, 135 °F is not', () => {
    const us = alertPolicy({
      type: 'HOT_HOLDING',
      safeZone: { min: fahrenheitToCelsius(135), max: null },
      alertDelayMin: 15,
      jurisdiction: 'US_FDA',
    });
    const at135 = applyReadings(
      INITIAL_STATE,
      series(0, 60, () => fahrenheitToCelsius(135)),
      us,
    );
    expect(at135.events).toEqual([]);
    expect(at135.state.food.dangerMs).toBe(0);
    const below = applyReadings(
      INITIAL_STATE,
      series(0, 60, () => fahrenheitToCelsius(134.8)),
      us,
    );
    expect(below.state.food.dangerMs).toBe(60 * MIN);
    expect(below.state.alert).toMatchObject({ reason: 'APPLIANCE_TOO_COLD', severity: 'LOW' });
  });

  it('a slow drift is counted from the last safe reading, with one excursion', () => {
    const { state } = applyReadings(
      INITIAL_STATE,
      series(0, 200, (m) => 3 + m * 0.02),
      fridge,
    );
    expect(state.food).toEqual({ dangerMs: 100 * MIN, unknownMs: 0, excursions: 1 });
  });

  it('a late batch replayed in order gives the clock an ordered batch gives; out-of-order readings alone are skipped', () => {
    const readings = series(0, 300, (m) => 4 + Math.sin(m / 25) * 4);
    // Every third reading arrives late, after the newest one has been applied.
    const isLate = (i: number) => i % 3 === 0 && i < readings.length - 1;
    const onTime = readings.filter((_, i) => !isLate(i));
    const late = readings.filter((_, i) => isLate(i));
    const first = applyReadings(INITIAL_STATE, onTime, fridge);
    expect(applyReadings(first.state, late, fridge).state).toEqual(first.state);
    expect(replay([...onTime, ...late], fridge).state.food).toEqual(applyReadings(INITIAL_STATE, readings, fridge).state.food);
  });

  it('food in the danger zone while the appliance is inside its own zone still counts (hot holding set at 57 °C, Codex 60 °C)', () => {
    const hot = alertPolicy({ type: 'HOT_HOLDING', safeZone: DEFAULT_SAFE_ZONES.HOT_HOLDING, alertDelayMin: 15 });
    const { state, events } = applyReadings(
      INITIAL_STATE,
      series(0, 60, () => 58),
      hot,
    );
    expect(events).toEqual([]);
    expect(state.food.dangerMs).toBe(60 * MIN);
  });
});

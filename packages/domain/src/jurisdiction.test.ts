import { describe, expect, it } from 'vitest';
import { fahrenheitToCelsius } from './temperature.js';
import {
  dangerZoneOf,
  depthInDangerZone,
  isInDangerZone,
  JURISDICTIONS,
  jurisdictionForCountry,
  thresholdCelsius,
} from './jurisdiction.js';

describe('jurisdiction profiles', () => {
  it.each([
    ['US', 'US_FDA'],
    ['us', 'US_FDA'],
    ['GB', 'UK_FSA'],
    ['AU', 'AU_NZ'],
    ['NZ', 'AU_NZ'],
    ['PT', 'CODEX'],
    ['ES', 'CODEX'],
    [null, 'CODEX'],
  ] as const)('a location in %s starts with %s', (country, profile) => {
    expect(jurisdictionForCountry(country)).toBe(profile);
  });

  it.each([
    ['US_FDA', 41, 'F', 135, 'F'],
    ['UK_FSA', 8, 'C', 63, 'C'],
    ['AU_NZ', 5, 'C', 60, 'C'],
    ['CODEX', 5, 'C', 60, 'C'],
  ] as const)('%s holds cold at ≤ %s °%s and hot at ≥ %s °%s, as written', (id, cold, coldUnit, hot, hotUnit) => {
    expect(JURISDICTIONS[id].coldHolding).toEqual({ value: cold, unit: coldUnit });
    expect(JURISDICTIONS[id].hotHolding).toEqual({ value: hot, unit: hotUnit });
  });
});

describe('danger zone', () => {
  const us = dangerZoneOf(JURISDICTIONS.US_FDA);
  const uk = dangerZoneOf(JURISDICTIONS.UK_FSA);

  it('keeps 135 °F exact: 57.222… °C, not 57.22', () => {
    expect(thresholdCelsius({ value: 135, unit: 'F' })).toBeCloseTo(57.2222222, 6);
  });

  it.each([
    ['US 41 °F (the limit) is safe', us, fahrenheitToCelsius(41), false],
    ['US 41.2 °F is in the danger zone', us, fahrenheitToCelsius(41.2), true],
    ['US 135 °F (the limit) is safe', us, fahrenheitToCelsius(135), false],
    ['US 135 °F as a 32-bit float is still safe', us, Math.fround(fahrenheitToCelsius(135)), false],
    ['US 134.8 °F is in the danger zone', us, fahrenheitToCelsius(134.8), true],
    ['a fridge at −1 °C is not food at risk', us, -1, false],
    ['a freezer at −12 °C (still frozen) is not food at risk', us, -12, false],
    ['UK 7 °C (under the legal 8 °C) is safe', uk, 7, false],
    ['UK 8.1 °C is in the danger zone', uk, 8.1, true],
    ['UK 62 °C hot holding is in the danger zone', uk, 62, true],
    ['UK 63 °C hot holding is safe', uk, 63, false],
  ] as const)('%s', (_name, zone, celsius, inside) => {
    expect(isInDangerZone(celsius, zone)).toBe(inside);
  });

  it('measures depth from the side the appliance holds food at', () => {
    expect(depthInDangerZone(11, uk, 'COLD')).toBeCloseTo(3);
    expect(depthInDangerZone(55, uk, 'HOT')).toBeCloseTo(8);
    expect(depthInDangerZone(5, uk, 'COLD')).toBe(0);
  });
});

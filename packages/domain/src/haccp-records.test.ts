import { describe, expect, it } from 'vitest';
import {
  calibrationPassed,
  fateDetailsProblem,
  maySignOffCorrectiveAction,
  nextCalibrationDue,
  sensorDisagreementC,
} from './haccp-records.js';
import { fahrenheitToCelsius } from './temperature.js';

describe('corrective action fates', () => {
  it.each([
    [{ fate: 'DISCARDED' }, null],
    [{ fate: 'USED_NOW' }, null],
    [{ fate: 'MOVED', movedToApplianceId: 'a' }, null],
    [{ fate: 'KEPT_AFTER_PROBE', probeReadingC: 4 }, null],
    [{ fate: 'MOVED' }, 'movedToApplianceId'],
    [{ fate: 'DISCARDED', movedToApplianceId: 'a' }, 'movedToApplianceId'],
    [{ fate: 'KEPT_AFTER_PROBE' }, 'probeReading'],
    [{ fate: 'USED_NOW', probeReadingC: 4 }, 'probeReading'],
    [{ fate: 'KEPT_AFTER_PROBE', probeReadingC: 1000 }, 'probeReading'],
  ] as const)('%o → %s', (details, field) => {
    expect(fateDetailsProblem(details)?.field ?? null).toBe(field);
  });

  it('lets Managers and Location Managers sign off, nobody else', () => {
    expect(['FULL_ADMIN', 'MANAGER', 'LOCATION_MANAGER'].every((level) => maySignOffCorrectiveAction(level as never))).toBe(true);
    expect(maySignOffCorrectiveAction('STANDARD_USER')).toBe(false);
    expect(maySignOffCorrectiveAction('BASIC_USER')).toBe(false);
    expect(maySignOffCorrectiveAction(null)).toBe(false);
  });
});

describe('calibration', () => {
  it('passes within ±1 °C, or ±2 °F for a check written in °F (edges included)', () => {
    expect(calibrationPassed(0, 1, 'C')).toBe(true);
    expect(calibrationPassed(0, -1.01, 'C')).toBe(false);
    expect(calibrationPassed(fahrenheitToCelsius(32), fahrenheitToCelsius(34), 'F')).toBe(true);
    expect(calibrationPassed(fahrenheitToCelsius(32), fahrenheitToCelsius(34.1), 'F')).toBe(false);
  });

  it('is due the interval after the last check, on the last day of a shorter month', () => {
    expect(nextCalibrationDue(new Date('2026-01-15T10:00:00Z'), new Date('2025-01-01T00:00:00Z'), 6).toISOString()).toBe(
      '2026-07-15T10:00:00.000Z',
    );
    expect(nextCalibrationDue(null, new Date('2026-08-31T12:00:00Z'), 6).toISOString()).toBe('2027-02-28T12:00:00.000Z');
  });

  it('flags a manual reading more than 2 °C from the sensor, to 0.1 °C', () => {
    expect(sensorDisagreementC(8.2, 4)).toBe(4.2);
    expect(sensorDisagreementC(2, 4)).toBeNull();
    expect(sensorDisagreementC(4, 6.05)).toBe(2.1);
  });
});

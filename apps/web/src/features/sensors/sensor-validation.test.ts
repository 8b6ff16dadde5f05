import { describe, expect, it } from 'vitest';
import { validateSensor, type SensorFormValues } from './sensor-validation';

const filled: SensorFormValues = {
  hwid: 'EUI-0004A30B001C',
  manufacturer: '',
  locationId: null,
  reportingIntervalSec: '300',
  nextMaintenance: '',
};

describe('sensor form validation (the API’s createSensorInputSchema)', () => {
  it('accepts a filled form', () => {
    expect(validateSensor(filled)).toEqual({});
  });

  it('words a missing or too long hardware id, and an interval out of range, one key per field', () => {
    expect(validateSensor({ ...filled, hwid: '  ', reportingIntervalSec: '10' })).toEqual({
      hwid: 'validation.required',
      reportingIntervalSec: 'sensors.reportingIntervalOutOfRange',
    });
    expect(validateSensor({ ...filled, hwid: 'x'.repeat(65) })).toEqual({ hwid: 'sensors.hwidTooLong' });
    expect(validateSensor({ ...filled, reportingIntervalSec: 'soon' })).toEqual({
      reportingIntervalSec: 'sensors.reportingIntervalOutOfRange',
    });
    expect(validateSensor({ ...filled, reportingIntervalSec: String(24 * 60 * 60 + 1) })).toEqual({
      reportingIntervalSec: 'sensors.reportingIntervalOutOfRange',
    });
  });
});

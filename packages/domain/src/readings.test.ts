import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkReading, READING_LIMITS, READING_MESSAGES, unknownReadingFieldMessage } from './readings.js';

const NOW = new Date('2026-11-20T12:00:00Z');

describe('checkReading', () => {
  it.each([
    [{ hwid: 'A', time: '2026-11-20T11:59:00Z', temperature: 3.5 }, true, null],
    [{ hwid: 'A', time: '2026-11-20T12:04:59+00:00', temperature: -18 }, true, null],
    [{ hwid: 'A', time: Date.parse('2026-11-20T11:00:00Z'), temperature: 63, humidity: 40, batteryLevel: 80, signalLevel: 0 }, true, null],
    [{ hwid: 'A', time: '2026-11-20T12:05:01Z', temperature: 3 }, false, READING_MESSAGES.timeInFuture],
    [{ hwid: 'A', time: '2026-11-20T11:59:00', temperature: 3 }, false, READING_MESSAGES.timeInvalid],
    [{ hwid: 'A', time: '1999-12-31T23:59:59Z', temperature: 3 }, false, READING_MESSAGES.timeTooOld],
    [{ hwid: 'A', time: 1e300, temperature: 3 }, false, READING_MESSAGES.timeInvalid],
    [{ hwid: 'A', time: '2026-11-20T11:59:00Z', temperature: Number.NaN }, false, READING_MESSAGES.temperature],
    [{ hwid: 'A', time: '2026-11-20T11:59:00Z', temperature: '3' }, false, READING_MESSAGES.temperature],
    [{ hwid: 'A', time: '2026-11-20T11:59:00Z', temperature: 301 }, false, READING_MESSAGES.temperature],
    [{ hwid: 'A', time: '2026-11-20T11:59:00Z', temperature: 3, humidity: 101 }, false, READING_MESSAGES.humidity],
    [{ hwid: 'A', time: '2026-11-20T11:59:00Z', temperature: 3, batteryLevel: 50.5 }, false, READING_MESSAGES.batteryLevel],
    [{ hwid: 'A', time: '2026-11-20T11:59:00Z', temperature: 3, signalLevel: -1 }, false, READING_MESSAGES.signalLevel],
    [{ hwid: ' ', time: '2026-11-20T11:59:00Z', temperature: 3 }, false, READING_MESSAGES.hwidRequired],
    [{ hwid: 'x'.repeat(65), time: '2026-11-20T11:59:00Z', temperature: 3 }, false, READING_MESSAGES.hwidTooLong],
    [[1, 2], false, READING_MESSAGES.notAnObject],
  ])('%j → ok %s', (raw, ok, message) => {
    const result = checkReading(raw, NOW);
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.message).toBe(message);
  });

  describe('units on the wire (PRODUCT.md: a number is never guessed)', () => {
    const at = '2026-11-20T11:59:00Z';
    it.each<[string, Record<string, unknown>, number]>([
      ['°C when no unit is given', { temperature: 38 }, 38],
      ['"C" as sent', { temperature: 3.5, unit: 'C' }, 3.5],
      ['38 °F as 3.333 °C (a cold fridge, not a hot one)', { temperature: 38, unit: 'F' }, 3.333],
      ['120 °F as 48.889 °C (a hot-holding failure, not a safe 120 °C)', { temperature: 120, unit: 'F' }, 48.889],
      ['exactly 135 °F as 57.222 °C', { temperature: 135, unit: 'F' }, 57.222],
      ['-4 °F as -20 °C', { temperature: -4, unit: 'F' }, -20],
      ['572 °F, the top of the range', { temperature: 572, unit: 'F' }, 300],
    ])('stores %s', (_name, fields, celsius) => {
      expect(checkReading({ hwid: 'A', time: at, ...fields }, NOW)).toMatchObject({ ok: true, reading: { temperature: celsius } });
    });

    it.each<[string, Record<string, unknown>, string, string]>([
      ['a unit it does not know', { temperature: 38, unit: 'K' }, 'unit', READING_MESSAGES.unit],
      ['a lower-case unit', { temperature: 38, unit: 'f' }, 'unit', READING_MESSAGES.unit],
      ['a null unit', { temperature: 38, unit: null }, 'unit', READING_MESSAGES.unit],
      ['"°F"', { temperature: 38, unit: '°F' }, 'unit', READING_MESSAGES.unit],
      ['573 °F, beyond what a probe reads', { temperature: 573, unit: 'F' }, 'temperature', READING_MESSAGES.temperatureF],
      ['a field it does not know', { temperature: 38, scale: 'fahrenheit' }, 'scale', unknownReadingFieldMessage('scale')],
      ['a misspelt field', { temperature: 3, battery: 80 }, 'battery', unknownReadingFieldMessage('battery')],
    ])('refuses %s, naming the field', (_name, fields, field, message) => {
      expect(checkReading({ hwid: 'A', time: at, ...fields }, NOW)).toEqual({ ok: false, field, message });
    });

    it('says which fields a reading may have', () => {
      expect(unknownReadingFieldMessage('scale')).toBe(
        'unknown field "scale": a reading has only hwid, time, temperature, unit, humidity, batteryLevel, signalLevel',
      );
      expect(READING_MESSAGES.temperatureF).toBe('temperature must be a number between -148 and 572 °F');
    });
  });

  it('takes the hardware id from the topic when the payload has none', () => {
    expect(checkReading({ time: '2026-11-20T11:59:00Z', temperature: 3 }, NOW, 'TOPIC-1')).toMatchObject({
      ok: true,
      reading: { hwid: 'TOPIC-1' },
    });
  });

  it('never throws, and whatever it accepts is within the limits', () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            hwid: fc.anything(),
            time: fc.oneof(
              fc.anything(),
              fc.integer(),
              fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
            ),
            temperature: fc.oneof(fc.double(), fc.anything()),
            humidity: fc.oneof(fc.double(), fc.anything()),
            batteryLevel: fc.oneof(fc.integer(), fc.anything()),
          },
          { requiredKeys: [] },
        ),
        (raw) => {
          const result = checkReading(raw, NOW);
          if (!result.ok) return;
          const { reading } = result;
          expect(Number.isFinite(reading.temperature)).toBe(true);
          expect(reading.temperature).toBeGreaterThanOrEqual(READING_LIMITS.temperature.min);
          expect(reading.temperature).toBeLessThanOrEqual(READING_LIMITS.temperature.max);
          expect(reading.time.getTime()).toBeLessThanOrEqual(NOW.getTime() + 5 * 60_000);
          if (reading.batteryLevel !== null) expect(Number.isInteger(reading.batteryLevel)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

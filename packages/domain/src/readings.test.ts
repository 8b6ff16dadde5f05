import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkReading, READING_LIMITS, READING_MESSAGES } from './readings.js';

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

import { describe, expect, it } from 'vitest';
import { formatLocationTime } from '../../lib/time/location-time';
import { formatLocalTime, isWholeDay } from './format';

const sixAm = '2026-11-24T11:00:00.000Z';

describe('checklist times', () => {
  it("write a window's times as every other time is written: 6:00 AM, not 06:00 beside 6:00 AM", () => {
    expect(formatLocalTime(sixAm, 'America/New_York', 'en')).toBe('6:00 AM');
    expect(formatLocalTime(sixAm, 'America/New_York', 'en')).toBe(
      formatLocationTime(sixAm, 'America/New_York', 'en', { withDate: false }, 'America/New_York'),
    );
    expect(formatLocalTime(sixAm, 'Europe/Madrid', 'es')).toBe('12:00');
  });

  it('still find a whole-day window by its wall clock, whatever the language writes', () => {
    expect(isWholeDay('2026-11-24T05:00:00.000Z', '2026-11-25T05:00:00.000Z', 'America/New_York')).toBe(true);
    expect(isWholeDay(sixAm, '2026-11-25T05:00:00.000Z', 'America/New_York')).toBe(false);
  });
});

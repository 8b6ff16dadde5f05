import { describe, expect, it, vi } from 'vitest';
import { browserTimeZone, formatLocationDate, formatLocationTime, formatLocationTimeOfDay, formatViewerTime } from './location-time';

// 01:09 UTC on Nov 24: the Bain-marie alert, 8:09 PM on Nov 23 in New York.
const started = '2026-11-24T01:09:00.000Z';
// The viewer is passed explicitly: a browser in Kiritimati (UTC+14), the zone of the time-proof run.
const kiritimati = 'Pacific/Kiritimati';

describe('formatLocationTime (web)', () => {
  it("shows a New York alert on New York's clock, named, to a viewer in Kiritimati", () => {
    expect(formatLocationTime(started, 'America/New_York', 'en', {}, kiritimati)).toBe('Nov 23, 2026, 8:09 PM EST');
    expect(formatLocationTime(started, 'America/New_York', 'en', { withDate: false }, kiritimati)).toBe('8:09 PM EST');
  });

  it('does not name the zone for a viewer on the same clock', () => {
    expect(formatLocationTime(started, 'America/New_York', 'en', {}, 'America/New_York')).toBe('Nov 23, 2026, 8:09 PM');
    expect(formatLocationTime(started, kiritimati, 'en', {}, kiritimati)).toBe('Nov 24, 2026, 3:09 PM');
  });

  it("writes the viewer's language", () => {
    expect(formatLocationTime(started, 'Europe/Madrid', 'es', {}, kiritimati)).toBe('24 nov 2026, 2:09 CET');
    expect(formatLocationTime(started, 'Europe/Madrid', 'es', {}, 'Europe/Madrid')).toBe('24 nov 2026, 2:09');
  });
});

describe('formatLocationDate', () => {
  it('gives the location’s calendar day, whatever the viewer’s: 02:30 UTC is still the previous day in New York', () => {
    const lateEvening = new Date('2026-11-24T02:30:00Z');
    expect(formatLocationDate(lateEvening, 'America/New_York', 'en')).toBe('Nov 23, 2026');
    expect(formatLocationDate(lateEvening, 'Pacific/Kiritimati', 'en')).toBe('Nov 24, 2026');
    expect(formatLocationDate(lateEvening, 'America/New_York', 'es')).toBe('23 nov 2026');
  });
});

describe('browserTimeZone', () => {
  it('asks the browser once a minute, not at every time a list shows, and sees a changed zone after it', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      const start = 1_800_000_000_000;
      const zone = browserTimeZone(start);
      for (let second = 1; second < 60; second += 1) expect(browserTimeZone(start + second * 1000)).toBe(zone);
      expect(made).toHaveBeenCalledTimes(1);
      made.mockImplementation(() => ({ resolvedOptions: () => ({ timeZone: 'Asia/Tokyo' }) }) as Intl.DateTimeFormat);
      expect(browserTimeZone(start + 59_999)).toBe(zone);
      expect(browserTimeZone(start + 60_000)).toBe('Asia/Tokyo');
      expect(made).toHaveBeenCalledTimes(2);
    } finally {
      made.mockRestore();
      browserTimeZone(0);
    }
  });
});

describe('one date and time format (issue 41: 12 h beside 24 h, three date styles)', () => {
  it("gives the time of day alone in the hour style of every other time, without the zone's name", () => {
    expect(formatLocationTimeOfDay('2026-11-24T11:00:00.000Z', 'America/New_York', 'en')).toBe('6:00 AM');
    expect(formatLocationTimeOfDay('2026-11-24T11:00:00.000Z', 'Europe/Madrid', 'es')).toBe('12:00');
  });

  it("writes data of no single location on the viewer's clock in the same format as a location's", () => {
    const zone = browserTimeZone();
    expect(formatViewerTime(started, 'en')).toBe(formatLocationTime(started, zone, 'en', {}, zone));
    expect(formatViewerTime(started, 'en')).toMatch(/^Nov 2[34], 2026, \d{1,2}:\d{2}\s[AP]M$/);
  });
});

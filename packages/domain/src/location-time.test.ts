import { describe, expect, it } from 'vitest';
import { formatLocationPeriod, formatLocationTime, localeOfLanguage } from './location-time.js';

// The Bain-marie alert of issue 17: 01:09 UTC on Nov 24 is 8:09 PM on Nov 23 in New York.
const started = new Date('2026-11-24T01:09:00Z');
// A viewer as far ahead of the kitchen as the world allows (the time-proof run's TZ=Pacific/Kiritimati).
const kiritimati = 'Pacific/Kiritimati';

describe("a location's time", () => {
  it("is shown on the location's clock with its zone's name when the viewer's clock differs", () => {
    expect(formatLocationTime(started, 'America/New_York', { locale: 'en-US', viewerZone: kiritimati })).toBe('Nov 23, 2026, 8:09 PM EST');
    expect(formatLocationTime(started, 'America/New_York', { locale: 'en-US', viewerZone: kiritimati, withDate: false })).toBe(
      '8:09 PM EST',
    );
  });

  it("has no zone name when the viewer's clock shows the same time", () => {
    expect(formatLocationTime(started, 'America/New_York', { locale: 'en-US', viewerZone: 'America/New_York' })).toBe(
      'Nov 23, 2026, 8:09 PM',
    );
    // Another zone name, the same wall clock at that instant.
    expect(formatLocationTime(started, 'America/New_York', { locale: 'en-US', viewerZone: 'America/Toronto' })).toBe(
      'Nov 23, 2026, 8:09 PM',
    );
  });

  it('labels the zone when the clocks differ only part of the year', () => {
    // Phoenix keeps MST all year: the same as Denver in winter, an hour apart in summer.
    expect(formatLocationTime('2026-01-15T20:00:00Z', 'America/Denver', { locale: 'en-US', viewerZone: 'America/Phoenix' })).toBe(
      'Jan 15, 2026, 1:00 PM',
    );
    expect(formatLocationTime('2026-07-15T20:00:00Z', 'America/Denver', { locale: 'en-US', viewerZone: 'America/Phoenix' })).toBe(
      'Jul 15, 2026, 2:00 PM MDT',
    );
  });

  it('always names the zone for an unknown reader (e-mails)', () => {
    expect(formatLocationTime(started, 'America/New_York', { locale: 'en-US', viewerZone: null })).toBe('Nov 23, 2026, 8:09 PM EST');
    expect(formatLocationTime(started, kiritimati, { locale: 'en-US', viewerZone: null })).toBe('Nov 24, 2026, 3:09 PM GMT+14');
  });

  it("is written in the viewer's language", () => {
    expect(formatLocationTime(started, 'Europe/Madrid', { locale: localeOfLanguage('es'), viewerZone: kiritimati })).toBe(
      '24 nov 2026, 2:09 CET',
    );
    expect(formatLocationTime(started, 'America/New_York', { locale: localeOfLanguage('es'), viewerZone: null, withDate: false })).toBe(
      '20:09 GMT-5',
    );
    expect(localeOfLanguage('en')).toBe('en-US');
  });

  it('writes a period with both ends on the same clock', () => {
    const end = new Date('2026-11-24T02:15:00Z');
    expect(formatLocationPeriod(started, end, 'America/New_York', { locale: 'en-US', viewerZone: kiritimati })).toBe(
      'Nov 23, 2026, 8:09 PM EST – Nov 23, 2026, 9:15 PM EST',
    );
  });
});

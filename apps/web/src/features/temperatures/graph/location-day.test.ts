import { describe, expect, it } from 'vitest';
import { graphDay, locationDayRange, locationToday, shiftDay } from './location-day';

describe('location day', () => {
  it("takes today from the location's timezone, not the viewer's", () => {
    const instant = new Date('2026-11-22T03:00:00.000Z');
    expect(locationToday('America/New_York', instant)).toBe('2026-11-21');
    expect(locationToday('Europe/Lisbon', instant)).toBe('2026-11-22');
  });

  it('spans the local day, including daylight-saving days', () => {
    const range = locationDayRange('2026-11-22', 'America/New_York');
    expect(range.start.toISOString()).toBe('2026-11-22T05:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-11-23T05:00:00.000Z');
    const fallBack = locationDayRange('2026-11-01', 'America/New_York');
    expect(fallBack.end.getTime() - fallBack.start.getTime()).toBe(25 * 3_600_000);
  });

  it('falls back to today for missing, malformed, impossible or future days', () => {
    expect(graphDay(null, '2026-11-22')).toBe('2026-11-22');
    expect(graphDay('yesterday', '2026-11-22')).toBe('2026-11-22');
    expect(graphDay('2026-02-30', '2026-11-22')).toBe('2026-11-22');
    expect(graphDay('2026-11-23', '2026-11-22')).toBe('2026-11-22');
    expect(graphDay('2026-11-20', '2026-11-22')).toBe('2026-11-20');
  });

  it('moves a day at a time across month ends', () => {
    expect(shiftDay('2026-12-01', -1)).toBe('2026-11-30');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
  });
});

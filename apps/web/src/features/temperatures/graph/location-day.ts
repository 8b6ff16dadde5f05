import { addDays, localDateOf, zonedInstant } from '@ks/domain';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Today's date (YYYY-MM-DD) at the location. */
export function locationToday(timeZone: string, now: Date = new Date()): string {
  return localDateOf(now, timeZone);
}

/**
 * The day the graph shows: `?day=` when it is a real date not after the location's today, else today
 * (a hand-edited or future day falls back rather than showing an empty graph).
 */
export function graphDay(requested: string | null | undefined, today: string): string {
  if (!requested || !DAY_PATTERN.test(requested) || requested > today) return today;
  // Reject impossible dates (2026-02-30): the calendar helper throws on them or normalises them.
  try {
    return addDays(requested, 0) === requested ? requested : today;
  } catch {
    return today;
  }
}

/** Start and end instants of a local day (23 or 25 hours long on daylight-saving changes). */
export function locationDayRange(day: string, timeZone: string): { start: Date; end: Date } {
  return { start: zonedInstant(day, 0, timeZone), end: zonedInstant(addDays(day, 1), 0, timeZone) };
}

/** The previous or next day. */
export function shiftDay(day: string, by: number): string {
  return addDays(day, by);
}

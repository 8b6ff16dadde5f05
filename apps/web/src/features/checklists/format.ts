import { formatLocationTime } from '../../lib/time/location-time';

/** Local time of an instant in a location's timezone, e.g. "06:00". */
export function formatLocalTime(iso: string, timeZone: string | undefined, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(new Date(iso));
}

/**
 * A date and time in the viewer's language. With a location's zone (a location's data): on its clock,
 * named when the viewer's differs; without one (data of no single location), on the viewer's clock.
 */
export function formatDateTime(iso: string, locale: string, timeZone?: string): string {
  if (timeZone) return formatLocationTime(iso, timeZone, locale);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** True when a window covers a whole local day (all-day schedules). */
export function isWholeDay(startsAt: string, endsAt: string, timeZone: string | undefined): boolean {
  const start = formatLocalTime(startsAt, timeZone, 'en');
  const end = formatLocalTime(endsAt, timeZone, 'en');
  return start === '00:00' && end === '00:00';
}

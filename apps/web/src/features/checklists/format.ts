import { formatLocationTime, formatLocationTimeOfDay, formatViewerTime } from '../../lib/time/location-time';

/**
 * Local time of an instant in a location's timezone ("6:00 AM", es "6:00"): the hour style of every other
 * time on the screens (it was "06:00" here and "6:00 AM" beside it).
 */
export function formatLocalTime(iso: string, timeZone: string | undefined, language: string): string {
  return formatLocationTimeOfDay(iso, timeZone ?? 'UTC', language);
}

/** The 24-hour wall clock ("06:00") of an instant in a zone: for comparisons, never shown. */
function wallClock(iso: string, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(new Date(iso));
}

/**
 * A date and time in the viewer's language. With a location's zone (a location's data): on its clock,
 * named when the viewer's differs; without one (data of no single location), on the viewer's clock.
 */
export function formatDateTime(iso: string, locale: string, timeZone?: string): string {
  if (timeZone) return formatLocationTime(iso, timeZone, locale);
  return formatViewerTime(iso, locale);
}

/** True when a window covers a whole local day (all-day schedules). */
export function isWholeDay(startsAt: string, endsAt: string, timeZone: string | undefined): boolean {
  const start = wallClock(startsAt, timeZone);
  const end = wallClock(endsAt, timeZone);
  return start === '00:00' && end === '00:00';
}

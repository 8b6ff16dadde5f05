/** Local wall time ↔ instant in an IANA timezone, with Intl (full ICU in Node 20 and every browser). */
import { DAY_MS, formatDate, parseDate } from './schedule-spec.js';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True when `timeZone` is an IANA zone this runtime knows. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The local wall-clock fields of an instant in a timezone. */
export function localPartsOf(instant: Date, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The local date `YYYY-MM-DD` of an instant in a timezone. */
export function localDateOf(instant: Date, timeZone: string): string {
  const parts = localPartsOf(instant, timeZone);
  return formatDate(parts);
}

/**
 * Today's date `YYYY-MM-DD` where the kitchen is. "Today" for a location's data is always the location's,
 * never the browser's or the server's: at 00:30 UTC it is still yesterday in New York and already
 * tomorrow in Kiritimati.
 */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return localDateOf(now, timeZone);
}

/** Offset (local − UTC) in ms at an instant. */
function offsetAt(ms: number, timeZone: string): number {
  const p = localPartsOf(new Date(ms), timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - (ms - (((ms % 1000) + 1000) % 1000));
}

/**
 * The instant of a local wall time. A time skipped by a spring-forward change moves forward by the gap
 * (02:30 → 03:30); a time that happens twice in the autumn takes the first one (like Temporal's
 * "compatible" disambiguation).
 */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  const local = parseDate(date);
  const wall = Date.UTC(local.year, local.month - 1, local.day) + minutes * 60_000;
  const before = offsetAt(wall - DAY_MS, timeZone);
  const after = offsetAt(wall + DAY_MS, timeZone);
  const candidates = [wall - before, wall - after].filter((ms) => offsetAt(ms, timeZone) === wall - ms);
  if (candidates.length > 0) return new Date(Math.min(...candidates));
  // In the gap: read the wall time with the offset in force before the change.
  return new Date(wall - before);
}

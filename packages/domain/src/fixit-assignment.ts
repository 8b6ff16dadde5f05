import { hasAtLeast, type AccessLevel } from './access.js';
import type { FIXIT_STATUSES } from './enums.js';
import { todayIn } from './zoned-time.js';

/** The refusals of `assignFixit` (English; the web words them by code). */
export const FIXIT_ASSIGNMENT_MESSAGES = {
  dueOnInvalid: 'Use a calendar date like 2026-12-31',
  dueOnPast: "The due date cannot be before today at this fix-it's location",
} as const;

type FixitStatus = (typeof FIXIT_STATUSES)[number];

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a date `YYYY-MM-DD` that exists on the calendar (2026-02-30 does not). */
export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Who gives a fix-it an owner and a due date: the Managers and the Location Managers of its location (a
 * Full Admin too). Standard and Basic Users resolve fix-its; they do not hand them out.
 */
export function mayAssignFixit(level: AccessLevel | null): boolean {
  return hasAtLeast(level, 'LOCATION_MANAGER');
}

/**
 * A fix-it is overdue while it is PENDING and the location's today is after its due date: due on the 4th,
 * it is overdue from midnight of the 5th on the location's clock, whatever the viewer's or the server's.
 */
export function isFixitOverdue(fixit: { status: FixitStatus; dueOn: string | null }, timeZone: string, now: Date = new Date()): boolean {
  return fixit.status === 'PENDING' && fixit.dueOn !== null && todayIn(timeZone, now) > fixit.dueOn;
}

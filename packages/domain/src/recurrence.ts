/**
 * Quest schedules: an RFC 5545 recurrence (`DTSTART` + `RRULE` lines) evaluated in each location's IANA
 * timezone, plus the quest's `durationMin` (the window to complete each occurrence).
 *
 * Times are "floating" (no TZID, no Z): a quest that runs at 06:00 runs at 06:00 local time in every
 * location, on both sides of a daylight-saving change. The supported subset is what the schedule editor
 * produces: every day, weekdays, weekly on chosen days, monthly and yearly, all day or with start times.
 * Start times with different minutes need one RRULE line per minute value, because BYHOUR × BYMINUTE is a
 * cross product (RFC 5545 §3.3.10); all lines share the same date part.
 *
 * Why our own evaluator: the `rrule` package represents local times as fake UTC dates and leaves the
 * DST arithmetic to the caller; the few rules we support are easier to get exactly right here.
 */
import {
  addDays,
  epochDay,
  formatDate,
  formatTime,
  fromEpochDay,
  MINUTES_PER_DAY,
  parseDate,
  parseTime,
  weekdayIndex,
  WEEKDAYS,
  type Occurrence,
  type ScheduleSpec,
} from './schedule-spec.js';
import { localDateOf, zonedInstant } from './zoned-time.js';

// The public API; the calendar helpers of schedule-spec.ts stay internal to these files.
export {
  addDays,
  defaultSchedule,
  formatTime,
  MINUTES_PER_DAY,
  parseTime,
  REPEATS,
  SCHEDULE_MESSAGES,
  ScheduleError,
  scheduleProblem,
  WEEKDAYS,
  WORK_WEEK,
  type Occurrence,
  type Repeat,
  type ScheduleSpec,
  type Weekday,
} from './schedule-spec.js';
export { isValidTimeZone, localDateOf, localPartsOf, zonedInstant } from './zoned-time.js';
export { parseSchedule, toRrule } from './rrule-text.js';

function matchesDate(spec: ScheduleSpec, days: number, startDays: number): boolean {
  if (days < startDays) return false;
  const date = fromEpochDay(days);
  const start = fromEpochDay(startDays);
  switch (spec.repeat) {
    case 'DAILY':
      return (days - startDays) % spec.interval === 0;
    case 'WEEKDAYS':
    case 'WEEKLY': {
      const weekday = WEEKDAYS[weekdayIndex(days)]!;
      if (!spec.weekDays.includes(weekday)) return false;
      const weeks = Math.floor((days - weekdayIndex(days) - (startDays - weekdayIndex(startDays))) / 7);
      return weeks % spec.interval === 0;
    }
    case 'MONTHLY': {
      // A month without that day (the 31st in April) has no occurrence, as RFC 5545 says.
      const months = (date.year - start.year) * 12 + (date.month - start.month);
      return date.day === start.day && months % spec.interval === 0;
    }
    case 'YEARLY':
      return date.month === start.month && date.day === start.day && (date.year - start.year) % spec.interval === 0;
  }
}

/**
 * Every window of the schedule at a location that overlaps [from, to), in start order. Window ends are
 * local wall times too (start + durationMin on the clock), so an all-day window on a 23-hour day lasts
 * 23 hours and a 06:00–08:00 window stays 06:00–08:00 after a change.
 */
export function occurrencesBetween(spec: ScheduleSpec, timeZone: string, from: Date, to: Date): Occurrence[] {
  if (to.getTime() <= from.getTime()) return [];
  const startDays = epochDay(parseDate(spec.startDate));
  const firstDays = epochDay(parseDate(localDateOf(from, timeZone))) - 1;
  const lastDays = epochDay(parseDate(localDateOf(to, timeZone)));
  const starts = spec.allDay ? [0] : spec.startTimes.map(parseTime).sort((a, b) => a - b);
  const duration = spec.allDay ? MINUTES_PER_DAY : spec.durationMin;
  const result: Occurrence[] = [];
  for (let days = Math.max(firstDays, startDays); days <= lastDays; days += 1) {
    if (!matchesDate(spec, days, startDays)) continue;
    const date = formatDate(fromEpochDay(days));
    for (const minutes of starts) {
      const start = zonedInstant(date, minutes, timeZone);
      const endMinutes = minutes + duration;
      const end = zonedInstant(addDays(date, Math.floor(endMinutes / MINUTES_PER_DAY)), endMinutes % MINUTES_PER_DAY, timeZone);
      if (end.getTime() > from.getTime() && start.getTime() < to.getTime()) {
        result.push({ start, end, localDate: date, localTime: formatTime(minutes) });
      }
    }
  }
  return result;
}

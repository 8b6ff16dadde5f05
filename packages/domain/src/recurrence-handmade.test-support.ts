/**
 * The hand-made evaluator the product used before `rrule-temporal` (recurrence.ts), kept only as the
 * reference of the differential test (recurrence-differential.test.ts). Unchanged for the rules it knew
 * (every day, weekdays, weekly, monthly on the start date's day, yearly); the monthly choices added with
 * the library (last day, nth weekday, end date) are matched here by counting days, independently of it.
 * Placing a window on the clock (`localWindow`) is shared: both evaluators always used `zonedInstant`.
 */
import { localWindow } from './recurrence.js';
import {
  epochDay,
  formatDate,
  fromEpochDay,
  MINUTES_PER_DAY,
  parseDate,
  parseTime,
  weekdayIndex,
  WEEKDAYS,
  type MonthlyOn,
  type Occurrence,
  type ScheduleSpec,
} from './schedule-spec.js';
import { localDateOf } from './zoned-time.js';

/** Last day of the month, listed days, or the nth (last: -1) weekday: by counting, not by RFC 5545 machinery. */
function matchesMonthlyOn(monthlyOn: MonthlyOn, days: number): boolean {
  const date = fromEpochDay(days);
  const daysInMonth = fromEpochDay(epochDay({ year: date.year, month: date.month + 1, day: 1 }) - 1).day;
  if (monthlyOn === 'LAST_DAY') return date.day === daysInMonth;
  if ('days' in monthlyOn) return monthlyOn.days.includes(date.day);
  if (WEEKDAYS[weekdayIndex(days)] !== monthlyOn.weekday) return false;
  return monthlyOn.ordinal === -1 ? date.day + 7 > daysInMonth : Math.ceil(date.day / 7) === monthlyOn.ordinal;
}

function matchesDate(spec: ScheduleSpec, days: number, startDays: number): boolean {
  if (days < startDays) return false;
  if (spec.endDate !== undefined && days > epochDay(parseDate(spec.endDate))) return false;
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
      if (spec.monthlyOn !== undefined) return months % spec.interval === 0 && matchesMonthlyOn(spec.monthlyOn, days);
      return date.day === start.day && months % spec.interval === 0;
    }
    case 'YEARLY':
      return date.month === start.month && date.day === start.day && (date.year - start.year) % spec.interval === 0;
  }
}

/** The old `occurrencesBetween`: windows of the schedule overlapping [from, to), in start order. */
export function handmadeOccurrencesBetween(spec: ScheduleSpec, timeZone: string, from: Date, to: Date): Occurrence[] {
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
      const window = localWindow(date, minutes, duration, timeZone);
      if (window.end.getTime() > from.getTime() && window.start.getTime() < to.getTime()) result.push(window);
    }
  }
  return result;
}

/**
 * The evaluator of quest schedules: which windows a quest's RFC 5545 text (DTSTART + RRULE lines,
 * floating local times) has at a location, in the location's IANA timezone. Imported as
 * `@ks/domain/recurrence` by the server only: the library it uses stays out of the web's bundle.
 *
 * The rules are expanded by `rrule-temporal`, a maintained RFC 5545 implementation (nth weekdays, last
 * day of the month, months without a 31st, BYxxx expansion, nothing before DTSTART), instead of our own
 * evaluator, which read `FREQ=YEARLY;BYMONTHDAY=15` as once a year and put a `BYHOUR=6` occurrence before
 * a noon DTSTART. It expands them as floating times (in UTC, where every wall time exists); each wall
 * time is then placed in the location's zone by `zonedInstant`. Why not let the library use the zone:
 * RFC 5545 drops a recurrence whose local time does not exist, so a 02:30 check would vanish on the
 * spring-forward night, and an all-day checklist would vanish for a day in Santiago, whose clocks skip
 * midnight. A kitchen still has to do that check: a time in the gap moves forward by the gap, the rule
 * RFC 5545 §3.3.5 gives a single DATE-TIME.
 */
import { RRuleTemporal } from 'rrule-temporal';
import { parseSchedule, scheduleLines } from './rrule-text.js';
import { addDays, formatTime, MINUTES_PER_DAY, pad, type Occurrence } from './schedule-spec.js';
import { localDateOf, zonedInstant } from './zoned-time.js';

/** A quest's schedule as stored: RFC 5545 text and the window length in minutes. */
export interface StoredSchedule {
  rrule: string;
  durationMin: number;
}

/** The floating wall times (local date and minutes after midnight) of the rule from fromDate to before toDate. */
function wallTimes(rrule: string, fromDate: string, toDate: string): Array<{ date: string; minutes: number }> {
  const { dtStart, rules } = scheduleLines(rrule);
  const after = new Date(`${fromDate}T00:00:00Z`);
  const before = new Date(`${toDate}T00:00:00Z`);
  const found = new Map<string, { date: string; minutes: number }>();
  // One RRULE line per minute value (see rrule-text.ts): the schedule is their union.
  for (const rule of rules) {
    const recurrence = new RRuleTemporal({ rruleString: `DTSTART:${dtStart}\nRRULE:${rule}`, tzid: 'UTC' });
    for (const occurrence of recurrence.between(after, before, true)) {
      const date = `${pad(occurrence.year, 4)}-${pad(occurrence.month)}-${pad(occurrence.day)}`;
      const minutes = occurrence.hour * 60 + occurrence.minute;
      found.set(`${date}T${pad(minutes, 4)}`, { date, minutes });
    }
  }
  return [...found.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, wall]) => wall);
}

/**
 * Every window of the schedule at a location that overlaps [from, to), in start order. Window ends are
 * local wall times too (start + durationMin on the clock), so an all-day window on a 23-hour day lasts
 * 23 hours and a 06:00–08:00 window stays 06:00–08:00 after a change. Throws a ScheduleError for a rule
 * the editor cannot show (the API refuses those when saved) and a RangeError for an unknown zone.
 */
export function occurrencesBetween(schedule: StoredSchedule, timeZone: string, from: Date, to: Date): Occurrence[] {
  if (to.getTime() <= from.getTime()) return [];
  const spec = parseSchedule(schedule.rrule, schedule.durationMin);
  const duration = spec.allDay ? MINUTES_PER_DAY : spec.durationMin;
  // A window ends by the next local midnight, so the local day before `from` is the earliest that counts.
  const firstDate = addDays(localDateOf(from, timeZone), -1);
  const lastDate = localDateOf(to, timeZone);
  const result: Occurrence[] = [];
  for (const { date, minutes } of wallTimes(schedule.rrule, firstDate, addDays(lastDate, 1))) {
    if (date > lastDate) continue;
    const window = localWindow(date, minutes, duration, timeZone);
    if (window.end.getTime() > from.getTime() && window.start.getTime() < to.getTime()) result.push(window);
  }
  return result;
}

/** The window starting at a local date and time and lasting `duration` minutes on the local clock. */
export function localWindow(date: string, minutes: number, duration: number, timeZone: string): Occurrence {
  const start = zonedInstant(date, minutes, timeZone);
  const endMinutes = minutes + duration;
  const end = zonedInstant(addDays(date, Math.floor(endMinutes / MINUTES_PER_DAY)), endMinutes % MINUTES_PER_DAY, timeZone);
  return { start, end, localDate: date, localTime: formatTime(minutes) };
}

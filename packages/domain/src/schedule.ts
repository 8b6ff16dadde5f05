/**
 * Quest schedules as the web and the server share them: the editor's ScheduleSpec, its rules and its
 * RFC 5545 text. The evaluator (which windows a schedule has at a location) is `@ks/domain/recurrence`,
 * kept out of this index so the web, which never evaluates, does not ship the recurrence library.
 */
export {
  addDays,
  defaultSchedule,
  formatTime,
  MINUTES_PER_DAY,
  nthWeekdayOf,
  parseTime,
  REPEATS,
  SCHEDULE_MESSAGES,
  ScheduleError,
  scheduleProblem,
  scheduleWarning,
  WEEK_ORDINALS,
  WEEKDAYS,
  WORK_WEEK,
  type MonthlyOn,
  type Occurrence,
  type Repeat,
  type ScheduleSpec,
  type WeekOrdinal,
  type Weekday,
} from './schedule-spec.js';
export { isValidTimeZone, localDateOf, localPartsOf, todayIn, zonedInstant } from './zoned-time.js';
export { parseSchedule, toRrule } from './rrule-text.js';

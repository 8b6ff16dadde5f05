/**
 * The schedule of a quest as the editor sees it (every day, weekdays, week, month, year; all day or
 * start times sharing one window length), local-calendar arithmetic, and the rules a schedule must
 * follow before it is saved (spec §5). No timezone here: see zoned-time.ts.
 */
import { MESSAGES } from './messages.js';

export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WORK_WEEK: readonly Weekday[] = ['MO', 'TU', 'WE', 'TH', 'FR'];

/** How the dates repeat (the editor's timing choices besides "all day"). */
export const REPEATS = ['DAILY', 'WEEKDAYS', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
export type Repeat = (typeof REPEATS)[number];

export const MINUTES_PER_DAY = 24 * 60;

/** The nth weekday of a month kitchens plan with: first to fourth, and the last (-1, RFC 5545). */
export const WEEK_ORDINALS = [1, 2, 3, 4, -1] as const;
export type WeekOrdinal = (typeof WEEK_ORDINALS)[number];

/**
 * The day a monthly schedule falls on besides the start date's day of the month: the month's last day
 * (`BYMONTHDAY=-1`) or the nth weekday (`BYDAY=-1FR`, the last Friday).
 */
/** The last day, an nth weekday, or several days of the month in ascending order (`BYMONTHDAY=1,15`). */
export type MonthlyOn = 'LAST_DAY' | { ordinal: WeekOrdinal; weekday: Weekday } | { days: number[] };

/** The nth weekday of a monthly choice, or null (the last day, several days). */
export function nthWeekdayOf(monthlyOn: MonthlyOn | undefined): { ordinal: WeekOrdinal; weekday: Weekday } | null {
  return typeof monthlyOn === 'object' && 'ordinal' in monthlyOn ? monthlyOn : null;
}

/** A schedule as the editor sees it; `toRrule` / `parseSchedule` convert to and from RFC 5545 text. */
export interface ScheduleSpec {
  repeat: Repeat;
  /** Every n days / weeks / months / years (1 in the editor). */
  interval: number;
  /** First local date, `YYYY-MM-DD`: the anchor of intervals, month days and yearly dates. */
  startDate: string;
  /** Days of the week for WEEKLY (WEEKDAYS implies Monday to Friday). */
  weekDays: Weekday[];
  /** True: one window per day, from local midnight to the next. */
  allDay: boolean;
  /** Local start times `HH:MM` of the day's windows (empty when all day), sorted. */
  startTimes: string[];
  /** Length of each window in minutes (1440 when all day). */
  durationMin: number;
  /** MONTHLY only: the last day or the nth weekday; absent, the start date's day of the month. */
  monthlyOn?: MonthlyOn;
  /** Last local date with windows, `YYYY-MM-DD` (RFC 5545 `UNTIL`, to the end of that day); absent, no end. */
  endDate?: string;
}

/** One occurrence: the window in absolute time and the local date and time it was planned for. */
export interface Occurrence {
  start: Date;
  end: Date;
  localDate: string;
  localTime: string;
}

export class ScheduleError extends Error {}

// ---------------------------------------------------------------------------------------------------
// Local calendar arithmetic (no timezone involved): dates as days since 1970-01-01.

export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

export const DAY_MS = 86_400_000;

export function epochDay({ year, month, day }: LocalDate): number {
  return Math.floor(Date.UTC(year, month - 1, day) / DAY_MS);
}

export function fromEpochDay(days: number): LocalDate {
  const date = new Date(days * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** 0 = Monday … 6 = Sunday (RFC 5545 weeks start on Monday by default). */
export function weekdayIndex(days: number): number {
  // 1970-01-01 was a Thursday (index 3).
  return (((days + 3) % 7) + 7) % 7;
}

export function parseDate(text: string): LocalDate {
  const match = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(text);
  if (!match) throw new ScheduleError('Invalid start date');
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const check = fromEpochDay(epochDay(date));
  if (check.year !== date.year || check.month !== date.month || check.day !== date.day) throw new ScheduleError('Invalid start date');
  return date;
}

export const pad = (value: number, width = 2) => String(value).padStart(width, '0');
export const formatDate = ({ year, month, day }: LocalDate) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** `HH:MM` → minutes after midnight; throws on anything else. */
export function parseTime(text: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(text);
  if (!match) throw new ScheduleError('Invalid time');
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) throw new ScheduleError('Invalid time');
  return hours * 60 + minutes;
}

/** Minutes after midnight → `HH:MM` (24:00 for the end of the day). */
export function formatTime(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** Why a schedule cannot be saved, or null: the editor's and the API's rules (spec §5). */
export function scheduleProblem(spec: ScheduleSpec): string | null {
  try {
    parseDate(spec.startDate);
  } catch {
    return 'Invalid start date';
  }
  if (!Number.isInteger(spec.interval) || spec.interval < 1 || spec.interval > 1000) return 'Invalid interval';
  if (spec.endDate !== undefined) {
    try {
      if (epochDay(parseDate(spec.endDate)) < epochDay(parseDate(spec.startDate))) return SCHEDULE_MESSAGES.endBeforeStart;
    } catch {
      return SCHEDULE_MESSAGES.endBeforeStart;
    }
  }
  if (spec.repeat === 'WEEKLY' && spec.weekDays.length === 0) return MESSAGES.selectWeekDay;
  if (spec.monthlyOn !== undefined && !isMonthlyOn(spec.monthlyOn)) return SCHEDULE_MESSAGES.unsupported;
  if (spec.allDay) return null;
  if (spec.startTimes.length === 0) return SCHEDULE_MESSAGES.addTimeRange;
  if (!Number.isInteger(spec.durationMin) || spec.durationMin < 1) return SCHEDULE_MESSAGES.rangeOutsideDay;
  let starts: number[];
  try {
    starts = spec.startTimes.map(parseTime).sort((a, b) => a - b);
  } catch {
    return 'Invalid time';
  }
  if (starts.some((start) => start + spec.durationMin > MINUTES_PER_DAY)) return SCHEDULE_MESSAGES.rangeOutsideDay;
  for (let i = 1; i < starts.length; i += 1) {
    if (starts[i]! < starts[i - 1]! + spec.durationMin) return SCHEDULE_MESSAGES.rangesOverlap;
  }
  return null;
}

/** At least two days 1–31, ascending, each once. */
function isMonthDayList(days: unknown): boolean {
  if (!Array.isArray(days) || days.length < 2) return false;
  return days.every((day, index) => Number.isInteger(day) && day >= 1 && day <= 31 && (index === 0 || day > days[index - 1]));
}

function isMonthlyOn(value: unknown): value is MonthlyOn {
  if (value === 'LAST_DAY') return true;
  if (typeof value !== 'object' || value === null) return false;
  if ('days' in value) return isMonthDayList((value as { days: unknown }).days);
  const { ordinal, weekday } = value as { ordinal?: unknown; weekday?: unknown };
  return (WEEK_ORDINALS as readonly unknown[]).includes(ordinal) && (WEEKDAYS as readonly unknown[]).includes(weekday);
}

/**
 * A schedule that saves but may surprise, or null: a monthly day 29–31 (or a yearly 29 February) has
 * no occurrence in months (years) without that day, as RFC 5545 says, so the editor warns and offers
 * "last day of the month" instead of refusing.
 */
export function scheduleWarning(spec: ScheduleSpec): string | null {
  let start: LocalDate;
  try {
    start = parseDate(spec.startDate);
  } catch {
    return null;
  }
  if (spec.repeat === 'MONTHLY' && spec.monthlyOn === undefined && start.day >= 29) return SCHEDULE_MESSAGES.skipsShortMonths;
  const several = typeof spec.monthlyOn === 'object' && 'days' in spec.monthlyOn ? spec.monthlyOn.days : [];
  if (spec.repeat === 'MONTHLY' && several.some((day) => day >= 29)) return SCHEDULE_MESSAGES.skipsShortMonths;
  if (spec.repeat === 'YEARLY' && start.month === 2 && start.day === 29) return SCHEDULE_MESSAGES.skipsCommonYears;
  return null;
}

/** Messages of the time-range rules (spec §5: "Time ranges must lie within a day and must not overlap"). */
export const SCHEDULE_MESSAGES = {
  rangeOutsideDay: 'Time ranges must lie within a day',
  rangesOverlap: 'Time ranges must not overlap',
  addTimeRange: 'Add at least one time range or choose all day',
  unsupported: 'Unsupported schedule',
  /**
   * COUNT: the editor shows an end date (UNTIL) but no number of times, which would count windows rather
   * than days, and count each RRULE line on its own.
   */
  count: 'A schedule cannot end after a number of times; give it an end date instead',
  endBeforeStart: 'The end date must not be before the start date',
  skipsShortMonths: 'Some months do not have this day: those months get no checklist',
  skipsCommonYears: '29 February exists only in leap years: other years get no checklist',
} as const;

/** The date `YYYY-MM-DD` plus `days`. */
export function addDays(date: string, days: number): string {
  return formatDate(fromEpochDay(epochDay(parseDate(date)) + days));
}

/** A ScheduleSpec for a fresh schedule: every day, all day, starting on `startDate`. */
export function defaultSchedule(startDate: string): ScheduleSpec {
  return { repeat: 'DAILY', interval: 1, startDate, weekDays: [], allDay: true, startTimes: [], durationMin: MINUTES_PER_DAY };
}

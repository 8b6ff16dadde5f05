/**
 * A quest's `rrule`: RFC 5545 text (DTSTART + RRULE lines) with floating local times, read into and
 * written from a ScheduleSpec. Start times with different minutes need one RRULE line per minute value,
 * because BYHOUR × BYMINUTE is a cross product (RFC 5545 §3.3.10); all lines share the same date part.
 * Monthly rules are the start date's day (`BYMONTHDAY=15`), the last day (`BYMONTHDAY=-1`) or the nth
 * weekday (`BYDAY=1MO`, `BYDAY=-1FR`). An end date is `UNTIL` at the end of that local day (floating, as
 * DTSTART is). What the editor cannot show is refused, COUNT included. Evaluation: recurrence.ts.
 */
import {
  epochDay,
  formatDate,
  formatTime,
  MINUTES_PER_DAY,
  pad,
  parseDate,
  parseTime,
  SCHEDULE_MESSAGES,
  ScheduleError,
  scheduleProblem,
  WEEK_ORDINALS,
  weekdayIndex,
  WEEKDAYS,
  WORK_WEEK,
  type MonthlyOn,
  type Repeat,
  type ScheduleSpec,
  type WeekOrdinal,
  type Weekday,
} from './schedule-spec.js';

function parseRuleParts(text: string): Map<string, string> {
  const parts = new Map<string, string>();
  for (const piece of text.split(';')) {
    const [key, value] = piece.split('=');
    if (!key || value === undefined || parts.has(key.toUpperCase())) unsupported();
    parts.set(key.toUpperCase(), value.toUpperCase());
  }
  return parts;
}

function numberList(value: string | undefined, min: number, max: number): number[] | null {
  if (value === undefined) return null;
  const numbers = value.split(',').map((item) => {
    if (!/^-?\d+$/.test(item)) unsupported();
    const number = Number(item);
    if (number < min || number > max) unsupported();
    return number;
  });
  return numbers;
}

const SUPPORTED_KEYS = new Set(['FREQ', 'INTERVAL', 'BYDAY', 'BYMONTHDAY', 'BYMONTH', 'BYHOUR', 'BYMINUTE', 'BYSECOND', 'WKST', 'UNTIL']);

interface RuleLine {
  datePart: string;
  freq: string;
  interval: number;
  /** Plain weekdays (WEEKLY). */
  byDay: Weekday[] | null;
  /** One nth weekday of the month (MONTHLY: `BYDAY=-1FR`). */
  byNthDay: { ordinal: WeekOrdinal; weekday: Weekday } | null;
  /** 1–31, or -1 for the last day of the month. */
  byMonthDay: number | null;
  /** Several days of the month (MONTHLY: `BYMONTHDAY=1,15`), ascending; null for none or one. */
  byMonthDays: number[] | null;
  byMonth: number | null;
  /** Last local date (`YYYY-MM-DD`) of an UNTIL at the end of a day. */
  until: string | null;
  hours: number[] | null;
  minutes: number[] | null;
}

/** UNTIL as the editor writes it: a floating end of day (`T235959`) or a date alone; else refused. */
function parseUntil(value: string | undefined): string | null {
  if (value === undefined) return null;
  const match = /^(\d{8})(T235959)?$/.exec(value);
  if (!match) unsupported();
  return formatDate(parseDate(match[1]!));
}

function parseWeekdays(text: string, freq: string): Pick<RuleLine, 'byDay' | 'byNthDay'> {
  const tokens = text.split(',').map((token) => /^([+-]?\d)?(MO|TU|WE|TH|FR|SA|SU)$/.exec(token));
  if (tokens.some((token) => !token)) unsupported();
  if (freq === 'WEEKLY' && tokens.every((token) => token![1] === undefined)) {
    return { byDay: tokens.map((token) => token![2] as Weekday), byNthDay: null };
  }
  const ordinal = Number(tokens[0]?.[1]) as WeekOrdinal;
  if (freq !== 'MONTHLY' || tokens.length !== 1 || !WEEK_ORDINALS.includes(ordinal)) unsupported();
  return { byDay: null, byNthDay: { ordinal, weekday: tokens[0]![2] as Weekday } };
}

/**
 * Refuses BYMONTHDAY and BYMONTH values the editor cannot show; answers whether the rule names several
 * days of a month (issue 41 item 3: positive days of a MONTHLY rule, each once).
 */
function checkMonthParts(freq: string, monthDays: number[] | null, months: number[] | null, nthWeekday: boolean): boolean {
  if (monthDays && (monthDays.includes(0) || (freq !== 'MONTHLY' && freq !== 'YEARLY'))) unsupported();
  const several = monthDays !== null && monthDays.length > 1;
  if (several && (freq !== 'MONTHLY' || nthWeekday || monthDays.some((day) => day < 1) || new Set(monthDays).size !== monthDays.length)) {
    unsupported();
  }
  if (monthDays?.[0] === -1 && (freq !== 'MONTHLY' || nthWeekday)) unsupported();
  if (months && (months.length !== 1 || freq !== 'YEARLY')) unsupported();
  return several;
}

function parseRuleLine(text: string): RuleLine {
  const parts = parseRuleParts(text);
  if (parts.has('COUNT')) throw new ScheduleError(SCHEDULE_MESSAGES.count);
  for (const key of parts.keys()) if (!SUPPORTED_KEYS.has(key)) unsupported();
  const freq = parts.get('FREQ');
  if (!freq || !['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'].includes(freq)) unsupported();
  if ((parts.get('WKST') ?? 'MO') !== 'MO') unsupported();
  const seconds = numberList(parts.get('BYSECOND'), 0, 0);
  if (seconds && seconds.length !== 1) unsupported();
  const interval = numberList(parts.get('INTERVAL'), 1, 1000)?.[0] ?? 1;
  const byDayText = parts.get('BYDAY');
  const { byDay, byNthDay } = byDayText === undefined ? { byDay: null, byNthDay: null } : parseWeekdays(byDayText, freq);
  const monthDays = numberList(parts.get('BYMONTHDAY'), -1, 31);
  const months = numberList(parts.get('BYMONTH'), 1, 12);
  const several = checkMonthParts(freq, monthDays, months, byNthDay !== null);
  const hours = numberList(parts.get('BYHOUR'), 0, 23);
  const minutes = numberList(parts.get('BYMINUTE'), 0, 59);
  const until = parseUntil(parts.get('UNTIL'));
  const datePart = ['FREQ', 'INTERVAL', 'BYDAY', 'BYMONTHDAY', 'BYMONTH', 'UNTIL']
    .map((key) => `${key}=${key === 'BYDAY' ? (byDayText ?? '').split(',').sort().join(',') : (parts.get(key) ?? '')}`)
    .join(';');
  const byMonthDay = several ? null : (monthDays?.[0] ?? null);
  const byMonthDays = several && monthDays ? [...monthDays].sort((a, b) => a - b) : null;
  return { datePart, freq, interval, byDay, byNthDay, byMonthDay, byMonthDays, byMonth: months?.[0] ?? null, until, hours, minutes };
}

/** The day of a MONTHLY rule: the start date's day (absent), the last day or the nth weekday. */
function monthlyOnOf(rule: RuleLine, startDay: number): MonthlyOn | undefined {
  if (rule.byMonthDays) return { days: rule.byMonthDays };
  if (rule.byNthDay) return rule.byMonthDay === null ? { ...rule.byNthDay } : unsupported();
  if (rule.byMonthDay === -1) return 'LAST_DAY';
  // Another day than the start date's is a schedule the editor cannot show (its day comes from the start).
  return rule.byMonthDay === null || rule.byMonthDay === startDay ? undefined : unsupported();
}

function unsupported(): never {
  throw new ScheduleError(SCHEDULE_MESSAGES.unsupported);
}

/**
 * The DTSTART (`YYYYMMDDTHHMMSS`, a date alone meaning midnight) and the RRULE values of a quest's text,
 * upper-cased: one DTSTART without TZID (floating time) and at least one RRULE, nothing else.
 */
export function scheduleLines(rrule: string): { dtStart: string; rules: string[] } {
  let dtStart: string | null = null;
  const rules: string[] = [];
  for (const line of rrule.split(/\r?\n/).map((text) => text.trim().toUpperCase())) {
    if (!line) continue;
    const [name, value] = [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)];
    const property = name.split(';')[0];
    if (property === 'DTSTART') {
      if (dtStart !== null || name.includes('TZID=')) unsupported();
      const match = /^(\d{8})(?:T(\d{2})(\d{2})00)?$/.exec(value);
      if (!match) throw new ScheduleError('Invalid start date');
      parseDate(match[1]!);
      const time = `${match[2] ?? '00'}:${match[3] ?? '00'}`;
      parseTime(time);
      dtStart = `${match[1]}T${time.replace(':', '')}00`;
    } else if (property === 'RRULE') {
      rules.push(value);
    } else {
      unsupported();
    }
  }
  if (dtStart === null || rules.length === 0) unsupported();
  return { dtStart, rules };
}

/**
 * Reads a quest's `rrule` text (DTSTART + RRULE lines) and `durationMin` into a ScheduleSpec. Throws a
 * ScheduleError for anything outside the supported subset.
 */
export function parseSchedule(rrule: string, durationMin: number): ScheduleSpec {
  const lines = scheduleLines(rrule);
  const startDate = formatDate(parseDate(lines.dtStart.slice(0, 8)));
  const dtStartMinutes = Number(lines.dtStart.slice(9, 11)) * 60 + Number(lines.dtStart.slice(11, 13));
  const rules = lines.rules.map(parseRuleLine);
  const first = rules[0]!;
  if (rules.some((rule) => rule.datePart !== first.datePart)) unsupported();

  const start = parseDate(startDate);
  const startTimes = new Set<number>();
  let timed = false;
  for (const rule of rules) {
    if (rule.hours === null && rule.minutes === null) continue;
    timed = true;
    const hours = rule.hours ?? [Math.floor(dtStartMinutes / 60)];
    const minutes = rule.minutes ?? [dtStartMinutes % 60];
    for (const hour of hours) for (const minute of minutes) startTimes.add(hour * 60 + minute);
  }
  if (timed && rules.some((rule) => rule.hours === null && rule.minutes === null)) unsupported();
  if (!timed && dtStartMinutes !== 0) startTimes.add(dtStartMinutes);
  const allDay = startTimes.size === 0;

  let repeat: Repeat;
  let weekDays: Weekday[] = [];
  let monthlyOn: MonthlyOn | undefined;
  const weekdayOfStart = WEEKDAYS[weekdayIndex(epochDay(start))]!;
  switch (first.freq) {
    case 'DAILY':
      repeat = 'DAILY';
      break;
    case 'WEEKLY': {
      weekDays = first.byDay ?? [weekdayOfStart];
      const sorted = WEEKDAYS.filter((day) => weekDays.includes(day));
      weekDays = sorted;
      repeat = first.interval === 1 && sorted.join() === WORK_WEEK.join() ? 'WEEKDAYS' : 'WEEKLY';
      break;
    }
    case 'MONTHLY':
      monthlyOn = monthlyOnOf(first, start.day);
      repeat = 'MONTHLY';
      break;
    default:
      if (first.byMonth === null && first.byMonthDay !== null) {
        // RFC 5545: BYMONTHDAY without BYMONTH expands a YEARLY rule to that day of every month.
        if (first.interval !== 1 || first.byMonthDay !== start.day) unsupported();
        repeat = 'MONTHLY';
        break;
      }
      if ((first.byMonthDay ?? start.day) !== start.day || (first.byMonth ?? start.month) !== start.month) {
        unsupported();
      }
      repeat = 'YEARLY';
  }
  const spec: ScheduleSpec = {
    repeat,
    interval: first.interval,
    startDate,
    weekDays: repeat === 'WEEKDAYS' ? [...WORK_WEEK] : weekDays,
    allDay,
    startTimes: [...startTimes].sort((a, b) => a - b).map(formatTime),
    durationMin: allDay ? MINUTES_PER_DAY : durationMin,
    ...(monthlyOn === undefined ? {} : { monthlyOn }),
    ...(first.until === null ? {} : { endDate: first.until }),
  };
  const problem = scheduleProblem(spec);
  if (problem) throw new ScheduleError(problem);
  return spec;
}

function monthlyDatePart(monthlyOn: MonthlyOn | undefined, startDay: number): string {
  if (monthlyOn === undefined) return `BYMONTHDAY=${startDay}`;
  if (monthlyOn === 'LAST_DAY') return 'BYMONTHDAY=-1';
  if ('days' in monthlyOn) return `BYMONTHDAY=${monthlyOn.days.join(',')}`;
  return `BYDAY=${monthlyOn.ordinal}${monthlyOn.weekday}`;
}

/** Writes a ScheduleSpec as RFC 5545 text (floating local times) and its `durationMin`. */
export function toRrule(spec: ScheduleSpec): { rrule: string; durationMin: number } {
  const problem = scheduleProblem(spec);
  if (problem) throw new ScheduleError(problem);
  const start = parseDate(spec.startDate);
  const dateParts: string[] = [];
  switch (spec.repeat) {
    case 'DAILY':
      dateParts.push('FREQ=DAILY');
      break;
    case 'WEEKDAYS':
      dateParts.push('FREQ=WEEKLY', `BYDAY=${WORK_WEEK.join(',')}`);
      break;
    case 'WEEKLY':
      dateParts.push('FREQ=WEEKLY', `BYDAY=${WEEKDAYS.filter((day) => spec.weekDays.includes(day)).join(',')}`);
      break;
    case 'MONTHLY':
      dateParts.push('FREQ=MONTHLY', monthlyDatePart(spec.monthlyOn, start.day));
      break;
    case 'YEARLY':
      dateParts.push('FREQ=YEARLY', `BYMONTH=${start.month}`, `BYMONTHDAY=${start.day}`);
      break;
  }
  if (spec.interval !== 1 && spec.repeat !== 'WEEKDAYS') dateParts.splice(1, 0, `INTERVAL=${spec.interval}`);
  if (spec.endDate !== undefined) dateParts.push(`UNTIL=${spec.endDate.replaceAll('-', '')}T235959`);
  const dtDate = `${pad(start.year, 4)}${pad(start.month)}${pad(start.day)}`;
  if (spec.allDay) {
    return { rrule: `DTSTART:${dtDate}T000000\nRRULE:${dateParts.join(';')}`, durationMin: MINUTES_PER_DAY };
  }
  const starts = spec.startTimes.map(parseTime).sort((a, b) => a - b);
  // One RRULE per distinct minute value so BYHOUR × BYMINUTE never invents extra start times.
  const byMinute = new Map<number, number[]>();
  for (const start of starts) {
    const list = byMinute.get(start % 60) ?? [];
    list.push(Math.floor(start / 60));
    byMinute.set(start % 60, list);
  }
  const first = starts[0]!;
  const lines = [`DTSTART:${dtDate}T${pad(Math.floor(first / 60))}${pad(first % 60)}00`];
  for (const [minute, hours] of byMinute) {
    lines.push(`RRULE:${[...dateParts, `BYHOUR=${hours.join(',')}`, `BYMINUTE=${minute}`, 'BYSECOND=0'].join(';')}`);
  }
  return { rrule: lines.join('\n'), durationMin: spec.durationMin };
}

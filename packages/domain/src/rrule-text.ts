/**
 * A quest's `rrule`: RFC 5545 text (DTSTART + RRULE lines) with floating local times, read into and
 * written from a ScheduleSpec. Start times with different minutes need one RRULE line per minute value,
 * because BYHOUR × BYMINUTE is a cross product (RFC 5545 §3.3.10); all lines share the same date part.
 */
import {
  epochDay,
  formatDate,
  formatTime,
  MINUTES_PER_DAY,
  pad,
  parseDate,
  parseTime,
  ScheduleError,
  scheduleProblem,
  weekdayIndex,
  WEEKDAYS,
  WORK_WEEK,
  type Repeat,
  type ScheduleSpec,
  type Weekday,
} from './schedule-spec.js';

function parseRuleParts(text: string): Map<string, string> {
  const parts = new Map<string, string>();
  for (const piece of text.split(';')) {
    const [key, value] = piece.split('=');
    if (!key || value === undefined || parts.has(key.toUpperCase())) throw new ScheduleError('Unsupported schedule');
    parts.set(key.toUpperCase(), value.toUpperCase());
  }
  return parts;
}

function numberList(value: string | undefined, min: number, max: number): number[] | null {
  if (value === undefined) return null;
  const numbers = value.split(',').map((item) => {
    if (!/^-?\d+$/.test(item)) throw new ScheduleError('Unsupported schedule');
    const number = Number(item);
    if (number < min || number > max) throw new ScheduleError('Unsupported schedule');
    return number;
  });
  return numbers;
}

const SUPPORTED_KEYS = new Set(['FREQ', 'INTERVAL', 'BYDAY', 'BYMONTHDAY', 'BYMONTH', 'BYHOUR', 'BYMINUTE', 'BYSECOND', 'WKST']);

interface RuleLine {
  datePart: string;
  freq: string;
  interval: number;
  byDay: Weekday[] | null;
  byMonthDay: number | null;
  byMonth: number | null;
  hours: number[] | null;
  minutes: number[] | null;
}

function parseRuleLine(text: string): RuleLine {
  const parts = parseRuleParts(text);
  for (const key of parts.keys()) if (!SUPPORTED_KEYS.has(key)) throw new ScheduleError('Unsupported schedule');
  const freq = parts.get('FREQ');
  if (!freq || !['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'].includes(freq)) throw new ScheduleError('Unsupported schedule');
  if ((parts.get('WKST') ?? 'MO') !== 'MO') throw new ScheduleError('Unsupported schedule');
  const seconds = numberList(parts.get('BYSECOND'), 0, 0);
  if (seconds && seconds.length !== 1) throw new ScheduleError('Unsupported schedule');
  const interval = numberList(parts.get('INTERVAL'), 1, 1000)?.[0] ?? 1;
  const byDayText = parts.get('BYDAY');
  let byDay: Weekday[] | null = null;
  if (byDayText !== undefined) {
    if (freq !== 'WEEKLY') throw new ScheduleError('Unsupported schedule');
    byDay = byDayText.split(',').map((day) => {
      if (!(WEEKDAYS as readonly string[]).includes(day)) throw new ScheduleError('Unsupported schedule');
      return day as Weekday;
    });
  }
  const monthDays = numberList(parts.get('BYMONTHDAY'), 1, 31);
  const months = numberList(parts.get('BYMONTH'), 1, 12);
  if (monthDays && (monthDays.length !== 1 || (freq !== 'MONTHLY' && freq !== 'YEARLY'))) throw new ScheduleError('Unsupported schedule');
  if (months && (months.length !== 1 || freq !== 'YEARLY')) throw new ScheduleError('Unsupported schedule');
  const hours = numberList(parts.get('BYHOUR'), 0, 23);
  const minutes = numberList(parts.get('BYMINUTE'), 0, 59);
  const datePart = ['FREQ', 'INTERVAL', 'BYDAY', 'BYMONTHDAY', 'BYMONTH']
    .map((key) => `${key}=${key === 'BYDAY' ? [...(byDay ?? [])].sort().join(',') : (parts.get(key) ?? '')}`)
    .join(';');
  return { datePart, freq, interval, byDay, byMonthDay: monthDays?.[0] ?? null, byMonth: months?.[0] ?? null, hours, minutes };
}

/**
 * Reads a quest's `rrule` text (DTSTART + RRULE lines) and `durationMin` into a ScheduleSpec. Throws a
 * ScheduleError for anything outside the supported subset.
 */
export function parseSchedule(rrule: string, durationMin: number): ScheduleSpec {
  const lines = rrule
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  let startDate: string | null = null;
  let dtStartMinutes = 0;
  const rules: RuleLine[] = [];
  for (const line of lines) {
    const [name, value] = [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)];
    const property = name.split(';')[0]?.toUpperCase();
    if (property === 'DTSTART') {
      if (startDate !== null || /TZID=/i.test(name)) throw new ScheduleError('Unsupported schedule');
      const match = /^(\d{8})(?:T(\d{2})(\d{2})(\d{2}))?$/.exec(value);
      if (!match || !match[1]) throw new ScheduleError('Invalid start date');
      startDate = formatDate(parseDate(match[1]));
      dtStartMinutes = match[2] ? Number(match[2]) * 60 + Number(match[3]) : 0;
    } else if (property === 'RRULE') {
      rules.push(parseRuleLine(value));
    } else {
      throw new ScheduleError('Unsupported schedule');
    }
  }
  const first = rules[0];
  if (!startDate || !first) throw new ScheduleError('Unsupported schedule');
  if (rules.some((rule) => rule.datePart !== first.datePart)) throw new ScheduleError('Unsupported schedule');

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
  if (timed && rules.some((rule) => rule.hours === null && rule.minutes === null)) throw new ScheduleError('Unsupported schedule');
  if (!timed && dtStartMinutes !== 0) startTimes.add(dtStartMinutes);
  const allDay = startTimes.size === 0;

  let repeat: Repeat;
  let weekDays: Weekday[] = [];
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
      if (first.byMonthDay !== null && first.byMonthDay !== start.day) throw new ScheduleError('Unsupported schedule');
      repeat = 'MONTHLY';
      break;
    default:
      if ((first.byMonthDay ?? start.day) !== start.day || (first.byMonth ?? start.month) !== start.month) {
        throw new ScheduleError('Unsupported schedule');
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
  };
  const problem = scheduleProblem(spec);
  if (problem) throw new ScheduleError(problem);
  return spec;
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
      dateParts.push('FREQ=MONTHLY', `BYMONTHDAY=${start.day}`);
      break;
    case 'YEARLY':
      dateParts.push('FREQ=YEARLY', `BYMONTH=${start.month}`, `BYMONTHDAY=${start.day}`);
      break;
  }
  if (spec.interval !== 1 && spec.repeat !== 'WEEKDAYS') dateParts.splice(1, 0, `INTERVAL=${spec.interval}`);
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

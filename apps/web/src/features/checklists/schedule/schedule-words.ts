import {
  formatTime,
  parseSchedule,
  parseTime,
  ScheduleError,
  WEEKDAYS,
  type MonthlyOn,
  type ScheduleSpec,
  type WeekOrdinal,
  type Weekday,
} from '@ks/domain';
import type { TFunction } from 'i18next';

/** A Monday (2024-01-01) and the following days, to name weekdays in the viewer's language. */
const WEEKDAY_DATES: Record<Weekday, string> = {
  MO: '2024-01-01',
  TU: '2024-01-02',
  WE: '2024-01-03',
  TH: '2024-01-04',
  FR: '2024-01-05',
  SA: '2024-01-06',
  SU: '2024-01-07',
};

/** "Monday" in the viewer's language. */
export function weekdayName(day: Weekday, locale: string, width: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(new Date(`${WEEKDAY_DATES[day]}T12:00:00Z`));
}

/** The i18n key of an nth weekday: 1 → FIRST … -1 → LAST. */
export const ORDINAL_KEYS: Record<WeekOrdinal, 'FIRST' | 'SECOND' | 'THIRD' | 'FOURTH' | 'LAST'> = {
  1: 'FIRST',
  2: 'SECOND',
  3: 'THIRD',
  4: 'FOURTH',
  [-1]: 'LAST',
};

function list(items: string[], locale: string): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);
}

/** The time ranges of a schedule, e.g. ["06:00–08:00", "14:00–16:00"]. */
export function timeRanges(spec: ScheduleSpec): string[] {
  return spec.startTimes.map((start) => `${start}–${formatTime(parseTime(start) + spec.durationMin)}`);
}

/** The words key and values of a monthly day other than the start date's: "the last Friday". */
function monthlyWords(monthlyOn: MonthlyOn | undefined, t: TFunction, locale: string) {
  if (monthlyOn === undefined) return null;
  if (monthlyOn === 'LAST_DAY') return { key: 'MONTHLY_LAST_DAY', values: {} };
  if ('days' in monthlyOn) return { key: 'MONTHLY_DAYS', values: { days: list(monthlyOn.days.map(String), locale) } };
  const nth = t(`quests.schedule.words.nth.${ORDINAL_KEYS[monthlyOn.ordinal]}`);
  return { key: 'MONTHLY_WEEKDAY', values: { nth, weekday: weekdayName(monthlyOn.weekday, locale) } };
}

/** A schedule in words: "Every week on Monday and Thursday, 06:00–08:00". */
export function describeSpec(spec: ScheduleSpec, t: TFunction, locale: string): string {
  const startDate = new Date(`${spec.startDate}T12:00:00Z`);
  const day = startDate.getUTCDate();
  const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(startDate);
  const days = list(
    WEEKDAYS.filter((weekday) => spec.weekDays.includes(weekday)).map((weekday) => weekdayName(weekday, locale)),
    locale,
  );
  const every = spec.interval > 1 ? 'Interval' : '';
  const monthly = spec.repeat === 'MONTHLY' ? monthlyWords(spec.monthlyOn, t, locale) : null;
  const repeat = t(`quests.schedule.words.${monthly?.key ?? spec.repeat}${every}` as 'quests.schedule.words.DAILY', {
    count: spec.interval,
    days,
    day,
    date,
    ...monthly?.values,
  });
  const time = spec.allDay ? t('quests.schedule.words.allDay') : list(timeRanges(spec), locale);
  if (!spec.endDate) return t('quests.schedule.words.sentence', { repeat, time });
  const endDate = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${spec.endDate}T12:00:00Z`));
  return t('quests.schedule.words.sentenceUntil', { repeat, time, date: endDate });
}

/** The quest's stored schedule in words, 'No schedule' when it has none. */
export function describeRrule(rrule: string | null, durationMin: number, t: TFunction, locale: string): string {
  if (!rrule) return t('quests.schedule.none');
  try {
    return describeSpec(parseSchedule(rrule, durationMin), t, locale);
  } catch (error) {
    if (error instanceof ScheduleError) return t('quests.schedule.unsupported');
    throw error;
  }
}

/**
 * Differential test: the product's evaluator (rrule-temporal, recurrence.ts) against the hand-made one
 * it replaced (recurrence-handmade.test-support.ts) on every kind of rule the schedule editor writes,
 * through the stored RFC 5545 text, in zones whose clocks change (and Kolkata, whose clocks do not).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { handmadeOccurrencesBetween } from './recurrence-handmade.test-support.js';
import { occurrencesBetween } from './recurrence.js';
import { localPartsOf, parseSchedule, toRrule, WEEK_ORDINALS, WEEKDAYS, type MonthlyOn, type ScheduleSpec } from './schedule.js';

const ZONES = [
  'America/New_York', // 02:00 gap, March and November
  'Europe/London', // 01:00 gap, last Sundays of March and October
  'Europe/Lisbon',
  'Australia/Sydney', // southern hemisphere: October and April
  'America/Santiago', // clocks skip midnight (00:00 → 01:00) in September
  'Pacific/Auckland',
  'Australia/Lord_Howe', // a half-hour change
  'Asia/Kolkata', // no change: the control
];

/** The date choices of the editor: every repeat, the new monthly days, with and without an interval. */
const DATE_CHOICES: Array<Pick<ScheduleSpec, 'repeat' | 'interval' | 'weekDays'> & { monthlyOn?: MonthlyOn }> = [
  { repeat: 'DAILY', interval: 1, weekDays: [] },
  { repeat: 'DAILY', interval: 3, weekDays: [] },
  { repeat: 'WEEKDAYS', interval: 1, weekDays: ['MO', 'TU', 'WE', 'TH', 'FR'] },
  { repeat: 'WEEKLY', interval: 1, weekDays: ['TU', 'SA'] },
  { repeat: 'WEEKLY', interval: 2, weekDays: ['SU'] },
  { repeat: 'MONTHLY', interval: 1, weekDays: [] },
  { repeat: 'MONTHLY', interval: 2, weekDays: [] },
  { repeat: 'MONTHLY', interval: 1, weekDays: [], monthlyOn: 'LAST_DAY' },
  ...WEEK_ORDINALS.map((ordinal, index) => ({
    repeat: 'MONTHLY' as const,
    interval: 1,
    weekDays: [],
    monthlyOn: { ordinal, weekday: WEEKDAYS[(index * 3) % 7]! },
  })),
  { repeat: 'MONTHLY', interval: 1, weekDays: [], monthlyOn: { ordinal: -1, weekday: 'SU' } },
  { repeat: 'MONTHLY', interval: 3, weekDays: [], monthlyOn: { ordinal: -1, weekday: 'FR' } },
  { repeat: 'YEARLY', interval: 1, weekDays: [] },
  { repeat: 'YEARLY', interval: 2, weekDays: [] },
];

/** Times of day, among them times the changes skip or repeat somewhere (00:30, 01:30, 02:15, 02:30). */
const TIME_CHOICES: Array<Pick<ScheduleSpec, 'allDay' | 'startTimes' | 'durationMin'>> = [
  { allDay: true, startTimes: [], durationMin: 1440 },
  { allDay: false, startTimes: ['00:30'], durationMin: 60 },
  { allDay: false, startTimes: ['01:30', '02:15', '02:30'], durationMin: 15 },
  { allDay: false, startTimes: ['06:00', '09:30', '14:00'], durationMin: 120 },
  { allDay: false, startTimes: ['23:00'], durationMin: 60 },
];

/** Start dates: a 31st before a leap February, a 29 February, a day of a change (London's last Sunday). */
const START_DATES = ['2024-01-31', '2024-02-29', '2024-03-31', '2024-09-08'];

/** Every other schedule ends (UNTIL) on a day inside the ranges below, some on a change day itself. */
const END_DATES = [undefined, '2025-03-30', undefined, '2025-10-05'];

const schedules: ScheduleSpec[] = DATE_CHOICES.flatMap((dates) =>
  TIME_CHOICES.flatMap((times) =>
    START_DATES.map((startDate, index) => {
      const endDate = END_DATES[index];
      return { ...dates, ...times, startDate, ...(endDate ? { endDate } : {}) };
    }),
  ),
);

type Window = { start: string; end: string; localDate: string; localTime: string };
const plain = (found: ReturnType<typeof occurrencesBetween>): Window[] =>
  found.map((o) => ({ start: o.start.toISOString(), end: o.end.toISOString(), localDate: o.localDate, localTime: o.localTime }));

/** Both evaluators on the rule as stored (written by the editor, read back), in one zone and range. */
function compare(schedule: ScheduleSpec, timeZone: string, from: Date, to: Date) {
  const stored = toRrule(schedule);
  const library = plain(occurrencesBetween(stored, timeZone, from, to));
  const handmade = plain(handmadeOccurrencesBetween(parseSchedule(stored.rrule, stored.durationMin), timeZone, from, to));
  return { stored, library, handmade };
}

/** The local dates of 2025 whose clocks change in a zone (none in Kolkata), found with Intl. */
function changeDays(timeZone: string): string[] {
  const offsetAtNoon = (day: number) => {
    const noon = Date.UTC(2025, 0, 1 + day, 12);
    const local = localPartsOf(new Date(noon), timeZone);
    return Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute) - noon;
  };
  const days: string[] = [];
  for (let day = 1; day < 365; day += 1) {
    if (offsetAtNoon(day) !== offsetAtNoon(day - 1)) days.push(new Date(Date.UTC(2025, 0, 1 + day)).toISOString().slice(0, 10));
  }
  return days;
}

const DAY_MS = 86_400_000;

describe('rrule-temporal agrees with the hand-made evaluator on every rule the editor writes', () => {
  it('finds two clock changes in 2025 in every zone but Kolkata', () => {
    expect(ZONES.map((zone) => changeDays(zone).length)).toEqual([2, 2, 2, 2, 2, 2, 2, 0]);
    expect(changeDays('America/Santiago')).toEqual(['2025-04-06', '2025-09-07']);
  });

  it(`${schedules.length} schedules in ${ZONES.length} zones, four days either side of each clock change`, { timeout: 120_000 }, () => {
    let windows = 0;
    for (const timeZone of ZONES) {
      for (const day of changeDays(timeZone)) {
        const from = new Date(Date.parse(`${day}T00:00:00Z`) - 4 * DAY_MS);
        const to = new Date(Date.parse(`${day}T00:00:00Z`) + 4 * DAY_MS);
        for (const schedule of schedules) {
          const { stored, library, handmade } = compare(schedule, timeZone, from, to);
          expect(library, `${timeZone} ${day}\n${stored.rrule}`).toEqual(handmade);
          windows += library.length;
        }
      }
    }
    expect(windows).toBeGreaterThan(8_000); // not vacuous
  });

  it('every monthly and yearly choice over two years, all day and at three times, in Kolkata and London', { timeout: 120_000 }, () => {
    let windows = 0;
    const rare = schedules.filter((s) => (s.repeat === 'MONTHLY' || s.repeat === 'YEARLY') && (s.allDay || s.startTimes.length === 3));
    for (const timeZone of ['Asia/Kolkata', 'Europe/London']) {
      for (const schedule of rare) {
        const { stored, library, handmade } = compare(
          schedule,
          timeZone,
          new Date('2024-01-01T00:00:00Z'),
          new Date('2026-01-01T00:00:00Z'),
        );
        expect(library, `${timeZone}\n${stored.rrule}`).toEqual(handmade);
        windows += library.length;
      }
    }
    expect(windows).toBeGreaterThan(5_000);
  });

  it('agrees on short ranges cut anywhere in 2025 (as the 48-hour job asks)', { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...schedules),
        fc.constantFrom(...ZONES),
        fc.integer({ min: Date.parse('2025-01-01T00:00:00Z'), max: Date.parse('2025-12-29T00:00:00Z') }),
        fc.integer({ min: 1, max: 3 * 24 * 60 }),
        (schedule, timeZone, fromMs, minutes) => {
          const { library, handmade } = compare(schedule, timeZone, new Date(fromMs), new Date(fromMs + minutes * 60_000));
          expect(library).toEqual(handmade);
        },
      ),
      { numRuns: 2000, seed: 1712 },
    );
  });
});

describe('where the two differ, the hand-made evaluator was wrong', () => {
  const range = [new Date('2025-01-01T00:00:00Z'), new Date('2025-04-01T00:00:00Z')] as const;
  const both = (rrule: string) => ({
    library: occurrencesBetween({ rrule, durationMin: 60 }, 'Europe/Lisbon', ...range).map((o) => `${o.localDate} ${o.localTime}`),
    handmade: handmadeOccurrencesBetween(parseSchedule(rrule, 60), 'Europe/Lisbon', ...range).map((o) => `${o.localDate} ${o.localTime}`),
  });

  it('an occurrence before DTSTART on its first day (BYHOUR=6,18 from 12:00)', () => {
    const { library, handmade } = both('DTSTART:20250101T120000\nRRULE:FREQ=DAILY;BYHOUR=6,18;BYMINUTE=0;BYSECOND=0');
    expect(handmade[0]).toBe('2025-01-01 06:00');
    expect(library[0]).toBe('2025-01-01 18:00');
  });
});

import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.js';
import {
  occurrencesBetween,
  parseSchedule,
  SCHEDULE_MESSAGES,
  scheduleProblem,
  toRrule,
  zonedInstant,
  type ScheduleSpec,
} from './recurrence.js';

const NY = 'America/New_York';
const LISBON = 'Europe/Lisbon';
const SYDNEY = 'Australia/Sydney';

function spec(overrides: Partial<ScheduleSpec>): ScheduleSpec {
  return {
    repeat: 'DAILY',
    interval: 1,
    startDate: '2025-01-01',
    weekDays: [],
    allDay: false,
    startTimes: [],
    durationMin: 60,
    ...overrides,
  };
}

/** Round-trips through the RFC 5545 text, as the API stores it, then evaluates. */
function windows(schedule: ScheduleSpec, timeZone: string, from: string, to: string) {
  const { rrule, durationMin } = toRrule(schedule);
  const parsed = parseSchedule(rrule, durationMin);
  return occurrencesBetween(parsed, timeZone, new Date(from), new Date(to)).map((o) => [o.start.toISOString(), o.end.toISOString()]);
}

describe('local wall time to instant', () => {
  it('moves a time skipped by spring forward past the gap', () => {
    expect(zonedInstant('2025-03-09', 150, NY).toISOString()).toBe('2025-03-09T07:30:00.000Z'); // 03:30 EDT
  });
  it('takes the first of a time that happens twice in autumn', () => {
    expect(zonedInstant('2025-11-02', 90, NY).toISOString()).toBe('2025-11-02T05:30:00.000Z'); // 01:30 EDT
  });
});

describe('occurrences across daylight-saving changes keep local times', () => {
  it('daily 06:00–08:00 in New York over the March change', () => {
    expect(windows(spec({ startTimes: ['06:00'], durationMin: 120 }), NY, '2025-03-07T00:00:00Z', '2025-03-11T00:00:00Z')).toEqual([
      ['2025-03-07T11:00:00.000Z', '2025-03-07T13:00:00.000Z'],
      ['2025-03-08T11:00:00.000Z', '2025-03-08T13:00:00.000Z'],
      ['2025-03-09T10:00:00.000Z', '2025-03-09T12:00:00.000Z'],
      ['2025-03-10T10:00:00.000Z', '2025-03-10T12:00:00.000Z'],
    ]);
  });

  it('all day lasts 23 hours on the spring-forward day and 25 on the fall-back day', () => {
    const allDay = spec({ allDay: true, durationMin: 1440 });
    expect(windows(allDay, NY, '2025-03-09T12:00:00Z', '2025-03-09T13:00:00Z')).toEqual([
      ['2025-03-09T05:00:00.000Z', '2025-03-10T04:00:00.000Z'],
    ]);
    expect(windows(allDay, NY, '2025-11-02T12:00:00Z', '2025-11-02T13:00:00Z')).toEqual([
      ['2025-11-02T04:00:00.000Z', '2025-11-03T05:00:00.000Z'],
    ]);
  });

  it('a window crossing the change keeps its local end (01:00–04:00 is two real hours)', () => {
    expect(windows(spec({ startTimes: ['01:00'], durationMin: 180 }), NY, '2025-03-09T05:00:00Z', '2025-03-09T07:00:00Z')).toEqual([
      ['2025-03-09T06:00:00.000Z', '2025-03-09T08:00:00.000Z'],
    ]);
  });

  it('weekdays at 06:00 in New York over the November change', () => {
    expect(
      windows(
        spec({ repeat: 'WEEKDAYS', weekDays: [], startTimes: ['06:00'], durationMin: 30 }),
        NY,
        '2025-10-31T00:00:00Z',
        '2025-11-04T00:00:00Z',
      ),
    ).toEqual([
      ['2025-10-31T10:00:00.000Z', '2025-10-31T10:30:00.000Z'],
      ['2025-11-03T11:00:00.000Z', '2025-11-03T11:30:00.000Z'],
    ]);
  });

  it('weekly on Tuesday and Thursday at 09:00 and 16:30 in Lisbon over the March change', () => {
    expect(
      windows(
        spec({ repeat: 'WEEKLY', weekDays: ['TU', 'TH'], startTimes: ['09:00', '16:30'], durationMin: 60 }),
        LISBON,
        '2025-03-26T00:00:00Z',
        '2025-04-02T00:00:00Z',
      ),
    ).toEqual([
      ['2025-03-27T09:00:00.000Z', '2025-03-27T10:00:00.000Z'],
      ['2025-03-27T16:30:00.000Z', '2025-03-27T17:30:00.000Z'],
      ['2025-04-01T08:00:00.000Z', '2025-04-01T09:00:00.000Z'],
      ['2025-04-01T15:30:00.000Z', '2025-04-01T16:30:00.000Z'],
    ]);
  });

  it('every second week only on the weeks counted from the start date', () => {
    const biweekly = spec({ repeat: 'WEEKLY', interval: 2, startDate: '2025-03-03', weekDays: ['MO'], startTimes: ['08:00'] });
    expect(windows(biweekly, LISBON, '2025-03-01T00:00:00Z', '2025-04-01T00:00:00Z').map(([start]) => start)).toEqual([
      '2025-03-03T08:00:00.000Z',
      '2025-03-17T08:00:00.000Z',
      '2025-03-31T07:00:00.000Z',
    ]);
  });

  it('monthly on the 9th at 09:30 in New York, before and after the change', () => {
    expect(
      windows(
        spec({ repeat: 'MONTHLY', startDate: '2025-02-09', startTimes: ['09:30'], durationMin: 60 }),
        NY,
        '2025-02-01T00:00:00Z',
        '2025-04-30T00:00:00Z',
      ).map(([start]) => start),
    ).toEqual(['2025-02-09T14:30:00.000Z', '2025-03-09T13:30:00.000Z', '2025-04-09T13:30:00.000Z']);
  });

  it('monthly on the 31st skips months without one', () => {
    const monthly = spec({ repeat: 'MONTHLY', startDate: '2025-01-31', allDay: true, durationMin: 1440 });
    const found = occurrencesBetween(monthly, LISBON, new Date('2025-01-01T00:00:00Z'), new Date('2025-06-01T00:00:00Z'));
    expect(found.map((o) => o.localDate)).toEqual(['2025-01-31', '2025-03-31', '2025-05-31']);
    // Local midnight of 31 March is already summer time (WEST, UTC+1): 23:00 UTC the day before.
    expect(found[1]?.start.toISOString()).toBe('2025-03-30T23:00:00.000Z');
  });

  it('yearly on 6 April at 07:00 in Sydney, the day summer time ends', () => {
    expect(
      windows(
        spec({ repeat: 'YEARLY', startDate: '2024-04-06', startTimes: ['07:00'], durationMin: 60 }),
        SYDNEY,
        '2024-01-01T00:00:00Z',
        '2026-12-31T00:00:00Z',
      ).map(([start]) => start),
    ).toEqual([
      '2024-04-05T20:00:00.000Z', // 2024-04-06 is before the change (7 April 2024): AEDT, UTC+11
      '2025-04-05T21:00:00.000Z', // 2025-04-06 03:00 the change: 07:00 is AEST, UTC+10
      '2026-04-05T21:00:00.000Z', // 2026-04-05 is the change: 6 April is AEST, UTC+10
    ]);
  });

  it('does not start before the start date', () => {
    const daily = spec({ startDate: '2025-03-10', startTimes: ['06:00'] });
    expect(windows(daily, NY, '2025-03-08T00:00:00Z', '2025-03-11T00:00:00Z')).toHaveLength(1);
  });
});

describe('RFC 5545 text', () => {
  it('writes and reads back every timing choice', () => {
    const cases: ScheduleSpec[] = [
      spec({ allDay: true, durationMin: 1440 }),
      spec({ repeat: 'WEEKDAYS', weekDays: ['MO', 'TU', 'WE', 'TH', 'FR'], startTimes: ['06:00', '14:30'], durationMin: 90 }),
      spec({ repeat: 'WEEKLY', weekDays: ['SA', 'MO'], startTimes: ['07:15'], durationMin: 45 }),
      spec({ repeat: 'MONTHLY', startDate: '2025-05-15', allDay: true, durationMin: 1440 }),
      spec({ repeat: 'YEARLY', startDate: '2025-12-24', startTimes: ['10:00'], durationMin: 120 }),
    ];
    for (const schedule of cases) {
      const { rrule, durationMin } = toRrule(schedule);
      const back = parseSchedule(rrule, durationMin);
      expect(back).toEqual({
        ...schedule,
        weekDays: schedule.repeat === 'WEEKLY' ? ['MO', 'SA'] : schedule.repeat === 'WEEKDAYS' ? ['MO', 'TU', 'WE', 'TH', 'FR'] : [],
      });
    }
  });

  it('splits start times with different minutes into separate RRULE lines', () => {
    const { rrule } = toRrule(spec({ startTimes: ['06:00', '14:00', '09:30'], durationMin: 60 }));
    expect(rrule).toBe(
      'DTSTART:20250101T060000\nRRULE:FREQ=DAILY;BYHOUR=6,14;BYMINUTE=0;BYSECOND=0\nRRULE:FREQ=DAILY;BYHOUR=9;BYMINUTE=30;BYSECOND=0',
    );
  });

  it('refuses rules outside the supported subset', () => {
    for (const text of [
      'RRULE:FREQ=DAILY',
      'DTSTART:20250101T000000\nRRULE:FREQ=HOURLY',
      'DTSTART;TZID=Europe/Paris:20250101T000000\nRRULE:FREQ=DAILY',
      'DTSTART:20250101T000000\nRRULE:FREQ=DAILY;COUNT=3',
      'DTSTART:20250101T000000\nRRULE:FREQ=WEEKLY;BYDAY=1MO',
      'DTSTART:20250101T000000\nRRULE:FREQ=DAILY\nRRULE:FREQ=WEEKLY',
      'DTSTART:20250230T000000\nRRULE:FREQ=DAILY',
    ]) {
      expect(() => parseSchedule(text, 60), text).toThrow();
    }
  });
});

describe('schedule rules', () => {
  it('needs a week day for weekly schedules', () => {
    expect(scheduleProblem(spec({ repeat: 'WEEKLY', weekDays: [], allDay: true }))).toBe(MESSAGES.selectWeekDay);
  });
  it('keeps time ranges inside one day', () => {
    expect(scheduleProblem(spec({ startTimes: ['23:00'], durationMin: 61 }))).toBe(SCHEDULE_MESSAGES.rangeOutsideDay);
    expect(scheduleProblem(spec({ startTimes: ['23:00'], durationMin: 60 }))).toBeNull();
  });
  it('refuses overlapping time ranges', () => {
    expect(scheduleProblem(spec({ startTimes: ['06:00', '06:59'], durationMin: 60 }))).toBe(SCHEDULE_MESSAGES.rangesOverlap);
    expect(scheduleProblem(spec({ startTimes: ['07:00', '06:00'], durationMin: 60 }))).toBeNull();
  });
  it('asks for a time range unless all day', () => {
    expect(scheduleProblem(spec({ startTimes: [] }))).toBe(SCHEDULE_MESSAGES.addTimeRange);
  });
});

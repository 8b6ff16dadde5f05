import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.js';
import { occurrencesBetween } from './recurrence.js';
import {
  parseSchedule,
  SCHEDULE_MESSAGES,
  ScheduleError,
  scheduleProblem,
  scheduleWarning,
  toRrule,
  zonedInstant,
  type ScheduleSpec,
} from './schedule.js';

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
  const stored = toRrule(parseSchedule(rrule, durationMin));
  return occurrencesBetween(stored, timeZone, new Date(from), new Date(to)).map((o) => [o.start.toISOString(), o.end.toISOString()]);
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
    const found = occurrencesBetween(toRrule(monthly), LISBON, new Date('2025-01-01T00:00:00Z'), new Date('2025-06-01T00:00:00Z'));
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

/** The local dates and times of a stored rule's windows at a location. */
function localWindows(rrule: string, timeZone: string, from: string, to: string, durationMin = 60) {
  return occurrencesBetween({ rrule, durationMin }, timeZone, new Date(from), new Date(to)).map((o) => `${o.localDate} ${o.localTime}`);
}

describe('schedules kitchens use: last day and nth weekday of the month', () => {
  const cases: Array<{ name: string; rule: string; dates: string[] }> = [
    { name: 'last day of the month', rule: 'BYMONTHDAY=-1', dates: ['01-31', '02-28', '03-31', '04-30', '05-31', '06-30'] },
    { name: 'first Monday', rule: 'BYDAY=1MO', dates: ['01-06', '02-03', '03-03', '04-07', '05-05', '06-02'] },
    { name: 'second Tuesday', rule: 'BYDAY=2TU', dates: ['01-14', '02-11', '03-11', '04-08', '05-13', '06-10'] },
    { name: 'third Wednesday', rule: 'BYDAY=3WE', dates: ['01-15', '02-19', '03-19', '04-16', '05-21', '06-18'] },
    { name: 'fourth Thursday', rule: 'BYDAY=4TH', dates: ['01-23', '02-27', '03-27', '04-24', '05-22', '06-26'] },
    { name: 'last Friday', rule: 'BYDAY=-1FR', dates: ['01-31', '02-28', '03-28', '04-25', '05-30', '06-27'] },
  ];
  for (const { name, rule, dates } of cases) {
    it(`${name} (${rule}), all day in Sydney, January to June 2025`, () => {
      const rrule = `DTSTART:20250101T000000\nRRULE:FREQ=MONTHLY;${rule}`;
      expect(localWindows(rrule, SYDNEY, '2024-12-31T13:00:00Z', '2025-06-30T14:00:00Z', 1440)).toEqual(
        dates.map((date) => `2025-${date} 00:00`),
      );
    });
  }

  it('the last Sunday at 01:30 in London is the spring-forward night: the check moves past the gap', () => {
    const rrule = 'DTSTART:20250101T013000\nRRULE:FREQ=MONTHLY;BYDAY=-1SU;BYHOUR=1;BYMINUTE=30;BYSECOND=0';
    const [march] = occurrencesBetween(
      { rrule, durationMin: 60 },
      'Europe/London',
      new Date('2025-03-29T00:00:00Z'),
      new Date('2025-04-01T00:00:00Z'),
    );
    // 01:30 does not exist on 30 March (01:00 GMT → 02:00 BST): 02:30 BST, ending 02:30 on the clock.
    expect([march?.localDate, march?.start.toISOString(), march?.end.toISOString()]).toEqual([
      '2025-03-30',
      '2025-03-30T01:30:00.000Z',
      '2025-03-30T01:30:00.000Z',
    ]);
  });

  it('every second month counts months from the start date', () => {
    const rrule = 'DTSTART:20250201T000000\nRRULE:FREQ=MONTHLY;INTERVAL=2;BYDAY=-1FR';
    expect(localWindows(rrule, LISBON, '2025-01-01T00:00:00Z', '2025-09-01T00:00:00Z', 1440)).toEqual([
      '2025-02-28 00:00',
      '2025-04-25 00:00',
      '2025-06-27 00:00',
      '2025-08-29 00:00',
    ]);
  });
});

describe('what the hand-made evaluator got wrong', () => {
  it('DTSTART at 12:00 with BYHOUR=6,18: nothing before DTSTART on its first day (no 06:00 on day one)', () => {
    const rrule = 'DTSTART:20250101T120000\nRRULE:FREQ=DAILY;BYHOUR=6,18;BYMINUTE=0;BYSECOND=0';
    expect(localWindows(rrule, NY, '2025-01-01T00:00:00Z', '2025-01-03T05:00:00Z')).toEqual([
      '2025-01-01 18:00',
      '2025-01-02 06:00',
      '2025-01-02 18:00',
    ]);
  });

  it('FREQ=YEARLY;BYMONTHDAY=15 is the 15th of every month, and reads as monthly in the editor', () => {
    const rrule = 'DTSTART:20250115T000000\nRRULE:FREQ=YEARLY;BYMONTHDAY=15';
    expect(localWindows(rrule, LISBON, '2025-01-01T00:00:00Z', '2025-04-30T00:00:00Z', 1440)).toEqual([
      '2025-01-15 00:00',
      '2025-02-15 00:00',
      '2025-03-15 00:00',
      '2025-04-15 00:00',
    ]);
    expect(parseSchedule(rrule, 1440)).toMatchObject({ repeat: 'MONTHLY', startDate: '2025-01-15', allDay: true });
  });
});

describe('times that do not exist on the local clock still get their window', () => {
  it('an all-day checklist in Santiago on the day its clocks skip midnight starts at 01:00', () => {
    const found = occurrencesBetween(
      { rrule: 'DTSTART:20250101T000000\nRRULE:FREQ=DAILY', durationMin: 1440 },
      'America/Santiago',
      new Date('2025-09-06T12:00:00Z'),
      new Date('2025-09-08T12:00:00Z'),
    );
    expect(found.map((o) => [o.localDate, o.start.toISOString(), o.end.toISOString()])).toEqual([
      ['2025-09-06', '2025-09-06T04:00:00.000Z', '2025-09-07T04:00:00.000Z'],
      // 00:00 -04 of 7 September is 01:00 -03: the day starts at 01:00 and lasts 23 hours.
      ['2025-09-07', '2025-09-07T04:00:00.000Z', '2025-09-08T03:00:00.000Z'],
      ['2025-09-08', '2025-09-08T03:00:00.000Z', '2025-09-09T03:00:00.000Z'],
    ]);
  });

  it('a daily 02:30 check in New York happens at 03:30 on the spring-forward night', () => {
    const found = occurrencesBetween(
      { rrule: 'DTSTART:20250101T023000\nRRULE:FREQ=DAILY', durationMin: 30 },
      NY,
      new Date('2025-03-09T00:00:00Z'),
      new Date('2025-03-10T00:00:00Z'),
    );
    expect(found.map((o) => [o.localTime, o.start.toISOString()])).toEqual([['02:30', '2025-03-09T07:30:00.000Z']]);
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
      'DTSTART:20250101T000000\nRRULE:FREQ=WEEKLY;BYDAY=1MO',
      'DTSTART:20250101T000000\nRRULE:FREQ=MONTHLY;BYDAY=FR',
      'DTSTART:20250101T000000\nRRULE:FREQ=MONTHLY;BYDAY=5MO',
      'DTSTART:20250101T000000\nRRULE:FREQ=MONTHLY;BYDAY=-2FR',
      'DTSTART:20250101T000000\nRRULE:FREQ=MONTHLY;BYDAY=1MO,-1FR',
      'DTSTART:20250101T000000\nRRULE:FREQ=MONTHLY;BYMONTHDAY=-2',
      'DTSTART:20250101T000000\nRRULE:FREQ=MONTHLY;BYMONTHDAY=15',
      'DTSTART:20250101T000000\nRRULE:FREQ=YEARLY;BYMONTHDAY=-1',
      'DTSTART:20250115T000000\nRRULE:FREQ=YEARLY;INTERVAL=2;BYMONTHDAY=15',
      'DTSTART:20250101T000000\nRRULE:FREQ=MONTHLY;BYDAY=FR;BYSETPOS=-1',
      'DTSTART:20250101T250000\nRRULE:FREQ=DAILY',
      'DTSTART:20250101T000000\nRRULE:FREQ=DAILY\nRRULE:FREQ=WEEKLY',
      'DTSTART:20250230T000000\nRRULE:FREQ=DAILY',
    ]) {
      expect(() => parseSchedule(text, 60), text).toThrow(ScheduleError);
    }
  });

  it('refuses COUNT with words saying why: the editor shows an end date, not a number of times', () => {
    expect(() => parseSchedule('DTSTART:20250101T000000\nRRULE:FREQ=DAILY;COUNT=3', 60)).toThrow(SCHEDULE_MESSAGES.count);
  });

  it('reads an end date (UNTIL at the end of a local day) and writes it on every RRULE line', () => {
    const schedule = spec({ startTimes: ['06:00', '09:30'], durationMin: 60, endDate: '2025-03-31' });
    const { rrule, durationMin } = toRrule(schedule);
    expect(rrule).toBe(
      'DTSTART:20250101T060000\nRRULE:FREQ=DAILY;UNTIL=20250331T235959;BYHOUR=6;BYMINUTE=0;BYSECOND=0\nRRULE:FREQ=DAILY;UNTIL=20250331T235959;BYHOUR=9;BYMINUTE=30;BYSECOND=0',
    );
    expect(parseSchedule(rrule, durationMin)).toEqual(schedule);
    expect(parseSchedule('DTSTART:20250101T000000\nRRULE:FREQ=DAILY;UNTIL=20250331', 1440).endDate).toBe('2025-03-31');
    expect(localWindows(rrule, NY, '2025-03-30T00:00:00Z', '2025-04-03T00:00:00Z')).toEqual([
      '2025-03-30 06:00',
      '2025-03-30 09:30',
      '2025-03-31 06:00',
      '2025-03-31 09:30',
    ]);
    for (const until of ['20250331T120000', '20250331T235959Z', '2025-03-31']) {
      expect(() => parseSchedule(`DTSTART:20250101T000000\nRRULE:FREQ=DAILY;UNTIL=${until}`, 1440), until).toThrow(ScheduleError);
    }
    expect(scheduleProblem(spec({ allDay: true, startDate: '2025-03-31', endDate: '2025-03-30' }))).toBe(SCHEDULE_MESSAGES.endBeforeStart);
    expect(scheduleProblem(spec({ allDay: true, startDate: '2025-03-31', endDate: '2025-03-31' }))).toBeNull();
  });

  it('writes and reads back the last day and the nth weekday of the month', () => {
    const cases: Array<[ScheduleSpec['monthlyOn'], string]> = [
      ['LAST_DAY', 'FREQ=MONTHLY;BYMONTHDAY=-1'],
      [{ ordinal: 1, weekday: 'MO' }, 'FREQ=MONTHLY;BYDAY=1MO'],
      [{ ordinal: -1, weekday: 'FR' }, 'FREQ=MONTHLY;INTERVAL=3;BYDAY=-1FR'],
    ];
    for (const [monthlyOn, rule] of cases) {
      const schedule = spec({ repeat: 'MONTHLY', interval: rule.includes('INTERVAL') ? 3 : 1, allDay: true, durationMin: 1440, monthlyOn });
      const { rrule, durationMin } = toRrule(schedule);
      expect(rrule).toBe(`DTSTART:20250101T000000\nRRULE:${rule}`);
      expect(parseSchedule(rrule, durationMin)).toEqual(schedule);
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
  it('warns (without refusing) that a monthly day 29–31 skips short months, and 29 February most years', () => {
    const monthly = (startDate: string, monthlyOn?: ScheduleSpec['monthlyOn']) =>
      spec({ repeat: 'MONTHLY', startDate, allDay: true, durationMin: 1440, ...(monthlyOn ? { monthlyOn } : {}) });
    expect(scheduleWarning(monthly('2025-01-28'))).toBeNull();
    for (const day of ['29', '30', '31']) {
      expect(scheduleWarning(monthly(`2025-01-${day}`))).toBe(SCHEDULE_MESSAGES.skipsShortMonths);
      expect(scheduleProblem(monthly(`2025-01-${day}`))).toBeNull();
    }
    expect(scheduleWarning(monthly('2025-01-31', 'LAST_DAY'))).toBeNull();
    expect(scheduleWarning(spec({ repeat: 'YEARLY', startDate: '2028-02-29', allDay: true }))).toBe(SCHEDULE_MESSAGES.skipsCommonYears);
    expect(scheduleWarning(spec({ repeat: 'DAILY', startDate: '2025-01-31', allDay: true }))).toBeNull();
  });
  it('asks for a time range unless all day', () => {
    expect(scheduleProblem(spec({ startTimes: [] }))).toBe(SCHEDULE_MESSAGES.addTimeRange);
  });
});

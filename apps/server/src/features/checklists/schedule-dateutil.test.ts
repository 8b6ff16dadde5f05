/**
 * Agreement with python-dateutil's RFC 5545 evaluator (issue 41 item 3): the rules the editor now writes —
 * every N days / weeks / months and several days of a month (`BYMONTHDAY=1,15`) — give the same local
 * start times here as `dateutil.rrule.rrulestr` over two years. The rule text is floating local time, so
 * dateutil's naive datetimes are compared with the product's windows read on the location's clock.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { occurrencesBetween } from '@ks/domain/recurrence';
import { parseSchedule, toRrule, type ScheduleSpec } from '@ks/domain';

const ZONE = 'Asia/Kolkata'; // no clock changes: what is compared is the rule, not a gap's handling
const FROM = '2026-01-01';
const TO = '2028-01-01';

function dateutilStarts(rrule: string): string[] {
  const script = `
import sys
from datetime import datetime
from dateutil.rrule import rrulestr
rule = rrulestr(sys.argv[1], forceset=True)
for start in rule.between(datetime(2025, 12, 31), datetime(2028, 1, 1), inc=True):
    if datetime(2026, 1, 1) <= start < datetime(2028, 1, 1):
        print(start.strftime('%Y-%m-%d %H:%M'))
`;
  return execFileSync('python3', ['-c', script, rrule], { encoding: 'utf8' }).trim().split('\n').filter(Boolean);
}

function productStarts(rrule: string, durationMin: number): string[] {
  return occurrencesBetween({ rrule, durationMin }, ZONE, new Date(`${FROM}T00:00:00+05:30`), new Date(`${TO}T00:00:00+05:30`))
    .map((occurrence) => `${occurrence.localDate} ${occurrence.localTime}`)
    .filter((start) => start >= FROM);
}

const base = (patch: Partial<ScheduleSpec>): ScheduleSpec => ({
  repeat: 'DAILY',
  interval: 1,
  startDate: '2026-01-05',
  weekDays: [],
  allDay: false,
  startTimes: ['06:00'],
  durationMin: 120,
  ...patch,
});

const SCHEDULES: Array<[string, ScheduleSpec]> = [
  ['every 3 days', base({ interval: 3 })],
  ['every 2 weeks on Monday and Thursday', base({ repeat: 'WEEKLY', interval: 2, weekDays: ['MO', 'TH'] })],
  ['every 3 weeks on Sunday, two ranges', base({ repeat: 'WEEKLY', interval: 3, weekDays: ['SU'], startTimes: ['06:00', '14:00'] })],
  ['every 2 months on its start day', base({ repeat: 'MONTHLY', interval: 2, startDate: '2026-01-12' })],
  ['every month on the 1st and 15th', base({ repeat: 'MONTHLY', monthlyOn: { days: [1, 15] } })],
  ['every 2 months on the 1st, 10th and 20th', base({ repeat: 'MONTHLY', interval: 2, monthlyOn: { days: [1, 10, 20] } })],
  ['every month on the 15th and 30th (February skips the 30th)', base({ repeat: 'MONTHLY', monthlyOn: { days: [15, 30] } })],
  [
    'every 2 months on the 1st and 15th, all day',
    base({ repeat: 'MONTHLY', interval: 2, monthlyOn: { days: [1, 15] }, allDay: true, startTimes: [], durationMin: 1440 }),
  ],
];

describe('the schedules the editor writes agree with python-dateutil', () => {
  it.each(SCHEDULES)('%s', (_name, spec) => {
    const { rrule, durationMin } = toRrule(spec);
    expect(parseSchedule(rrule, durationMin)).toEqual(spec);
    const ours = productStarts(rrule, durationMin);
    expect(ours.length).toBeGreaterThan(10);
    expect(ours).toEqual(dateutilStarts(rrule));
  });

  it('writes several days of a month as one BYMONTHDAY list', () => {
    expect(toRrule(base({ repeat: 'MONTHLY', monthlyOn: { days: [1, 15] } })).rrule).toContain('RRULE:FREQ=MONTHLY;BYMONTHDAY=1,15');
  });
});

import { parseSchedule, toRrule, type ScheduleSpec } from '@ks/domain';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../../lib/i18n/en';
import { es } from '../../../lib/i18n/es';
import { describeRrule, describeSpec } from './schedule-words';

const t = i18next.getFixedT('en');
const tEs = i18next.getFixedT('es');

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources: { en: { translation: en }, es: { translation: es } }, interpolation: { escapeValue: false } });
});

const base: ScheduleSpec = {
  repeat: 'DAILY',
  interval: 1,
  startDate: '2025-03-03',
  weekDays: [],
  allDay: true,
  startTimes: [],
  durationMin: 1440,
};

describe('a schedule in words', () => {
  it.each([
    [base, 'Every day, all day'],
    [{ ...base, repeat: 'WEEKDAYS', weekDays: ['MO', 'TU', 'WE', 'TH', 'FR'] }, 'Every weekday, all day'],
    [
      { ...base, repeat: 'WEEKLY', weekDays: ['TH', 'MO'], allDay: false, startTimes: ['06:00', '14:30'], durationMin: 90 },
      'Every week on Monday and Thursday, 06:00–07:30 and 14:30–16:00',
    ],
    [{ ...base, repeat: 'MONTHLY' }, 'Every month on day 3, all day'],
    [{ ...base, repeat: 'YEARLY', allDay: false, startTimes: ['10:00'], durationMin: 60 }, 'Every year on March 3, 10:00–11:00'],
    [{ ...base, repeat: 'WEEKLY', interval: 2, weekDays: ['SU'] }, 'Every 2 weeks on Sunday, all day'],
    [{ ...base, repeat: 'MONTHLY', monthlyOn: 'LAST_DAY' }, 'Every month on the last day, all day'],
    [{ ...base, repeat: 'MONTHLY', monthlyOn: { ordinal: -1, weekday: 'FR' } }, 'Every month on the last Friday, all day'],
    [
      {
        ...base,
        repeat: 'MONTHLY',
        interval: 3,
        monthlyOn: { ordinal: 1, weekday: 'MO' },
        allDay: false,
        startTimes: ['07:00'],
        durationMin: 60,
      },
      'Every 3 months on the first Monday, 07:00–08:00',
    ],
    [{ ...base, endDate: '2025-09-30' }, 'Every day, all day, until September 30, 2025'],
  ] as Array<[ScheduleSpec, string]>)('%j reads "%s"', (spec, words) => {
    expect(describeSpec(spec, t, 'en')).toBe(words);
  });

  it('reads the stored RFC 5545 text, and says when there is none', () => {
    const { rrule, durationMin } = toRrule({ ...base, repeat: 'WEEKLY', weekDays: ['MO'] });
    expect(describeRrule(rrule, durationMin, t, 'en')).toBe('Every week on Monday, all day');
    expect(describeRrule(null, 1440, t, 'en')).toBe('No schedule');
    expect(describeRrule('RRULE:FREQ=HOURLY', 60, t, 'en')).toBe('A schedule this editor cannot show');
    expect(describeRrule('DTSTART:20250101T000000\nRRULE:FREQ=MONTHLY;BYDAY=-1FR', 1440, t, 'en')).toBe(
      'Every month on the last Friday, all day',
    );
    expect(parseSchedule(rrule, durationMin).weekDays).toEqual(['MO']);
  });

  it('speaks Spanish too', () => {
    expect(describeSpec({ ...base, repeat: 'WEEKLY', weekDays: ['MO', 'WE'] }, tEs, 'es')).toBe(
      'Cada semana el lunes y miércoles, todo el día',
    );
    expect(describeSpec({ ...base, repeat: 'MONTHLY', monthlyOn: { ordinal: -1, weekday: 'FR' } }, tEs, 'es')).toBe(
      'Cada mes el último viernes, todo el día',
    );
    expect(describeSpec({ ...base, repeat: 'MONTHLY', monthlyOn: 'LAST_DAY' }, tEs, 'es')).toBe('Cada mes el último día, todo el día');
    expect(describeSpec({ ...base, endDate: '2025-09-30' }, tEs, 'es')).toBe('Cada día, todo el día, hasta el 30 de septiembre de 2025');
  });
});

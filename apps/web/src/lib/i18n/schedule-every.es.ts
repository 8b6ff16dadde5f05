import type { scheduleEveryEn } from './schedule-every.en';

/** The schedule editor's interval in Spanish. */
export const scheduleEveryEs: { [K in keyof typeof scheduleEveryEn]: string } = {
  label: 'Repetir cada',
  monthDays: 'Días del mes',
  DAILY_one: 'día',
  DAILY_other: 'días',
  WEEKLY_one: 'semana',
  WEEKLY_other: 'semanas',
  MONTHLY_one: 'mes',
  MONTHLY_other: 'meses',
  YEARLY_one: 'año',
  YEARLY_other: 'años',
};

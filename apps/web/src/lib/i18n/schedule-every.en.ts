/** The schedule editor's interval (issue 41 item 3): "Repeat every 2 weeks". */
export const scheduleEveryEn = {
  label: 'Repeat every',
  monthDays: 'Days of the month',
  DAILY_one: 'day',
  DAILY_other: 'days',
  WEEKLY_one: 'week',
  WEEKLY_other: 'weeks',
  MONTHLY_one: 'month',
  MONTHLY_other: 'months',
  YEARLY_one: 'year',
  YEARLY_other: 'years',
};

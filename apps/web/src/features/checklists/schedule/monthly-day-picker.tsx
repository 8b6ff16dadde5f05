import { nthWeekdayOf, WEEK_ORDINALS, WEEKDAYS, type MonthlyOn, type ScheduleSpec, type Weekday } from '@ks/domain';
import { Group, MultiSelect, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ORDINAL_KEYS, weekdayName } from './schedule-words';

type Choice = 'DAY' | 'LAST_DAY' | 'DAYS' | (typeof ORDINAL_KEYS)[keyof typeof ORDINAL_KEYS];

/** The days a "several days" choice offers: 1–31 (29–31 warn that shorter months skip them). */
const MONTH_DAYS = Array.from({ length: 31 }, (_, index) => String(index + 1));

function choiceOf(monthlyOn: MonthlyOn | undefined): Choice {
  if (monthlyOn === undefined) return 'DAY';
  if (monthlyOn === 'LAST_DAY') return 'LAST_DAY';
  return 'days' in monthlyOn ? 'DAYS' : ORDINAL_KEYS[monthlyOn.ordinal];
}

/** The weekday of a `YYYY-MM-DD` date, to start an nth-weekday choice on the start date's weekday. */
function weekdayOf(date: string): Weekday {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay(); // 0 = Sunday
  return WEEKDAYS[(day + 6) % 7]!;
}

/** What a part of the schedule editor gets: the schedule, a patch to apply, and whether it is locked. */
export type SchedulePartProps = {
  value: ScheduleSpec;
  onChange: (patch: Partial<ScheduleSpec>) => void;
  disabled?: boolean;
};

/**
 * Which day of the month a monthly schedule runs: the start date's day, the last day, or the first to
 * fourth or last weekday ("Last" + "Friday": monthly deep cleans, calibration, stock counts), or several
 * days ("1st and 15th": pest control, payroll stock counts; BYMONTHDAY=1,15).
 */
export function MonthlyDayPicker({ value, onChange, disabled }: SchedulePartProps) {
  const { t, i18n } = useTranslation();
  const day = Number(value.startDate.slice(8, 10));
  const choices: Choice[] = ['DAY', 'LAST_DAY', 'DAYS', ...WEEK_ORDINALS.map((ordinal) => ORDINAL_KEYS[ordinal])];
  const choose = (choice: Choice) => {
    if (choice === 'DAY' || choice === 'LAST_DAY') return onChange({ monthlyOn: choice === 'DAY' ? undefined : 'LAST_DAY' });
    // "1st and 15th": the start date's day and the 15th (or the 1st), to be changed at once.
    if (choice === 'DAYS') return onChange({ monthlyOn: { days: day === 15 ? [1, 15] : [Math.min(day, 15), Math.max(day, 15)] } });
    const ordinal = WEEK_ORDINALS.find((candidate) => ORDINAL_KEYS[candidate] === choice)!;
    const weekday = nthWeekdayOf(value.monthlyOn)?.weekday ?? weekdayOf(value.startDate);
    onChange({ monthlyOn: { ordinal, weekday } });
  };
  const nth = nthWeekdayOf(value.monthlyOn);
  const several = typeof value.monthlyOn === 'object' && 'days' in value.monthlyOn ? value.monthlyOn.days : null;
  return (
    <Group align="flex-end" wrap="wrap">
      <Select
        label={t('quests.schedule.monthlyOn')}
        data={choices.map((choice) => ({ value: choice, label: t(`quests.schedule.monthlyOnChoices.${choice}`, { day }) }))}
        value={choiceOf(value.monthlyOn)}
        onChange={(next) => next && choose(next as Choice)}
        allowDeselect={false}
        disabled={disabled}
        w={200}
      />
      {several ? (
        <MultiSelect
          label={t('scheduleEvery.monthDays')}
          data={MONTH_DAYS}
          value={several.map(String)}
          onChange={(next) => {
            const days = [...new Set(next.map(Number))].sort((a, b) => a - b);
            if (days.length >= 2) onChange({ monthlyOn: { days } });
          }}
          disabled={disabled}
          w={260}
          data-testid="schedule-month-days"
        />
      ) : null}
      {nth ? (
        <Select
          label={t('quests.schedule.weekday')}
          data={WEEKDAYS.map((weekday) => ({ value: weekday, label: weekdayName(weekday, i18n.language) }))}
          value={nth.weekday}
          onChange={(next) => next && onChange({ monthlyOn: { ordinal: nth.ordinal, weekday: next as Weekday } })}
          allowDeselect={false}
          disabled={disabled}
          w={200}
        />
      ) : null}
    </Group>
  );
}

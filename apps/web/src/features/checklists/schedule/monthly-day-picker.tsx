import { WEEK_ORDINALS, WEEKDAYS, type MonthlyOn, type ScheduleSpec, type Weekday } from '@ks/domain';
import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ORDINAL_KEYS, weekdayName } from './schedule-words';

type Choice = 'DAY' | 'LAST_DAY' | (typeof ORDINAL_KEYS)[keyof typeof ORDINAL_KEYS];

function choiceOf(monthlyOn: MonthlyOn | undefined): Choice {
  if (monthlyOn === undefined) return 'DAY';
  return monthlyOn === 'LAST_DAY' ? 'LAST_DAY' : ORDINAL_KEYS[monthlyOn.ordinal];
}

/** The weekday of a `YYYY-MM-DD` date, to start an nth-weekday choice on the start date's weekday. */
function weekdayOf(date: string): Weekday {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay(); // 0 = Sunday
  return WEEKDAYS[(day + 6) % 7]!;
}

/**
 * Which day of the month a monthly schedule runs: the start date's day, the last day, or the first to
 * fourth or last weekday ("Last" + "Friday": monthly deep cleans, calibration, stock counts).
 */
export function MonthlyDayPicker({
  value,
  onChange,
  disabled,
}: {
  value: ScheduleSpec;
  onChange: (patch: Partial<ScheduleSpec>) => void;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const day = Number(value.startDate.slice(8, 10));
  const choices: Choice[] = ['DAY', 'LAST_DAY', ...WEEK_ORDINALS.map((ordinal) => ORDINAL_KEYS[ordinal])];
  const choose = (choice: Choice) => {
    if (choice === 'DAY' || choice === 'LAST_DAY') return onChange({ monthlyOn: choice === 'DAY' ? undefined : 'LAST_DAY' });
    const ordinal = WEEK_ORDINALS.find((candidate) => ORDINAL_KEYS[candidate] === choice)!;
    const weekday = typeof value.monthlyOn === 'object' ? value.monthlyOn.weekday : weekdayOf(value.startDate);
    onChange({ monthlyOn: { ordinal, weekday } });
  };
  const nth = typeof value.monthlyOn === 'object' ? value.monthlyOn : null;
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

import { NumberInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SchedulePartProps } from './monthly-day-picker';

/** The largest interval the editor offers (the API takes up to 1000). */
export const MAX_INTERVAL = 99;

/**
 * "Repeat every [2] weeks" (issue 41 item 3): the rule's INTERVAL for every repeat but weekdays (a work
 * week is every week).
 */
export function IntervalInput({ value, onChange, disabled }: SchedulePartProps) {
  const { t } = useTranslation();
  if (value.repeat === 'WEEKDAYS') return null;
  const unit = t(`scheduleEvery.${value.repeat}`, { count: value.interval });
  return (
    <NumberInput
      label={t('scheduleEvery.label')}
      aria-label={`${t('scheduleEvery.label')} (${unit})`}
      value={value.interval}
      min={1}
      max={MAX_INTERVAL}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="strict"
      rightSection={unit}
      rightSectionWidth={72}
      onChange={(next) => {
        const interval = typeof next === 'number' ? next : Number(next);
        if (Number.isInteger(interval) && interval >= 1) onChange({ interval });
      }}
      disabled={disabled}
      w={170}
      data-testid="schedule-interval"
    />
  );
}

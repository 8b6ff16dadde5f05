import {
  defaultSchedule,
  formatTime,
  MESSAGES,
  parseTime,
  REPEATS,
  SCHEDULE_MESSAGES,
  scheduleProblem,
  scheduleWarning,
  todayIn,
  WEEKDAYS,
  WORK_WEEK,
  type Repeat,
  type ScheduleSpec,
  type Weekday,
} from '@ks/domain';
import { ActionIcon, Alert, Button, Chip, Group, NumberInput, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { IntervalInput } from './interval-input';
import { MonthlyDayPicker } from './monthly-day-picker';
import { describeSpec, weekdayName } from './schedule-words';

export type ScheduleEditorProps = {
  value: ScheduleSpec | null;
  onChange: (value: ScheduleSpec | null) => void;
  disabled?: boolean;
  /** The quest's location's zone: a new schedule starts on that kitchen's today, not the browser's. */
  timeZone: string;
};

/** The editor's words for a schedule that saves but skips some months or years (RFC 5545 skips them). */
function scheduleWarningText(warning: string, spec: ScheduleSpec, t: TFunction): string {
  if (warning === SCHEDULE_MESSAGES.skipsCommonYears) return t('quests.schedule.warnings.skipsCommonYears');
  return t('quests.schedule.warnings.skipsShortMonths', { day: Number(spec.startDate.slice(8, 10)) });
}

/** The editor's message for a schedule rule (spec §5 words where the spec has them). */
export function scheduleProblemText(problem: string, t: TFunction): string {
  if (problem === MESSAGES.selectWeekDay) return t('quests.schedule.errors.selectWeekDay');
  if (problem === SCHEDULE_MESSAGES.rangeOutsideDay) return t('quests.schedule.errors.rangeOutsideDay');
  if (problem === SCHEDULE_MESSAGES.rangesOverlap) return t('quests.schedule.errors.rangesOverlap');
  if (problem === SCHEDULE_MESSAGES.addTimeRange) return t('quests.schedule.errors.addTimeRange');
  if (problem === SCHEDULE_MESSAGES.endBeforeStart) return t('quests.schedule.errors.endBeforeStart');
  return t('quests.schedule.errors.invalid');
}

/** The next free start time after the last range (or 08:00), kept inside the day. */
function nextStart(spec: ScheduleSpec): string {
  const last = spec.startTimes.length ? parseTime(spec.startTimes[spec.startTimes.length - 1]!) + spec.durationMin : 8 * 60;
  return formatTime(Math.min(last, 23 * 60));
}

/**
 * Timing choices of spec §9 (every day, weekdays, week, month, year; all day or time ranges) producing an
 * RFC 5545 rule, shown in words underneath. A month may also run on its last day or nth weekday; a
 * monthly day 29–31 gets a warning that shorter months are skipped. An optional end date (UNTIL). Time ranges share one length (the quest's time to complete)
 * and must lie within a day without overlapping.
 */
export function ScheduleEditor({ value, onChange, disabled, timeZone }: ScheduleEditorProps) {
  const { t, i18n } = useTranslation();
  if (!value) {
    return (
      <Stack gap="xs" align="flex-start">
        <Text size="sm" c="dimmed">
          {t('quests.schedule.none')}
        </Text>
        <Button variant="light" onClick={() => onChange(defaultSchedule(todayIn(timeZone)))} disabled={disabled}>
          {t('quests.schedule.add')}
        </Button>
      </Stack>
    );
  }
  const problem = scheduleProblem(value);
  const warning = problem ? null : scheduleWarning(value);
  const set = (patch: Partial<ScheduleSpec>) => onChange({ ...value, ...patch });
  const setRepeat = (repeat: Repeat) =>
    set({
      repeat,
      weekDays: repeat === 'WEEKDAYS' ? [...WORK_WEEK] : repeat === 'WEEKLY' ? value.weekDays : [],
      interval: repeat === 'WEEKDAYS' ? 1 : value.interval,
      monthlyOn: repeat === 'MONTHLY' ? value.monthlyOn : undefined,
    });
  return (
    <Stack gap="sm">
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('quests.schedule.repeat')}
          data={REPEATS.map((repeat) => ({ value: repeat, label: t(`quests.schedule.repeats.${repeat}`) }))}
          value={value.repeat}
          onChange={(next) => next && setRepeat(next as Repeat)}
          allowDeselect={false}
          disabled={disabled}
          w={200}
        />
        <IntervalInput value={value} onChange={set} disabled={disabled} />
        <TextInput
          type="date"
          label={t('quests.schedule.startDate')}
          value={value.startDate}
          onChange={(event) => event.currentTarget.value && set({ startDate: event.currentTarget.value })}
          disabled={disabled}
        />
        <TextInput
          type="date"
          label={t('quests.schedule.endDate')}
          description={t('quests.schedule.endDateHint')}
          value={value.endDate ?? ''}
          min={value.startDate}
          onChange={(event) => set({ endDate: event.currentTarget.value || undefined })}
          disabled={disabled}
        />
      </Group>
      {value.repeat === 'MONTHLY' ? <MonthlyDayPicker value={value} onChange={set} disabled={disabled} /> : null}
      {value.repeat === 'WEEKLY' ? (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('quests.schedule.weekDays')}
          </Text>
          <Chip.Group
            multiple
            value={value.weekDays}
            onChange={(days) => set({ weekDays: WEEKDAYS.filter((d) => days.includes(d)) as Weekday[] })}
          >
            <Group gap={6}>
              {WEEKDAYS.map((day) => (
                <Chip key={day} value={day} disabled={disabled} size="sm">
                  {weekdayName(day, i18n.language, 'short')}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>
      ) : null}
      <SegmentedControl
        value={value.allDay ? 'allDay' : 'ranges'}
        onChange={(mode) =>
          set(
            mode === 'allDay'
              ? { allDay: true, startTimes: [], durationMin: 1440 }
              : { allDay: false, startTimes: ['08:00'], durationMin: 120 },
          )
        }
        data={[
          { value: 'allDay', label: t('quests.schedule.allDay') },
          { value: 'ranges', label: t('quests.schedule.timeRanges') },
        ]}
        disabled={disabled}
        w="fit-content"
      />
      {!value.allDay ? (
        <Stack gap="xs">
          <NumberInput
            label={t('quests.schedule.duration')}
            description={t('quests.schedule.durationHint')}
            value={value.durationMin}
            onChange={(next) => set({ durationMin: typeof next === 'number' ? next : 0 })}
            min={1}
            max={1440}
            step={15}
            allowDecimal={false}
            disabled={disabled}
            w={220}
          />
          {value.startTimes.map((start, index) => (
            <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                type="time"
                label={t('quests.schedule.rangeStart', { number: index + 1 })}
                value={start}
                onChange={(event) => {
                  const startTimes = [...value.startTimes];
                  startTimes[index] = event.currentTarget.value;
                  set({ startTimes });
                }}
                disabled={disabled}
              />
              <Text size="sm" pb={8}>
                {t('quests.schedule.until', { time: /^\d{2}:\d{2}$/.test(start) ? formatTime(parseTime(start) + value.durationMin) : '—' })}
              </Text>
              <ActionIcon
                variant="subtle"
                color="secondary"
                mb={4}
                aria-label={t('quests.schedule.removeRange', { number: index + 1 })}
                onClick={() => set({ startTimes: value.startTimes.filter((_, i) => i !== index) })}
                disabled={disabled}
              >
                ×
              </ActionIcon>
            </Group>
          ))}
          <Button
            variant="subtle"
            w="fit-content"
            onClick={() => set({ startTimes: [...value.startTimes, nextStart(value)] })}
            disabled={disabled}
          >
            {t('quests.schedule.addRange')}
          </Button>
        </Stack>
      ) : null}
      {problem ? (
        <Text size="sm" c="secondary" role="alert">
          {scheduleProblemText(problem, t)}
        </Text>
      ) : (
        <Text size="sm" data-testid="schedule-words">
          {describeSpec(value, t, i18n.language)}
        </Text>
      )}
      {warning ? (
        <Alert color="tertiary" variant="light" p="xs" data-testid="schedule-warning">
          {scheduleWarningText(warning, value, t)}
        </Alert>
      ) : null}
      <Button variant="subtle" color="secondary" w="fit-content" size="compact-sm" onClick={() => onChange(null)} disabled={disabled}>
        {t('quests.schedule.remove')}
      </Button>
    </Stack>
  );
}

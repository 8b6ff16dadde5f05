import {
  fromUnit,
  toUnitInput,
  UNIT_SYMBOLS,
  type MultipleChoiceProperties,
  type SafeZoneDirection,
  type SingleChoiceProperties,
  type TemperatureUnit,
} from '@ks/domain';
import { ActionIcon, Button, Checkbox, Group, NumberInput, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Safe-zone limits as the editor holds them: the threshold in the viewer's unit while typing. */
export type ZoneDraft = { direction: SafeZoneDirection; value: number | string };

export function zonesToDraft(
  zones: ReadonlyArray<{ direction: SafeZoneDirection; thresholdCelsius: number }>,
  unit: TemperatureUnit,
): ZoneDraft[] {
  return zones.map((zone) => ({ direction: zone.direction, value: toUnitInput(zone.thresholdCelsius, unit) }));
}

/** Back to stored °C; an empty threshold stays NaN so validation names it. */
export function draftToZones(drafts: ZoneDraft[], unit: TemperatureUnit) {
  return drafts.map((draft) => ({
    direction: draft.direction,
    thresholdCelsius: typeof draft.value === 'number' ? fromUnit(draft.value, unit) : Number.NaN,
  }));
}

type EditorProps<T> = { value: T; onChange: (value: T) => void; disabled: boolean };

/** Choice editors mark options that raise a fix-it (quests) or the correct answers of a quiz (trainings). */
type ChoiceEditorProps<T> = EditorProps<T> & { marks?: 'fixit' | 'correct' };

/** The "Correct answer" box of one option (trainings; properties JSON `correct`). */
function CorrectAnswerBox({ checked, onChange, disabled }: { checked: boolean; onChange: (checked: boolean) => void; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Checkbox
      label={t('quests.editor.correctAnswer')}
      checked={checked}
      onChange={(e) => onChange(e.currentTarget.checked)}
      disabled={disabled}
      mb={8}
    />
  );
}

/** TEMPERATURE: every limit must hold (e.g. at or above 0 °C and at or below 5 °C). */
export function TemperatureEditor({ value, onChange, disabled, unit }: EditorProps<ZoneDraft[]> & { unit: TemperatureUnit }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('quests.editor.safeZone')}
      </Text>
      {value.map((zone, index) => (
        <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
          <Select
            label={t('quests.editor.limit', { number: index + 1 })}
            data={[
              { value: 'ABOVE', label: t('quests.editor.above') },
              { value: 'BELOW', label: t('quests.editor.below') },
            ]}
            value={zone.direction}
            onChange={(direction) =>
              direction && onChange(value.map((z, i) => (i === index ? { ...z, direction: direction as SafeZoneDirection } : z)))
            }
            allowDeselect={false}
            disabled={disabled}
            w={170}
          />
          <NumberInput
            label={t('quests.editor.threshold', { unit: UNIT_SYMBOLS[unit] })}
            value={zone.value}
            onChange={(next) => onChange(value.map((z, i) => (i === index ? { ...z, value: next } : z)))}
            decimalScale={1}
            disabled={disabled}
            w={150}
          />
          {value.length > 1 ? (
            <ActionIcon
              variant="subtle"
              color="secondary"
              mb={4}
              aria-label={t('quests.editor.removeLimit', { number: index + 1 })}
              onClick={() => onChange(value.filter((_, i) => i !== index))}
              disabled={disabled}
            >
              ×
            </ActionIcon>
          ) : null}
        </Group>
      ))}
      {value.length < 4 ? (
        <Button
          variant="subtle"
          size="compact-sm"
          w="fit-content"
          onClick={() => onChange([...value, { direction: 'ABOVE', value: 0 }])}
          disabled={disabled}
        >
          {t('quests.editor.addLimit')}
        </Button>
      ) : null}
    </Stack>
  );
}

/** SINGLE_CHOICE: options, each saying whether choosing it raises a fix-it (or, in a training, which one is correct). */
export function SingleChoiceEditor({ value, onChange, disabled, marks = 'fixit' }: ChoiceEditorProps<SingleChoiceProperties>) {
  const { t } = useTranslation();
  const setOption = (index: number, patch: Partial<SingleChoiceProperties['options'][number]>) =>
    onChange({ options: value.options.map((option, i) => (i === index ? { ...option, ...patch } : option)) });
  return (
    <Stack gap="xs">
      {value.options.map((option, index) => (
        <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t('quests.editor.optionLabel', { number: index + 1 })}
            value={option.name}
            onChange={(e) => setOption(index, { name: e.currentTarget.value })}
            disabled={disabled}
            style={{ flex: 1 }}
          />
          {marks === 'correct' ? (
            <CorrectAnswerBox
              checked={option.correct === true}
              // One correct option: marking it clears the others.
              onChange={(checked) =>
                onChange({ options: value.options.map((o, i) => ({ ...o, correct: i === index ? checked : checked ? false : o.correct })) })
              }
              disabled={disabled}
            />
          ) : (
            <Switch
              label={t('quests.editor.triggersFixit')}
              checked={option.triggersFixIt}
              onChange={(e) => setOption(index, { triggersFixIt: e.currentTarget.checked })}
              disabled={disabled}
              mb={8}
            />
          )}
          {value.options.length > 2 ? (
            <ActionIcon
              variant="subtle"
              color="secondary"
              mb={4}
              aria-label={t('quests.editor.removeOption', { number: index + 1 })}
              onClick={() => onChange({ options: value.options.filter((_, i) => i !== index) })}
              disabled={disabled}
            >
              ×
            </ActionIcon>
          ) : null}
        </Group>
      ))}
      <Button
        variant="subtle"
        size="compact-sm"
        w="fit-content"
        onClick={() =>
          onChange({
            options: [...value.options, { name: t('quests.editor.newOption', { number: value.options.length + 1 }), triggersFixIt: false }],
          })
        }
        disabled={disabled}
      >
        {t('quests.editor.addOption')}
      </Button>
    </Stack>
  );
}

/**
 * MULTIPLE_CHOICE: options; `enumerated` numbers them; with the trigger on, any chosen option raises a fix-it
 * (in a training: each option may be marked correct instead).
 */
export function MultipleChoiceEditor({ value, onChange, disabled, marks = 'fixit' }: ChoiceEditorProps<MultipleChoiceProperties>) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Group gap="lg">
        <Switch
          label={t('quests.editor.enumerated')}
          checked={value.enumerated}
          onChange={(e) => onChange({ ...value, enumerated: e.currentTarget.checked })}
          disabled={disabled}
        />
        {marks === 'fixit' ? (
          <Switch
            label={t('quests.editor.anyTriggersFixit')}
            checked={value.triggersFixIt}
            onChange={(e) => onChange({ ...value, triggersFixIt: e.currentTarget.checked })}
            disabled={disabled}
          />
        ) : null}
      </Group>
      {value.options.map((option, index) => (
        <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t('quests.editor.optionLabel', { number: index + 1 })}
            value={option.name}
            onChange={(e) =>
              onChange({ ...value, options: value.options.map((o, i) => (i === index ? { ...o, name: e.currentTarget.value } : o)) })
            }
            disabled={disabled}
            style={{ flex: 1 }}
          />
          {marks === 'correct' ? (
            <CorrectAnswerBox
              checked={option.correct === true}
              onChange={(checked) =>
                onChange({ ...value, options: value.options.map((o, i) => (i === index ? { ...o, correct: checked } : o)) })
              }
              disabled={disabled}
            />
          ) : null}
          {value.options.length > 1 ? (
            <ActionIcon
              variant="subtle"
              color="secondary"
              mb={4}
              aria-label={t('quests.editor.removeOption', { number: index + 1 })}
              onClick={() => onChange({ ...value, options: value.options.filter((_, i) => i !== index) })}
              disabled={disabled}
            >
              ×
            </ActionIcon>
          ) : null}
        </Group>
      ))}
      <Button
        variant="subtle"
        size="compact-sm"
        w="fit-content"
        onClick={() =>
          onChange({ ...value, options: [...value.options, { name: t('quests.editor.newOption', { number: value.options.length + 1 }) }] })
        }
        disabled={disabled}
      >
        {t('quests.editor.addOption')}
      </Button>
    </Stack>
  );
}

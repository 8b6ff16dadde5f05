import {
  parseActionProperties,
  toUnitInput,
  UNIT_SYMBOLS,
  type ActionPropertiesByType,
  type ActionType,
  type TemperatureUnit,
  type UploadKind,
} from '@ks/domain';
import { Alert, Badge, Button, Checkbox, FileButton, Group, Radio, Select, Stack, Text } from '@mantine/core';
import { StepperNumberInput } from '../../../ui/stepper-number-input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerFieldsFragment } from '../../../gql/graphql';
import { useTemperatureUnit } from '../../../lib/preferences/temperature-unit';
import { checkUploadLocally, uploadFile, UploadError } from '../../../ui/protected-files';
import { uploadFailureKey } from '../../../ui/upload-failure';
import { safeZoneText } from '../safe-zone-text';

/** What the runner sends for one action (the server converts the temperature to °C). */
export type AnswerInput = {
  temperature?: number;
  unit?: TemperatureUnit;
  optionIndexes?: number[];
  fileIds?: string[];
  acknowledged?: boolean;
};

/** An appliance a temperature can be taken at, and the saved reading against its sensor. */
export type ApplianceChoice = { id: string; name: string };
export type SensorCheck = { flagged: boolean; difference: number | null };

export type AnswerFieldProps = {
  partId: string;
  action: { type: ActionType; name: string; description: string; properties: string };
  answer: AnswerFieldsFragment | undefined;
  disabled: boolean;
  /** Saves the answer; a temperature passes the appliance it was taken at (null: none named). */
  onAnswer: (input: AnswerInput, applianceId?: string | null) => Promise<boolean>;
  /** Checklists: the location's appliances a temperature may name (an optional select); none, no select. */
  appliances?: ApplianceChoice[];
  /** The appliance the answer names now (saved, or waiting on the device). */
  applianceId?: string | null;
  /** The saved temperature against that appliance's sensor. */
  sensorCheck?: SensorCheck | null;
  /** Whether to say at once if the answer is compliant (checklists); a quiz keeps that until it is scored. */
  showCompliance?: boolean;
  /** Takes a picked file as it is (the checklist outbox uploads it when the network allows); without it the file is uploaded here. */
  onFile?: (picked: { file: File; kinds: UploadKind[] }) => Promise<boolean>;
};

/** The control for one action of a checklist, by type; every change is saved at once. */
export function AnswerField(props: AnswerFieldProps) {
  switch (props.action.type) {
    case 'TEMPERATURE':
      return <TemperatureAnswer {...props} properties={parseActionProperties('TEMPERATURE', props.action.properties)} />;
    case 'SINGLE_CHOICE':
      return <SingleChoiceAnswer {...props} properties={parseActionProperties('SINGLE_CHOICE', props.action.properties)} />;
    case 'MULTIPLE_CHOICE':
      return <MultipleChoiceAnswer {...props} properties={parseActionProperties('MULTIPLE_CHOICE', props.action.properties)} />;
    case 'PHOTO':
    case 'FILE':
      return <FilesAnswer {...props} />;
    default:
      return <InstructionAnswer {...props} />;
  }
}

/**
 * A choice shown at once while it is being saved (the saved answer wins once the server answers; a
 * failed save puts the saved value back).
 */
function useOptimistic<T>(saved: T): [T, (next: T, save: () => Promise<boolean>) => void] {
  const [shown, setShown] = useState(saved);
  // Compared by value: the saved answer is a fresh array or string after every cache update.
  const key = JSON.stringify(saved);
  const [seenKey, setSeenKey] = useState(key);
  if (key !== seenKey) {
    setSeenKey(key);
    setShown(saved);
  }
  const change = (next: T, save: () => Promise<boolean>) => {
    setShown(next);
    void save().then((ok) => {
      if (!ok) setShown(saved);
    });
  };
  return [shown, change];
}

/**
 * Whether the saved answer is compliant, shown right under the control. A small radius: the Spanish verdict
 * wraps onto two lines on a phone, and a pill's round ends then clipped it into an oval.
 */
function ComplianceNote({ answer, show = true }: { answer: AnswerFieldsFragment | undefined; show?: boolean }) {
  const { t } = useTranslation();
  if (!answer || !show) return null;
  return answer.compliant ? (
    <Badge color="primary" variant="light" radius="sm" data-testid="answer-compliant">
      {t('quests.run.compliant')}
    </Badge>
  ) : (
    <Badge color="secondary" variant="light" radius="sm" data-testid="answer-noncompliant">
      {t('quests.run.nonCompliant')}
    </Badge>
  );
}

/** "Reading differs from the sensor by 4.2 °C" under a saved temperature; a difference, so 1 °C is 1.8 °F. */
function SensorDisagreement({ check, unit }: { check: SensorCheck | null | undefined; unit: TemperatureUnit }) {
  const { t } = useTranslation();
  if (!check?.flagged || check.difference === null) return null;
  const value = Math.round((unit === 'F' ? check.difference * 1.8 : check.difference) * 10) / 10;
  return (
    <Alert color="secondary" p="xs" data-testid="sensor-disagreement">
      {t('quests.run.sensorDiffers', { difference: `${value} ${UNIT_SYMBOLS[unit]}` })}
    </Alert>
  );
}

function TemperatureAnswer({
  partId,
  action,
  answer,
  disabled,
  onAnswer,
  properties,
  showCompliance,
  appliances = [],
  applianceId = null,
  sensorCheck,
}: AnswerFieldProps & { properties: ActionPropertiesByType['TEMPERATURE'] }) {
  const { t, i18n } = useTranslation();
  const [unit] = useTemperatureUnit();
  const saved = answer?.temperatureCelsius;
  const [value, setValue] = useState<string | number>(saved === null || saved === undefined ? '' : toUnitInput(saved, unit));
  const [appliance, setAppliance] = useOptimistic<string | null>(applianceId);
  const [error, setError] = useState<string | null>(null);
  const save = async (named = appliance) => {
    if (value === '' || typeof value !== 'number') {
      setError(t('validation.required'));
      return false;
    }
    setError(null);
    return onAnswer({ temperature: value, unit }, named);
  };
  // Naming the appliance of a saved temperature saves it again with it (the select is part of the answer).
  const chooseAppliance = (next: string | null) => setAppliance(next, () => (answer ? save(next) : Promise.resolve(true)));
  return (
    <Stack gap={6}>
      {appliances.length > 0 ? (
        <Select
          label={t('quests.run.takenAt')}
          data={appliances.map((a) => ({ value: a.id, label: a.name }))}
          value={appliance}
          onChange={chooseAppliance}
          clearable
          searchable={appliances.length > 8}
          disabled={disabled}
          size="md"
          comboboxProps={{ withinPortal: true }}
        />
      ) : null}
      <Group align="flex-end" wrap="nowrap">
        <StepperNumberInput
          id={`answer-${partId}`}
          label={action.name}
          description={
            <>
              {action.description ? <span style={{ display: 'block' }}>{action.description}</span> : null}
              {t('quests.run.safeZone', { zone: safeZoneText(properties.safeZones, unit, i18n.language, t) })}
            </>
          }
          value={value}
          onChange={setValue}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void save();
          }}
          decimalScale={1}
          suffix={` ${UNIT_SYMBOLS[unit]}`}
          inputMode="decimal"
          disabled={disabled}
          error={error}
          style={{ flex: 1 }}
          size="md"
        />
        <Button onClick={() => void save()} disabled={disabled} size="md" variant="light">
          {t('quests.run.save')}
        </Button>
      </Group>
      <ComplianceNote answer={answer} show={showCompliance} />
      <SensorDisagreement check={sensorCheck} unit={unit} />
    </Stack>
  );
}

function SingleChoiceAnswer({
  action,
  answer,
  disabled,
  onAnswer,
  properties,
  showCompliance,
}: AnswerFieldProps & { properties: ActionPropertiesByType['SINGLE_CHOICE'] }) {
  const saved = answer?.optionIndexes[0];
  const [chosen, choose] = useOptimistic<string | null>(saved === undefined ? null : String(saved));
  return (
    <Stack gap={6}>
      <Radio.Group
        label={action.name}
        value={chosen}
        onChange={(value) => choose(value, () => onAnswer({ optionIndexes: [Number(value)] }))}
      >
        <Stack gap="xs" mt="xs">
          {properties.options.map((option, index) => (
            <Radio key={index} value={String(index)} label={option.name} disabled={disabled} size="md" />
          ))}
        </Stack>
      </Radio.Group>
      <ComplianceNote answer={answer} show={showCompliance} />
    </Stack>
  );
}

function MultipleChoiceAnswer({
  action,
  answer,
  disabled,
  onAnswer,
  properties,
  showCompliance,
}: AnswerFieldProps & { properties: ActionPropertiesByType['MULTIPLE_CHOICE'] }) {
  const { t } = useTranslation();
  const [chosen, choose] = useOptimistic<string[]>((answer?.optionIndexes ?? []).map(String));
  return (
    <Stack gap={6}>
      <Checkbox.Group
        label={action.name}
        description={action.description ? `${action.description} ${t('quests.run.chooseAny')}` : t('quests.run.chooseAny')}
        value={chosen}
        onChange={(values) => choose(values, () => onAnswer({ optionIndexes: values.map(Number) }))}
      >
        <Stack gap="xs" mt="xs">
          {properties.options.map((option, index) => (
            <Checkbox
              key={index}
              value={String(index)}
              label={properties.enumerated ? `${index + 1}. ${option.name}` : option.name}
              disabled={disabled}
              size="md"
            />
          ))}
        </Stack>
      </Checkbox.Group>
      {answer ? null : (
        <Button variant="subtle" size="compact-sm" w="fit-content" disabled={disabled} onClick={() => void onAnswer({ optionIndexes: [] })}>
          {t('quests.run.noneApply')}
        </Button>
      )}
      <ComplianceNote answer={answer} show={showCompliance} />
    </Stack>
  );
}

function InstructionAnswer({ action, answer, disabled, onAnswer, showCompliance }: AnswerFieldProps) {
  const { t } = useTranslation();
  const [done, setDone] = useOptimistic(answer?.acknowledged === true);
  return (
    <Stack gap={6}>
      <Checkbox
        label={t('quests.run.done')}
        aria-label={`${action.name}: ${t('quests.run.done')}`}
        checked={done}
        onChange={(event) => {
          const checked = event.currentTarget.checked;
          setDone(checked, () => onAnswer({ acknowledged: checked }));
        }}
        disabled={disabled}
        size="md"
      />
      <ComplianceNote answer={answer} show={showCompliance} />
    </Stack>
  );
}

function FilesAnswer({ action, answer, disabled, onAnswer, onFile, showCompliance }: AnswerFieldProps) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const photo = action.type === 'PHOTO';
  const files = answer?.files ?? [];
  const add = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    setUploading(true);
    const kinds: UploadKind[] = photo ? ['PICTURE'] : ['PICTURE', 'DOCUMENT', 'VIDEO', 'AUDIO'];
    try {
      if (onFile) {
        const local = checkUploadLocally(file, kinds);
        if (local) throw new UploadError(local);
        await onFile({ file, kinds });
        return;
      }
      const uploaded = await uploadFile(file, kinds);
      await onAnswer({ fileIds: [...files.map((f) => f.id), uploaded.id] });
    } catch (error) {
      setProblem(t(uploadFailureKey(error)));
    } finally {
      setUploading(false);
    }
  };
  return (
    <Stack gap={6}>
      {files.map((file) => (
        <Text key={file.id} size="sm">
          {file.name}
        </Text>
      ))}
      <FileButton
        onChange={(file) => void add(file)}
        accept={photo ? 'image/*' : undefined}
        disabled={disabled || uploading}
        inputProps={{ 'aria-label': action.name, ...(photo ? { capture: 'environment' } : {}) }}
      >
        {(buttonProps) => (
          <Button {...buttonProps} variant="light" loading={uploading} w="fit-content">
            {photo ? t('quests.run.addPhoto') : t('quests.run.addFile')}
          </Button>
        )}
      </FileButton>
      {problem ? (
        <Text size="sm" c="secondary">
          {problem}
        </Text>
      ) : null}
      <ComplianceNote answer={answer} show={showCompliance} />
    </Stack>
  );
}

import { formatTemperature } from '@ks/domain';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTemperatureUnit } from '../../../lib/preferences/temperature-unit';
import { AnswerFiles, type AnswerFile } from './answer-files';

export type AnswerValueProps = {
  answer: {
    temperatureCelsius: number | null;
    chosenOptions: readonly string[];
    acknowledged: boolean | null;
    files: ReadonlyArray<AnswerFile>;
    /** The worker's remark on the answer, shown under the value. */
    note?: string | null;
  };
  type: string;
};

/**
 * What was answered, in words and in the viewer's temperature unit; photos and documents can be opened;
 * the answer's note under it.
 */
export function AnswerValue({ answer, type }: AnswerValueProps) {
  const { t } = useTranslation();
  if (!answer.note) return <AnswerValueOnly answer={answer} type={type} />;
  return (
    <Stack gap={4}>
      <AnswerValueOnly answer={answer} type={type} />
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }} data-testid="answer-note">
        {t('notesSignOff.note', { note: answer.note })}
      </Text>
    </Stack>
  );
}

function AnswerValueOnly({ answer, type }: AnswerValueProps) {
  const { t, i18n } = useTranslation();
  const [unit] = useTemperatureUnit();
  if (type === 'PHOTO' || type === 'FILE') return <AnswerFiles files={answer.files} />;
  let text: string;
  if (answer.temperatureCelsius !== null) text = formatTemperature(answer.temperatureCelsius, unit, i18n.language);
  else if (type === 'SINGLE_CHOICE' || type === 'MULTIPLE_CHOICE')
    text = answer.chosenOptions.length > 0 ? answer.chosenOptions.join(', ') : t('quests.answer.noneChosen');
  else text = answer.acknowledged ? t('quests.answer.done') : t('quests.answer.notDone');
  return <Text size="sm">{text}</Text>;
}

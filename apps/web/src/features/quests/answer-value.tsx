import { formatTemperature } from '@ks/domain';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTemperatureUnit } from '../../lib/preferences/temperature-unit';

export type AnswerValueProps = {
  answer: {
    temperatureCelsius: number | null;
    chosenOptions: readonly string[];
    acknowledged: boolean | null;
    files: ReadonlyArray<{ id: string; name?: string }>;
  };
  type: string;
};

/** What was answered, in words and in the viewer's temperature unit. */
export function AnswerValue({ answer, type }: AnswerValueProps) {
  const { t, i18n } = useTranslation();
  const [unit] = useTemperatureUnit();
  let text: string;
  if (answer.temperatureCelsius !== null) text = formatTemperature(answer.temperatureCelsius, unit, i18n.language);
  else if (type === 'SINGLE_CHOICE' || type === 'MULTIPLE_CHOICE')
    text = answer.chosenOptions.length > 0 ? answer.chosenOptions.join(', ') : t('quests.answer.noneChosen');
  else if (type === 'PHOTO' || type === 'FILE') text = t('quests.answer.files', { count: answer.files.length });
  else text = answer.acknowledged ? t('quests.answer.done') : t('quests.answer.notDone');
  return <Text size="sm">{text}</Text>;
}

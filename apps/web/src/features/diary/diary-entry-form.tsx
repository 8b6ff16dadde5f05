import { diaryInputSchema } from '@ks/domain';
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showSuccessToast } from '../../ui/toast';
import { fieldErrorsOf, type FormMessageKey } from '../users';
import { SubmitDiaryDocument } from './diary.operations';
import { MOOD_ORDER, type Mood } from './diary-moods';
import { MoodIcon } from './mood-icon';

export type DiaryEntryFormProps = { location: { id: string; name: string }; onSubmitted: () => void };

/** A mood, a description or both (spec §5), written at the selected location. */
export function DiaryEntryForm({ location, onSubmitted }: DiaryEntryFormProps) {
  const { t } = useTranslation();
  const [mood, setMood] = useState<Mood | null>(null);
  const [description, setDescription] = useState('');
  const [error, setError] = useState<FormMessageKey | null>(null);
  const [submitDiary, { loading }] = useMutation(SubmitDiaryDocument, { refetchQueries: ['DiaryEntries'], awaitRefetchQueries: true });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = { locationId: location.id, mood, description };
    const found = fieldErrorsOf<'description' | 'mood'>(diaryInputSchema, input);
    const first = found.description ?? found.mood ?? null;
    setError(first);
    if (first) return;
    try {
      await submitDiary({ variables: { input } });
      setMood(null);
      setDescription('');
      showSuccessToast(t('diary.submitted'));
      onSubmitted();
    } catch (failure) {
      console.error('submitDiary failed', failure);
      showErrorToast(t('diary.submitFailed'));
    }
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" component="section" aria-labelledby="diary-new-entry">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={2} size="h4" id="diary-new-entry">
              {t('diary.newEntry')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('diary.at', { location: location.name })}
            </Text>
          </Stack>
          <Stack gap={6}>
            <Text fw={500} size="sm" id="diary-mood-label">
              {t('diary.howDoYouFeel')}
            </Text>
            <Group gap="xs" role="group" aria-labelledby="diary-mood-label">
              {MOOD_ORDER.map((value) => (
                <Button
                  key={value}
                  variant={mood === value ? 'filled' : 'default'}
                  aria-pressed={mood === value}
                  leftSection={<MoodIcon mood={value} size={20} />}
                  onClick={() => {
                    setMood(mood === value ? null : value);
                    setError(null);
                  }}
                >
                  {t(`diary.moods.${value}`)}
                </Button>
              ))}
            </Group>
          </Stack>
          <Textarea
            label={t('diary.description')}
            placeholder={t('diary.descriptionPlaceholder')}
            autosize
            minRows={3}
            maxRows={10}
            value={description}
            onChange={(event) => {
              setDescription(event.currentTarget.value);
              setError(null);
            }}
            error={error ? t(error) : null}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={loading}>
              {t('diary.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

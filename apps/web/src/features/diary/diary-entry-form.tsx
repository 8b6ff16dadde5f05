import { diaryInputSchema } from '@ks/domain';
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { peopleMessageKey, type FormMessageKey } from '../../lib/forms/people-form-messages';
import { schemaValidator, translatedErrors } from '../../lib/forms/schema-validator';
import { showErrorToast, showSuccessToast } from '../../ui/toast';
import { SubmitDiaryDocument } from './diary.operations';
import { MOOD_ORDER, type Mood } from './diary-moods';
import { MoodIcon } from './mood-icon';

export type DiaryEntryFormProps = { location: { id: string; name: string }; onSubmitted: () => void };

type DiaryValues = { mood: Mood | null; description: string };

/** The API's submitDiary schema (spec §5: a mood, a description or both), one i18n key per field. */
const validateDiaryInput = schemaValidator<{ locationId: string } & DiaryValues, FormMessageKey>(diaryInputSchema, peopleMessageKey);

/** A mood, a description or both (spec §5), written at the selected location. */
export function DiaryEntryForm({ location, onSubmitted }: DiaryEntryFormProps) {
  const { t } = useTranslation();
  // @mantine/form holds the entry; the form shows one message, under the description (the rule spans both fields).
  const form = useForm<DiaryValues>({
    initialValues: { mood: null, description: '' },
    validate: (values) => {
      const found = validateDiaryInput({ locationId: location.id, ...values });
      const first = found.description ?? found.mood;
      return first ? { description: first } : {};
    },
    enhanceGetInputProps: translatedErrors(t),
  });
  const { mood } = form.getValues();
  const [submitDiary, { loading }] = useMutation(SubmitDiaryDocument, { refetchQueries: ['DiaryEntries'], awaitRefetchQueries: true });

  const submit = form.onSubmit(async (values) => {
    try {
      await submitDiary({ variables: { input: { locationId: location.id, ...values } } });
      form.reset();
      showSuccessToast(t('diary.submitted'));
      onSubmitted();
    } catch (failure) {
      console.error('submitDiary failed', failure);
      showErrorToast(t('diary.submitFailed'));
    }
  });

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" component="section" aria-labelledby="diary-new-entry">
      <form noValidate onSubmit={submit}>
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
                    form.setFieldValue('mood', mood === value ? null : value);
                    form.clearFieldError('description');
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
            {...form.getInputProps('description')}
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

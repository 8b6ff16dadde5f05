import { useMutation } from '@apollo/client/react';
import { parseSchedule, scheduleProblem, ScheduleError, toRrule, type ScheduleSpec } from '@ks/domain';
import { Button, Group, MultiSelect, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestFieldsFragment } from '../../gql/graphql';
import { showErrorToast, showSuccessToast } from '../../ui/toast';
import { useWorkspace } from '../workspace';
import { errorMessageOf } from './error-message';
import { UpdateQuestDocument } from './quests.operations';
import { ScheduleEditor, scheduleProblemText } from './schedule-editor';

function initialSchedule(quest: QuestFieldsFragment): ScheduleSpec | null {
  if (!quest.rrule) return null;
  try {
    return parseSchedule(quest.rrule, quest.durationMin);
  } catch (error) {
    if (error instanceof ScheduleError) return null;
    throw error;
  }
}

/** Name, description, locations and schedule of a quest, saved together with `updateQuest`. */
export function QuestSettingsForm({ quest, disabled }: { quest: QuestFieldsFragment; disabled: boolean }) {
  const { t } = useTranslation();
  const { locations } = useWorkspace();
  const [name, setName] = useState(quest.name);
  const [description, setDescription] = useState(quest.description);
  const [locationIds, setLocationIds] = useState(quest.locations.map((location) => location.id));
  const [schedule, setSchedule] = useState<ScheduleSpec | null>(() => initialSchedule(quest));
  const [errors, setErrors] = useState<{ name?: string; locations?: string }>({});
  const [updateQuest, saving] = useMutation(UpdateQuestDocument);

  const save = async () => {
    const next: typeof errors = {};
    if (!name.trim()) next.name = t('validation.required');
    if (locationIds.length === 0) next.locations = t('quests.editor.selectLocation');
    setErrors(next);
    const problem = schedule ? scheduleProblem(schedule) : null;
    if (next.name || next.locations || problem) {
      if (problem) showErrorToast(scheduleProblemText(problem, t));
      return;
    }
    const rule = schedule ? toRrule(schedule) : { rrule: null, durationMin: 1440 };
    try {
      await updateQuest({
        variables: { id: quest.id, input: { name, description, locationIds, rrule: rule.rrule, durationMin: rule.durationMin } },
      });
      showSuccessToast(t('quests.editor.saved'));
    } catch (error) {
      showErrorToast(errorMessageOf(error, t('quests.errors.saveFailed'), t));
    }
  };

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('quests.editor.settings')}
        </Title>
        <TextInput
          label={t('quests.editor.name')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          disabled={disabled}
          maxLength={200}
          required
        />
        <Textarea
          label={t('quests.editor.description')}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          autosize
          minRows={2}
          disabled={disabled}
          maxLength={4000}
        />
        <MultiSelect
          label={t('quests.locations')}
          data={[
            ...locations.map((l) => ({ value: l.id, label: l.name })),
            // A quest may also run where the viewer has no access; keep those visible but fixed.
            ...quest.locations
              .filter((l) => !locations.some((own) => own.id === l.id))
              .map((l) => ({ value: l.id, label: l.name, disabled: true })),
          ]}
          value={locationIds}
          onChange={setLocationIds}
          error={errors.locations}
          disabled={disabled}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('quests.schedule.title')}
          </Text>
          <ScheduleEditor value={schedule} onChange={setSchedule} disabled={disabled} />
        </Stack>
        <Group justify="flex-end">
          <Button onClick={() => void save()} loading={saving.loading} disabled={disabled}>
            {t('quests.editor.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

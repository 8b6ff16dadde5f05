import { useMutation } from '@apollo/client/react';
import { parseSchedule, scheduleProblem, ScheduleError, toRrule, type ScheduleSpec } from '@ks/domain';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestFieldsFragment } from '../../../gql/graphql';
import { showErrorToast, showSuccessToast } from '../../../ui/toast';
import { ChecklistLocationsSelect, NameDescriptionFields } from './checklist-settings-fields';
import { ChecklistSettingsPanel } from './checklist-settings-panel';
import { useChecklistBasics } from './use-checklist-basics';
import { errorMessageOf } from '../error-message';
import { UpdateQuestDocument } from './editor.operations';
import { ScheduleEditor, scheduleProblemText } from '../schedule/schedule-editor';
import { scheduleTimeZone } from '../schedule/schedule-time-zone';
import { useWorkspace } from '../../workspace';

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
  const basics = useChecklistBasics(quest);
  const [schedule, setSchedule] = useState<ScheduleSpec | null>(() => initialSchedule(quest));
  const [updateQuest, saving] = useMutation(UpdateQuestDocument);
  const { locations } = useWorkspace();
  const timeZone = scheduleTimeZone(basics.locationIds, [...locations, ...quest.locations]);

  const save = async () => {
    const basicsComplete = basics.validate();
    const problem = schedule ? scheduleProblem(schedule) : null;
    if (!basicsComplete || problem) {
      if (problem) showErrorToast(scheduleProblemText(problem, t));
      return;
    }
    const rule = schedule ? toRrule(schedule) : { rrule: null, durationMin: 1440 };
    try {
      await updateQuest({
        variables: {
          id: quest.id,
          input: {
            name: basics.name,
            description: basics.description,
            locationIds: basics.locationIds,
            rrule: rule.rrule,
            durationMin: rule.durationMin,
          },
        },
      });
      showSuccessToast(t('quests.editor.saved'));
    } catch (error) {
      showErrorToast(errorMessageOf(error, t('quests.errors.saveFailed'), t));
    }
  };

  return (
    <ChecklistSettingsPanel kind="quests" saving={saving.loading} saveDisabled={disabled} onSave={() => void save()}>
      <NameDescriptionFields kind="quests" basics={basics} disabled={disabled} />
      <ChecklistLocationsSelect kind="quests" basics={basics} disabled={disabled} />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('quests.schedule.title')}
        </Text>
        <ScheduleEditor value={schedule} onChange={setSchedule} disabled={disabled} timeZone={timeZone} />
      </Stack>
    </ChecklistSettingsPanel>
  );
}

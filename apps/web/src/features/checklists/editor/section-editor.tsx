import { useMutation } from '@apollo/client/react';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showSuccessToast } from '../../../ui/toast';
import { errorMessageOf } from '../error-message';
import { UpdateSectionMarkerDocument } from './editor.operations';

/** A section marker's name and description (`updateSectionMarker`). */
export function SectionEditor({ section, disabled }: { section: { id: string; name: string; description: string }; disabled: boolean }) {
  const { t } = useTranslation();
  const [name, setName] = useState(section.name);
  const [description, setDescription] = useState(section.description);
  const [update, saving] = useMutation(UpdateSectionMarkerDocument);
  const save = async () => {
    try {
      await update({ variables: { sectionId: section.id, name, description } });
      showSuccessToast(t('quests.editor.sectionSaved'));
    } catch (error) {
      showErrorToast(errorMessageOf(error, t('quests.errors.saveFailed'), t));
    }
  };
  return (
    <Stack gap="sm">
      <TextInput
        label={t('quests.editor.sectionName')}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        disabled={disabled}
        maxLength={200}
      />
      <Textarea
        label={t('quests.editor.description')}
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
        autosize
        minRows={1}
        disabled={disabled}
        maxLength={4000}
      />
      <Group justify="flex-end">
        <Button onClick={() => void save()} loading={saving.loading} disabled={disabled}>
          {t('quests.editor.saveSection')}
        </Button>
      </Group>
    </Stack>
  );
}

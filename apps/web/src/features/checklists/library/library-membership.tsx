import { useMutation } from '@apollo/client/react';
import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SaveActionToLibraryDocument } from './library.operations';

/**
 * Whether an action is in the action library, and the way there: an action made in this editor is its quest's
 * or training's own until it is saved to the library for other quests and trainings (decision 0390).
 */
export function LibraryMembership({ action, disabled }: { action: { id: string; inLibrary: boolean }; disabled: boolean }) {
  const { t } = useTranslation();
  const [save, saving] = useMutation(SaveActionToLibraryDocument);
  if (action.inLibrary) {
    return (
      <Text size="sm" c="dimmed">
        {t('quests.editor.inLibrary')}
      </Text>
    );
  }
  return (
    <Button
      variant="default"
      onClick={() => void save({ variables: { actionId: action.id } }).catch(() => undefined)}
      loading={saving.loading}
      disabled={disabled}
    >
      {t('quests.editor.saveToLibrary')}
    </Button>
  );
}

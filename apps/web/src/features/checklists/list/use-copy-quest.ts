import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showErrorToast, showSuccessToast } from '../../../ui/toast';
import { errorMessageOf } from '../error-message';
import { CopyQuestDocument } from '../quests.operations';

/** Copies a quest and opens the copy's editor, with the same toasts from the list and the details page. */
export function useCopyQuest(): { copy: (questId: string) => Promise<void>; copying: boolean } {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [copyQuest, { loading }] = useMutation(CopyQuestDocument);
  const copy = async (questId: string) => {
    try {
      const result = await copyQuest({ variables: { id: questId } });
      showSuccessToast(t('quests.copied'));
      if (result.data) await navigate(`/quests/${result.data.copyQuest.newId}/edit`);
    } catch (error) {
      showErrorToast(errorMessageOf(error, t('quests.errors.copyFailed'), t));
    }
  };
  return { copy, copying: loading };
}

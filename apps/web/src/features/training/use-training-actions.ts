import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showErrorToast, showSuccessToast } from '../../ui/toast';
import { trainingErrorMessage } from './training-errors';
import { CopyTrainingDocument, DeleteTrainingDocument } from './training.operations';

/** Copy (then edit the copy) and delete, with their toasts, for the list and the details screen. */
export function useTrainingActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [copyTraining, copying] = useMutation(CopyTrainingDocument);
  const [deleteTraining, deleting] = useMutation(DeleteTrainingDocument);

  const copy = async (trainingId: string) => {
    try {
      const result = await copyTraining({ variables: { id: trainingId } });
      showSuccessToast(t('training.copied'));
      if (result.data) await navigate(`/training/${result.data.copyTraining.newId}/edit`);
    } catch (error) {
      showErrorToast(trainingErrorMessage(error, t('training.errors.copyFailed'), t));
    }
  };

  /** Resolves true once deleted; `after` runs then (leave the details, refresh the list). */
  const remove = async (trainingId: string, after: () => Promise<unknown> | void): Promise<boolean> => {
    try {
      await deleteTraining({ variables: { id: trainingId } });
      showSuccessToast(t('training.deleted'));
      await after();
      return true;
    } catch (error) {
      showErrorToast(trainingErrorMessage(error, t('training.errors.deleteFailed'), t));
      return false;
    }
  };

  return { copy, remove, copying: copying.loading, deleting: deleting.loading };
}

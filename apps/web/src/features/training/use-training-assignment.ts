import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showSuccessToast } from '../../ui/toast';
import { optimisticTraining, withAssigned, withoutAssigned, type PersonLike } from './assignment-cache';
import { AssignTrainingDocument, UnassignTrainingDocument } from './training.operations';

// Counts and the certification table depend on who is assigned; they refresh once the server agreed.
const AFTER_ASSIGNMENT = ['TrainingDetails', 'LocationCertificationStatus', 'TrainingList'];

type Roster = { id: string; assignedUsers: readonly PersonLike[] };

/** `assignTraining`'s variables and the answer to show at once. */
export function assignOptions(training: Roster, people: readonly PersonLike[]) {
  return {
    variables: { questId: training.id, users: people.map((person) => person.id) },
    optimisticResponse: { assignTraining: optimisticTraining(training.id, withAssigned(training.assignedUsers, people)) },
  };
}

/** `unassignTraining`'s variables and the answer to show at once. */
export function unassignOptions(training: Roster, people: readonly PersonLike[]) {
  const userIds = people.map((person) => person.id);
  return {
    variables: { questId: training.id, users: userIds },
    optimisticResponse: { unassignTraining: optimisticTraining(training.id, withoutAssigned(training.assignedUsers, userIds)) },
  };
}

/**
 * Assign and unassign with optimistic updates: the roster changes at once, Apollo puts it back if the
 * server refuses (ERROR_FAILED_TO_ASSIGN / ERROR_FAILED_TO_UNASSIGN), and the spec's toasts say how it went.
 */
export function useTrainingAssignment(training: Roster) {
  const { t } = useTranslation();
  const [assignMutation, assigning] = useMutation(AssignTrainingDocument);
  const [unassignMutation, unassigning] = useMutation(UnassignTrainingDocument);

  /** Resolves true when the server assigned everyone. */
  const assign = async (people: readonly PersonLike[]): Promise<boolean> => {
    if (people.length === 0) return false;
    try {
      await assignMutation({ ...assignOptions(training, people), refetchQueries: AFTER_ASSIGNMENT });
      showSuccessToast(t('training.assign.assigned'));
      return true;
    } catch {
      showErrorToast(t('training.assign.assignFailed'));
      return false;
    }
  };

  const unassign = async (person: PersonLike): Promise<boolean> => {
    try {
      await unassignMutation({ ...unassignOptions(training, [person]), refetchQueries: AFTER_ASSIGNMENT });
      showSuccessToast(t('training.assign.unassigned'));
      return true;
    } catch {
      showErrorToast(t('training.assign.unassignFailed'));
      return false;
    }
  };

  return { assign, unassign, busy: assigning.loading || unassigning.loading };
}

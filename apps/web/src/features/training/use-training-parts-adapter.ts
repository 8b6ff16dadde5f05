import { useMutation } from '@apollo/client/react';
import type { PartsEditorAdapter } from '../checklists';
import {
  CreateTrainingActionDocument,
  CreateTrainingSectionDocument,
  InsertTrainingActionDocument,
  RemoveTrainingPartsDocument,
  UpdateTrainingPartsOrderDocument,
} from './training.operations';

/** The quests' content editor, pointed at the training part mutations; choice options mark correct answers. */
export function useTrainingPartsAdapter(trainingId: string): PartsEditorAdapter {
  const [createSection] = useMutation(CreateTrainingSectionDocument);
  const [createAction] = useMutation(CreateTrainingActionDocument);
  const [insertAction] = useMutation(InsertTrainingActionDocument);
  const [removeParts] = useMutation(RemoveTrainingPartsDocument);
  const [reorder] = useMutation(UpdateTrainingPartsOrderDocument);
  return {
    createSection: (atIndex) => createSection({ variables: { trainingId, atIndex } }),
    createAction: (type, atIndex) => createAction({ variables: { trainingId, type, atIndex } }),
    insertAction: (actionId, atIndex) => insertAction({ variables: { trainingId, actionId, atIndex } }),
    removeParts: (partIds) => removeParts({ variables: { trainingId, partIds } }),
    reorder: (partIds) => reorder({ variables: { trainingId, partIds } }),
    choiceMarks: 'correct',
  };
}

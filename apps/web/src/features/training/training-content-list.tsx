import { isTrainingQuestion } from '@ks/domain';
import { useTranslation } from 'react-i18next';
import type { TrainingFieldsFragment } from '../../gql/graphql';
import { TitledPanel } from '../../ui/titled-panel';
import { PartsOutline } from '../checklists';

/** The training's sections and actions, read-only, with the questions (the scored parts) marked. */
export function TrainingContentList({ training }: { training: TrainingFieldsFragment }) {
  const { t } = useTranslation();
  return (
    <TitledPanel title={t('training.content', { count: training.actionCount, questions: training.questionCount })} gap={6}>
      <PartsOutline parts={training.parts} highlight={isTrainingQuestion} />
    </TitledPanel>
  );
}

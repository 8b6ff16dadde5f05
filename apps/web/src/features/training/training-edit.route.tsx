import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import type { TrainingEditorQuery } from '../../gql/graphql';
import { preloadRouteQuery, useRouteQuery } from '../../lib/apollo/route-query';
import { useWideLayout } from '../../ui/layout-width';
import { EmptyState } from '../../ui/empty-state';
import { ChecklistEditLayout, PartsEditor } from '../checklists';
import { trainingErrorMessage } from './training-errors';
import { TrainingSettingsForm } from './training-settings-form';
import { SetTrainingActiveDocument, TrainingEditorDocument } from './training.operations';
import { useTrainingPartsAdapter } from './use-training-parts-adapter';

/** Starts the training for the editor as the navigation starts, from the server (its form copies it once). */
export function trainingEditLoader({ params }: LoaderFunctionArgs) {
  return preloadRouteQuery(TrainingEditorDocument, { id: params.id ?? '' }, 'fromServer');
}

/**
 * /training/{id}/edit 'Edit training', in the wide layout (1800, back to 1400 on leaving): settings,
 * banner and certificate on one side, the content (the quests' editor) on the other, and the active
 * switch with spec §4's rules.
 */
export function TrainingEditScreen() {
  const { t } = useTranslation();
  useWideLayout();
  const { training } = useRouteQuery<TrainingEditorQuery>();
  const adapter = useTrainingPartsAdapter(training?.id ?? '');
  const [setActive, activating] = useMutation(SetTrainingActiveDocument);
  if (!training || (!training.viewerCan.edit && !training.viewerCan.activate)) {
    return <EmptyState title={t('titles.trainingEdit')}>{training ? t('training.editor.notAllowed') : t('training.notFound')}</EmptyState>;
  }
  const frozen = training.active || !training.viewerCan.edit;
  return (
    <ChecklistEditLayout
      kind="training"
      title={t('titles.trainingEdit')}
      item={training}
      setActive={(active) => setActive({ variables: { trainingId: training.id, active } })}
      activating={activating.loading}
      describeError={(error, fallback) => trainingErrorMessage(error, fallback, t)}
      settings={<TrainingSettingsForm key={`${training.id}:${training.active}`} training={training} disabled={frozen} />}
      content={<PartsEditor quest={training} disabled={frozen} adapter={adapter} />}
    />
  );
}

import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import type { QuestEditorQuery } from '../../../gql/graphql';
import { preloadRouteQuery, useRouteQuery } from '../../../lib/apollo/route-query';
import { EmptyState } from '../../../ui/empty-state';
import { useWideLayout } from '../../../ui/layout-width';
import { ChecklistEditLayout } from './checklist-edit-layout';
import { errorMessageOf } from '../error-message';
import { SetQuestActiveDocument } from '../quests.operations';
import { QuestEditorDocument } from './editor.operations';
import { PartsEditor } from './parts-editor';
import { QuestSettingsForm } from './quest-settings-form';

/** Starts the quest for the editor as the navigation starts, from the server (its form copies it once). */
export function questEditLoader({ params }: LoaderFunctionArgs) {
  return preloadRouteQuery(QuestEditorDocument, { id: params.id ?? '' }, 'fromServer');
}

/**
 * /quests/{id}/edit 'Edit quest', in the wide layout (1800, back to 1400 on leaving): settings and
 * schedule on one side, the content on the other, and the active switch with spec §4's rules.
 */
export function QuestEditScreen() {
  const { t } = useTranslation();
  useWideLayout();
  const { quest } = useRouteQuery<QuestEditorQuery>();
  const [setActive, activating] = useMutation(SetQuestActiveDocument);
  if (!quest || (!quest.viewerCan.edit && !quest.viewerCan.activate)) {
    return <EmptyState title={t('titles.questEdit')}>{quest ? t('quests.editor.notAllowed') : t('quests.notFound')}</EmptyState>;
  }
  const frozen = quest.active || !quest.viewerCan.edit;
  return (
    <ChecklistEditLayout
      kind="quests"
      title={t('titles.questEdit')}
      item={quest}
      setActive={(active) => setActive({ variables: { questId: quest.id, active } })}
      activating={activating.loading}
      describeError={(error, fallback) => errorMessageOf(error, fallback, t)}
      settings={<QuestSettingsForm key={`${quest.id}:${quest.active}`} quest={quest} disabled={frozen} />}
      content={<PartsEditor quest={quest} disabled={frozen} />}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { displayNameOf } from '../../lib/session/session.operations';
import { EmptyState } from '../../ui/empty-state';
import { useWorkspace } from './workspace-context';

export type WorkspaceEmptyStateProps = {
  title: string;
  /** A sentence saying what will appear; may use {{company}}, {{location}} and {{name}}. */
  message: (values: { company: string; location: string; name: string }) => string;
};

/** Empty state of a screen that a later issue fills, naming the current company, location or user. */
export function WorkspaceEmptyState({ title, message }: WorkspaceEmptyStateProps) {
  const { t } = useTranslation();
  const { client, location, me } = useWorkspace();
  return (
    <EmptyState title={title}>
      {message({
        company: client?.companyName ?? t('common.productName'),
        location: location?.name ?? '',
        name: displayNameOf(me),
      })}
    </EmptyState>
  );
}

import { hasAtLeast, type AccessLevel } from '@ks/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';

/**
 * Who may set up the company's default chain: Managers and Full Admins (the API says the same). Everyone
 * else gets the app's usual "not available" page and nothing is fetched.
 */
export function DefaultChainAccess({ level, children }: { level: AccessLevel | null; children: ReactNode }) {
  const { t } = useTranslation();
  if (!hasAtLeast(level, 'MANAGER')) return <EmptyState title={t('titles.defaultChain')}>{t('onCall.company.notAvailable')}</EmptyState>;
  return <>{children}</>;
}

import { hasAtLeast, type AccessLevel } from '@ks/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';

export type OnCallAccessProps = {
  level: AccessLevel | null;
  /** The location when the viewer has it among theirs (a Location Manager's own, a Manager's every one). */
  location: { id: string; name: string } | null;
  children: (location: { id: string; name: string }) => ReactNode;
};

/**
 * Who may set up how a location reaches people: its Location Managers, Managers and Full Admins (the API
 * says the same). Everyone else, and a location that is not the viewer's, gets the app's usual
 * "not available" page; nothing about the location is fetched for them.
 */
export function OnCallAccess({ level, location, children }: OnCallAccessProps) {
  const { t } = useTranslation();
  if (!hasAtLeast(level, 'LOCATION_MANAGER') || !location) {
    return <EmptyState title={t('titles.onCall')}>{t('onCall.notAvailable')}</EmptyState>;
  }
  return <>{children(location)}</>;
}

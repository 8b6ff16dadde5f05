import { Alert, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { noteOffline } from '../../lib/network/offline-since';
import { useOnline } from '../../lib/network/use-online';
import { STORAGE_KEYS } from '../../lib/storage/storage';
import { useStoredValue } from '../../lib/storage/use-stored-value';
import { browserTimeZone, formatLocationTime } from '../../lib/time/location-time';
import { useAuth } from '../auth';
import { useWorkspace } from '../workspace';
import { useOutboxOwner } from './use-checklist-outbox';
import { useWaitingCount, type WaitingCount } from './use-waiting-count';

/** True while the device works without the server: no network, or the session kept in offline mode. */
export function useWorkingOffline(): boolean {
  const online = useOnline();
  const { status } = useAuth();
  return !online || status === 'offline';
}

function waitingText(t: TFunction, waiting: WaitingCount): string {
  const parts: string[] = [];
  if (waiting.answers > 0) parts.push(t('offlineMode.answersWaiting', { count: waiting.answers }));
  if (waiting.submits > 0) parts.push(t('offlineMode.submitsWaiting', { count: waiting.submits }));
  return parts.map((part) => ` · ${part}`).join('');
}

/**
 * The shell's offline banner on every signed-in screen (PRODUCT.md "Offline"): "Offline since 02:14 ·
 * 3 answers waiting", and the time of the last data the server sent, so a wall tablet's dashboard reads
 * as stale, not as now. Times on the location's clock (the device's without one).
 */
export function OfflineBanner() {
  const { t, i18n } = useTranslation();
  const offline = useWorkingOffline();
  const { location } = useWorkspace();
  const waiting = useWaitingCount(useOutboxOwner());
  const [since] = useStoredValue(STORAGE_KEYS.offlineSince);
  const [lastAnswer] = useStoredValue(STORAGE_KEYS.lastServerAnswer);
  useEffect(() => {
    if (offline && !since) noteOffline();
  }, [offline, since]);
  if (!offline || !since) return null;
  const zone = location?.timezone ?? browserTimeZone();
  const time = (iso: string) => formatLocationTime(iso, zone, i18n.language, { withDate: false });
  return (
    <Alert color="gray" mb="md" role="status" data-testid="offline-banner" p="xs">
      <Text size="sm" fw={600}>
        {t('offlineMode.since', { time: time(since) })}
        {waitingText(t, waiting)}
      </Text>
      {lastAnswer ? (
        <Text size="sm" data-testid="stale-data-note">
          {t('offlineMode.staleData', { time: time(lastAnswer) })}
        </Text>
      ) : null}
    </Alert>
  );
}

import { useApolloClient } from '@apollo/client/react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useAuth } from '../auth';
import { OfflineBanner, useOutboxOwner, useWaitingCount } from '../offline';

// The sender comes with the checklists' code, loaded only while something waits on the device.
const OutboxSender = lazy(() => import('../checklists').then((module) => ({ default: module.OutboxSender })));

/** The screens read what they show again once the server is back after offline mode. */
function useRefetchWhenBackOnline(): void {
  const { status } = useAuth();
  const client = useApolloClient();
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === 'offline' && status === 'authenticated')
      void client.refetchQueries({ include: 'active' }).catch(() => undefined);
    previous.current = status;
  }, [status, client]);
}

/**
 * The shell's part of offline mode (docs/decisions/0181-offline-cold-start.md): the banner, and the
 * outbox sent from whichever screen is open (on `online` and Background Sync), not only from Quests.
 */
export function ShellOffline() {
  const waiting = useWaitingCount(useOutboxOwner());
  useRefetchWhenBackOnline();
  return (
    <>
      <OfflineBanner />
      {waiting.answers + waiting.submits > 0 ? (
        <Suspense fallback={null}>
          <OutboxSender />
        </Suspense>
      ) : null}
    </>
  );
}

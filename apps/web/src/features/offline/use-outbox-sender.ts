import { useEffect } from 'react';
import { offlineDb } from './offline-db';
import { flushOutbox, type OutboxTransport } from './outbox';
import { announceOutboxChange, onSyncTriggers } from './sync-triggers';
import { useOutboxOwner } from './use-checklist-outbox';

/**
 * Sends what is left in the outbox without the checklist being open: answers kept before a reload
 * without network (which signs the page out, as the spec says) go as soon as the cook is back on today's
 * list, and again on `online` and Background Sync.
 */
export function useOutboxSender(transport: OutboxTransport, onSent?: () => void): void {
  const owner = useOutboxOwner();
  useEffect(() => {
    if (!owner) return;
    const flush = () =>
      void offlineDb()
        .then((db) => flushOutbox(db, owner, transport))
        .then((result) => {
          announceOutboxChange();
          // What the screen fetched before these reached the server is out of date.
          if (result.sent.length > 0) onSent?.();
        })
        .catch(() => undefined); // no IndexedDB (private mode): nothing was kept either
    flush();
    return onSyncTriggers(flush);
  }, [owner, transport, onSent]);
}

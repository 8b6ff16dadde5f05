import { useEffect, useState } from 'react';
import type { ActivationRunQuery } from '../../gql/graphql';
import { registerSessionCleanup } from '../../lib/session/session-cleanup';
import { dropAllActivations, dropStaleActivations, keepActivation, keptActivation } from './activation-store';
import { offlineDb } from './offline-db';
import { useOutboxOwner } from './use-checklist-outbox';

// The kept checklists are session data; the outbox is not: its answers are sent when the same person is back.
registerSessionCleanup(() => offlineDb().then(dropAllActivations));

/**
 * The activation to show: the server's when it answered, else the copy kept on the device (a reload
 * without network). Every answer from the server is kept again. `looked` tells that the device was asked,
 * so the runner shows its skeleton, not "not found", while it looks.
 */
export function useKeptActivation(activationId: string, data: ActivationRunQuery | undefined) {
  const owner = useOutboxOwner();
  const [kept, setKept] = useState<{ id: string; data: ActivationRunQuery | null } | null>(null);
  useEffect(() => {
    if (owner && data?.questActivation) void offlineDb().then((db) => keepActivation(db, owner, data));
  }, [owner, data]);
  useEffect(() => {
    if (!owner || data?.questActivation) return;
    let current = true;
    void offlineDb()
      .then((db) => keptActivation(db, owner, activationId))
      .then((found) => {
        if (current) setKept({ id: activationId, data: found });
      });
    return () => {
      current = false;
    };
  }, [owner, activationId, data]);
  const fromDevice = kept?.id === activationId ? kept.data : null;
  return { data: data?.questActivation ? data : (fromDevice ?? data), looked: kept?.id === activationId };
}

/**
 * Today's list keeps every checklist of the day that can still be done on the device, with its actions,
 * as soon as the cook sees it: the walk-in may have no signal when they open one.
 */
export function useKeepTodayActivations(
  activations: ReadonlyArray<{ id: string; progress: string; missed: boolean }>,
  fetchRun: (id: string) => Promise<ActivationRunQuery | undefined>,
) {
  const owner = useOutboxOwner();
  const ids = activations
    .filter((activation) => activation.progress !== 'FINISHED' && !activation.missed)
    .map((activation) => activation.id)
    .join(',');
  useEffect(() => {
    if (!owner || !ids) return;
    void (async () => {
      const db = await offlineDb();
      await dropStaleActivations(db);
      for (const id of ids.split(',')) {
        try {
          const data = await fetchRun(id);
          if (data) await keepActivation(db, owner, data);
        } catch {
          return; // offline now: what was kept before stays
        }
      }
    })();
  }, [fetchRun, owner, ids]);
}

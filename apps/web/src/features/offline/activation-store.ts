import type { ActivationRunQuery } from '../../gql/graphql';
import type { OfflineDb } from './offline-db';

/** Keeps what the server said about an activation (its checklist, actions and answers) on the device. */
export async function keepActivation(db: OfflineDb, owner: string, data: ActivationRunQuery): Promise<void> {
  const id = data.questActivation?.id;
  if (!id) return;
  await db.put('activations', { id, owner, data, savedAt: new Date().toISOString() });
}

/** The kept copy of an activation, only for the person and company that kept it. */
export async function keptActivation(db: OfflineDb, owner: string, id: string): Promise<ActivationRunQuery | null> {
  const kept = await db.get('activations', id);
  return kept && kept.owner === owner ? kept.data : null;
}

/** Drops kept activations older than a day (yesterday's checklists cannot be answered any more). */
export async function dropStaleActivations(db: OfflineDb, now = Date.now()): Promise<void> {
  const tx = db.transaction('activations', 'readwrite');
  for (const kept of await tx.store.getAll()) {
    if (now - Date.parse(kept.savedAt) > 24 * 3_600_000) await tx.store.delete(kept.id);
  }
  await tx.done;
}

/** Sign-out: the kept checklists go with the session (the outbox stays, sent only by the same person). */
export async function dropAllActivations(db: OfflineDb): Promise<void> {
  await db.clear('activations');
}

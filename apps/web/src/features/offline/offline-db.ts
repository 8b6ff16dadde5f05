import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { ActivationRunQuery } from '../../gql/graphql';
import type { OutboxEntry } from './outbox-entry';

/** What a cook opened, kept so the checklist still opens (and shows its actions) without a network. */
export type StoredActivation = {
  id: string;
  /** The signed-in person and company it was fetched for: another session on the device never sees it. */
  owner: string;
  data: ActivationRunQuery;
  savedAt: string;
};

export interface OfflineSchema extends DBSchema {
  activations: { key: string; value: StoredActivation; indexes: { byOwner: string } };
  outbox: { key: string; value: OutboxEntry; indexes: { byActivation: string } };
}

export type OfflineDb = IDBPDatabase<OfflineSchema>;

const NAME = 'ks-offline-checklists';

/** Opens (creating on first use) the device's checklist store; `name` lets tests use their own. */
export function openOfflineDb(name = NAME): Promise<OfflineDb> {
  return openDB<OfflineSchema>(name, 1, {
    upgrade(db) {
      db.createObjectStore('activations', { keyPath: 'id' }).createIndex('byOwner', 'owner');
      db.createObjectStore('outbox', { keyPath: 'id' }).createIndex('byActivation', 'activationId');
    },
  });
}

let shared: Promise<OfflineDb> | null = null;

/** The app's one connection, opened on first use. */
export function offlineDb(): Promise<OfflineDb> {
  shared ??= openOfflineDb();
  return shared;
}

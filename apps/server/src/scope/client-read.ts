import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';

/** What a read of one client's rows takes: the open transaction and the client every query filters by. */
export interface ClientRead {
  db: Db;
  clientId: string;
}

/** A batched read of one client's rows for a list of keys (locations, quests, submissions …) named `K`. */
export type ClientBatch<K extends string> = ClientRead & Record<K, string[]>;

/** A select of one client's rows by an extra condition, locked for update when asked. */
export type ClientSelect = ClientRead & { where?: SQL; options?: { lock?: boolean } };

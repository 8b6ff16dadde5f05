import type { InMemoryCache, NormalizedCacheObject } from '@apollo/client/cache';
import { CachePersistor, LocalStorageWrapper } from 'apollo3-cache-persist';
import { CACHE_SCHEMA_VERSION } from '../constants';
import { readStored, STORAGE_KEYS, writeStored } from '../storage/storage';
import { PAGINATED_ROOT_FIELDS } from './cache';
import { persistSoonAfterChange } from './persist-trigger';

/** How soon after a change the cache reaches storage, however busy the screen keeps it. */
export const PERSIST_WAIT_MS = 500;

/** Drops paginated list fields from a serialised cache before it is written to storage. */
export function withoutPaginatedLists(serialized: string): string {
  const data = JSON.parse(serialized) as Record<string, Record<string, unknown> | undefined>;
  const root = data.ROOT_QUERY;
  if (root) {
    for (const field of Object.keys(root)) {
      const name = field.split(/[(:]/)[0] ?? field;
      if ((PAGINATED_ROOT_FIELDS as readonly string[]).includes(name)) delete root[field];
    }
  }
  return JSON.stringify(data);
}

let persistor: CachePersistor<NormalizedCacheObject> | null = null;

/**
 * Persists the cache in localStorage. When the stored schema version differs from 3 the stored
 * cache is purged first, then the rest is restored.
 */
export async function setUpCachePersistence(cache: InMemoryCache): Promise<void> {
  const cachePersistor = new CachePersistor({
    cache,
    storage: new LocalStorageWrapper(window.localStorage),
    key: STORAGE_KEYS.apolloCache,
    maxSize: 2 * 1024 * 1024,
    trigger: persistSoonAfterChange(cache, PERSIST_WAIT_MS),
    // The trigger above does the waiting; the library's own debounce would restart it on every change.
    debounce: 0,
    persistenceMapper: async (data: unknown) => (typeof data === 'string' ? withoutPaginatedLists(data) : data),
  });
  persistor = cachePersistor;
  try {
    if (readStored(STORAGE_KEYS.cacheSchemaVersion) !== String(CACHE_SCHEMA_VERSION)) {
      await cachePersistor.purge();
      writeStored(STORAGE_KEYS.cacheSchemaVersion, String(CACHE_SCHEMA_VERSION));
    } else {
      await cachePersistor.restore();
    }
  } catch (error) {
    console.error('Could not restore the cached data', error);
  }
}

/** Removes the persisted cache (sign-out, sign-in). */
export async function purgePersistedCache(): Promise<void> {
  await persistor?.purge();
}

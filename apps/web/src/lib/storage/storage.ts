import { STORAGE_PREFIX } from '../constants';

/** Every key the web app stores; all carry the `ks:` prefix. */
export const STORAGE_KEYS = {
  token: `${STORAGE_PREFIX}token`,
  selectedClient: `${STORAGE_PREFIX}selected-client`,
  selectedLocation: `${STORAGE_PREFIX}selected-location`,
  temperatureUnit: `${STORAGE_PREFIX}temperature-unit`,
  language: `${STORAGE_PREFIX}language`,
  magicLinkEmail: `${STORAGE_PREFIX}magic-link-email`,
  moduleReloadAt: `${STORAGE_PREFIX}module-reload-at`,
  apolloCache: `${STORAGE_PREFIX}apollo-cache`,
  cacheSchemaVersion: `${STORAGE_PREFIX}cache-schema-version`,
  /** When this device noticed it had no network (lib/network/offline-since.ts); gone once it is back. */
  offlineSince: `${STORAGE_PREFIX}offline-since`,
  /** When the server last answered this device (lib/network/offline-since.ts): the age of what it shows. */
  lastServerAnswer: `${STORAGE_PREFIX}last-server-answer`,
  /** This device's short id, part of the name it sends with answers (features/offline/device-label.ts). */
  deviceId: `${STORAGE_PREFIX}device-id`,
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/**
 * Device preferences (unit, language) and the cache format marker survive a sign-in or sign-out;
 * everything else is session state.
 */
const PRESERVED_KEYS: readonly StorageKey[] = [
  STORAGE_KEYS.temperatureUnit,
  STORAGE_KEYS.language,
  STORAGE_KEYS.cacheSchemaVersion,
  STORAGE_KEYS.deviceId,
];

type Listener = (key: StorageKey) => void;
const listeners = new Set<Listener>();

function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Reads a stored string, or null when absent or storage is unavailable. */
export function readStored(key: StorageKey): string | null {
  return safeStorage()?.getItem(key) ?? null;
}

/** Stores a string (null removes the key) and notifies in-page subscribers. */
export function writeStored(key: StorageKey, value: string | null): void {
  const storage = safeStorage();
  if (!storage) return;
  if (value === null) storage.removeItem(key);
  else storage.setItem(key, value);
  listeners.forEach((listener) => listener(key));
}

/** Subscribes to in-page writes; returns the unsubscribe function. */
export function subscribeStored(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Removes all stored `ks:` session state, keeping device preferences (unit, language). */
export function clearStoredState(): void {
  const storage = safeStorage();
  if (!storage) return;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(STORAGE_PREFIX) && !PRESERVED_KEYS.includes(key as StorageKey)) keys.push(key);
  }
  keys.forEach((key) => storage.removeItem(key));
  Object.values(STORAGE_KEYS).forEach((key) => listeners.forEach((listener) => listener(key)));
}

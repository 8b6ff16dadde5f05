import { readStored, STORAGE_KEYS, writeStored } from '../storage/storage';

/**
 * The device's memory of its connection (docs/decisions/0181-offline-cold-start.md): since when it has
 * had no network, kept across reloads (a cook who reloads in the walk-in still reads "Offline since
 * 02:14", not the time of the reload), and when the server last answered, the age of what a wall
 * tablet shows while it waits for the Wi-Fi.
 */

/** How often a server answer is written down at most: every response would write localStorage. */
const ANSWER_STAMP_EVERY_MS = 5_000;
let lastStamp = 0;

/** Notes that the network is gone; a time already noted (before a reload) is kept. */
export function noteOffline(now: number = Date.now()): void {
  if (!readStored(STORAGE_KEYS.offlineSince)) writeStored(STORAGE_KEYS.offlineSince, new Date(now).toISOString());
}

/** Notes that the network is back: the offline time is forgotten. */
export function noteOnline(): void {
  if (readStored(STORAGE_KEYS.offlineSince)) writeStored(STORAGE_KEYS.offlineSince, null);
}

/** Notes that the server answered just now. */
export function noteServerAnswer(now: number = Date.now()): void {
  if (now - lastStamp < ANSWER_STAMP_EVERY_MS) return;
  lastStamp = now;
  writeStored(STORAGE_KEYS.lastServerAnswer, new Date(now).toISOString());
}

/** Since when the device has been offline (ISO time), or null. */
export function offlineSince(): string | null {
  return readStored(STORAGE_KEYS.offlineSince);
}

let watching = false;

/** Follows the browser's `online` / `offline` events once per page (the auth provider starts it). */
export function watchConnection(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  if (!navigator.onLine) noteOffline();
  window.addEventListener('offline', () => noteOffline());
  window.addEventListener('online', () => noteOnline());
}

import { MODULE_RELOAD_GUARD_MS } from './constants';
import { readStored, STORAGE_KEYS, writeStored } from './storage/storage';

const MODULE_LOAD_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /ChunkLoadError/i,
];

/** True when the error comes from a lazily loaded module that could not be fetched (new deploy, offline). */
export function isModuleLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const text = `${error.name}: ${error.message}`;
  return MODULE_LOAD_PATTERNS.some((pattern) => pattern.test(text));
}

/**
 * Reloads the page once after a module-load failure. Returns false (show the error screen) when a
 * reload already happened within the last hour.
 */
export function reloadAfterModuleLoadFailure(now: number = Date.now(), reload: () => void = () => window.location.reload()): boolean {
  const last = Number(readStored(STORAGE_KEYS.moduleReloadAt) ?? '0');
  if (Number.isFinite(last) && last > 0 && now - last < MODULE_RELOAD_GUARD_MS) return false;
  writeStored(STORAGE_KEYS.moduleReloadAt, String(now));
  reload();
  return true;
}

import type { InMemoryCache } from '@apollo/client/cache';

type CacheChange = 'write' | 'evict' | 'modify' | 'gc';
const CHANGES: readonly CacheChange[] = ['write', 'evict', 'modify', 'gc'];

/**
 * When the persisted cache is written: at most `waitMs` after the first change since the last write,
 * however many changes follow, and at once when the page is hidden.
 *
 * Why not the library's own trigger: it debounces, restarting its wait on every change, so a screen
 * that keeps loading (the dashboard's sections arriving one after another, live events) kept nothing
 * on the device until it went quiet. A wall tablet whose Wi-Fi dropped in that window reloaded to an
 * endless loading screen (decision 0181: the signed-in screens open from what the device kept).
 */
export function persistSoonAfterChange(cache: InMemoryCache, waitMs: number) {
  return (persist: () => void): (() => void) => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const persistNow = () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      persist();
    };
    const schedule = () => {
      if (timer === null) timer = setTimeout(persistNow, waitMs);
    };
    const originals = CHANGES.map((name) => [name, cache[name]] as const);
    for (const [name, original] of originals) {
      (cache as unknown as Record<CacheChange, (...args: unknown[]) => unknown>)[name] = (...args: unknown[]) => {
        const result = (original as (...args: unknown[]) => unknown).apply(cache, args);
        schedule();
        return result;
      };
    }
    const onHidden = () => {
      if (document.visibilityState === 'hidden' && timer !== null) persistNow();
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      if (timer !== null) clearTimeout(timer);
      document.removeEventListener('visibilitychange', onHidden);
      for (const [name, original] of originals) (cache as unknown as Record<CacheChange, unknown>)[name] = original;
    };
  };
}

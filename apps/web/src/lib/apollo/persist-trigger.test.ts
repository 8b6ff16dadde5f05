import { InMemoryCache } from '@apollo/client/cache';
import { CachePersistor, LocalStorageWrapper } from 'apollo3-cache-persist';
import { parse } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { persistSoonAfterChange } from './persist-trigger';

// A local field, not in the server's schema: parsed here rather than tagged, so codegen does not collect it.
const TICK = parse('query Tick { tick }');
const KEY = 'persist-trigger-test';

function persistedCache() {
  const cache = new InMemoryCache();
  const persistor = new CachePersistor({
    cache,
    storage: new LocalStorageWrapper(window.localStorage),
    key: KEY,
    trigger: persistSoonAfterChange(cache, 500),
    debounce: 0,
  });
  return { cache, persistor };
}
const stored = () => window.localStorage.getItem(KEY);

describe('persistSoonAfterChange', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('keeps a cache that changes every 100 ms within half a second, not when it goes quiet', async () => {
    const { cache, persistor } = persistedCache();
    for (let tick = 1; tick <= 5; tick += 1) {
      cache.writeQuery({ query: TICK, data: { tick } });
      await vi.advanceTimersByTimeAsync(100);
    }
    // 500 ms after the first change, with changes still arriving: the device already holds the data.
    expect(JSON.parse(stored()!).ROOT_QUERY.tick).toBeGreaterThanOrEqual(4);
    for (let tick = 6; tick <= 30; tick += 1) {
      cache.writeQuery({ query: TICK, data: { tick } });
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(JSON.parse(stored()!).ROOT_QUERY.tick).toBeGreaterThanOrEqual(26);
    persistor.remove();
  });

  it('writes at once when the page is hidden, and nothing after it is removed', async () => {
    const { cache, persistor } = persistedCache();
    cache.writeQuery({ query: TICK, data: { tick: 1 } });
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(JSON.parse(stored()!).ROOT_QUERY.tick).toBe(1);
    persistor.remove();
    cache.writeQuery({ query: TICK, data: { tick: 2 } });
    await vi.advanceTimersByTimeAsync(1000);
    expect(JSON.parse(stored()!).ROOT_QUERY.tick).toBe(1);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRetrying, MODULE_LOAD_ATTEMPTS } from './retry-module-load';

const fetchFailure = () => new TypeError('Failed to fetch dynamically imported module: /assets/toast-host-abc.js');

function setOnline(online: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

describe('loadRetrying', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    setOnline(true);
  });

  it('offline, waits for the browser to be back online and then loads the module', async () => {
    setOnline(false);
    const load = vi.fn().mockRejectedValueOnce(fetchFailure()).mockResolvedValue({ default: 'host' });
    const loaded = loadRetrying(load);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(1); // no retry while offline, however long

    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toEqual({ default: 'host' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('online, tries again after pauses doubling from 2 s, and passes the last failure on', async () => {
    setOnline(true);
    const load = vi.fn().mockRejectedValue(fetchFailure());
    const loaded = loadRetrying(load);
    const settled = loaded.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(4_000 + 8_000 + 16_000);
    expect(load).toHaveBeenCalledTimes(MODULE_LOAD_ATTEMPTS);
    expect(String(await settled)).toContain('Failed to fetch dynamically imported module');
  });

  it('passes any other error on at once', async () => {
    const load = vi.fn().mockRejectedValue(new Error('Cannot read properties of undefined'));
    await expect(loadRetrying(load)).rejects.toThrow('Cannot read properties of undefined');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createTokenRefresher } from './token-refresher';

const NOW = 1_700_000_000_000;

function jwt(expSeconds: number): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256' })}.${encode({ exp: expSeconds })}.sig`;
}

const fresh = jwt(NOW / 1000 + 600);
const expired = jwt(NOW / 1000 - 5);

function setup(initial: string | null, refresh: () => Promise<string>) {
  let stored = initial;
  const sleeps: number[] = [];
  const refresher = createTokenRefresher({
    readToken: () => stored,
    writeToken: (token) => {
      stored = token;
    },
    refresh,
    now: () => NOW,
    sleep: async (ms) => {
      sleeps.push(ms);
      await new Promise((resolve) => setTimeout(resolve, 1));
    },
    onError: () => undefined,
  });
  return { refresher, sleeps, stored: () => stored };
}

describe('createTokenRefresher', () => {
  it('returns a valid stored token without refreshing', async () => {
    const refresh = vi.fn(async () => fresh);
    const { refresher } = setup(fresh, refresh);
    await expect(refresher.getValidToken()).resolves.toBe(fresh);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('returns null when no token is stored', async () => {
    const refresh = vi.fn(async () => fresh);
    const { refresher } = setup(null, refresh);
    await expect(refresher.getValidToken()).resolves.toBeNull();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes an expired token before the request and stores the new one', async () => {
    const { refresher, stored } = setup(expired, async () => fresh);
    await expect(refresher.getValidToken()).resolves.toBe(fresh);
    expect(stored()).toBe(fresh);
  });

  it('sends the request without a token when the refresh fails', async () => {
    const { refresher, stored } = setup(expired, async () => {
      throw new Error('refresh cookie missing');
    });
    await expect(refresher.getValidToken()).resolves.toBeNull();
    expect(stored()).toBe(expired);
    expect(refresher.isRefreshing()).toBe(false);
  });

  it('runs one refresh at a time; others poll every 500 ms and reuse its token', async () => {
    let release: (token: string) => void = () => undefined;
    const refresh = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const { refresher, sleeps } = setup(expired, refresh);

    const first = refresher.getValidToken();
    const second = refresher.getValidToken();
    const third = refresher.getValidToken();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(refresher.isRefreshing()).toBe(true);
    release(fresh);

    await expect(Promise.all([first, second, third])).resolves.toEqual([fresh, fresh, fresh]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(sleeps.length).toBeGreaterThan(0);
    expect(new Set(sleeps)).toEqual(new Set([500]));
  });

  it('lets waiting requests go without a token when the shared refresh fails', async () => {
    let fail: (error: Error) => void = () => undefined;
    const refresh = vi.fn(() => new Promise<string>((_, reject) => (fail = reject)));
    const { refresher } = setup(expired, refresh);
    const first = refresher.getValidToken();
    const second = refresher.getValidToken();
    await new Promise((resolve) => setTimeout(resolve, 5));
    fail(new Error('offline'));
    await expect(Promise.all([first, second])).resolves.toEqual([null, null]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('treats an empty stored token as invalid and tries to refresh', async () => {
    const refresh = vi.fn(async () => fresh);
    const { refresher } = setup('', refresh);
    await expect(refresher.getValidToken()).resolves.toBe(fresh);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';

const fetchClients = vi.fn(async () => [{ id: 'c1', companyName: 'Harbor' }]);
vi.mock('./auth-session', () => ({ fetchClients, autoSelectClient: vi.fn() }));
vi.mock('../../lib/token/token', () => ({ getStoredToken: () => 'stored-token' }));

const { beginStartupSessionCheck, takeSessionCheck } = await import('./startup-session-check');

beforeEach(() => fetchClients.mockClear());

describe('the start-up session check', () => {
  it('sends its request when main.tsx begins it, before anything renders, and the auth provider takes that one', async () => {
    beginStartupSessionCheck();
    expect(fetchClients).toHaveBeenCalledTimes(1);
    beginStartupSessionCheck(); // begun once
    expect(await takeSessionCheck()).toEqual({ result: 'authenticated' });
    expect(fetchClients).toHaveBeenCalledTimes(1);
  });

  it('asks the server again for any later check (a recheck)', async () => {
    expect(await takeSessionCheck()).toEqual({ result: 'authenticated' });
    expect(fetchClients).toHaveBeenCalledTimes(1);
    await takeSessionCheck();
    expect(fetchClients).toHaveBeenCalledTimes(2);
  });
});

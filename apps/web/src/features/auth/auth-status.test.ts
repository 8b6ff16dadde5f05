import { describe, expect, it } from 'vitest';
import { authReducer, checkSession } from './auth-status';

describe('authReducer', () => {
  it('goes from initial to pending on start', () => {
    expect(authReducer('initial', { type: 'START' })).toBe('pending');
    expect(authReducer('undetermined', { type: 'START' })).toBe('pending');
  });

  it('moves to authenticated, unauthenticated and undetermined', () => {
    expect(authReducer('pending', { type: 'SIGNED_IN' })).toBe('authenticated');
    expect(authReducer('authenticated', { type: 'SIGNED_OUT' })).toBe('unauthenticated');
    expect(authReducer('pending', { type: 'UNDETERMINED' })).toBe('undetermined');
    expect(authReducer('undetermined', { type: 'SIGNED_IN' })).toBe('authenticated');
    expect(authReducer('pending', { type: 'OFFLINE' })).toBe('offline');
    expect(authReducer('offline', { type: 'SIGNED_IN' })).toBe('authenticated');
  });
});

describe('checkSession', () => {
  it('signs out without a stored token and does not call the server', async () => {
    let called = false;
    await expect(checkSession(false, async () => (called = true))).resolves.toEqual({ result: 'signed-out' });
    expect(called).toBe(false);
  });

  it('is authenticated when the client list loads', async () => {
    await expect(checkSession(true, async () => [])).resolves.toEqual({ result: 'authenticated' });
  });

  it('keeps the session in offline mode on a network error: no sign-out, no toast', async () => {
    const outcome = await checkSession(true, async () => {
      throw { networkError: new TypeError('Failed to fetch'), graphQLErrors: [] };
    });
    expect(outcome).toEqual({ result: 'offline' });
  });

  it('keeps the session on a fetch that never reached the server (TypeError)', async () => {
    await expect(
      checkSession(true, async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).resolves.toEqual({ result: 'offline' });
  });

  it('signs out with a session-expired toast on an authentication error', async () => {
    const outcome = await checkSession(true, async () => {
      throw { graphQLErrors: [{ message: 'unauthenticated', extensions: { category: 'authentication' } }] };
    });
    expect(outcome).toEqual({ result: 'signed-out', toast: 'auth.sessionExpired' });
  });

  it('is undetermined on any other error', async () => {
    const outcome = await checkSession(true, async () => {
      throw { graphQLErrors: [{ message: 'Unexpected error.', extensions: { category: 'internal' } }] };
    });
    expect(outcome).toEqual({ result: 'undetermined' });
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { getStoredToken, InvalidTokenError, isTokenExpired, readTokenExpiry, storeToken } from './token';

function jwt(payload: Record<string, unknown>): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

describe('isTokenExpired', () => {
  const now = Date.UTC(2025, 0, 1, 12, 0, 0);

  it('is false while exp is in the future', () => {
    expect(isTokenExpired(jwt({ exp: now / 1000 + 60 }), now)).toBe(false);
  });

  it('is true once exp is in the past', () => {
    expect(isTokenExpired(jwt({ exp: now / 1000 - 1 }), now)).toBe(true);
  });

  it('treats a token without exp as not expiring', () => {
    expect(isTokenExpired(jwt({ sub: 'u1' }), now)).toBe(false);
  });

  it('throws for an empty token', () => {
    expect(() => isTokenExpired('', now)).toThrow(InvalidTokenError);
  });

  it('throws for a non-string token', () => {
    expect(() => isTokenExpired(42, now)).toThrow(InvalidTokenError);
    expect(() => isTokenExpired(null, now)).toThrow(InvalidTokenError);
  });

  it('throws for a value that is not a JWT', () => {
    expect(() => readTokenExpiry('not-a-jwt')).toThrow(InvalidTokenError);
    expect(() => readTokenExpiry('a.%%%.c')).toThrow(InvalidTokenError);
  });
});

describe('token storage', () => {
  afterEach(() => localStorage.clear());

  it('stores the token under ks:token', () => {
    storeToken('abc');
    expect(localStorage.getItem('ks:token')).toBe('abc');
    expect(getStoredToken()).toBe('abc');
    storeToken(null);
    expect(getStoredToken()).toBeNull();
  });
});

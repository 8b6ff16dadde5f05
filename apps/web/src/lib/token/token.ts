import { readStored, STORAGE_KEYS, writeStored } from '../storage/storage';

/** Thrown when a value cannot be read as an access token (empty, not a string, not a JWT). */
export class InvalidTokenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidTokenError';
  }
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Returns the JWT `exp` claim in milliseconds, or null when the token has none. */
export function readTokenExpiry(token: unknown): number | null {
  if (typeof token !== 'string') throw new InvalidTokenError('Access token must be a string');
  if (token.trim() === '') throw new InvalidTokenError('Access token is empty');
  const payloadSegment = token.split('.')[1];
  if (!payloadSegment) throw new InvalidTokenError('Access token is not a JWT');
  let payload: unknown;
  try {
    payload = JSON.parse(decodeBase64Url(payloadSegment));
  } catch {
    throw new InvalidTokenError('Access token payload is not readable');
  }
  if (typeof payload !== 'object' || payload === null) throw new InvalidTokenError('Access token payload is not an object');
  const exp = (payload as { exp?: unknown }).exp;
  return typeof exp === 'number' ? exp * 1000 : null;
}

/** True when the token's expiry time is in the past; throws InvalidTokenError for an empty or non-string token. */
export function isTokenExpired(token: unknown, now: number = Date.now()): boolean {
  const expiresAt = readTokenExpiry(token);
  return expiresAt !== null && expiresAt <= now;
}

/** The stored access token (`ks:token`), or null. */
export function getStoredToken(): string | null {
  return readStored(STORAGE_KEYS.token);
}

/** Stores (or with null removes) the access token. */
export function storeToken(token: string | null): void {
  writeStored(STORAGE_KEYS.token, token);
}

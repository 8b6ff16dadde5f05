import { createHash, randomBytes } from 'node:crypto';

/** A fresh 256-bit token, URL-safe. Only its hash is ever stored. */
export function newSecureToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 of a token: tokens are high-entropy, so a fast hash is enough to make a stolen table useless. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

import { hashToken, newSecureToken } from '../../auth/secure-token.js';

/** Prefix of sensor ingest secrets, so secret scanners and people recognise a leaked one. */
export const SENSOR_SECRET_PREFIX = 'kss_';

/** A fresh 256-bit ingest secret and the SHA-256 that is stored in its place. */
export function newSensorSecret(): { secret: string; secretHash: string } {
  const secret = `${SENSOR_SECRET_PREFIX}${newSecureToken()}`;
  return { secret, secretHash: hashSensorSecret(secret) };
}

/** The stored form of a secret (what ingest compares against). */
export function hashSensorSecret(secret: string): string {
  return hashToken(secret);
}

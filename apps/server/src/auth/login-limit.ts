import type { Pool } from '../db/database.js';
import { release, reserve, type RateRule } from './rate-limit.js';

const WINDOW_SECONDS = 15 * 60;
/** Password attempts one address may make on one account per window. */
export const ATTEMPTS_PER_ADDRESS = 10;
/** Distinct addresses that may try one account per window (a distributed attack's ceiling). */
export const ADDRESSES_PER_ACCOUNT = 10;

/** A counted attempt; a right password gives its count back, so only wrong ones add up. */
export interface LoginAttempt {
  succeeded(): Promise<void>;
}

/**
 * Reserves one password attempt BEFORE the password is verified, counting and deciding in one statement
 * (see `reserve`): of 120 simultaneous wrong passwords from one address, 10 are verified.
 * - Per (account, address): 10 attempts a window. A right password gives its attempt back.
 * - Per account: 10 distinct addresses a window, counted the first time each address tries. An address
 *   that already tried is never refused by this ceiling, so a flood from one address (or ten) cannot lock
 *   the owner out of an address they already signed in from, and one address alone never reaches it.
 * Throws RATE_LIMITED, with nothing counted, when either limit is reached.
 */
export async function reserveLoginAttempt(pool: Pool, email: string, ip: string, now = new Date()): Promise<LoginAttempt> {
  const address: RateRule = { bucket: `login:${email}:${ip}`, limit: ATTEMPTS_PER_ADDRESS, windowSeconds: WINDOW_SECONDS };
  const account: RateRule = { bucket: `login-addresses:${email}`, limit: ADDRESSES_PER_ACCOUNT, windowSeconds: WINDOW_SECONDS };
  await reserve(
    pool,
    async (reserver) => {
      await reserver.take(address);
      if (await reserver.firstTime(`login-address-seen:${email}:${ip}`, WINDOW_SECONDS)) await reserver.take(account);
    },
    now,
  );
  return { succeeded: () => release(pool, address, now) };
}

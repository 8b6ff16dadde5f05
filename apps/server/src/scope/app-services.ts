import type { Config } from '../config.js';
import type { Pool } from '../db/database.js';
import type { Mailer } from '../mail/mailer.js';

/**
 * The server's own services, for the few service functions that need more than the scope: short system
 * transactions of their own (sign-in, rate limits, work across clients), the configuration, the mailer.
 * No transport in it: the GraphQL context carries it, and so could a job.
 */
export interface AppServices {
  config: Config;
  pool: Pool;
  mailer: Mailer;
}

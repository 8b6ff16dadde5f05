import type { Config } from '../config.js';
import type { Pool } from '../db/database.js';
import type { Mailer } from '../mail/mailer.js';
import type { BackgroundTasks } from '../jobs/background-tasks.js';
import type { ScopeLog } from './scope.js';

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

/**
 * What system work (the recurring jobs, ingest) is given instead of a request: the server's services,
 * the server's logger (its system scopes log there) and, for work started after a commit that nobody
 * awaits (alert e-mails after an ingest batch), where it is kept so a shutdown waits for it. Each step of
 * such work runs in a system scope of its own (`withSystemScope(system.pool, system.log, …)`).
 */
export interface SystemServices extends AppServices {
  log: ScopeLog;
  background?: BackgroundTasks;
}

/** What one tick of a recurring job takes: the system's services and the clock it runs at (now by default). */
export interface SystemTick {
  system: SystemServices;
  now?: Date;
}

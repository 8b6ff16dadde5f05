import type { Config } from '../config.js';
import type { Db, Pool } from '../db/database.js';
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
  /** Who else takes an alert on (the escalation chains); absent, the alert e-mails are all there is. */
  alertHandover?: AlertHandover;
}

/**
 * The escalation chains' two hooks into the alert notices (features/reach/alert-handover.service.ts),
 * handed to the alerts feature by server.ts: reach reads alerts, so alerts importing reach would make
 * the two features a cycle.
 */
export interface AlertHandover {
  /** Whether the alerts feature's own e-mail for this alert stands aside because a chain sends it. */
  chainSendsEmail(db: Db, alert: { clientId: string; locationId: string; alertId: string; escalation: boolean }): Promise<boolean>;
  /** The engine raised these alerts (its transaction committed): their chains' first steps go out now. */
  startAlertChains(input: { system: SystemServices; alertIds: string[] }): Promise<void>;
}

/** What one tick of a recurring job takes: the system's services and the clock it runs at (now by default). */
export interface SystemTick {
  system: SystemServices;
  now?: Date;
}

import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { SystemServices } from '../../scope/app-services.js';
import { runEscalations } from './escalation-runner.js';

/** The engine raised these alerts (its transaction committed): their chains' first steps go out now. */
export async function startAlertChains({ system, alertIds }: { system: SystemServices; alertIds: string[] }): Promise<void> {
  if (alertIds.length > 0) await runEscalations({ system, alertIds });
}

/**
 * Whether features/alerts' own alert e-mails stand aside for this alert: a location (or client) with a
 * saved escalation chain sends its e-mails from the chain; the built-in default chain leaves e-mail to
 * them (docs/decisions/0160). The 30-minute escalation e-mail also stands aside once someone acknowledged
 * the alert (`escalation`).
 */
export async function chainSendsEmail(
  db: Db,
  { clientId, locationId, alertId, escalation }: { clientId: string; locationId: string; alertId: string; escalation: boolean },
): Promise<boolean> {
  const result = await db.execute<{ saved: boolean; acknowledged: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM escalation_chains c WHERE c.client_id = ${clientId} AND (c.location_id = ${locationId} OR c.location_id IS NULL)) AS saved,
      EXISTS (SELECT 1 FROM alert_escalations e WHERE e.alert_id = ${alertId} AND e.state = 'ACKNOWLEDGED') AS acknowledged`);
  const row = result.rows[0];
  return !!row && (row.saved || (escalation && row.acknowledged));
}

import type { AuditSubject } from '@ks/domain';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { isUuid } from '../../db/ids.js';
import { auditEvents } from '../../db/schema/index.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { visibleLocationIds } from '../../scope/visible-locations.js';

export type AuditEventRow = typeof auditEvents.$inferSelect;

/** One history row to append; `before`/`after` hold only the fields that matter (null: created/removed). */
export interface NewAuditEvent {
  clientId: string;
  locationId: string | null;
  applianceId?: string | null;
  sensorId?: string | null;
  subject: AuditSubject;
  subjectId: string | null;
  change: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  actorId: string | null;
  actorName?: string | null;
}

/**
 * Appends a history row inside the caller's transaction, for changes no trigger sees (most records are
 * audited by the database's audit_row_change trigger). Rows can never be changed or deleted.
 */
export async function appendAuditEvent({ db, event }: { db: Db; event: NewAuditEvent }): Promise<void> {
  await db.insert(auditEvents).values(event);
}

/**
 * The history of a location (every record of it) or of one appliance or sensor there, newest first.
 * A location the person cannot see answers an empty list, like a missing one.
 */
export async function auditTrail({
  scope,
  locationId,
  applianceId,
  sensorId,
  first = 100,
}: {
  scope: Scope;
  locationId: string;
  applianceId?: string | null;
  sensorId?: string | null;
  first?: number;
}): Promise<AuditEventRow[]> {
  if (!isUuid(locationId) || !(await visibleLocationIds(scope)).has(locationId)) return [];
  const conditions: SQL[] = [eq(auditEvents.clientId, tenantOf(scope).clientId), eq(auditEvents.locationId, locationId)];
  for (const [column, id] of [
    [auditEvents.applianceId, applianceId],
    [auditEvents.sensorId, sensorId],
  ] as const) {
    if (id == null) continue;
    if (!isUuid(id)) return [];
    conditions.push(eq(column, id));
  }
  const db = await scope.db();
  return db
    .select()
    .from(auditEvents)
    .where(and(...conditions))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(Math.min(Math.max(first, 1), 500));
}

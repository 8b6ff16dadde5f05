import { and, desc, eq, gte, inArray, isNotNull, notExists, sql, type SQL } from 'drizzle-orm';
import { isUuid } from '../../db/ids.js';
import { correctiveActions, tempAlerts } from '../../db/schema/index.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { visibleLocationIds } from '../../scope/visible-locations.js';

/** How far back an ended alert without a closed-out record still asks for review on the dashboard. */
export const REVIEW_WINDOW_DAYS = 90;

export type AlertReviewStatus = 'OPEN' | 'NEEDS_CORRECTIVE_ACTION' | 'AWAITING_SIGN_OFF' | 'CLOSED_OUT';

/** Where an alert stands: still open; ended and waiting for its record; recorded and waiting for sign-off; closed out. */
export function alertReviewStatus({
  alert,
  record,
}: {
  alert: { status: string };
  record: { signedOffAt: Date | null } | null;
}): AlertReviewStatus {
  if (record?.signedOffAt) return 'CLOSED_OUT';
  if (alert.status !== 'ENDED') return 'OPEN';
  return record ? 'AWAITING_SIGN_OFF' : 'NEEDS_CORRECTIVE_ACTION';
}

/**
 * ENDED alerts of the last 90 days that are not closed out (no corrective action, or one not signed off),
 * newest first: the dashboard's and equipment page's "needs review" list.
 */
export async function alertsNeedingReview({
  scope,
  locationId,
  applianceId,
  now = new Date(),
}: {
  scope: Scope;
  locationId?: string | null;
  applianceId?: string | null;
  now?: Date;
}) {
  const visible = [...(await visibleLocationIds(scope))];
  if (locationId && (!isUuid(locationId) || !visible.includes(locationId))) return [];
  if (applianceId && !isUuid(applianceId)) return [];
  const locations = locationId ? [locationId] : visible;
  if (locations.length === 0) return [];
  const db = await scope.db();
  const conditions: SQL[] = [
    eq(tempAlerts.clientId, tenantOf(scope).clientId),
    inArray(tempAlerts.locationId, locations),
    eq(tempAlerts.status, 'ENDED'),
    gte(tempAlerts.endedAt, new Date(now.getTime() - REVIEW_WINDOW_DAYS * 24 * 60 * 60_000)),
    notExists(
      db
        .select({ one: sql`1` })
        .from(correctiveActions)
        .where(and(eq(correctiveActions.alertId, tempAlerts.id), isNotNull(correctiveActions.signedOffAt))),
    ),
  ];
  if (applianceId) conditions.push(eq(tempAlerts.applianceId, applianceId));
  return db
    .select()
    .from(tempAlerts)
    .where(and(...conditions))
    .orderBy(desc(tempAlerts.endedAt))
    .limit(100);
}

import { DEFAULT_SNOOZE_MS } from '@ks/domain';
import { and, asc, count, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { tempAlerts, tempAlertStatuses, users } from '../../db/schema/index.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { notFoundError, validationError } from '../../graphql/errors.js';
import { batchLoader } from '../../scope/batch-loader.js';
import { visibleApplianceById } from '../appliances/appliances.service.js';
import { ALERT_DESCRIPTIONS } from './alert-descriptions.js';
import { isUuid } from '../../db/ids.js';
import { emptyPage, pageWindow, selectPage, type Page } from '../../db/paging.js';
import { listVisibleLocations, visibleLocationById } from '../../scope/visible-locations.js';

// The export words alert histories as the alert screens do.
export { alertHistoryText } from './alert-history-text.js';

export type TempAlertRow = typeof tempAlerts.$inferSelect;
export type TempAlertStatusRow = typeof tempAlertStatuses.$inferSelect;

export type TempAlertPage = Page<TempAlertRow>;

/** Spec §9: the equipment page asks for 10 alerts per page. */
export const APPLIANCE_ALERTS_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 100;
/** A snooze lasts at most a day: an alert must not be silenced and forgotten. */
export const MAX_SNOOZE_MS = 24 * 60 * 60_000;

export const ALERT_MESSAGES = {
  alreadyEnded: 'This alert has already ended',
  snoozeInPast: 'Snooze until must be in the future',
  snoozeTooLong: 'An alert can be snoozed for at most 24 hours',
} as const;

/** applianceAlerts: a visible appliance's alerts, newest first, in pages (an unknown or foreign id: empty). */
export async function applianceAlerts({
  scope,
  applianceId,
  first,
  page,
}: {
  scope: Scope;
  applianceId: string;
  first?: number | null;
  page?: number | null;
}): Promise<TempAlertPage> {
  const window = pageWindow(page, first, { defaultSize: APPLIANCE_ALERTS_PAGE_SIZE, maxSize: MAX_PAGE_SIZE });
  const appliance = await visibleApplianceById({ scope, id: applianceId });
  if (!appliance) return emptyPage(window);
  const where = and(eq(tempAlerts.clientId, tenantOf(scope).clientId), eq(tempAlerts.applianceId, appliance.id));
  return selectPage(await scope.db(), tempAlerts, where, [desc(tempAlerts.startedAt), desc(tempAlerts.id)], window);
}

/** locationTempAlerts: a visible location's open alerts (and those ended after `since`), newest first. */
export async function locationTempAlerts({
  scope,
  locationId,
  since,
}: {
  scope: Scope;
  locationId: string;
  since?: Date | null;
}): Promise<TempAlertRow[]> {
  const location = await visibleLocationById({ scope, id: locationId });
  if (!location) return [];
  const db = await scope.db();
  const open = isNull(tempAlerts.endedAt);
  return db
    .select()
    .from(tempAlerts)
    .where(
      and(
        eq(tempAlerts.clientId, tenantOf(scope).clientId),
        eq(tempAlerts.locationId, location.id),
        since ? or(open, gt(tempAlerts.endedAt, since)) : open,
      ),
    )
    .orderBy(desc(tempAlerts.startedAt))
    .limit(500);
}

const openAlertsByAppliance = batchLoader<string, TempAlertRow>(async (scope, applianceIds) => {
  const db = await scope.db();
  const rows = await db
    .select()
    .from(tempAlerts)
    .where(
      and(eq(tempAlerts.clientId, tenantOf(scope).clientId), inArray(tempAlerts.applianceId, applianceIds), isNull(tempAlerts.endedAt)),
    );
  return new Map(rows.map((row) => [row.applianceId, row]));
});

/** The open alert of an appliance already known to be visible (its `currentAlert`). */
export async function currentAlertOf({ scope, applianceId }: { scope: Scope; applianceId: string }): Promise<TempAlertRow | null> {
  return (await openAlertsByAppliance.load(scope, applianceId)) ?? null;
}

const openCountsByLocation = batchLoader<string, number>(async (scope, locationIds) => {
  const db = await scope.db();
  const rows = await db
    .select({ locationId: tempAlerts.locationId, n: count() })
    .from(tempAlerts)
    .where(and(eq(tempAlerts.clientId, tenantOf(scope).clientId), inArray(tempAlerts.locationId, locationIds), isNull(tempAlerts.endedAt)))
    .groupBy(tempAlerts.locationId);
  return new Map(rows.map((row) => [row.locationId, Number(row.n)]));
});

/** Open alerts of a location already known to be visible (its summary's tempAlertsCount). */
export async function tempAlertsCountOf({ scope, locationId }: { scope: Scope; locationId: string }): Promise<number> {
  return (await openCountsByLocation.load(scope, locationId)) ?? 0;
}

const historyByAlert = batchLoader<string, TempAlertStatusRow[]>(async (scope, alertIds) => {
  const db = await scope.db();
  const rows = await db
    .select()
    .from(tempAlertStatuses)
    .where(and(eq(tempAlertStatuses.clientId, tenantOf(scope).clientId), inArray(tempAlertStatuses.alertId, alertIds)))
    // In the order the changes were made (an engine entry carries the reading's time, a person's the clock's).
    .orderBy(asc(tempAlertStatuses.createdAt), asc(tempAlertStatuses.time));
  const grouped = new Map<string, TempAlertStatusRow[]>();
  for (const row of rows) grouped.set(row.alertId, [...(grouped.get(row.alertId) ?? []), row]);
  return grouped;
});

/** statusHistory of an alert already known to be visible, in the order the changes happened. */
export async function statusHistoryOf({ scope, alertId }: { scope: Scope; alertId: string }): Promise<TempAlertStatusRow[]> {
  return (await historyByAlert.load(scope, alertId)) ?? [];
}

export interface AlertPerson {
  id: string;
  displayName: string;
}

const peopleById = batchLoader<string, AlertPerson>(async (scope, ids) => {
  const db = await scope.db();
  const rows = await db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, nickname: users.nickname })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((u) => [u.id, { id: u.id, displayName: u.nickname || `${u.firstname} ${u.lastname}` }]));
});

/** The person responsible for an alert (who snoozed it last). */
export async function personOf({ scope, userId }: { scope: Scope; userId: string | null }): Promise<AlertPerson | null> {
  return userId ? ((await peopleById.load(scope, userId)) ?? null) : null;
}

/** An alert of the viewer's client whose location they can see, or null. */
async function visibleAlert(scope: Scope, id: string, lock: boolean): Promise<TempAlertRow | null> {
  if (!isUuid(id)) return null;
  const db = await scope.db();
  const query = db
    .select()
    .from(tempAlerts)
    .where(and(eq(tempAlerts.id, id), eq(tempAlerts.clientId, tenantOf(scope).clientId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return null;
  return (await visibleLocationById({ scope, id: row.locationId })) ? row : null;
}

/**
 * snoozeTempAlert: silences an open alert's notifications until `until` (default one hour) and makes the
 * viewer responsible. If the appliance is still out of range when it runs out, the engine sets the alert
 * back to DETECTED. Snoozing again moves the end.
 */
export async function snoozeTempAlert({
  scope,
  signInEmail,
  id,
  until,
  now = new Date(),
}: {
  scope: Scope;
  /** The viewer's e-mail (from the verified token): the history names it when no profile name can be read. */
  signInEmail: string;
  id: string;
  until?: Date | null;
  now?: Date;
}): Promise<TempAlertRow> {
  const end = until ?? new Date(now.getTime() + DEFAULT_SNOOZE_MS);
  if (end <= now) throw validationError(ALERT_MESSAGES.snoozeInPast, 'until');
  if (end.getTime() - now.getTime() > MAX_SNOOZE_MS) throw validationError(ALERT_MESSAGES.snoozeTooLong, 'until');
  const found = await visibleAlert(scope, id, false);
  if (!found) throw notFoundError('Alert');
  const db = await scope.db();
  // The engine changes alerts under the appliance's state lock; take the same lock, then re-read.
  await db.execute(sql`SELECT 1 FROM appliance_alert_states WHERE appliance_id = ${found.applianceId} FOR UPDATE`);
  const alert = await visibleAlert(scope, id, true);
  if (!alert) throw notFoundError('Alert');
  if (alert.endedAt) throw validationError(ALERT_MESSAGES.alreadyEnded, 'id');
  const viewer = tenantOf(scope);
  const person = await personOf({ scope, userId: viewer.userId });
  const [updated] = await db
    .update(tempAlerts)
    .set({ status: 'SNOOZED', snoozedUntil: end, responsibleUserId: viewer.userId, updatedAt: now })
    .where(eq(tempAlerts.id, alert.id))
    .returning();
  await db.insert(tempAlertStatuses).values({
    clientId: viewer.clientId,
    alertId: alert.id,
    time: now,
    statusCode: 'SNOOZED',
    description: ALERT_DESCRIPTIONS.snoozed(person?.displayName ?? signInEmail, Math.round((end.getTime() - now.getTime()) / 60_000)),
    userId: viewer.userId,
  });
  historyByAlert.clear(scope);
  openAlertsByAppliance.clear(scope);
  if (!updated) throw new Error('alert update returned nothing');
  return updated;
}

/** Open alerts of the viewer's visible locations (the dashboard), newest first. */
export async function openAlertsOfVisibleLocations({ scope }: { scope: Scope }): Promise<TempAlertRow[]> {
  const locationIds = (await listVisibleLocations({ scope })).map((l) => l.id);
  if (locationIds.length === 0) return [];
  const db = await scope.db();
  const conditions: SQL[] = [
    eq(tempAlerts.clientId, tenantOf(scope).clientId),
    inArray(tempAlerts.locationId, locationIds),
    isNull(tempAlerts.endedAt),
  ];
  return db
    .select()
    .from(tempAlerts)
    .where(and(...conditions))
    .orderBy(desc(tempAlerts.startedAt))
    .limit(500);
}

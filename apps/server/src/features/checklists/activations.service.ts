import { localDateOf, ScheduleError } from '@ks/domain';
import { occurrencesBetween } from '@ks/domain/recurrence';
import { and, asc, eq, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { locations, questActivations, questLocations, quests, questSubmissions } from '../../db/schema/index.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { notFoundError } from '../../graphql/errors.js';
import { isUuid } from '../../db/ids.js';
import { visibleLocationIds, visibleLocations } from '../../scope/visible-locations.js';
import type { ClientBatch } from '../../scope/client-read.js';

export type ActivationRow = typeof questActivations.$inferSelect;

/** How far ahead windows are generated, and when a (quest, location) pair needs topping up. */
export const GENERATE_AHEAD_MS = 48 * 60 * 60_000;
const TOP_UP_BEFORE_MS = 24 * 60 * 60_000;
/** Windows missed while no job ran (a restart) are still recorded, up to this far back. */
const CATCH_UP_MS = 24 * 60 * 60_000;
/** (quest, location) pairs handled per transaction. */
export const GENERATION_BATCH = 500;

export interface GenerationScope {
  questId?: string;
  locationId?: string;
  /** Ignore `generated_until` (right after activation). */
  force?: boolean;
}

/**
 * Creates the activation windows of active quests for the next 48 hours, per location and in its
 * timezone. Safe to run from several processes at once: the pairs are claimed with
 * `FOR UPDATE SKIP LOCKED`, and a window is unique per (quest, location, start). Works on a system
 * scope (the job) as well as a tenant one (RLS keeps it to the tenant); `only` narrows it. Handles at most
 * GENERATION_BATCH pairs per call; returns the windows created and the pairs handled.
 */
export async function generateActivations({
  scope,
  now,
  only = {},
}: {
  scope: Scope;
  now: Date;
  only?: GenerationScope;
}): Promise<{ created: number; pairs: number }> {
  const db = await scope.db();
  const horizon = new Date(now.getTime() + GENERATE_AHEAD_MS);
  const conditions = [
    eq(quests.active, true),
    isNull(quests.deletedAt),
    eq(quests.kind, 'QUEST'),
    sql`${quests.rrule} is not null`,
    // Paused at this location only (a Location Manager's per-location pause): no windows there.
    isNull(questLocations.pausedAt),
  ];
  if (only.questId) conditions.push(eq(questLocations.questId, only.questId));
  if (only.locationId) conditions.push(eq(questLocations.locationId, only.locationId));
  if (!only.force) {
    conditions.push(
      sql`(${questLocations.generatedUntil} is null or ${questLocations.generatedUntil} < ${new Date(now.getTime() + TOP_UP_BEFORE_MS)})`,
    );
  }
  const pairs = await db
    .select({
      clientId: questLocations.clientId,
      questId: questLocations.questId,
      locationId: questLocations.locationId,
      rrule: quests.rrule,
      durationMin: quests.durationMin,
      activatedAt: quests.activatedAt,
      timezone: locations.timezone,
    })
    .from(questLocations)
    .innerJoin(quests, eq(quests.id, questLocations.questId))
    .innerJoin(locations, eq(locations.id, questLocations.locationId))
    .where(and(...conditions))
    .limit(GENERATION_BATCH)
    .for('update', { of: questLocations, skipLocked: true });

  let created = 0;
  for (const pair of pairs) {
    const from = new Date(Math.max(pair.activatedAt?.getTime() ?? now.getTime(), now.getTime() - CATCH_UP_MS));
    let windows: ReturnType<typeof occurrencesBetween> = [];
    try {
      windows = occurrencesBetween({ rrule: pair.rrule ?? '', durationMin: pair.durationMin }, pair.timezone, from, horizon);
    } catch (error) {
      // A schedule is validated when saved; a bad one (or timezone) must not stop the other quests.
      if (!(error instanceof ScheduleError) && !(error instanceof RangeError)) throw error;
    }
    if (windows.length > 0) {
      const inserted = await db
        .insert(questActivations)
        .values(
          windows.map((window) => ({
            clientId: pair.clientId,
            questId: pair.questId,
            locationId: pair.locationId,
            startsAt: window.start,
            endsAt: window.end,
            localDate: window.localDate,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: questActivations.id });
      created += inserted.length;
    }
    await db
      .update(questLocations)
      .set({ generatedUntil: horizon })
      .where(and(eq(questLocations.questId, pair.questId), eq(questLocations.locationId, pair.locationId)));
  }
  return { created, pairs: pairs.length };
}

/**
 * Closes every window that ended unfinished: it is missed and scores 0 (PRODUCT.md). One statement, so
 * concurrent runs simply find nothing left to close. Returns how many were closed.
 */
export async function closeMissedActivations({
  scope,
  now,
  only = {},
}: {
  scope: Scope;
  now: Date;
  only?: { locationId?: string };
}): Promise<number> {
  const db = await scope.db();
  const conditions = [lte(questActivations.endsAt, now), ne(questActivations.progress, 'FINISHED'), isNull(questActivations.missedAt)];
  if (only.locationId) conditions.push(eq(questActivations.locationId, only.locationId));
  const closed = await db
    .update(questActivations)
    .set({ missedAt: now, score: 0 })
    .where(and(...conditions))
    .returning({ id: questActivations.id });
  return closed.length;
}

/**
 * Switching a quest off removes the windows nobody has started and that have not ended (a current one
 * included), so they are not counted as missed; started ones may still be finished.
 */
export async function dropUnstartedActivations({
  db,
  clientId,
  questId,
  locationId,
  now,
}: {
  db: Db;
  clientId: string;
  questId: string;
  /** Only at this location (a per-location pause); every location when left out. */
  locationId?: string;
  now: Date;
}): Promise<void> {
  await db
    .delete(questActivations)
    .where(
      and(
        eq(questActivations.clientId, clientId),
        eq(questActivations.questId, questId),
        ...(locationId ? [eq(questActivations.locationId, locationId)] : []),
        eq(questActivations.progress, 'PENDING'),
        gt(questActivations.endsAt, now),
        sql`not exists (select 1 from ${questSubmissions} s where s.activation_id = ${questActivations.id})`,
      ),
    );
  await db
    .update(questLocations)
    .set({ generatedUntil: null })
    .where(and(eq(questLocations.clientId, clientId), eq(questLocations.questId, questId)));
}

/** An activation at a location the viewer sees, or null; `lock` holds it for the rest of the request. */
export async function activationForViewer({
  scope,
  id,
  lock = false,
}: {
  scope: Scope;
  id: string;
  lock?: boolean;
}): Promise<ActivationRow | null> {
  if (!isUuid(id)) return null;
  const { clientId } = tenantOf(scope);
  const visible = await visibleLocationIds(scope);
  const db = await scope.db();
  const query = db
    .select()
    .from(questActivations)
    .where(and(eq(questActivations.id, id), eq(questActivations.clientId, clientId)));
  const [row] = lock ? await query.for('update') : await query;
  return row && visible.has(row.locationId) ? row : null;
}

/** Activations by id (already known to be the viewer's), for nested fields. */
export async function activationsByIds({ db, clientId, ids }: ClientBatch<'ids'>): Promise<Map<string, ActivationRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(questActivations)
    .where(and(eq(questActivations.clientId, clientId), inArray(questActivations.id, ids)));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Today's activations at one of the viewer's locations (its local date), missed and finished ones
 * included. Windows are topped up and closed first, so the list is right even if the job is late.
 */
export async function todayActivations({ scope, locationId, now = new Date() }: { scope: Scope; locationId: string; now?: Date }) {
  const location = (await visibleLocations(scope)).find((item) => item.id === locationId);
  if (!location) throw notFoundError('Location');
  const { clientId } = tenantOf(scope);
  const db = await scope.db();
  await generateActivations({ scope, now, only: { locationId } });
  await closeMissedActivations({ scope, now, only: { locationId } });
  return db
    .select()
    .from(questActivations)
    .innerJoin(quests, eq(quests.id, questActivations.questId))
    .where(
      and(
        eq(questActivations.clientId, clientId),
        eq(questActivations.locationId, locationId),
        eq(questActivations.localDate, localDateOf(now, location.timezone)),
        isNull(quests.deletedAt),
      ),
    )
    .orderBy(asc(questActivations.startsAt), asc(quests.name))
    .then((rows) => rows.map((row) => row.quest_activations));
}

/** Today's activations of one quest at each of the viewer's locations (each location's local date). */
export async function todayActivationsOfQuest({ scope, questId, now = new Date() }: { scope: Scope; questId: string; now?: Date }) {
  const { clientId } = tenantOf(scope);
  const visible = await visibleLocations(scope);
  if (visible.length === 0) return [];
  const db = await scope.db();
  const rows = await db
    .select()
    .from(questActivations)
    .where(
      and(
        eq(questActivations.clientId, clientId),
        eq(questActivations.questId, questId),
        inArray(
          questActivations.locationId,
          visible.map((location) => location.id),
        ),
        gt(questActivations.endsAt, new Date(now.getTime() - 86_400_000)),
        lte(questActivations.startsAt, new Date(now.getTime() + 86_400_000)),
      ),
    )
    .orderBy(asc(questActivations.startsAt));
  const timezones = new Map(visible.map((location) => [location.id, location.timezone]));
  return rows.filter((row) => row.localDate === localDateOf(now, timezones.get(row.locationId) ?? 'UTC'));
}

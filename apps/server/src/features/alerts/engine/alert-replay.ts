import {
  EMPTY_FOOD_CLOCK,
  foodClockOf,
  INITIAL_STATE,
  worseFoodSafeness,
  type AlertPolicy,
  type ApplianceState,
  type FoodClock,
  type Reading,
} from '@ks/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { ALERT_DESCRIPTIONS } from '../alert-descriptions.js';
import { openAlertOf, runReadings, type AlertRecord, type RunResult } from './alert-run.js';
import { alertsSince, domainStateOf, readingsAfter, sinceAttachment, type EngineTarget, type StoredState } from './alert-store.js';
import { inServiceOnly, serviceHoursTest, spanOf } from './service-hours-filter.js';
import { asDateOrNull } from '../../../db/timestamps.js';

/** How far back a late reading may reach and still change alerts (older ones are stored, nothing more). */
export const LATE_REPLAY_HORIZON_MS = 7 * 24 * 60 * 60_000;
/** How far before the oldest late reading the replay looks for a calm reading to start from. */
const ANCHOR_SEARCH_MS = 2 * 24 * 60 * 60_000;

/** The batch's clock before `counted` was added to it (what it held at the replay's anchor). */
function clockWithout(total: FoodClock, counted: FoodClock): FoodClock {
  return {
    dangerMs: Math.max(0, total.dangerMs - counted.dangerMs),
    unknownMs: Math.max(0, total.unknownMs - counted.unknownMs),
    excursions: Math.max(0, total.excursions - counted.excursions),
  };
}

/**
 * The latest calm reading before `before`: inside the zone, not one of the late ones, and not covered by
 * any alert of the appliance. From a calm reading the engine's future depends only on later readings, so
 * a replay can start there with a clean state.
 */
async function calmAnchor(db: Db, target: EngineTarget, before: Date, lateTimes: string[]): Promise<Date | null> {
  const result = await db.execute<{ time: Date }>(sql`
    SELECT r.time FROM sensor_readings r
    WHERE r.sensor_id = ${target.sensorId}
      AND r.time < ${before.toISOString()}::timestamptz AND r.time >= ${new Date(before.getTime() - ANCHOR_SEARCH_MS).toISOString()}::timestamptz
      AND (${target.safeMinC}::float8 IS NULL OR r.temperature >= ${target.safeMinC}::float8)
      AND (${target.safeMaxC}::float8 IS NULL OR r.temperature <= ${target.safeMaxC}::float8)
      AND r.time <> ALL(${sql.param(lateTimes)}::timestamptz[])
      AND NOT EXISTS (SELECT 1 FROM temp_alerts a WHERE a.appliance_id = ${target.applianceId}
        AND a.started_at <= r.time AND (a.ended_at IS NULL OR a.ended_at > r.time))
    ORDER BY r.time DESC LIMIT 1`);
  return asDateOrNull(result.rows[0]?.time);
}

const overlaps = (a: AlertRecord, b: AlertRecord) =>
  a.startedAt.getTime() <= (b.endedAt?.getTime() ?? Infinity) && b.startedAt.getTime() <= (a.endedAt?.getTime() ?? Infinity);

/** Folds what the replay learnt about an episode into an existing alert row (never shortening it). */
function merge(into: AlertRecord, from: AlertRecord) {
  if (from.startedAt < into.startedAt) into.startedAt = from.startedAt;
  if (from.severity === 'HIGH') into.severity = 'HIGH';
  into.worstFoodSafeness = worseFoodSafeness(into.worstFoodSafeness, from.worstFoodSafeness);
  if (from.extremeTemperature !== null) {
    const further = into.reason === 'APPLIANCE_TOO_WARM' ? Math.max : Math.min;
    into.extremeTemperature =
      into.extremeTemperature === null ? from.extremeTemperature : further(into.extremeTemperature, from.extremeTemperature);
  }
}

/**
 * The alerts after a replay: the open alert takes the replay's (or ends, disproved), the replay's ended
 * episodes are matched with the stored ones (merged) or recorded as new, unannounced alerts.
 */
function reconcile({
  open,
  replayed,
  known,
  stored,
  now,
}: {
  open: AlertRecord | null;
  replayed: RunResult;
  known: AlertRecord[];
  stored: StoredState;
  now: Date;
}): { touched: AlertRecord[]; resultOpen: AlertRecord | null } {
  const replayOpen = replayed.records.find((r) => r.status !== 'ENDED') ?? null;
  const closed = replayed.records.filter((r) => r.status === 'ENDED');
  const touched: AlertRecord[] = [];
  let resultOpen: AlertRecord | null = null;

  if (open && replayOpen) {
    merge(open, replayOpen);
    open.inZoneSince = replayOpen.inZoneSince;
    open.estimatedFoodSpoilageAt = replayOpen.estimatedFoodSpoilageAt;
    resultOpen = open;
    touched.push(open);
  } else if (replayOpen) {
    resultOpen = replayOpen;
    touched.push(replayOpen);
  } else if (open) {
    endDisproved(open, closed, stored, now);
    touched.push(open);
  }
  for (const episode of closed) {
    const existing = known.find((k) => k.status === 'ENDED' && k.reason === episode.reason && overlaps(k, episode));
    if (existing) {
      merge(existing, episode);
      touched.push(existing);
    } else {
      episode.notify = null;
      touched.push(episode);
    }
  }
  return { touched, resultOpen };
}

/** An open alert the late readings disprove ends, when its episode of the replay ended (or the last reading). */
function endDisproved(open: AlertRecord, closed: AlertRecord[], stored: StoredState, now: Date): void {
  const episode = closed.find((c) => overlaps(c, open));
  if (episode) closed.splice(closed.indexOf(episode), 1);
  open.status = 'ENDED';
  open.endedAt = episode?.endedAt ?? stored.lastReadingAt ?? now;
  open.snoozedUntil = null;
  open.estimatedFoodSpoilageAt = null;
  open.history.push({ time: now, statusCode: 'ENDED', description: ALERT_DESCRIPTIONS.endedByLateReadings, userId: null });
}

/**
 * Late readings (older than the last one applied): the engine replays the appliance's history from the
 * latest calm reading before them, with them in place, and reconciles the alerts with what was stored.
 * The open alert keeps its id, status, snooze and responsible person; episodes the late readings reveal
 * are recorded as ended alerts (nobody is e-mailed about the past); an open alert the late readings
 * disprove ends. The food batch's clock is replayed too: the replay starts from what the clock held at the
 * anchor (the stored clock minus what the readings already applied after it had counted).
 */
export async function replayLateReadings(options: {
  db: Db;
  target: EngineTarget;
  stored: StoredState;
  open: AlertRecord | null;
  late: Reading[];
  fresh: Reading[];
  policy: AlertPolicy;
  now: Date;
}): Promise<RunResult> {
  const { db, target, stored, open, policy, now } = options;
  const oldest = options.late.reduce((min, r) => (r.time < min ? r.time : min), options.late[0]!.time); // late is non-empty
  const current: ApplianceState = domainStateOf(stored, open);
  if (oldest.getTime() < now.getTime() - LATE_REPLAY_HORIZON_MS) {
    return runReadings({ state: current, open, readings: options.fresh, policy, now });
  }

  const lateKeys = new Set(options.late.map((r) => r.time.getTime()));
  const anchor = await calmAnchor(
    db,
    target,
    oldest,
    options.late.map((r) => r.time.toISOString()),
  );
  const from = anchor ?? new Date(oldest.getTime() - ANCHOR_SEARCH_MS);
  const storedWindow =
    (await readingsAfter(db, [{ sensorId: target.sensorId, after: new Date(from.getTime() - (anchor ? 1 : 0)) }], 100_000)).get(
      target.sensorId,
    ) ?? [];
  const attached = sinceAttachment(target, storedWindow);
  const span = spanOf(attached, now);
  const window = inServiceOnly(serviceHoursTest(target, span.fromMs, span.toMs), attached);
  const seenBefore = window.filter(
    (r) => !lateKeys.has(r.time.getTime()) && stored.lastReadingAt !== null && r.time <= stored.lastReadingAt,
  );
  const countedBefore = policy.dangerZone
    ? foodClockOf(seenBefore, policy.dangerZone, policy.maxGapMs, stored.batchStartedAt)
    : EMPTY_FOOD_CLOCK;
  const calm: ApplianceState = { ...INITIAL_STATE, batchStartedAt: stored.batchStartedAt, food: clockWithout(current.food, countedBefore) };
  const replayed = runReadings({ state: calm, open: null, readings: window, policy, now });

  const known = await alertsSince(db, target.applianceId, from);
  const { touched, resultOpen } = reconcile({ open, replayed, known, stored, now });
  // Written oldest first, so history and ids read naturally; the open alert (if any) last.
  touched.sort((a, b) => (a === resultOpen ? 1 : b === resultOpen ? -1 : a.startedAt.getTime() - b.startedAt.getTime()));
  return { state: { ...replayed.state, alert: openAlertOf(resultOpen) }, records: touched, stages: replayed.stages };
}

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
import type { Db } from '../../db/database.js';
import { ALERT_DESCRIPTIONS, openAlertOf, runReadings, type AlertRecord, type RunResult } from './alert-run.js';
import { domainStateOf, type EngineTarget, type StoredState } from './alert-store.js';
import { loadReplayContexts, type ReplayContext } from './alert-replay-load.js';

/** How far back a late reading may reach and still change alerts (older ones are stored, nothing more). */
export const LATE_REPLAY_HORIZON_MS = 7 * 24 * 60 * 60_000;
/** The batch's clock before `counted` was added to it (what it held at the replay's anchor). */
function clockWithout(total: FoodClock, counted: FoodClock): FoodClock {
  return {
    dangerMs: Math.max(0, total.dangerMs - counted.dangerMs),
    unknownMs: Math.max(0, total.unknownMs - counted.unknownMs),
    excursions: Math.max(0, total.excursions - counted.excursions),
  };
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

export interface ReplayItem {
  target: EngineTarget;
  stored: StoredState;
  open: AlertRecord | null;
  late: Reading[];
  fresh: Reading[];
  policy: AlertPolicy;
}

/**
 * Late readings (older than the last one applied): the engine replays the appliance's history from the
 * latest calm reading before them, with them in place, and reconciles the alerts with what was stored.
 * The open alert keeps its id, status, snooze and responsible person; episodes the late readings reveal
 * are recorded as ended alerts (nobody is e-mailed about the past); an open alert the late readings
 * disprove ends. The food batch's clock is replayed too: the replay starts from what the clock held at the
 * anchor (the stored clock minus what the readings already applied after it had counted). For several
 * appliances (each once), their reads made together (loadReplayContexts: three statements in all instead
 * of three per appliance); the results in the order of `items`.
 */
export async function replayLateReadingsAll(db: Db, items: ReplayItem[], now: Date): Promise<RunResult[]> {
  const oldestOf = (late: Reading[]) => late.reduce((min, r) => (r.time < min ? r.time : min), late[0]!.time); // late is non-empty
  const replayed = items.filter((item) => oldestOf(item.late).getTime() >= now.getTime() - LATE_REPLAY_HORIZON_MS);
  const contexts = await loadReplayContexts(
    db,
    replayed.map((item) => ({ target: item.target, oldest: oldestOf(item.late), lateTimes: item.late.map((r) => r.time) })),
  );
  const contextOf = new Map(replayed.map((item, k) => [item, contexts[k]!]));
  return items.map((item) => {
    const context = contextOf.get(item);
    // Older than the horizon: stored, nothing more; the fresh readings apply as usual.
    if (!context)
      return runReadings({ state: domainStateOf(item.stored, item.open), open: item.open, readings: item.fresh, policy: item.policy, now });
    return replayWith({ ...item, now }, context);
  });
}

/** One appliance's replay over what loadReplayContexts read for it. */
function replayWith(options: ReplayItem & { now: Date }, context: ReplayContext): RunResult {
  const { stored, open, policy, now } = options;
  const current: ApplianceState = domainStateOf(stored, open);
  const lateKeys = new Set(options.late.map((r) => r.time.getTime()));
  const { window, known } = context;
  const seenBefore = window.filter(
    (r) => !lateKeys.has(r.time.getTime()) && stored.lastReadingAt !== null && r.time <= stored.lastReadingAt,
  );
  const countedBefore = policy.dangerZone
    ? foodClockOf(seenBefore, policy.dangerZone, policy.maxGapMs, stored.batchStartedAt)
    : EMPTY_FOOD_CLOCK;
  const calm: ApplianceState = { ...INITIAL_STATE, batchStartedAt: stored.batchStartedAt, food: clockWithout(current.food, countedBefore) };
  const replayed = runReadings({ state: calm, open: null, readings: window, policy, now });

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
    const episode = closed.find((c) => overlaps(c, open));
    if (episode) closed.splice(closed.indexOf(episode), 1);
    open.status = 'ENDED';
    open.endedAt = episode?.endedAt ?? stored.lastReadingAt ?? now;
    open.snoozedUntil = null;
    open.estimatedFoodSpoilageAt = null;
    open.history.push({ time: now, statusCode: 'ENDED', description: ALERT_DESCRIPTIONS.endedByLateReadings, userId: null });
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
  // Written oldest first, so history and ids read naturally; the open alert (if any) last.
  touched.sort((a, b) => (a === resultOpen ? 1 : b === resultOpen ? -1 : a.startedAt.getTime() - b.startedAt.getTime()));
  return { state: { ...replayed.state, alert: openAlertOf(resultOpen) }, records: touched, stages: replayed.stages };
}

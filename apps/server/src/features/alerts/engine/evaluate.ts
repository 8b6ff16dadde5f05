import type { Db } from '../../../db/database.js';
import { runReadings, type AlertRecord } from './alert-run.js';
import { replayLateReadings } from './alert-replay.js';
import { outOfServiceRun } from './out-of-service.js';
import { appliancesWithCalmLateReadings } from './alert-late-calm.js';
import type { EngineInput } from './alert-load.js';
import { liveEventsOfRun } from '../../../events/engine-live-events.js';
import type { ClientEvents } from '../../../events/live-event.js';
import type { AlertNotice } from '../alert-notice.js';
import { domainStateOf, policyOf, saveAlerts, type StateWrite } from './alert-store.js';

function noticesOf(records: AlertRecord[]): AlertNotice[] {
  return records.filter((r) => r.notify && r.status !== 'ENDED').map((r) => ({ alertId: r.id, kind: r.notify! })); // filtered just above
}

/** What an engine run leaves to do: the engine states to write back, and the e-mails to send after commit. */
export interface EngineOutcome {
  states: StateWrite[];
  notices: AlertNotice[];
  /** What changed, for live screens (published after commit). */
  live: ClientEvents[];
}

/**
 * The engine over loaded, locked inputs, in the caller's (system) transaction: applies each appliance's
 * fresh readings, replays history when late readings arrived, ends snoozes by the clock, and writes
 * alerts and statusHistory. The states are left to the caller to write back (saveStates, or
 * store-and-evaluate's last statement before COMMIT).
 */
export async function evaluateInputs({ db, inputs, now }: { db: Db; inputs: EngineInput[]; now: Date }): Promise<EngineOutcome> {
  const notices: AlertNotice[] = [];
  const writes: StateWrite[] = [];
  const live: ClientEvents[] = [];
  // Late readings that change nothing (e.g. a peer instance's, interleaved with ours) need no replay.
  const calmLate = await appliancesWithCalmLateReadings(db, inputs, now);
  for (const { target, stored, open, fresh, late } of inputs) {
    const policy = policyOf(target);
    const input = { target, stored, open, fresh, late };
    const result = target.outOfService
      ? outOfServiceRun(input, now)
      : late.length > 0 && !calmLate.has(target.applianceId)
        ? await replayLateReadings({ db, target, stored, open, late, fresh, policy, now })
        : runReadings({ state: domainStateOf(stored, open), open, readings: fresh, policy, now });
    if (result.records.length > 0) await saveAlerts(db, target, result.records);
    const openRecord = result.records.find((r) => r.status !== 'ENDED') ?? null;
    writes.push({
      applianceId: target.applianceId,
      state: result.state,
      openAlertId: result.state.alert ? (openRecord?.id ?? null) : null,
      foodBatchId: stored.foodBatchId,
      stages: result.stages,
    });
    notices.push(...noticesOf(result.records));
    live.push(liveEventsOfRun({ target, fresh, late }, result));
    if (result.stages.length > 0 && stored.foodBatchId) notices.push({ foodBatchId: stored.foodBatchId, kind: 'FOOD_STAGE' });
  }
  return { states: writes, notices, live };
}

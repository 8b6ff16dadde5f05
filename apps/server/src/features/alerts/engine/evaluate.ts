import type { Db } from '../../../db/database.js';
import { runReadings, type AlertRecord } from './alert-run.js';
import { replayLateReadings } from './alert-replay.js';
import { outOfServiceRun } from './out-of-service.js';
import { inServiceOnly, serviceHoursTest, spanOf } from './service-hours-filter.js';
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
 * One appliance's run. Out of service by hand, or by its service hours at its latest reading (or now,
 * without one): the out-of-service run (no alert, an open one ends). In service: readings taken outside
 * the service hours (the night before a cabinet was switched on) are left out of the alert.
 */
async function runOne(db: Db, input: EngineInput, calmLate: ReadonlySet<string>, now: Date) {
  const { target, stored, open } = input;
  const span = spanOf([...input.fresh, ...input.late], now);
  const inService = serviceHoursTest(target, span.fromMs, span.toMs);
  const latestMs = input.fresh.length > 0 ? input.fresh.reduce((at, r) => Math.max(at, r.time.getTime()), 0) : now.getTime();
  if (target.outOfService || (inService !== null && !inService(latestMs))) return outOfServiceRun(input, now);
  const fresh = inServiceOnly(inService, input.fresh);
  const late = inServiceOnly(inService, input.late);
  const policy = policyOf(target);
  return late.length > 0 && !calmLate.has(target.applianceId)
    ? replayLateReadings({ db, target, stored, open, late, fresh, policy, now })
    : runReadings({ state: domainStateOf(stored, open), open, readings: fresh, policy, now });
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
  for (const input of inputs) {
    const { target, stored, fresh, late } = input;
    const result = await runOne(db, input, calmLate, now);
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

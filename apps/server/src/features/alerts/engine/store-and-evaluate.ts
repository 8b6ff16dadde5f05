import { isDataError, isRetryable } from '../../../db/pg-errors.js';
import { publishLive } from '../../../events/live-bus.js';
import type { ClientEvents } from '../../../events/live-event.js';
import type { SystemServices } from '../../../scope/app-services.js';
import type { AlertNotice } from '../alert-notice.js';
import { sendAlertNotices } from '../alert-notifications.service.js';
import { loadEngineInputs } from './alert-load.js';
import { saveStatesStatement } from './alert-store.js';
import { withEngineTx, type EngineTx } from './engine-transaction.js';
import { evaluateInputs, type EngineOutcome } from './evaluate.js';
import { storeReadings, type ClientReading } from './readings-writer.js';
import { storeAndLoad, type StoreAndLoadOutcome } from './store-and-load.js';

/** What became of a batch: how many readings were new, and which (request indexes) name no sensor of their client. */
export interface StoreAndEvaluateOutcome {
  stored: number;
  unknown: number[];
}

interface Committed extends StoreAndEvaluateOutcome {
  notices: AlertNotice[];
  live: ClientEvents[];
}

async function retrying<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= 3 || !isRetryable(error)) throw error;
    }
  }
}

/** The engine failed (not the readings): its transaction is rolled back and the readings stored without it. */
class EngineFailure extends Error {
  constructor(readonly reason: unknown) {
    super('alert engine failed after ingest');
  }
}

/** An error of the engine's part, unless it is one to retry (a deadlock) or one the readings themselves cause. */
const asEngineFailure = (error: unknown) => (isRetryable(error) || isDataError(error) ? error : new EngineFailure(error));

/** Store, load and evaluate: the first two round trips (a third only when appliances are seen for the first time). */
async function evaluateStored(tx: EngineTx, readings: ClientReading[], now: Date) {
  try {
    const loaded: StoreAndLoadOutcome = await storeAndLoad(tx, readings, now);
    const firstSeen = loaded.firstSeen.length > 0 ? await loadEngineInputs(tx.db, loaded.firstSeen, now) : [];
    const engine: EngineOutcome = await evaluateInputs({ db: tx.db, inputs: [...loaded.inputs, ...firstSeen], now });
    return { loaded, engine };
  } catch (error) {
    throw asEngineFailure(error);
  }
}

/**
 * Stores a batch and runs the alert engine in the same transaction: one statement stores the readings
 * and loads the engine's input (storeAndLoad), the engine runs, and its states are written back in the
 * round trip of the COMMIT: three round trips and one commit per batch. A failing engine throws
 * EngineFailure (the transaction is rolled back; the caller stores again without it).
 */
function storeWithEngineOnce(system: SystemServices, checks: string[], readings: ClientReading[], now: Date): Promise<Committed> {
  return withEngineTx(system.pool, checks, async (tx) => {
    const { loaded, engine } = await evaluateStored(tx, readings, now);
    try {
      await tx.commitWith(engine.states.length > 0 ? saveStatesStatement(engine.states) : '');
    } catch (error) {
      // Only the states' write can fail here in a way the readings alone would not.
      throw engine.states.length === 0 ? error : asEngineFailure(error);
    }
    return { stored: loaded.stored, unknown: loaded.unknown, notices: engine.notices, live: engine.live };
  });
}

/** Stores a batch without the alert engine (after it failed): the alert monitor job applies the readings later. */
function storeWithoutEngine(system: SystemServices, checks: string[], readings: ClientReading[]): Promise<Committed> {
  return withEngineTx(system.pool, checks, async (tx) => {
    const stored = await storeReadings(tx.db, readings);
    await tx.commitWith('');
    return { ...stored, notices: [], live: [] };
  });
}

/**
 * The readings and the alert engine in one transaction; should the engine fail, the readings are stored
 * without it (the alert monitor job applies them later), so an engine failure never loses a reading.
 */
async function storeWithEngine(system: SystemServices, checks: string[], readings: ClientReading[], now: Date): Promise<Committed> {
  try {
    return await retrying(() => storeWithEngineOnce(system, checks, readings, now));
  } catch (error) {
    if (!(error instanceof EngineFailure)) throw error;
    system.log.error({ err: error.reason }, 'alert engine failed after ingest; the alert monitor job will catch up');
    return retrying(() => storeWithoutEngine(system, checks, readings));
  }
}

/** Work started after the commit (already running): kept for a shutdown to wait on, where the server keeps such work. */
function afterCommit(system: SystemServices, work: Promise<unknown>): void {
  if (system.background) system.background.add(work);
  else void work;
}

/**
 * The engine's door for new readings: stores them (a repeat is ignored, a late one lands in its place,
 * latest data only moves forward) and runs the alert engine for the affected appliances, in one
 * transaction; should the engine fail, the readings are stored without it, so an engine failure never
 * loses a reading (the recurring job applies what was missed). Deadlocks are retried. After the commit,
 * without making the sender wait, the e-mails go out and live screens are told (a shutdown waits for
 * both, see server.ts). `checks` are statements without parameters (the senders' credentials) run in the
 * opening round trip: should one return no row, nothing is stored and CredentialRefused is thrown.
 */
export async function storeAndEvaluate({
  system,
  readings,
  now,
  checks = [],
}: {
  system: SystemServices;
  readings: ClientReading[];
  now: Date;
  checks?: string[];
}): Promise<StoreAndEvaluateOutcome> {
  const { stored, unknown, notices, live } = await storeWithEngine(system, checks, readings, now);
  if (notices.length > 0)
    afterCommit(
      system,
      sendAlertNotices({ system, notices }).catch((error: unknown) => system.log.error({ err: error }, 'alert notices failed')),
    );
  if (live.length > 0) afterCommit(system, publishLive(system.pool, live));
  return { stored, unknown };
}

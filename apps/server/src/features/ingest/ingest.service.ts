import { checkReading, type ReadingField } from '@ks/domain';
import {
  evaluateInputs,
  loadEngineInputs,
  saveStatesStatement,
  type AlertNotice,
  type EngineOutcome,
} from '../alerts/alert-engine.service.js';
import type { SystemServices } from '../../scope/app-services.js';
import { sendAlertNotices } from '../alerts/alert-notifications.service.js';
import { publishLive } from '../../events/live-bus.js';
import type { ClientEvents } from '../../events/live-event.js';
import { credentialCheckStatement, type IngestPrincipal } from './ingest-credentials.js';
import { CredentialRefused, withIngestTx } from './ingest-transaction.js';
import { isDataError } from './mqtt-messages.js';
import { storeReadings, type ClientReading } from './readings-writer.js';
import { storeAndLoad, type StoreAndLoadOutcome } from './store-and-load.js';
import { recordIngestBatch } from './ingest-metrics.js';

/** Why one reading of a batch was refused. */
export interface ReadingError {
  index: number;
  hwid: string | null;
  field: ReadingField;
  message: string;
}

export { CredentialRefused } from './ingest-transaction.js';

export interface IngestResult {
  received: number;
  /** Valid readings (stored now or already stored before). */
  accepted: number;
  /** Readings that were new. */
  stored: number;
  /** Valid readings that had been stored already (a resend): ignored. */
  duplicates: number;
  errors: ReadingError[];
}

/** One reading as it arrived, and who sent it. */
export interface IngestEntry {
  principal: IngestPrincipal;
  raw: unknown;
}

export const INGEST_MESSAGES = {
  notYourSensor: 'This credential may only send readings of its own sensor',
  topicMismatch: 'hwid does not match the topic',
  unknownSensor: 'Unknown sensor',
} as const;

const RETRYABLE = new Set(['40P01', '40001']); // deadlock, serialization failure

function isRetryable(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code !== undefined && RETRYABLE.has(code);
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

/**
 * Stores a batch and runs the alert engine in the same transaction: one statement stores the readings
 * and loads the engine's input (storeAndLoad), the engine runs, and its states are written back in the
 * round trip of the COMMIT: three round trips and one commit per batch. A failing engine throws
 * EngineFailure (the transaction is rolled back; the caller stores again without it).
 */
function storeWithEngineOnce(system: SystemServices, checks: string[], pending: ClientReading[], now: Date) {
  return withIngestTx(system.pool, checks, async (tx) => {
    let engine: EngineOutcome;
    let loaded: StoreAndLoadOutcome;
    try {
      loaded = await storeAndLoad(tx, pending, now);
      const firstSeen = loaded.firstSeen.length > 0 ? await loadEngineInputs(tx.db, loaded.firstSeen, now) : [];
      engine = await evaluateInputs({ db: tx.db, inputs: [...loaded.inputs, ...firstSeen], now });
    } catch (error) {
      throw asEngineFailure(error);
    }
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
function storeWithoutEngine(system: SystemServices, checks: string[], pending: ClientReading[]) {
  return withIngestTx(system.pool, checks, async (tx) => {
    const stored = await storeReadings(tx.db, pending);
    await tx.commitWith('');
    return { ...stored, notices: [] as AlertNotice[], live: [] };
  });
}

/**
 * The readings and the alert engine in one transaction; should the engine fail, the readings are stored
 * without it (the alert monitor job applies them later), so an engine failure never loses a reading.
 */
async function storeWithEngine(system: SystemServices, checks: string[], pending: ClientReading[], now: Date) {
  try {
    return await retrying(() => storeWithEngineOnce(system, checks, pending, now));
  } catch (error) {
    if (!(error instanceof EngineFailure)) throw error;
    system.log.error({ err: error.reason }, 'alert engine failed after ingest; the alert monitor job will catch up');
    return retrying(() => storeWithoutEngine(system, checks, pending));
  }
}

/** The credential checks of the entries' senders (one per distinct sensor or gateway credential). */
function credentialChecks(entries: IngestEntry[]): string[] {
  // An HTTP batch shares one principal object: check each object once, not each reading.
  const principals = new Set(entries.map((entry) => entry.principal));
  const checks = new Set<string>();
  for (const principal of principals) {
    const check = credentialCheckStatement(principal);
    if (check) checks.add(check);
  }
  return [...checks];
}

/** With nothing to store, the credentials are checked on their own (a rotated secret gets no answer but 401). */
async function checkCredentials(system: SystemServices, checks: string[]): Promise<void> {
  for (const check of checks) {
    const { rows } = await system.pool.query(check);
    if (rows.length === 0) throw new CredentialRefused();
  }
}

function hwidOf(raw: unknown): string | null {
  const hwid = typeof raw === 'object' && raw !== null ? (raw as { hwid?: unknown }).hwid : undefined;
  return typeof hwid === 'string' ? hwid.slice(0, 64) : null;
}

/**
 * Ingest for HTTP and MQTT alike: checks each reading on its own, stores the valid ones of known sensors
 * (a repeat is ignored, a late one lands in its place, latest data only moves forward) and runs the
 * alert engine for the affected appliances, in one transaction; should the engine fail, the readings are
 * stored without it, so an engine failure never loses a reading (the recurring job applies what was
 * missed). E-mails go out after commit. Throws CredentialRefused, storing nothing, when a sender's
 * credential was rotated or deleted since its request was let in.
 */
export async function ingestEntries({
  system,
  entries,
  now = new Date(),
}: {
  system: SystemServices;
  entries: IngestEntry[];
  now?: Date;
}): Promise<IngestResult> {
  const started = performance.now();
  const result = await ingestChecked(system, entries, now);
  // Readings that came through a broker topic (a device's or a gateway's) are MQTT; sensor and gateway credentials are HTTP.
  const kind = entries[0]?.principal.kind;
  const transport = kind === 'topic' || kind === 'gatewayTopic' ? 'mqtt' : 'http';
  recordIngestBatch(transport, result, (performance.now() - started) / 1000);
  return result;
}

/** Work started after the commit (already running): kept for a shutdown to wait on, where the server keeps such work. */
function afterIngest(system: SystemServices, work: Promise<unknown>): void {
  if (system.background) system.background.add(work);
  else void work;
}

async function ingestChecked(system: SystemServices, entries: IngestEntry[], now: Date): Promise<IngestResult> {
  const errors: ReadingError[] = [];
  const pending: ClientReading[] = [];
  entries.forEach((entry, index) => {
    const { principal, raw } = entry;
    const topicHwid = principal.kind === 'topic' ? principal.hwid : undefined;
    const check = checkReading(raw, now, topicHwid);
    if (!check.ok) {
      errors.push({ index, hwid: hwidOf(raw) ?? topicHwid ?? null, field: check.field, message: check.message });
      return;
    }
    const reading = check.reading;
    if (principal.kind === 'topic' && reading.hwid !== principal.hwid) {
      errors.push({ index, hwid: reading.hwid, field: 'hwid', message: INGEST_MESSAGES.topicMismatch });
    } else if (principal.kind === 'sensor' && reading.hwid !== principal.hwid) {
      errors.push({ index, hwid: reading.hwid, field: 'hwid', message: INGEST_MESSAGES.notYourSensor });
    } else {
      // checkReading's object is new and ours: completed in place (a copy per reading showed in profiles).
      const item = reading as ClientReading;
      item.clientId = principal.clientId;
      item.index = index;
      pending.push(item);
    }
  });

  const checks = credentialChecks(entries);
  if (pending.length === 0) await checkCredentials(system, checks);
  let stored = 0;
  let notices: AlertNotice[] = [];
  let live: ClientEvents[] = [];
  let accepted = 0;
  if (pending.length > 0) {
    const outcome = await storeWithEngine(system, checks, pending, now);
    stored = outcome.stored;
    notices = outcome.notices;
    live = outcome.live;
    accepted = pending.length - outcome.unknown.length;
    const unknown = new Set(outcome.unknown);
    for (const item of pending) {
      if (unknown.has(item.index))
        errors.push({ index: item.index, hwid: item.hwid, field: 'hwid', message: INGEST_MESSAGES.unknownSensor });
    }
  }
  // After the commit, without making the device wait; a shutdown waits for them (server.ts).
  if (notices.length > 0)
    afterIngest(
      system,
      sendAlertNotices({ system, notices }).catch((error: unknown) => system.log.error({ err: error }, 'alert notices failed')),
    );
  if (live.length > 0) afterIngest(system, publishLive(system.pool, live));
  errors.sort((a, b) => a.index - b.index);
  return { received: entries.length, accepted, stored, duplicates: accepted - stored, errors };
}

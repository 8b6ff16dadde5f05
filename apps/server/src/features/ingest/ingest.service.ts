import { checkReading, type ReadingField } from '@ks/domain';
import { sql } from 'drizzle-orm';
import { withSystemTx, type Db } from '../../db/database.js';
import { applyStoredReadings, NO_JIT, type AlertNotice } from '../alerts/alert-engine.service.js';
import { sendAlertNotices, type AlertServices } from '../alerts/alert-notifications.service.js';
import type { IngestPrincipal } from './ingest-credentials.js';
import { storeReadings, type ClientReading, type InsertedRow } from './readings-writer.js';

/** Why one reading of a batch was refused. */
export interface ReadingError {
  index: number;
  hwid: string | null;
  field: ReadingField;
  message: string;
}

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

/**
 * The alert engine in the ingest transaction, behind a savepoint: should it fail, its work is undone but
 * the readings still commit (the alert monitor job applies them later). One transaction for both keeps
 * a batch to one commit.
 */
async function runEngineKeepingReadings(services: AlertServices, db: Db, inserted: InsertedRow[], now: Date): Promise<AlertNotice[]> {
  // One round trip for both (no parameters: a simple-protocol query may hold several statements); the
  // savepoint needs no RELEASE, COMMIT ends it.
  await db.execute(sql.raw(`SAVEPOINT alert_engine; ${NO_JIT}`));
  try {
    return await applyStoredReadings(db, inserted, now);
  } catch (error) {
    if (isRetryable(error)) throw error; // a deadlock aborts the whole transaction: retry it all
    await db.execute(sql`ROLLBACK TO SAVEPOINT alert_engine`);
    services.log('alert engine failed after ingest; the alert monitor job will catch up', error);
    return [];
  }
}

function hwidOf(raw: unknown): string | null {
  const hwid = typeof raw === 'object' && raw !== null ? (raw as { hwid?: unknown }).hwid : undefined;
  return typeof hwid === 'string' ? hwid.slice(0, 64) : null;
}

/**
 * Ingest for HTTP and MQTT alike: checks each reading on its own, stores the valid ones of known sensors
 * (a repeat is ignored, a late one lands in its place, latest data only moves forward) and runs the
 * alert engine for the affected appliances, in one transaction; the engine sits behind a savepoint, so
 * an engine failure never loses a reading (the recurring job applies what was missed). E-mails go out
 * after commit.
 */
export async function ingestEntries(services: AlertServices, entries: IngestEntry[], now: Date = new Date()): Promise<IngestResult> {
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
      pending.push({ ...reading, clientId: principal.clientId, index });
    }
  });

  let inserted: InsertedRow[] = [];
  let notices: AlertNotice[] = [];
  let accepted = 0;
  if (pending.length > 0) {
    const outcome = await retrying(() =>
      withSystemTx(services.pool, async (db) => {
        const stored = await storeReadings(db, pending);
        return { ...stored, notices: stored.inserted.length > 0 ? await runEngineKeepingReadings(services, db, stored.inserted, now) : [] };
      }),
    );
    inserted = outcome.inserted;
    notices = outcome.notices;
    accepted = pending.length - outcome.unknown.length;
    const unknown = new Set(outcome.unknown);
    for (const item of pending) {
      if (unknown.has(item.index))
        errors.push({ index: item.index, hwid: item.hwid, field: 'hwid', message: INGEST_MESSAGES.unknownSensor });
    }
  }
  if (notices.length > 0) sendAlertNotices(services, notices).catch((error: unknown) => services.log('alert notices failed', error));
  errors.sort((a, b) => a.index - b.index);
  return { received: entries.length, accepted, stored: inserted.length, duplicates: accepted - inserted.length, errors };
}

import { checkReading } from '@ks/domain';
import type { SystemServices } from '../../scope/app-services.js';
import { CredentialRefused, storeAndEvaluate, type ClientReading } from '../alerts/engine/index.js';
import { credentialCheckStatement } from './ingest-credentials.js';
import { recordIngestBatch } from './ingest-metrics.js';
import type { IngestEntry, IngestResult, ReadingError } from './ingest-types.js';

export { CredentialRefused } from '../alerts/engine/index.js';

export const INGEST_MESSAGES = {
  notYourSensor: 'This credential may only send readings of its own sensor',
  topicMismatch: 'hwid does not match the topic',
  unknownSensor: 'Unknown sensor',
} as const;

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
 * Ingest for HTTP and MQTT alike: checks each reading on its own and hands the valid ones to the alert
 * engine's door (storeAndEvaluate: stores those of known sensors and evaluates them in one transaction,
 * e-mails and live events after commit), with the senders' credential checks. Throws CredentialRefused,
 * storing nothing, when a sender's credential was rotated or deleted since its request was let in.
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

/** Each entry checked on its own: the readings to store (completed with client and index) and the refusals. */
function checkEntries(entries: IngestEntry[], now: Date): { pending: ClientReading[]; errors: ReadingError[] } {
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
  return { pending, errors };
}

async function ingestChecked(system: SystemServices, entries: IngestEntry[], now: Date): Promise<IngestResult> {
  const { pending, errors } = checkEntries(entries, now);
  const checks = credentialChecks(entries);
  let stored = 0;
  let accepted = 0;
  if (pending.length === 0) await checkCredentials(system, checks);
  else {
    const outcome = await storeAndEvaluate({ system, readings: pending, now, checks });
    stored = outcome.stored;
    accepted = pending.length - outcome.unknown.length;
    const unknown = new Set(outcome.unknown);
    for (const item of pending) {
      if (unknown.has(item.index))
        errors.push({ index: item.index, hwid: item.hwid, field: 'hwid', message: INGEST_MESSAGES.unknownSensor });
    }
  }
  errors.sort((a, b) => a.index - b.index);
  return { received: entries.length, accepted, stored, duplicates: accepted - stored, errors };
}

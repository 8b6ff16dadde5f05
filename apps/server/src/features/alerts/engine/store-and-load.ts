import { sql } from 'drizzle-orm';
import type { EngineInput, SensorStart } from './alert-load.js';
import { engineLoadOfInserted, inputsOfInserted, type LoadedRow } from './alert-load-inserted.js';
import type { EngineTx } from './engine-transaction.js';
import {
  STORE_OUTCOME_COLUMNS,
  storeCtes,
  unknownIndexes,
  type ClientReading,
  type StoreOutcome,
  type StoreOutcomeRow,
} from './readings-writer.js';

interface Answer extends StoreOutcomeRow {
  inputs: LoadedRow[] | null;
}

export interface StoreAndLoadOutcome extends StoreOutcome {
  /** The engine's input for each appliance whose primary sensor got new readings and that has an engine state. */
  inputs: EngineInput[];
  /** Appliances seen for the first time (no engine state yet): loadEngineInputs creates and loads them. */
  firstSeen: SensorStart[];
}

/**
 * The one statement for a batch with the alert engine on: stores the readings (storeCtes) and, for
 * the appliances whose primary sensor got new ones, locks and loads what the engine needs
 * (engineLoadOfInserted). One round trip and one JSON value, instead of a store, a result row per
 * reading and a second load.
 */
export async function storeAndLoad(tx: EngineTx, readings: ClientReading[], now: Date): Promise<StoreAndLoadOutcome> {
  const engine = engineLoadOfInserted(now);
  const rows = await tx.query<Answer>(
    'ks_ingest_store_and_load',
    sql`
    WITH ${storeCtes(readings)}, ${engine.ctes}
    SELECT ${STORE_OUTCOME_COLUMNS}, ${engine.inputs} AS inputs`,
  );
  const answer = rows[0]!; // an aggregate query returns one row
  return { stored: answer.stored, unknown: unknownIndexes(readings, answer.unknownKeys), ...inputsOfInserted(answer.inputs) };
}

import type { ReadingField } from '@ks/domain';
import type { IngestPrincipal } from './ingest-credentials.js';

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

export type IngestTransport = 'http' | 'mqtt';

import client from 'prom-client';
import type { IngestResult, IngestTransport } from './ingest-types.js';

/** Ingest's own metrics; /metrics publishes them beside the HTTP ones (see http/ops-routes.ts). */
export const ingestMetricsRegistry = new client.Registry();

const readings = new client.Counter({
  name: 'ks_ingest_readings_total',
  help: 'Readings received, by transport and outcome: stored, duplicate (already stored) or refused (invalid or unknown sensor)',
  labelNames: ['transport', 'outcome'] as const,
  registers: [ingestMetricsRegistry],
});

const batchSeconds = new client.Histogram({
  name: 'ks_ingest_batch_seconds',
  help: 'Time to check, store and evaluate one batch of readings (alert engine included)',
  labelNames: ['transport'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [ingestMetricsRegistry],
});

/** Counts one ingested batch: what became of its readings and how long it took. */
export function recordIngestBatch(transport: IngestTransport, result: IngestResult, seconds: number): void {
  if (result.stored > 0) readings.inc({ transport, outcome: 'stored' }, result.stored);
  if (result.duplicates > 0) readings.inc({ transport, outcome: 'duplicate' }, result.duplicates);
  if (result.errors.length > 0) readings.inc({ transport, outcome: 'refused' }, result.errors.length);
  batchSeconds.observe({ transport }, seconds);
}

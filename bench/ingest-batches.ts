/**
 * How many batches the server's MQTT ingest stored and how long they took, from ingest's own metrics
 * (ks_ingest_batch_seconds, in this process's registry): a run's batches and mean store time tell a
 * path paying per-batch costs on small batches (two instances of a shared group each see half the
 * stream) from one paying per reading.
 */
import { ingestMetricsRegistry } from '../apps/server/src/features/ingest/ingest-metrics.js';

export interface BatchCount {
  batches: number;
  seconds: number;
}

export async function mqttBatches(): Promise<BatchCount> {
  const metric = ingestMetricsRegistry.getSingleMetric('ks_ingest_batch_seconds');
  // A histogram's values carry their series' names (_count, _sum, _bucket).
  const values = metric
    ? ((await metric.get()).values as Array<{ metricName?: string; labels: Record<string, unknown>; value: number }>)
    : [];
  const of = (name: string) =>
    values.find((v) => v.metricName === `ks_ingest_batch_seconds_${name}` && v.labels.transport === 'mqtt')?.value ?? 0;
  return { batches: of('count'), seconds: of('sum') };
}

export function batchesBetween(from: BatchCount, to: BatchCount): BatchCount {
  return { batches: to.batches - from.batches, seconds: to.seconds - from.seconds };
}

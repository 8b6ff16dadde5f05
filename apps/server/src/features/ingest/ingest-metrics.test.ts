import { describe, expect, it } from 'vitest';
import { metricsText } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';
import { buildClient } from '../../../test/factories.js';
import { monitoredAppliance, postReadings, reading } from '../../../test/readings.js';

const server = useTestServer();

/** The value of one series on /metrics (0 while it has never been counted). */
async function metric(name: string, labels: string): Promise<number> {
  const text = await metricsText(server);
  const line = text.split('\n').find((row) => row.startsWith(`${name}{${labels}}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

describe('/metrics: ingest', () => {
  it('counts stored, duplicate and refused readings and times each batch', async () => {
    const tenant = await buildClient(server.pool, 'Metrics');
    const fridge = await monitoredAppliance(server.pool, { clientId: tenant.client.id, locationId: tenant.location.id });
    const stored = 'transport="http",outcome="stored"';
    const duplicate = 'transport="http",outcome="duplicate"';
    const refused = 'transport="http",outcome="refused"';
    const before = {
      stored: await metric('ks_ingest_readings_total', stored),
      duplicate: await metric('ks_ingest_readings_total', duplicate),
      refused: await metric('ks_ingest_readings_total', refused),
      batches: await metric('ks_ingest_batch_seconds_count', 'transport="http"'),
    };
    const now = Date.now();
    const first = [reading(fridge.hwid, 10, 3, now), reading(fridge.hwid, 5, 3, now)];
    expect((await postReadings(server, fridge.secret, { readings: first })).body).toMatchObject({ stored: 2 });
    const again = [...first, { hwid: fridge.hwid, temperature: 'warm' }];
    expect((await postReadings(server, fridge.secret, { readings: again })).body).toMatchObject({ stored: 0, duplicates: 2 });

    expect(await metric('ks_ingest_readings_total', stored)).toBe(before.stored + 2);
    expect(await metric('ks_ingest_readings_total', duplicate)).toBe(before.duplicate + 2);
    expect(await metric('ks_ingest_readings_total', refused)).toBe(before.refused + 1);
    expect(await metric('ks_ingest_batch_seconds_count', 'transport="http"')).toBe(before.batches + 2);
  });
});

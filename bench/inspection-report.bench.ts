/**
 * Inspection report benchmark (issue 19): one location's PDF for a whole year, over HTTP as a manager
 * downloads it, against a year of 5-minute readings per sensor plus alerts (each with its timeline) and
 * cooling logs. Targets: under 10 s and under 50 MB of extra memory in the server's process. Memory is
 * sampled every 5 ms while the PDF streams (heap + external + array buffers above the level just before
 * the request); the download is read chunk by chunk and not kept, so the bench's own client holds no
 * copy of it. Baseline in the same process: the report's readings query alone (daily aggregates in SQL).
 */
import { runReadingsPartitionsTick } from '../apps/server/src/jobs/readings-partitions.job.js';
import { buildBenchClient, database, dropBenchClient, percentile, query, report, startBenchServer, usingPostgres } from './bench-server.js';
import { benchManager } from './graph-setup.js';

const SENSORS = usingPostgres ? 10 : 3;
const RUNS = usingPostgres ? 3 : 2;
const DAY = 86_400_000;
const MB = 1024 * 1024;
const TARGET = { seconds: 10, megabytes: 50 };

const memory = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.external + m.arrayBuffers;
};

console.log(`Inspection report benchmark on ${database}: ${SENSORS} appliances, a year of 5-minute readings each`);
const server = await startBenchServer();
const pool = server.pool;
try {
  const bench = await buildBenchClient(pool, SENSORS);
  const now = Math.floor(Date.now() / 300_000) * 300_000;
  const yearAgo = new Date(now - 365 * DAY).toISOString();
  const setup = performance.now();
  await query(pool, 'UPDATE sensors SET attached_at = $2 WHERE client_id = $1', [bench.clientId, new Date(now - 366 * DAY).toISOString()]);
  await query(
    pool,
    `INSERT INTO sensor_readings (sensor_id, time, client_id, temperature)
     SELECT s.id, t, $2, 3 + 2.5 * sin(extract(epoch FROM t) / 3600 + s.n) + random() * 0.2
     FROM generate_series($3::timestamptz, $4::timestamptz, interval '5 minutes') AS t
     CROSS JOIN (SELECT id, row_number() OVER () AS n FROM unnest($1::uuid[]) AS id) s
     ORDER BY t`,
    [bench.sensors.map((s) => s.sensorId), bench.clientId, yearAgo, new Date(now).toISOString()],
  );
  // Two alerts a week per appliance, each with a three-step timeline; two cooling logs a week.
  await query(
    pool,
    `WITH a AS (
       INSERT INTO temp_alerts (client_id, location_id, appliance_id, started_at, detected_at, ended_at, severity, reason, status, worst_food_safeness, extreme_temperature)
       SELECT $1, $2, ap, t, t + interval '30 minutes', t + interval '2 hours', 'LOW', 'APPLIANCE_TOO_WARM', 'ENDED', 'POSITIVE', 8.5
       FROM unnest($3::uuid[]) AS ap CROSS JOIN generate_series($4::timestamptz, now() - interval '1 day', interval '3.5 days') AS t
       RETURNING id, client_id, started_at
     )
     INSERT INTO temp_alert_statuses (client_id, alert_id, time, status_code, description)
     SELECT a.client_id, a.id, a.started_at + step * interval '40 minutes', (ARRAY['DETECTED', 'SNOOZED', 'ENDED'])[step + 1], 'bench'
     FROM a CROSS JOIN generate_series(0, 2) AS step`,
    [bench.clientId, bench.locationId, bench.sensors.map((s) => s.applianceId), yearAgo],
  );
  await query(
    pool,
    `INSERT INTO cooling_logs (client_id, location_id, kind, food_name, profile, started_at, start_temperature_c, status, ended_at)
     SELECT $1, $2, 'COOLING', 'Stock ' || n, 'CODEX', t, 60, 'PASSED', t + interval '5 hours'
     FROM generate_series($3::timestamptz, now() - interval '1 day', interval '3.5 days') WITH ORDINALITY AS g(t, n)`,
    [bench.clientId, bench.locationId, yearAgo],
  );
  await runReadingsPartitionsTick(pool, { retentionMonths: 24 });
  if (usingPostgres) await pool.query('VACUUM (ANALYZE) sensor_readings, temp_alerts, temp_alert_statuses, cooling_logs');
  console.log(`  setup: ${((performance.now() - setup) / 1000).toFixed(1)} s`);

  const manager = await benchManager(pool, server, bench.clientId);
  const { token } = manager;

  /** One download: wall time, peak extra memory while it streams, bytes received. */
  async function download(days: number) {
    const params = new URLSearchParams({
      locationId: bench.locationId,
      from: new Date(now - days * DAY).toISOString(),
      to: new Date(now + 60_000).toISOString(),
    });
    global.gc?.();
    const before = memory();
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, memory());
    }, 5);
    const started = performance.now();
    const response = await fetch(`${server.url}/reports/inspection?${params}`, {
      headers: { authorization: `Bearer ${token}`, 'client-id': bench.clientId },
    });
    if (response.status !== 200) throw new Error(`report answered ${response.status}: ${await response.text()}`);
    let bytes = 0;
    let head = '';
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      if (bytes === 0) head = Buffer.from(chunk.subarray(0, 5)).toString();
      bytes += chunk.byteLength;
      peak = Math.max(peak, memory());
    }
    const ms = performance.now() - started;
    clearInterval(sampler);
    if (head !== '%PDF-') throw new Error('the answer is not a PDF');
    return { ms, extraMb: (peak - before) / MB, bytes };
  }

  await download(30); // warm-up, not counted
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await download(365));
  // Baseline: the report's readings aggregate alone, straight on the pool.
  const baseline: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await query(
      pool,
      `SELECT s.appliance_id, (sr.time AT TIME ZONE 'Europe/Paris')::date, min(temperature), max(temperature), count(*)
       FROM sensor_readings sr JOIN sensors s ON s.id = sr.sensor_id
       WHERE sr.client_id = $1 AND sr.time >= $2 GROUP BY 1, 2`,
      [bench.clientId, yearAgo],
    );
    baseline.push(performance.now() - started);
  }
  const worst = { ms: Math.max(...runs.map((r) => r.ms)), mb: Math.max(...runs.map((r) => r.extraMb)) };
  const readings = SENSORS * 365 * 288;
  report(`one year, ${SENSORS} appliances (${(readings / 1e6).toFixed(2)} M readings)`, `PDF of ${(runs[0]!.bytes / 1024).toFixed(0)} KiB`);
  report('report over HTTP (worst of runs)', `${(worst.ms / 1000).toFixed(2)} s`, {
    ok: worst.ms < TARGET.seconds * 1000,
    text: `< ${TARGET.seconds} s`,
  });
  report('extra memory while streaming (worst)', `${worst.mb.toFixed(1)} MB`, {
    ok: worst.mb < TARGET.megabytes,
    text: `< ${TARGET.megabytes} MB`,
  });
  report('baseline: readings aggregate alone (p50)', `${(percentile(baseline, 50) / 1000).toFixed(2)} s`);
  report(
    'ratio report / readings aggregate',
    (
      percentile(
        runs.map((r) => r.ms),
        50,
      ) / percentile(baseline, 50)
    ).toFixed(2),
  );
  await manager.drop();
  await query(pool, 'DELETE FROM cooling_logs WHERE client_id = $1', [bench.clientId]);
  await dropBenchClient(pool, bench.clientId);
} finally {
  await server.stop();
}

/**
 * Graph range benchmark (issue 39, items 1, 5 and 6's graph figure): a year graph's HTTP p95 as a ratio
 * to a day graph's in the same run — target ≤ 1.5, the cost no longer growing with the range (4.2 before
 * the rollups: 38.3 / 9.2 ms) — in three rounds of day and year requests alternating in slices of ten,
 * printed as the median of the three ratios with their range. Then the storage: bytes per reading of a
 * month of readings as stored and in copies keyed with and without the INCLUDE columns, and the rollups'.
 */
import { percentile, report, startBenchServer, usingPostgres, dropBenchClient, database, query } from './bench-server.js';
import { DAY, graphYearClient } from './graph-setup.js';
import { LoadGenerator } from './load-generator.js';

const SENSORS = usingPostgres ? 10 : 3;
const ROUNDS = 3;
/** Per round and range; requests run first and not counted, as in graph.bench.ts (a running server is warm). */
const RUNS = usingPostgres ? 100 : 30;
const WARMUP = usingPostgres ? 50 : 10;
const TARGET = 1.5;
/** Requests per slice: day and year slices alternate. */
const CHUNK = 10;

console.log(`Graph range benchmark on ${database}: ${ROUNDS} rounds of ${RUNS} day and ${RUNS} year graphs over HTTP`);
const server = await startBenchServer();
const pool = server.pool;
const load = new LoadGenerator(pool);
try {
  const { bench, now, manager } = await graphYearClient(pool, server, SENSORS);

  /** `runs` graphs of `days` (after `warmup` uncounted ones): their latencies, and the last answer's shape. */
  const graphs = async (days: number, sensorId: string, runs: number, warmup: number) => {
    const run = await load.run<{ latencies: number[]; data: { sensorGraph: { source: string; points: unknown[] } } }>({
      kind: 'graphql',
      url: server.url,
      token: manager.token,
      clientId: bench.clientId,
      runs,
      warmup,
      body: JSON.stringify({
        query:
          'query($id: ID!, $start: DateTime!, $end: DateTime) { sensorGraph(id: $id, start: $start, end: $end) { bucketSeconds source points { time temperature min max } } }',
        variables: { id: sensorId, start: new Date(now - days * DAY).toISOString(), end: new Date(now).toISOString() },
      }),
    });
    const graph = run.result.data.sensorGraph;
    return { latencies: run.result.latencies, points: graph.points.length, source: graph.source };
  };

  const ratios: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    // A different sensor each round, so no round reads pages another one left in the cache. Day and year
    // requests alternate in slices of CHUNK, so both meet the same background load on a shared box.
    const sensorId = bench.sensors[round % bench.sensors.length]!.sensorId;
    await graphs(1, sensorId, 1, WARMUP);
    await graphs(365, sensorId, 1, WARMUP);
    const day = { latencies: [] as number[], points: 0, source: '' };
    const year = { latencies: [] as number[], points: 0, source: '' };
    for (let slice = 0; slice < RUNS / CHUNK; slice += 1) {
      for (const [days, into] of [
        [1, day],
        [365, year],
      ] as const) {
        const run = await graphs(days, sensorId, CHUNK, 0);
        Object.assign(into, { points: run.points, source: run.source, latencies: [...into.latencies, ...run.latencies] });
      }
    }
    const dayP95 = percentile(day.latencies, 95);
    const yearP95 = percentile(year.latencies, 95);
    ratios.push(yearP95 / dayP95);
    report(
      `round ${round + 1}: p95 day / year`,
      `${dayP95.toFixed(1)} ms (${day.points} points, ${day.source}) / ${yearP95.toFixed(1)} ms (${year.points} points, ${year.source}) = ${(yearP95 / dayP95).toFixed(2)}`,
    );
  }
  const sorted = [...ratios].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  report(
    `year / day graph HTTP p95, median of ${ROUNDS}`,
    `${median.toFixed(2)} (range ${sorted[0]!.toFixed(2)}–${sorted.at(-1)!.toFixed(2)})`,
    {
      ok: median <= TARGET,
      text: `≤ ${TARGET}`,
    },
  );

  // Storage, on the last full month: its readings partition as written (in a fresh database: dropped bench
  // clients leave their space behind), and two copies keyed after loading, with and without the INCLUDE
  // columns, for a like-for-like comparison.
  const month = new Date(Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth() - 1, 1));
  const part = `sensor_readings_${month.getUTCFullYear()}_${String(month.getUTCMonth() + 1).padStart(2, '0')}`;
  const copies = { bench_readings_include: 'INCLUDE (client_id, temperature)', bench_readings_plain: '' };
  try {
    for (const [copy, include] of Object.entries(copies)) {
      await pool.query(`CREATE TABLE ${copy} (LIKE ${part})`);
      await pool.query(`INSERT INTO ${copy} SELECT * FROM ${part} ORDER BY time, sensor_id`);
      await pool.query(`ALTER TABLE ${copy} ADD PRIMARY KEY (sensor_id, time) ${include}`);
    }
    await pool.query(`VACUUM (ANALYZE) ${part}, ${Object.keys(copies).join(', ')}`);
    const [s] = await query<{ rows: number; stored: number; heap: number; include: number; plain: number }>(
      pool,
      `SELECT (SELECT count(*) FROM ${part})::float8 AS rows, pg_total_relation_size('${part}')::float8 AS stored,
        pg_relation_size('${part}')::float8 AS heap, pg_total_relation_size('bench_readings_include')::float8 AS include,
        pg_total_relation_size('bench_readings_plain')::float8 AS plain`,
    );
    const perRow = (bytes: number) => (bytes / s!.rows).toFixed(0);
    report(
      'bytes per reading as stored (key with INCLUDE)',
      `${perRow(s!.stored)} (heap ${perRow(s!.heap)}, key ${perRow(s!.stored - s!.heap)})`,
    );
    report('bytes per reading, key built after loading', `with INCLUDE ${perRow(s!.include)}, without ${perRow(s!.plain)}`);
    // The rollups per row; at one reading a minute a reading costs a fifth of a 5-minute row and a sixtieth of an hourly one.
    const tree = (table: string) => `(SELECT sum(pg_total_relation_size(relid)) FROM pg_partition_tree('${table}'))::float8`;
    const [rollups] = await query<{ five: number; hour: number; fives: number; hours: number }>(
      pool,
      `SELECT ${tree('sensor_rollups_5m')} AS five, ${tree('sensor_rollups_1h')} AS hour,
        (SELECT count(*) FROM sensor_rollups_5m)::float8 AS fives, (SELECT count(*) FROM sensor_rollups_1h)::float8 AS hours`,
    );
    const fiveRow = rollups!.five / rollups!.fives;
    const hourRow = rollups!.hour / rollups!.hours;
    report('rollups: bytes per row (5-minute, hourly)', `${fiveRow.toFixed(0)}, ${hourRow.toFixed(0)}`);
    report('rollups: bytes per reading at one a minute', `${(fiveRow / 5 + hourRow / 60).toFixed(0)}`);
  } finally {
    for (const copy of Object.keys(copies)) await pool.query(`DROP TABLE IF EXISTS ${copy}`);
  }
  await manager.drop();
  await dropBenchClient(pool, bench.clientId);
} finally {
  await load.close();
  await server.stop();
}

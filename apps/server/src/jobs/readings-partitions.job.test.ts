import { dangerZoneOf, isInDangerZone, JURISDICTIONS, type JurisdictionProfileId } from '@ks/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { withSystemTx } from '../db/database.js';
import { rebuildRollups, ROLLUP_WIDTHS, type RollupWidth } from '../db/readings-rollups.js';
import { buildClient } from '../../test/factories.js';
import { buildExportFiles } from '../features/export/export-csv.js';
import { DEMO_IDS } from '../seed/demo-accounts.js';
import { gql, loginAs } from '../../test/harness.js';
import { statementsSentDuring, type SentStatement } from '../../test/pg-statements.js';
import { useTestServer } from '../../test/suite-server.js';
import { monitoredAppliance, postReadings, systemQuery, type MonitoredAppliance } from '../../test/readings.js';
import {
  monthStart,
  partitionName,
  READINGS_PARTITIONS_JOB,
  ROLLUP_TABLES,
  runPartitionsTick,
  runReadingsPartitionsTick,
} from './readings-partitions.job.js';

// sensor_readings is partitioned by month (migration 0024) and kept so by the readings-partitions job;
// these run on embedded PGlite and on PostgreSQL (TEST_DATABASE_URL) alike.
const server = useTestServer();
let fridge: MonitoredAppliance;

beforeAll(async () => {
  fridge = await monitoredAppliance(server.pool, {
    clientId: DEMO_IDS.harbor,
    locationId: DEMO_IDS.harborBayside,
    attachedAt: new Date(Date.now() - 400 * 86_400_000),
  });
  // The server runs the job once at start: let that run end before the tests run their own ticks.
  for (let i = 0; i < 200; i += 1) {
    const { rows } = await server.pool.query('SELECT 1 FROM job_schedules WHERE name = $1 AND last_finished_at IS NOT NULL', [
      READINGS_PARTITIONS_JOB,
    ]);
    if (rows.length > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});

const DAY = 86_400_000;
/** The middle of the month `offset` months from now, as a reading time. */
const midMonth = (offset: number) => new Date(monthStart(new Date(), offset).getTime() + 14 * DAY);

async function partitions(): Promise<string[]> {
  const { rows } = await server.pool.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
     WHERE i.inhparent = 'sensor_readings'::regclass ORDER BY 1`,
  );
  return rows.map((r) => r.name);
}

/** Where each reading of the fridge lives: partition name per reading time (ISO). */
async function placement(): Promise<Record<string, string>> {
  const { rows } = await server.pool.query<{ time: Date; part: string }>(
    'SELECT time, tableoid::regclass::text AS part FROM sensor_readings WHERE sensor_id = $1 ORDER BY time',
    [fridge.sensorId],
  );
  return Object.fromEntries(rows.map((r) => [r.time.toISOString(), r.part]));
}

async function send(times: Date[]) {
  const readings = times.map((time) => ({ hwid: fridge.hwid, time: time.toISOString(), temperature: 3.5 }));
  expect((await postReadings(server, fridge.secret, { readings })).body).toMatchObject({ stored: times.length });
}

/** Every table a statement's plan reads (EXPLAIN of the statement as it was sent, with its values). */
async function tablesRead(statement: { text: string; values: unknown[] }): Promise<string[]> {
  const { rows } = await server.pool.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${statement.text}`, statement.values);
  const names = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'Relation Name' && typeof value === 'string') names.add(value);
        else walk(value);
      }
    }
  };
  const plan = rows[0]!['QUERY PLAN'];
  walk(typeof plan === 'string' ? JSON.parse(plan) : plan);
  return [...names].filter((name) => name.startsWith('sensor_readings')).sort();
}

/** The statements reading sensor_readings that `work` sends through any pg client of this process. */
function statementsOf(work: () => Promise<unknown>): Promise<SentStatement[]> {
  return statementsSentDuring(work, (text) => text.includes('FROM sensor_readings') || text.includes('JOIN sensor_readings'));
}

// The rollups (decision 0260), kept by ingest and by this job, against a GROUP BY done here over the raw
// readings after batches sent sorted, shuffled, late and twice. Before the partitions' tests, whose
// retention tick drops old months.
const MIN = 60_000;
const HOUR = 60 * MIN;
let rollupsFridge: MonitoredAppliance;
/** 17 minutes before a whole hour, three hours ago: the readings cross 5-minute and hour boundaries. */
const base = Math.floor(Date.now() / HOUR) * HOUR - 3 * HOUR - 17 * MIN;

async function buildRollupsFridge() {
  const tenant = await buildClient(server.pool, 'Rollups');
  await systemQuery(server.pool, `UPDATE locations SET jurisdiction_profile = 'UK_FSA' WHERE id = $1`, [tenant.location.id]);
  rollupsFridge = await monitoredAppliance(server.pool, { clientId: tenant.client.id, locationId: tenant.location.id });
  await systemQuery(server.pool, 'UPDATE sensors SET reporting_interval_sec = 60 WHERE id = $1', [rollupsFridge.sensorId]);
}

/** Around the UK's 8 °C limit, exactly on it every 7th minute (the limit itself is safe). */
const temperatureAt = (minute: number) => (minute % 7 === 0 ? 8 : 6 + ((minute * 37) % 50) / 10);
const readingAt = (minute: number) => ({
  hwid: rollupsFridge.hwid,
  time: new Date(base + minute * MIN).toISOString(),
  temperature: temperatureAt(minute),
});
const minutes = (from: number, to: number, step = 1) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);
/** A fixed shuffle (a test must not depend on chance). */
const shuffled = <T>(list: T[]) =>
  list
    .map((item, i) => ({ item, key: (i * 7919) % 101 }))
    .sort((a, b) => a.key - b.key)
    .map((x) => x.item);

async function sendMinutes(list: number[]) {
  const result = await postReadings(server, rollupsFridge.secret, { readings: list.map(readingAt) });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
}

interface Bucket {
  bucket: string;
  min: number;
  max: number;
  sum: number;
  readings: number;
  dangerSeconds: number;
}

/** The rollup rows of the fridge, oldest first. */
async function rollups(width: RollupWidth): Promise<Bucket[]> {
  const { rows } = await systemQuery<{
    bucket: Date;
    min_c: number;
    max_c: number;
    sum_c: number;
    readings: number;
    danger_seconds: number;
  }>(
    server.pool,
    `SELECT bucket, min_c, max_c, sum_c, readings, danger_seconds FROM sensor_rollups_${width} WHERE sensor_id = $1 ORDER BY bucket`,
    [rollupsFridge.sensorId],
  );
  return rows.map((r) => ({
    bucket: new Date(r.bucket).toISOString(),
    min: r.min_c,
    max: r.max_c,
    sum: Math.round(r.sum_c * 1000) / 1000,
    readings: r.readings,
    dangerSeconds: r.danger_seconds,
  }));
}

/** The same buckets, grouped here from the raw readings with the domain's danger zone. */
async function expected(width: RollupWidth, profile: JurisdictionProfileId = 'UK_FSA'): Promise<Bucket[]> {
  const { rows } = await systemQuery<{ time: Date; temperature: number }>(
    server.pool,
    'SELECT time, temperature FROM sensor_readings WHERE sensor_id = $1',
    [rollupsFridge.sensorId],
  );
  const zone = dangerZoneOf(JURISDICTIONS[profile]);
  const widthMs = ROLLUP_WIDTHS[width] * 1000;
  const groups = new Map<number, Bucket>();
  for (const { time, temperature } of rows) {
    const start = Math.floor(new Date(time).getTime() / widthMs) * widthMs;
    const group = groups.get(start) ?? {
      bucket: new Date(start).toISOString(),
      min: Infinity,
      max: -Infinity,
      sum: 0,
      readings: 0,
      dangerSeconds: 0,
    };
    group.min = Math.min(group.min, temperature);
    group.max = Math.max(group.max, temperature);
    group.sum += temperature;
    group.readings += 1;
    if (isInDangerZone(temperature, zone)) group.dangerSeconds += 60;
    groups.set(start, group);
  }
  return [...groups.values()].map((g) => ({ ...g, sum: Math.round(g.sum * 1000) / 1000 })).sort((a, b) => a.bucket.localeCompare(b.bucket));
}

async function expectRollupsMatchReadings() {
  for (const width of ['5m', '1h'] as const) expect(await rollups(width)).toEqual(await expected(width));
}

describe('readings rollups', () => {
  beforeAll(buildRollupsFridge);

  it('equal a GROUP BY over the raw readings after sorted, shuffled, late and repeated batches', async () => {
    expect(await sendMinutes(minutes(0, 150, 2))).toMatchObject({ stored: 76 }); // sorted, every other minute
    expect(await sendMinutes(shuffled(minutes(101, 149, 2)))).toMatchObject({ stored: 25 }); // shuffled
    // Late: the first hour's odd minutes, after later ones, with repeats of stored readings and one sent twice.
    const late = [...minutes(1, 99, 2), 0, 20, 40, 150, 99];
    expect(await sendMinutes(late)).toMatchObject({ stored: 50, duplicates: 5 });
    expect(await sendMinutes(minutes(0, 150, 2))).toMatchObject({ stored: 0, duplicates: 76 }); // a whole batch redelivered
    await expectRollupsMatchReadings();
    const hours = await rollups('1h');
    expect(hours.map((h) => h.readings)).toEqual([17, 60, 60, 14]);
    expect(hours.reduce((sum, h) => sum + h.dangerSeconds, 0)).toBeGreaterThan(0);
  });

  it('rebuild from the raw readings to the same buckets (writers that bypass ingest)', async () => {
    await systemQuery(server.pool, 'UPDATE sensor_rollups_5m SET readings = 0 WHERE sensor_id = $1', [rollupsFridge.sensorId]);
    await systemQuery(server.pool, 'DELETE FROM sensor_rollups_1h WHERE sensor_id = $1', [rollupsFridge.sensorId]);
    await withSystemTx(server.pool, async (db) => {
      const range = { sensorIds: [rollupsFridge.sensorId], from: new Date(base), to: new Date(base + 150 * MIN) };
      await rebuildRollups(db, range);
    });
    await expectRollupsMatchReadings();
  });

  it('keep late buckets of a month without a partition in the default one until the job makes it', async () => {
    const month = monthStart(new Date(), -5);
    const lateMinute = (month.getTime() + 10 * 24 * HOUR - base) / MIN;
    expect(await sendMinutes([lateMinute, lateMinute + 1])).toMatchObject({ stored: 2 });
    const where = async () =>
      (
        await systemQuery<{ part: string }>(
          server.pool,
          'SELECT tableoid::regclass::text AS part FROM sensor_rollups_5m WHERE sensor_id = $1 AND bucket < $2',
          [rollupsFridge.sensorId, monthStart(month, 1).toISOString()],
        )
      ).rows.map((r) => r.part);
    expect(await where()).toEqual(['sensor_rollups_5m_default']);
    const tick = await runPartitionsTick(server.pool, ROLLUP_TABLES['5m'], { retentionMonths: 24 });
    const name = partitionName(month).replace('sensor_readings', 'sensor_rollups_5m');
    expect(tick.created).toContain(name);
    expect(await where()).toEqual([name]);
    await expectRollupsMatchReadings();
  });
});

describe('sensor_readings partitions', () => {
  it('is partitioned by month, with partitions from last month to three months ahead', async () => {
    const { rows } = await server.pool.query<{ relkind: string }>("SELECT relkind FROM pg_class WHERE relname = 'sensor_readings'");
    expect(rows[0]?.relkind).toBe('p');
    const names = await partitions();
    for (let offset = -1; offset <= 3; offset += 1) expect(names).toContain(partitionName(monthStart(new Date(), offset)));
    expect(names).toContain('sensor_readings_default');
  });

  it("moves late readings of a month without a partition into that month's new partition, keeping them readable", async () => {
    const late = [midMonth(-5), new Date(midMonth(-5).getTime() + 60_000)];
    await send(late);
    const month = partitionName(monthStart(late[0]!));
    expect(Object.values(await placement())).toEqual(['sensor_readings_default', 'sensor_readings_default']);

    const tick = await runReadingsPartitionsTick(server.pool, { retentionMonths: 24 });
    expect(tick).toEqual({ created: [month], dropped: [], expired: 0 });
    expect(await placement()).toEqual(Object.fromEntries(late.map((t) => [t.toISOString(), month])));
    // A second tick has nothing to do.
    expect(await runReadingsPartitionsTick(server.pool, { retentionMonths: 24 })).toEqual({ created: [], dropped: [], expired: 0 });

    // The primary key holds across the move: a resend is a duplicate, not a second row.
    const resend = await postReadings(server, fridge.secret, {
      readings: [{ hwid: fridge.hwid, time: late[0]!.toISOString(), temperature: 3.5 }],
    });
    expect(resend.body).toMatchObject({ stored: 0, duplicates: 1 });
    const { token } = await loginAs(server, 'manager@harbor.example');
    const graph = await gql<{ sensorGraph: { points: Array<{ time: string }> } }>(
      server,
      'query($id: ID!, $start: DateTime!, $end: DateTime) { sensorGraph(id: $id, start: $start, end: $end) { points { time } } }',
      {
        id: fridge.sensorId,
        start: new Date(late[0]!.getTime() - 3_600_000).toISOString(),
        end: new Date(late[1]!.getTime() + 3_600_000).toISOString(),
      },
      { token, clientId: DEMO_IDS.harbor },
    );
    expect(graph.data?.sensorGraph.points.map((p) => p.time)).toEqual(late.map((t) => t.toISOString()));
  });

  it('reads only the partitions of the period in the graph and export queries', async () => {
    await send([new Date(Date.now() - 3 * 3_600_000)]);
    const { token } = await loginAs(server, 'manager@harbor.example');
    const today = new Date();
    const dayStart = new Date(today.getTime() - 6 * 3_600_000);
    const graphStatements = await statementsOf(() =>
      gql(
        server,
        'query($id: ID!, $start: DateTime!) { sensorGraph(id: $id, start: $start) { points { time } } }',
        { id: fridge.sensorId, start: dayStart.toISOString() },
        { token, clientId: DEMO_IDS.harbor },
      ),
    );
    expect(graphStatements).toHaveLength(1);
    const thisMonth = partitionName(monthStart(today));
    const startMonth = partitionName(monthStart(dayStart));
    expect(await tablesRead(graphStatements[0]!)).toEqual([...new Set([startMonth, thisMonth])].sort());

    // The export of the month five months ago reads that month's partition only.
    const period = { start: monthStart(new Date(), -5), end: monthStart(new Date(), -4) };
    const exportStatements = await statementsOf(() =>
      withSystemTx(server.pool, (db) =>
        buildExportFiles(db, {
          clientId: DEMO_IDS.harbor,
          locationId: DEMO_IDS.harborBayside,
          applianceId: fridge.applianceId,
          periodStart: period.start,
          periodEnd: period.end,
          timezone: 'UTC',
          language: 'en',
        }),
      ),
    );
    expect(exportStatements.length).toBeGreaterThan(0);
    for (const statement of exportStatements) expect(await tablesRead(statement)).toEqual([partitionName(period.start)]);
  });

  it('drops the partitions of months past the retention period and deletes older readings waiting in the default partition', async () => {
    // Five months ago has a partition (the test above); four months ago lands in the default partition.
    await send([midMonth(-4), midMonth(-2)]);
    const tick = await runReadingsPartitionsTick(server.pool, { retentionMonths: 3 });
    expect(tick).toEqual({
      created: [partitionName(monthStart(new Date(), -2))],
      dropped: [partitionName(monthStart(new Date(), -5))],
      expired: 1,
    });
    const kept = Object.keys(await placement());
    expect(kept.some((time) => new Date(time) < monthStart(new Date(), -3))).toBe(false);
    expect(kept).toContain(midMonth(-2).toISOString());
    expect(await partitions()).not.toContain(partitionName(monthStart(new Date(), -5)));
  });
});

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystemTx } from '../db/database.js';
import { buildExportFiles } from '../features/export/export-csv.js';
import { DEMO_IDS } from '../seed/demo-accounts.js';
import type { RunningServer } from '../server.js';
import { gql, loginAs, startTestServer } from '../../test/harness.js';
import { monitoredAppliance, postReadings, type MonitoredAppliance } from '../../test/readings.js';
import { monthStart, partitionName, READINGS_PARTITIONS_JOB, runReadingsPartitionsTick } from './readings-partitions.job.js';

// sensor_readings is partitioned by month (migration 0024) and kept so by the readings-partitions job;
// these run on embedded PGlite and on PostgreSQL (TEST_DATABASE_URL) alike.
let server: RunningServer;
let fridge: MonitoredAppliance;

beforeAll(async () => {
  server = await startTestServer();
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
afterAll(async () => {
  await server?.stop();
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
async function statementsOf(work: () => Promise<unknown>): Promise<Array<{ text: string; values: unknown[] }>> {
  const seen: Array<{ text: string; values: unknown[] }> = [];
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    const text = typeof first === 'string' ? first : (first as { text?: string } | null)?.text;
    const values = (Array.isArray(second) ? second : (first as { values?: unknown[] } | null)?.values) ?? [];
    if (text?.includes('FROM sensor_readings') || text?.includes('JOIN sensor_readings')) seen.push({ text, values });
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    prototype.query = original;
  }
  return seen;
}

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

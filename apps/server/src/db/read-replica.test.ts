import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server.js';
import { buildClient, buildUser, FACTORY_PASSWORD } from '../../test/factories.js';
import { gql, loginAs, startTestServer } from '../../test/harness.js';
import { monitoredAppliance, postReadings, series, systemQuery, type MonitoredAppliance } from '../../test/readings.js';
import { POSTGRES_BIN, startReplicatedPostgres, type ReplicatedPostgres } from '../../test/replicated-postgres.js';
import { skipWithout } from '../../test/required-service.js';
import { until } from '../../test/until.js';

// Issue 39 item 2: DATABASE_READ_URL on a real streaming replica (a private primary and its pg_basebackup
// copy, started here). Graphs and reports read there while it serves; a replica further behind than
// REPLICA_MAX_LAG_SECONDS, or lost, sends them back to the primary, and /readyz says which.
const NOT_HERE = skipWithout('PostgreSQL server binaries (initdb, pg_basebackup)', Boolean(POSTGRES_BIN));

let cluster: ReplicatedPostgres;
/** Tolerates an hour of lag: serves whatever the replica has. */
let steady: RunningServer;
/** Tolerates one second. */
let strict: RunningServer;
let fridge: MonitoredAppliance;
let token: string;
let outsiderToken: string;

const GRAPH = 'query($id: ID!, $start: DateTime!) { sensorGraph(id: $id, start: $start) { points { temperature } } }';
async function temperatures(server: RunningServer, as = token): Promise<number[] | null> {
  const answer = await gql<{ sensorGraph: { points: Array<{ temperature: number }> } | null }>(
    server,
    GRAPH,
    {
      id: fridge.sensorId,
      start: new Date(Date.now() - 3_600_000).toISOString(),
    },
    { token: as },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.sensorGraph?.points.map((p) => p.temperature) ?? null;
}
async function replicaDetail(server: RunningServer) {
  const response = await fetch(`${server.url}/readyz`);
  const body = (await response.json()) as { status: string; replica?: { serving: boolean; lagSeconds: number | null } };
  return { httpStatus: response.status, ...body };
}

describe.skipIf(NOT_HERE)('graphs and reports on a read replica (DATABASE_READ_URL)', () => {
  beforeAll(async () => {
    cluster = await startReplicatedPostgres();
    const admin = new pg.Client({ connectionString: cluster.primaryUrl('postgres') });
    await admin.connect();
    await admin.query('CREATE DATABASE ks');
    await admin.end();
    const config = { databaseUrl: cluster.primaryUrl('ks'), databaseReadUrl: cluster.replicaUrl('ks'), seedDemo: false };
    steady = await startTestServer({ config: { ...config, replicaMaxLagSeconds: 3600 } });
    strict = await startTestServer({ config: { ...config, replicaMaxLagSeconds: 1, smtpUrl: steady.smtp!.url } });
    const tenant = await buildClient(steady.pool, 'Replicated');
    const other = await buildClient(steady.pool, 'Replicated bystander');
    fridge = await monitoredAppliance(steady.pool, { clientId: tenant.client.id, locationId: tenant.location.id });
    const manager = await buildUser(steady.pool, { clientId: tenant.client.id, clientRole: 'MANAGER', locationIds: [tenant.location.id] });
    const outsider = await buildUser(steady.pool, { clientId: other.client.id, clientRole: 'MANAGER', locationIds: [other.location.id] });
    token = (await loginAs(steady, manager.email, FACTORY_PASSWORD)).token;
    outsiderToken = (await loginAs(steady, outsider.email, FACTORY_PASSWORD)).token;
    await postReadings(steady, fridge.secret, { readings: series(fridge.hwid, 30, 10, () => 3, 5) });
  }, 120_000);
  afterAll(async () => {
    await strict?.stop();
    await steady?.stop();
    await cluster?.stop();
  });

  it('reads a graph on the replica: with its replay paused, a reading just stored is on the primary and not in the graph', async () => {
    expect(
      await until(
        () => temperatures(steady),
        (t) => t?.length === 5,
      ),
    ).toEqual([3, 3, 3, 3, 3]);
    await cluster.onReplica('SELECT pg_wal_replay_pause()');
    await postReadings(steady, fridge.secret, { readings: series(fridge.hwid, 5, 5, () => 9) });
    const { rows } = await systemQuery<{ n: number }>(steady.pool, 'SELECT count(*)::int AS n FROM sensor_readings WHERE sensor_id = $1', [
      fridge.sensorId,
    ]);
    expect(rows[0]!.n).toBe(6);
    expect(await temperatures(steady)).toEqual([3, 3, 3, 3, 3]);
    expect((await replicaDetail(steady)).replica).toMatchObject({ serving: true });
  });

  it('falls back to the primary while the replica is further behind than REPLICA_MAX_LAG_SECONDS, and returns when it caught up', async () => {
    const behind = await until(
      () => replicaDetail(strict),
      (d) => d.replica?.serving === false,
      15_000,
    );
    expect(behind).toMatchObject({ httpStatus: 200, status: 'ready', replica: { serving: false } });
    expect(behind.replica!.lagSeconds).toBeGreaterThan(1);
    expect(await temperatures(strict)).toEqual([3, 3, 3, 3, 3, 9]);
    await cluster.onReplica('SELECT pg_wal_replay_resume()');
    expect(
      (
        await until(
          () => replicaDetail(strict),
          (d) => d.replica?.serving === true,
          15_000,
        )
      ).replica,
    ).toMatchObject({ serving: true });
    expect(
      await until(
        () => temperatures(steady),
        (t) => t?.length === 6,
      ),
    ).toEqual([3, 3, 3, 3, 3, 9]);
  });

  it("keeps tenancy on the replica: another client's manager gets no graph of the sensor", async () => {
    expect((await replicaDetail(steady)).replica).toMatchObject({ serving: true });
    expect(await temperatures(steady, outsiderToken)).toBeNull();
  });

  it('goes on answering from the primary when the replica is lost, and stays ready', async () => {
    await cluster.stopReplica();
    const lost = await until(
      () => replicaDetail(steady),
      (d) => d.replica?.serving === false,
      15_000,
    );
    expect(lost).toMatchObject({ httpStatus: 200, status: 'ready', replica: { serving: false, lagSeconds: null } });
    expect(await temperatures(steady)).toEqual([3, 3, 3, 3, 3, 9]);
  });
});

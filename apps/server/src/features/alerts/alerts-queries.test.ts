import { beforeAll, describe, expect, it } from 'vitest';
import { gql, loginAs } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';
import { buildClient, buildUser, FACTORY_PASSWORD } from '../../../test/factories.js';
import { monitoredAppliance, postReadings, reading, series, type MonitoredAppliance, systemQuery } from '../../../test/readings.js';
import { GRAPH_MAX_POINTS, GRAPH_MESSAGES } from '../sensors/sensor-graph.service.js';
import { sql } from 'drizzle-orm';
import { withSystemTx, withTenantTx } from '../../db/database.js';
import { rebuildRollups } from '../../db/readings-rollups.js';

const server = useTestServer();
let tenant: Awaited<ReturnType<typeof buildClient>>;
let token: string;
let yearly: MonitoredAppliance;
const DAY = 24 * 60 * 60_000;
const now = Date.now();

async function ask<T>(query: string, variables: Record<string, unknown> = {}) {
  return gql<T>(server, query, variables, { token, clientId: tenant.client.id });
}

beforeAll(async () => {
  tenant = await buildClient(server.pool, 'Queries');
  const viewer = await buildUser(server.pool, { clientId: tenant.client.id, clientRole: 'USER', locationIds: [tenant.location.id] });
  token = (await loginAs(server, viewer.email, FACTORY_PASSWORD)).token;
  yearly = await monitoredAppliance(server.pool, {
    clientId: tenant.client.id,
    locationId: tenant.location.id,
    attachedAt: new Date(now - 400 * DAY),
  });
  // A year of 5-minute readings, a gentle sine around 3 °C, with one 12 °C spike 100 days ago.
  await systemQuery(
    server.pool,
    `INSERT INTO sensor_readings (sensor_id, time, client_id, temperature)
     SELECT $1, t, $2, CASE WHEN t = $4::timestamptz THEN 12 ELSE 3 + sin(extract(epoch FROM t) / 3600) END
     FROM generate_series($3::timestamptz, $5::timestamptz, interval '5 minutes') AS t`,
    [
      yearly.sensorId,
      tenant.client.id,
      new Date(Math.floor((now - 365 * DAY) / 300_000) * 300_000).toISOString(),
      new Date(Math.floor((now - 100 * DAY) / 300_000) * 300_000).toISOString(),
      new Date(now).toISOString(),
    ],
  );
  // Written beside ingest: the rollups it would have kept, rebuilt from the readings.
  await withSystemTx(server.pool, (db) =>
    rebuildRollups(db, { sensorIds: [yearly.sensorId], from: new Date(now - 366 * DAY), to: new Date(now) }),
  );
});

const GRAPH = `query($id: ID!, $start: DateTime!, $end: DateTime) {
  sensorGraph(id: $id, start: $start, end: $end) { sensorId start end bucketSeconds source points { time temperature min max readings } }
}`;

interface Graph {
  sensorGraph: {
    bucketSeconds: number;
    source: string;
    end: string;
    points: Array<{ time: string; temperature: number; min: number; max: number; readings: number }>;
  } | null;
}

describe('sensorGraph', () => {
  it('returns one day as raw readings', async () => {
    const start = new Date(now - DAY);
    const result = await ask<Graph>(GRAPH, { id: yearly.sensorId, start: start.toISOString(), end: new Date(now).toISOString() });
    const graph = result.data!.sensorGraph!;
    expect(graph.bucketSeconds).toBe(0);
    expect(graph.source).toBe('READINGS');
    expect(graph.points.length).toBeGreaterThanOrEqual(287);
    expect(graph.points.length).toBeLessThanOrEqual(289);
    expect(graph.points.every((p) => p.min === p.temperature && p.max === p.temperature)).toBe(true);
  });

  it('draws a year from the hourly rollups in at most ~1,000 min/max buckets that keep the spike', async () => {
    const result = await ask<Graph>(GRAPH, {
      id: yearly.sensorId,
      start: new Date(now - 365 * DAY).toISOString(),
      end: new Date(now).toISOString(),
    });
    const graph = result.data!.sensorGraph!;
    expect(graph).toMatchObject({ bucketSeconds: 9 * 3600, source: 'ROLLUPS_1H' });
    expect(graph.points.length).toBeLessThanOrEqual(GRAPH_MAX_POINTS + 1);
    expect(graph.points.length).toBeGreaterThan(950);
    const { rows } = await systemQuery<{ n: number }>(
      server.pool,
      'SELECT count(*)::int AS n FROM sensor_readings WHERE sensor_id = $1 AND time >= $2 AND time < $3',
      [yearly.sensorId, new Date(now - 365 * DAY).toISOString(), new Date(now).toISOString()],
    );
    expect(graph.points.reduce((sum, p) => sum + p.readings, 0)).toBe(rows[0]!.n);
    expect(graph.points.every((p) => p.min <= p.temperature && p.temperature <= p.max)).toBe(true);
    expect(Math.max(...graph.points.map((p) => p.max))).toBe(12);
    expect(Math.min(...graph.points.map((p) => p.min))).toBeCloseTo(2, 1);
  });

  it('draws five days from the 5-minute rollups as the same buckets as the raw readings, from the attachment on', async () => {
    const start = now - 5 * DAY + 7 * 60_000; // not on a bucket: its first bucket comes from raw readings
    // After the start, 2 min into a 10-minute bucket: of its two readings, only the second counts.
    const attachedAt = Math.floor((now - 3 * DAY) / 600_000) * 600_000 + 123_000;
    const expected = async (from: number) => {
      const { rows } = await systemQuery<{ time: Date; temperature: number }>(
        server.pool,
        'SELECT time, temperature FROM sensor_readings WHERE sensor_id = $1 AND time >= $2 AND time < $3',
        [yearly.sensorId, new Date(from).toISOString(), new Date(now).toISOString()],
      );
      const width = 600_000; // 5 days / 1,000 points, in whole 5-minute buckets
      const groups = new Map<number, { min: number; max: number; sum: number; readings: number }>();
      for (const r of rows) {
        const t = Math.floor(new Date(r.time).getTime() / width) * width; // buckets align on whole UTC hours
        const g = groups.get(t) ?? { min: Infinity, max: -Infinity, sum: 0, readings: 0 };
        groups.set(t, {
          min: Math.min(g.min, r.temperature),
          max: Math.max(g.max, r.temperature),
          sum: g.sum + r.temperature,
          readings: g.readings + 1,
        });
      }
      return [...groups].sort(([a], [b]) => a - b).map(([t, g]) => ({ time: t, ...g, mean: g.sum / g.readings }));
    };
    const graphOf = async () => {
      const result = await ask<Graph>(GRAPH, {
        id: yearly.sensorId,
        start: new Date(start).toISOString(),
        end: new Date(now).toISOString(),
      });
      return result.data!.sensorGraph!;
    };
    const compare = (graph: NonNullable<Graph['sensorGraph']>, buckets: Awaited<ReturnType<typeof expected>>) => {
      expect(graph).toMatchObject({ bucketSeconds: 600, source: 'ROLLUPS_5M' });
      expect(graph.points.map((p) => [Date.parse(p.time), p.readings])).toEqual(buckets.map((b) => [b.time, b.readings]));
      graph.points.forEach((p, i) => {
        expect(p.min).toBeCloseTo(buckets[i]!.min, 5);
        expect(p.max).toBeCloseTo(buckets[i]!.max, 5);
        expect(p.temperature).toBeCloseTo(buckets[i]!.mean, 5);
      });
    };
    compare(await graphOf(), await expected(start));
    await systemQuery(server.pool, 'UPDATE sensors SET attached_at = $2 WHERE id = $1', [
      yearly.sensorId,
      new Date(attachedAt).toISOString(),
    ]);
    try {
      const graph = await graphOf();
      compare(graph, await expected(attachedAt));
      expect(graph.points[0]).toMatchObject({ time: new Date(attachedAt - 123_000).toISOString(), readings: 1 });
    } finally {
      await systemQuery(server.pool, 'UPDATE sensors SET attached_at = $2 WHERE id = $1', [
        yearly.sensorId,
        new Date(now - 400 * DAY).toISOString(),
      ]);
    }
  });

  it("keeps another client's rollups from a manager: no graph, and no rollup row under row-level security", async () => {
    const other = await buildClient(server.pool, 'Other rollups');
    const manager = await buildUser(server.pool, { clientId: other.client.id, clientRole: 'MANAGER' });
    const otherToken = (await loginAs(server, manager.email, FACTORY_PASSWORD)).token;
    const variables = { id: yearly.sensorId, start: new Date(now - 30 * DAY).toISOString(), end: new Date(now).toISOString() };
    const result = await gql<Graph>(server, GRAPH, variables, { token: otherToken, clientId: other.client.id });
    expect(result.data?.sensorGraph).toBeNull();
    const seen = await withTenantTx(server.pool, { userId: manager.id, clientId: other.client.id }, (db) =>
      db.execute<{ n: number }>(sql`SELECT (SELECT count(*) FROM sensor_rollups_5m) + (SELECT count(*) FROM sensor_rollups_1h) AS n`),
    );
    expect(Number(seen.rows[0]!.n)).toBe(0);
  });

  it('ends now when no end is given, and refuses a backwards or over-long range', async () => {
    const open = await ask<Graph>(GRAPH, { id: yearly.sensorId, start: new Date(now - 3_600_000).toISOString() });
    expect(Date.parse(open.data!.sensorGraph!.end)).toBeGreaterThanOrEqual(now);
    const backwards = await ask<Graph>(GRAPH, {
      id: yearly.sensorId,
      start: new Date(now).toISOString(),
      end: new Date(now - 1000).toISOString(),
    });
    expect(backwards.errors?.[0]?.message).toBe(GRAPH_MESSAGES.rangeOrder);
    const long = await ask<Graph>(GRAPH, { id: yearly.sensorId, start: new Date(now - 400 * DAY).toISOString() });
    expect(long.errors?.[0]?.message).toBe(GRAPH_MESSAGES.rangeTooLong);
  });
});

describe('applianceReadings', () => {
  it("returns a day of the primary sensor's readings, only from when it was attached", async () => {
    const fresh = await monitoredAppliance(server.pool, {
      clientId: tenant.client.id,
      locationId: tenant.location.id,
      attachedAt: new Date(Date.now() - 30 * 60_000),
    });
    // Readings from before the sensor was attached to this appliance belong to its previous life.
    await postReadings(server, fresh.secret, { readings: series(fresh.hwid, 60, 0, () => 4, 5) });
    const result = await ask<{ applianceReadings: Array<{ time: string; temperature: number }> }>(
      'query($id: ID!, $start: DateTime!, $end: DateTime!) { applianceReadings(id: $id, start: $start, end: $end) { time temperature } }',
      { id: fresh.applianceId, start: new Date(Date.now() - DAY).toISOString(), end: new Date(Date.now() + 60_000).toISOString() },
    );
    const times = result.data!.applianceReadings.map((r) => Date.parse(r.time));
    expect(times.length).toBeGreaterThanOrEqual(6);
    expect(times.length).toBeLessThanOrEqual(7);
    expect(Math.min(...times)).toBeGreaterThanOrEqual(Date.now() - 31 * 60_000);
    const tooLong = await ask(
      'query($id: ID!, $start: DateTime!, $end: DateTime!) { applianceReadings(id: $id, start: $start, end: $end) { time } }',
      { id: fresh.applianceId, start: new Date(Date.now() - 8 * DAY).toISOString(), end: new Date().toISOString() },
    );
    expect(tooLong.errors?.[0]?.message).toBe(GRAPH_MESSAGES.readingsRangeTooLong);
  });
});

describe('temperatureOverview', () => {
  it('counts in range, out of range, offline, no reading, low battery and open alerts of a location', async () => {
    const other = await buildClient(server.pool, 'Overview');
    const viewer = await buildUser(server.pool, { clientId: other.client.id, clientRole: 'MANAGER' });
    const managerToken = (await loginAs(server, viewer.email, FACTORY_PASSWORD)).token;
    const make = () => monitoredAppliance(server.pool, { clientId: other.client.id, locationId: other.location.id });
    const [ok, warm, silent, , low] = await Promise.all([make(), make(), make(), make(), make()]);
    await postReadings(server, ok!.secret, { readings: [reading(ok!.hwid, 1, 3)] });
    await postReadings(server, warm!.secret, { readings: series(warm!.hwid, 45, 0, () => 9) });
    await postReadings(server, silent!.secret, { readings: [reading(silent!.hwid, 60, 3)] });
    await postReadings(server, low!.secret, { readings: [reading(low!.hwid, 1, 2, Date.now(), { batteryLevel: 12 })] });
    const result = await gql<{ temperatureOverview: Record<string, unknown> }>(
      server,
      `query($id: ID!) { temperatureOverview(locationId: $id) { appliancesCount monitoredCount inRangeCount outOfRangeCount offlineCount
        noReadingCount lowBatteryCount openAlertsCount highAlertsCount snoozedAlertsCount foodAtRiskCount worstFoodSafeness openAlerts { reason } } }`,
      { id: other.location.id },
      { token: managerToken, clientId: other.client.id },
    );
    expect(result.data!.temperatureOverview).toEqual({
      appliancesCount: 5,
      monitoredCount: 5,
      inRangeCount: 2,
      outOfRangeCount: 1,
      offlineCount: 1,
      noReadingCount: 1,
      lowBatteryCount: 1,
      openAlertsCount: 1,
      highAlertsCount: 0,
      snoozedAlertsCount: 0,
      foodAtRiskCount: 0,
      worstFoodSafeness: 'POSITIVE',
      openAlerts: [{ reason: 'APPLIANCE_TOO_WARM' }],
    });
  });
});

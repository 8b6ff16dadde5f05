import { beforeAll, describe, expect, it } from 'vitest';
import { withSystemTx } from '../src/db/database.js';
import { gql, loginAs } from './harness.js';
import { useTestServer } from './suite-server.js';
import { buildClient, buildUser, FACTORY_PASSWORD } from './factories.js';
import { batchesOf, placeLocation, postAll, readingsBetween } from './food-clock.js';
import { alertsOf, monitoredAppliance, systemQuery } from './readings.js';
import { buildExportFiles } from '../src/features/export/export-csv.js';
import { loadReportData } from '../src/features/inspection-report/report-data.js';
import { runFoodVerdictTick } from '../src/features/alerts/food-verdicts.job.js';

/**
 * Readings stored before a sensor's attachment count nowhere (decision 0122): a sensor that sat on a
 * shelf at 12 °C for six hours, then was fitted in a fridge at 3 °C. The engine, the food verdict (read
 * and stored), the graphs, the CSV export and the inspection report all start at the attachment.
 */
const server = useTestServer();
let tenant: Awaited<ReturnType<typeof buildClient>>;
let token: string;
const MIN = 60_000;
const HOUR = 60 * MIN;

beforeAll(async () => {
  tenant = await buildClient(server.pool, 'Shelf sensor');
  await placeLocation(server, tenant.location.id, 'Pacific/Auckland', 'US_FDA');
  const manager = await buildUser(server.pool, { clientId: tenant.client.id, clientRole: 'MANAGER', locationIds: [tenant.location.id] });
  token = (await loginAs(server, manager.email, FACTORY_PASSWORD)).token;
});

const ask = <T>(query: string, variables: Record<string, unknown>) =>
  gql<T>(server, query, variables, { token, clientId: tenant.client.id }).then((r) => r.data!);

describe('readings stored before the attachment count nowhere (FDA Food Code 2022 3-501.16(A)(2): the food, not the shelf)', () => {
  it('6 h at 12 °C on the shelf, then 2 h at 3 °C in the fridge: no alert, SAFE, and every view starts at the attachment', async () => {
    const now = Math.floor(Date.now() / MIN) * MIN;
    const attachedAt = now - 2 * HOUR;
    const fridge = await monitoredAppliance(server.pool, {
      clientId: tenant.client.id,
      locationId: tenant.location.id,
      attachedAt: new Date(attachedAt),
    });
    await systemQuery(server.pool, `UPDATE sensors SET placement = 'FOOD_SIMULANT' WHERE id = $1`, [fridge.sensorId]);
    // Buffered history arrives newest first, shelf time included.
    await postAll(
      server,
      fridge.secret,
      readingsBetween(fridge.hwid, now - 8 * HOUR, now, (at) => (at < attachedAt ? 12 : 3)),
    );
    const fitted = 2 * 12 + 1; // readings from the attachment on, every 5 minutes

    expect(await alertsOf(server.pool, fridge.applianceId)).toEqual([]);
    const read = await ask<{ appliance: { foodVerdict: { verdict: string; dangerMinutes: number } } }>(
      'query($id: ID!) { appliance(id: $id) { foodVerdict { verdict dangerMinutes } } }',
      { id: fridge.applianceId },
    );
    expect(read.appliance.foodVerdict).toEqual({ verdict: 'SAFE', dangerMinutes: 0 });
    await runFoodVerdictTick({ system: server.system, now: new Date(now) });
    expect((await batchesOf(server, fridge.applianceId)).at(-1)).toMatchObject({ verdict: 'SAFE', useNowAt: null, discardAt: null });

    const range = { start: new Date(now - 10 * HOUR).toISOString(), end: new Date(now + MIN).toISOString() };
    const graph = await ask<{ sensorGraph: { points: Array<{ time: string }> } }>(
      'query($id: ID!, $start: DateTime!, $end: DateTime) { sensorGraph(id: $id, start: $start, end: $end) { points { time } } }',
      { id: fridge.sensorId, ...range },
    );
    expect(graph.sensorGraph.points).toHaveLength(fitted);
    expect(Date.parse(graph.sensorGraph.points[0]!.time)).toBe(attachedAt);
    const raw = await ask<{ applianceReadings: Array<{ time: string }> }>(
      'query($id: ID!, $start: DateTime!, $end: DateTime!) { applianceReadings(id: $id, start: $start, end: $end) { time } }',
      { id: fridge.applianceId, ...range },
    );
    expect(raw.applianceReadings).toHaveLength(fitted);

    const period = { periodStart: new Date(now - 10 * HOUR), periodEnd: new Date(now + MIN) };
    const files = await withSystemTx(server.pool, (db) =>
      buildExportFiles(db, {
        clientId: tenant.client.id,
        locationId: tenant.location.id,
        applianceId: fridge.applianceId,
        ...period,
        timezone: 'Pacific/Auckland',
        language: 'en',
      }),
    );
    expect(files.readingCount).toBe(fitted);
    expect(files.alertCount).toBe(0);

    const report = await withSystemTx(server.pool, (db) =>
      loadReportData(db, {
        clientId: tenant.client.id,
        locationId: tenant.location.id,
        from: period.periodStart,
        to: period.periodEnd,
        now: new Date(now),
      }),
    );
    const section = report!.appliances.find((a) => a.id === fridge.applianceId)!;
    expect(section.days.reduce((sum, d) => sum + d.readings, 0)).toBe(fitted);
    expect(section.dangerMin).toBe(0);
    expect(Math.max(...section.days.map((d) => d.maxC))).toBe(3);
  });
});

import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTenantTx } from '../../db/database.js';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import { ESTATE_DEMO_IDS } from '../../seed/estate-seed.js';
import { useTestServer } from '../../../test/suite-server.js';
import { outcome, sessionsFor, type Level } from '../../../test/estate-factories.js';
import { alertsOf, monitoredAppliance, postReadings, series, type MonitoredAppliance, countWhere } from '../../../test/readings.js';

const server = useTestServer();
const { as, asLevel } = sessionsFor(() => server);
let downtown: MonitoredAppliance;
let lisbon: MonitoredAppliance;
let downtownAlertId: string;
let lisbonAlertId: string;

/** A fridge with a sensor whose last 40 minutes were at 9 °C: one open alert. */
async function fridgeInBreach(locationId: string, areaId: string) {
  const fridge = await monitoredAppliance(server.pool, { clientId: DEMO_IDS.harbor, locationId, areaId });
  await postReadings(server, fridge.secret, { readings: series(fridge.hwid, 90, 45, () => 3).concat(series(fridge.hwid, 40, 0, () => 9)) });
  const [alert] = await alertsOf(server.pool, fridge.applianceId);
  if (!alert) throw new Error('no alert was raised');
  return { fridge, alertId: alert.id };
}

beforeAll(async () => {
  ({ fridge: downtown, alertId: downtownAlertId } = await fridgeInBreach(DEMO_IDS.harborDowntown, ESTATE_DEMO_IDS.downtownKitchen));
  ({ fridge: lisbon, alertId: lisbonAlertId } = await fridgeInBreach(DEMO_IDS.harborLisbon, ESTATE_DEMO_IDS.lisbonKitchen));
});

const READS = `query Reads($applianceId: ID!, $locationId: ID!, $sensorId: ID!, $start: DateTime!, $end: DateTime!) {
  applianceAlerts(id: $applianceId, first: 10, page: 1) { totalCount page first items { id reason severity worstFoodSafeness
    currentStatus { statusCode description } statusHistory { statusCode time description } appliance { id } } }
  locationTempAlerts(locationId: $locationId) { id }
  temperatureOverview(locationId: $locationId) { openAlertsCount monitoredCount }
  sensorGraph(id: $sensorId, start: $start, end: $end) { bucketSeconds points { time temperature min max } alertSpans { alertId } }
  applianceReadings(id: $applianceId, start: $start, end: $end) { time temperature }
  appliance(id: $applianceId) { currentAlert { id } currentFsBatch { foodSafeness useNow outsideMinutes } }
  locationSummaries(ids: [$locationId]) { tempAlertsCount }
}`;

const readVariables = (fridge: MonitoredAppliance) => ({
  applianceId: fridge.applianceId,
  locationId: fridge.locationId,
  sensorId: fridge.sensorId,
  start: new Date(Date.now() - 3 * 60 * 60_000).toISOString(),
  end: new Date(Date.now() + 60_000).toISOString(),
});

interface ReadsData {
  applianceAlerts: { totalCount: number; items: Array<{ id: string; currentStatus: { statusCode: string }; statusHistory: unknown[] }> };
  locationTempAlerts: Array<{ id: string }>;
  temperatureOverview: { openAlertsCount: number } | null;
  sensorGraph: { bucketSeconds: number; points: unknown[]; alertSpans: Array<{ alertId: string }> } | null;
  applianceReadings: unknown[];
  appliance: { currentAlert: { id: string } | null; currentFsBatch: { foodSafeness: string } | null } | null;
  locationSummaries: Array<{ tempAlertsCount: number }>;
}

describe('alerts: access levels (PRODUCT.md matrix)', () => {
  const levels: Array<[Level, string]> = [
    ['FULL_ADMIN', 'OK'],
    ['MANAGER', 'OK'],
    ['LOCATION_MANAGER', 'OK'],
    ['STANDARD_USER', 'OK'],
    ['BASIC_USER', 'FORBIDDEN'],
  ];

  it.each(levels)('%s reads monitoring data of Downtown: %s', async (level, expected) => {
    const result = await asLevel<ReadsData>(level, READS, readVariables(downtown));
    expect(outcome(result)).toBe(expected);
    if (expected !== 'OK') return;
    const data = result.data!;
    expect(data.applianceAlerts.totalCount).toBe(1);
    expect(data.applianceAlerts.items[0]).toMatchObject({ id: downtownAlertId, currentStatus: { statusCode: 'DETECTED' } });
    expect(data.locationTempAlerts.map((a) => a.id)).toContain(downtownAlertId);
    expect(data.temperatureOverview!.openAlertsCount).toBeGreaterThanOrEqual(1);
    expect(data.sensorGraph!.points.length).toBeGreaterThan(10);
    expect(data.sensorGraph!.alertSpans.map((s) => s.alertId)).toEqual([downtownAlertId]);
    expect(data.applianceReadings.length).toBeGreaterThan(10);
    expect(data.appliance).toMatchObject({ currentAlert: { id: downtownAlertId }, currentFsBatch: { foodSafeness: 'POSITIVE' } });
    expect(data.locationSummaries[0]!.tempAlertsCount).toBeGreaterThanOrEqual(1);
  });

  const SNOOZE =
    'mutation($id: ID!, $until: DateTime) { snoozeTempAlert(id: $id, until: $until) { id status: currentStatus { statusCode } } }';
  const NEW_BATCH = 'mutation($id: ID!) { startFoodBatch(applianceId: $id) { id currentFsBatch { outsideMinutes } } }';
  const EXPORT = 'mutation($input: SensorDataExportInput!) { sensorDataExport(input: $input) { status exportId } }';

  it.each(levels)('%s snoozes, starts a food batch and exports at Downtown: %s', async (level, expected) => {
    const until = new Date(Date.now() + 30 * 60_000).toISOString();
    const before = await countWhere(server.pool, 'temp_alert_statuses', 'alert_id = $1', [downtownAlertId]);
    const snoozed = await asLevel(level, SNOOZE, { id: downtownAlertId, until });
    expect(outcome(snoozed)).toBe(expected);
    expect(await countWhere(server.pool, 'temp_alert_statuses', 'alert_id = $1', [downtownAlertId])).toBe(
      before + (expected === 'OK' ? 1 : 0),
    );
    const batch = await asLevel(level, NEW_BATCH, { id: downtown.applianceId });
    expect(outcome(batch)).toBe(expected);
    const exports = await countWhere(server.pool, 'sensor_data_exports', 'location_id = $1', [DEMO_IDS.harborDowntown]);
    const exported = await asLevel(level, EXPORT, {
      input: { locationId: DEMO_IDS.harborDowntown, from: new Date(Date.now() - 86_400_000).toISOString(), to: new Date().toISOString() },
    });
    expect(outcome(exported)).toBe(expected);
    expect(await countWhere(server.pool, 'sensor_data_exports', 'location_id = $1', [DEMO_IDS.harborDowntown])).toBe(
      exports + (expected === 'OK' ? 1 : 0),
    );
  });
});

describe("alerts: another client's ids and locations the viewer does not have", () => {
  it("answers a Sunrise manager about Harbor's appliance, location and sensor as if they did not exist", async () => {
    const result = await as<ReadsData>('manager@sunrise.example', READS, readVariables(downtown));
    expect(outcome(result)).toBe('OK');
    expect(result.data).toMatchObject({
      applianceAlerts: { totalCount: 0, items: [] },
      locationTempAlerts: [],
      temperatureOverview: null,
      sensorGraph: null,
      applianceReadings: [],
      appliance: null,
      locationSummaries: [],
    });
  });

  it("refuses to snooze, start a batch or export with another client's ids, and changes nothing", async () => {
    const history = await countWhere(server.pool, 'temp_alert_statuses', 'alert_id = $1', [lisbonAlertId]);
    const batches = await countWhere(server.pool, 'food_batches', 'appliance_id = $1', [lisbon.applianceId]);
    const exports = await countWhere(server.pool, 'sensor_data_exports', 'location_id = $1', [DEMO_IDS.harborLisbon]);
    for (const email of ['manager@sunrise.example', 'lm@harbor.example']) {
      const snoozed = await as(email, 'mutation($id: ID!) { snoozeTempAlert(id: $id) { id } }', { id: lisbonAlertId });
      expect(outcome(snoozed)).toBe('NOT_FOUND');
      const batch = await as(email, 'mutation($id: ID!) { startFoodBatch(applianceId: $id) { id } }', { id: lisbon.applianceId });
      expect(outcome(batch)).toBe('NOT_FOUND');
      const exported = await as(email, 'mutation($input: SensorDataExportInput!) { sensorDataExport(input: $input) { status } }', {
        input: { locationId: DEMO_IDS.harborLisbon, from: new Date(Date.now() - 86_400_000).toISOString(), to: new Date().toISOString() },
      });
      expect(outcome(exported)).toBe('NOT_FOUND');
    }
    expect(await countWhere(server.pool, 'temp_alert_statuses', 'alert_id = $1', [lisbonAlertId])).toBe(history);
    expect(
      await countWhere(server.pool, 'temp_alerts', "id = $1 AND status = 'DETECTED' AND responsible_user_id IS NULL", [lisbonAlertId]),
    ).toBe(1);
    expect(await countWhere(server.pool, 'food_batches', 'appliance_id = $1', [lisbon.applianceId])).toBe(batches);
    expect(await countWhere(server.pool, 'sensor_data_exports', 'location_id = $1', [DEMO_IDS.harborLisbon])).toBe(exports);
  });

  it("hides Lisbon's alerts, graph and readings from the Downtown location manager", async () => {
    const result = await as<ReadsData>('lm@harbor.example', READS, readVariables(lisbon));
    expect(result.data).toMatchObject({
      applianceAlerts: { totalCount: 0 },
      locationTempAlerts: [],
      temperatureOverview: null,
      sensorGraph: null,
      applianceReadings: [],
      appliance: null,
    });
    const open = await as<{ openTempAlerts: Array<{ id: string }> }>('lm@harbor.example', '{ openTempAlerts { id } }');
    expect(open.data!.openTempAlerts.map((a) => a.id)).toContain(downtownAlertId);
    expect(open.data!.openTempAlerts.map((a) => a.id)).not.toContain(lisbonAlertId);
  });

  it('keeps readings behind row-level security: a tenant transaction sees only its own client', async () => {
    const seen = await withTenantTx(
      server.pool,
      { userId: '00000000-0000-4000-8000-000000000000', clientId: DEMO_IDS.sunrise },
      async (db) => {
        const rows = await db.execute<{ n: number }>(
          sql`SELECT (SELECT count(*) FROM sensor_readings WHERE sensor_id = ${downtown.sensorId})::int
          + (SELECT count(*) FROM temp_alerts WHERE id = ${downtownAlertId})::int
          + (SELECT count(*) FROM temp_alert_statuses WHERE alert_id = ${downtownAlertId})::int
          + (SELECT count(*) FROM appliance_alert_states WHERE appliance_id = ${downtown.applianceId})::int AS n`,
        );
        return rows.rows[0]!.n;
      },
    );
    expect(seen).toBe(0);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { gql, loginAs, waitForMail } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';
import { buildClient, buildUser, FACTORY_PASSWORD } from '../../../test/factories.js';
import { monitoredAppliance, postReadings, series, countWhere, systemQuery } from '../../../test/readings.js';
import { csvField, UTF8_BOM } from './export-csv.js';
import { EXPORT_MESSAGES, processQueuedExports } from './export.service.js';

const server = useTestServer();
let tenant: Awaited<ReturnType<typeof buildClient>>;
let requester: { id: string; email: string };
let token: string;
const HOUR = 3_600_000;

const EXPORT = 'mutation($input: SensorDataExportInput!) { sensorDataExport(input: $input) { status exportId } }';

async function requestExport(input: Record<string, unknown>) {
  return gql<{ sensorDataExport: { status: string; exportId: string } }>(server, EXPORT, { input }, { token, clientId: tenant.client.id });
}

beforeAll(async () => {
  tenant = await buildClient(server.pool, 'Export');
  requester = await buildUser(server.pool, { clientId: tenant.client.id, clientRole: 'USER', locationIds: [tenant.location.id] });
  token = (await loginAs(server, requester.email, FACTORY_PASSWORD)).token;
});

describe('sensorDataExport', () => {
  it('queues the export (SUCCESS) and e-mails the requester a CSV of readings and one of alerts', async () => {
    const fridge = await monitoredAppliance(server.pool, { clientId: tenant.client.id, locationId: tenant.location.id });
    await postReadings(server, fridge.secret, {
      readings: series(fridge.hwid, 100, 45, () => 3).concat(series(fridge.hwid, 40, 0, () => 9)),
    });
    const result = await requestExport({
      locationId: tenant.location.id,
      from: new Date(Date.now() - 3 * HOUR).toISOString(),
      to: new Date(Date.now() + HOUR).toISOString(),
    });
    expect(result.data!.sensorDataExport.status).toBe('SUCCESS');
    const mail = (await waitForMail(server, requester.email)).find((m) => m.subject.startsWith('Sensor data export'))!;
    expect(mail.subject).toBe('Sensor data export: Export Kitchen');
    expect(mail.attachments.map((a) => a.filename)).toEqual([
      expect.stringMatching(/^export-kitchen-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}-readings\.csv$/),
      expect.stringMatching(/-alerts\.csv$/),
    ]);
    const [readings, alerts] = mail.attachments;
    expect(readings!.content.startsWith(UTF8_BOM)).toBe(true);
    const readingLines = readings!.content.slice(1).trim().split('\r\n');
    expect(readingLines[0]).toBe(
      'time_utc,time_local,area,equipment,equipment_id,sensor_hwid,temperature_c,humidity_percent,battery_percent,signal_percent',
    );
    expect(readingLines).toHaveLength(1 + 12 + 9);
    expect(readingLines[1]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},,Fridge /);
    const alertLines = alerts!.content.slice(1).trim().split('\r\n');
    expect(alertLines).toHaveLength(2);
    expect(alertLines[1]).toContain('APPLIANCE_TOO_WARM,LOW,DETECTED,POSITIVE');
    expect(alertLines[1]).toContain('DETECTED: Alert detected: appliance too warm (LOW)');
    // The row is marked SENT right after the relay took the e-mail.
    const sent = () =>
      countWhere(server.pool, 'sensor_data_exports', "id = $1 AND status = 'SENT' AND row_count = 22", [
        result.data!.sensorDataExport.exportId,
      ]);
    for (let i = 0; i < 40 && (await sent()) === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await sent()).toBe(1);
  });

  it("writes a Spanish requester's CSV cells in Spanish under the same English column names, with a BOM, accents in file names", async () => {
    const spanish = await buildUser(server.pool, { clientId: tenant.client.id, clientRole: 'USER', locationIds: [tenant.location.id] });
    await systemQuery(server.pool, "UPDATE users SET language = 'es' WHERE id = $1", [spanish.id]);
    const spanishToken = (await loginAs(server, spanish.email, FACTORY_PASSWORD)).token;
    const coldRoom = await monitoredAppliance(server.pool, { clientId: tenant.client.id, locationId: tenant.location.id });
    await systemQuery(server.pool, "UPDATE appliances SET name = 'Cámara fría' WHERE id = $1", [coldRoom.applianceId]);
    await postReadings(server, coldRoom.secret, {
      readings: series(coldRoom.hwid, 100, 45, () => 3).concat(series(coldRoom.hwid, 40, 0, () => 9)),
    });
    const result = await gql<{ sensorDataExport: { status: string } }>(
      server,
      EXPORT,
      {
        input: {
          locationId: tenant.location.id,
          applianceId: coldRoom.applianceId,
          from: new Date(Date.now() - 3 * HOUR).toISOString(),
          to: new Date(Date.now() + HOUR).toISOString(),
        },
      },
      { token: spanishToken, clientId: tenant.client.id },
    );
    expect(result.data!.sensorDataExport.status).toBe('SUCCESS');
    const mail = (await waitForMail(server, spanish.email))[0]!;
    expect(mail.subject).toBe('Exportación de datos de sensores: Cámara fría (Export Kitchen)');
    expect(mail.attachments.map((a) => a.filename)).toEqual([
      expect.stringMatching(/^cámara-fría-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}-readings\.csv$/),
      expect.stringMatching(/^cámara-fría-.*-alerts\.csv$/),
    ]);
    const [readings, alerts] = mail.attachments;
    expect(readings!.content.startsWith(UTF8_BOM)).toBe(true);
    expect(alerts!.content.startsWith(UTF8_BOM)).toBe(true);
    const readingLines = readings!.content.slice(1).trim().split('\r\n');
    expect(readingLines[0]).toBe(
      // The header row is data for scripts: the same names in every language.
      'time_utc,time_local,area,equipment,equipment_id,sensor_hwid,temperature_c,humidity_percent,battery_percent,signal_percent',
    );
    expect(readingLines[1]).toContain(',Cámara fría,');
    const alertLines = alerts!.content.slice(1).trim().split('\r\n');
    expect(alertLines[0]).toBe(
      'started_utc,started_local,ended_utc,ended_local,area,equipment,equipment_id,reason,severity,status,worst_food_safeness,extreme_temperature_c,responsible,history',
    );
    expect(alertLines[1]).toContain('DETECTED: Alerta detectada: equipo demasiado caliente (baja)');
  });

  it('refuses a backwards or too long period, and equipment of another location, queuing nothing', async () => {
    const elsewhere = await buildClient(server.pool, 'Elsewhere');
    const foreignFridge = await monitoredAppliance(server.pool, { clientId: elsewhere.client.id, locationId: elsewhere.location.id });
    const before = await countWhere(server.pool, 'sensor_data_exports', 'client_id = $1', [tenant.client.id]);
    const now = Date.now();
    const backwards = await requestExport({
      locationId: tenant.location.id,
      from: new Date(now).toISOString(),
      to: new Date(now - HOUR).toISOString(),
    });
    expect(backwards.errors?.[0]?.message).toBe(EXPORT_MESSAGES.periodOrder);
    const long = await requestExport({
      locationId: tenant.location.id,
      from: new Date(now - 40 * 24 * HOUR).toISOString(),
      to: new Date(now).toISOString(),
    });
    expect(long.errors?.[0]?.message).toBe(EXPORT_MESSAGES.periodTooLong);
    const foreign = await requestExport({
      locationId: tenant.location.id,
      applianceId: foreignFridge.applianceId,
      from: new Date(now - HOUR).toISOString(),
      to: new Date(now).toISOString(),
    });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await countWhere(server.pool, 'sensor_data_exports', 'client_id = $1', [tenant.client.id])).toBe(before);
  });

  it('the job sends exports left queued (an instance stopped before sending), once', async () => {
    await systemQuery(
      server.pool,
      `INSERT INTO sensor_data_exports (client_id, requested_by, location_id, period_start, period_end)
       VALUES ($1, $2, $3, now() - interval '1 day', now())`,
      [tenant.client.id, requester.id, tenant.location.id],
    );
    const exportsBefore = (await waitForMail(server, requester.email, 0)).length;
    expect(await processQueuedExports({ system: server.system })).toBe(1);
    expect(await processQueuedExports({ system: server.system })).toBe(0);
    await waitForMail(server, requester.email, exportsBefore + 1);
    expect(await countWhere(server.pool, 'sensor_data_exports', "client_id = $1 AND status <> 'SENT'", [tenant.client.id])).toBe(0);
  });

  it('defuses spreadsheet formulas and quotes what needs quoting', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('Walk-in, left')).toBe('"Walk-in, left"');
    expect(csvField(-18.5)).toBe('-18.5');
    expect(csvField(null)).toBe('');
  });
});

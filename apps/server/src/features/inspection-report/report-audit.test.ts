import { formatLocationTime } from '@ks/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server.js';
import { gql, loginAs, startTestServer } from '../../../test/harness.js';
import { buildClient, buildUser, FACTORY_PASSWORD } from '../../../test/factories.js';
import { buildAppliance } from '../../../test/estate-factories.js';
import { alertsOf, monitoredAppliance, postReadings, series, systemQuery } from '../../../test/readings.js';
import { pdfText } from '../../../test/pdf.js';

/**
 * The inspection report's audit trail in words (issue 34 item 9): each history row is printed by the
 * sentence builder the web's equipment history uses (domain audit-sentences.ts), in the viewer's language,
 * values in the report's unit rounded as on screen, on the location's clock; never a column or enum name.
 */
let server: RunningServer;
let tenant: Awaited<ReturnType<typeof buildClient>>;
let other: Awaited<ReturnType<typeof buildClient>>;
let managerToken: string;
let managerName: string;
let attachedHwid: string;

async function auditSection(lang: 'en' | 'es', clientId = tenant.client.id, token = managerToken): Promise<string> {
  const query = new URLSearchParams({ locationId: tenant.location.id, lang });
  const response = await fetch(`${server.url}/reports/inspection?${query}`, {
    headers: { authorization: `Bearer ${token}`, 'client-id': clientId },
  });
  expect(response.status).toBe(200);
  const text = pdfText(Buffer.from(await response.arrayBuffer()));
  const heading = lang === 'en' ? 'Audit trail' : 'Registro de cambios';
  // The audit trail is the last section; a sentence may wrap, so whitespace is read as one space.
  return text
    .slice(text.lastIndexOf(`${heading}\n`))
    .replace(/(Page|Página) \d+/g, '')
    .replace(/\s+/g, ' ');
}

const asManager = <T>(query: string, variables: Record<string, unknown>) =>
  gql<T>(server, query, variables, { token: managerToken, clientId: tenant.client.id });

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildClient(server.pool, 'Audit words');
  other = await buildClient(server.pool, 'Audit rival');
  // A US location: the report is in °F. Its zone is far from UTC, so the times are the location's.
  await systemQuery(server.pool, "UPDATE locations SET jurisdiction_profile = 'US_FDA', timezone = 'Pacific/Kiritimati' WHERE id = $1", [
    tenant.location.id,
  ]);
  const manager = await buildUser(server.pool, { clientId: tenant.client.id, clientRole: 'MANAGER' });
  await systemQuery(server.pool, "UPDATE users SET firstname = 'Maria', lastname = 'Harbor' WHERE id = $1", [manager.id]);
  managerName = 'Maria Harbor';
  managerToken = (await loginAs(server, manager.email, FACTORY_PASSWORD)).token;

  // The walk-in's safe zone, typed in °C by the manager: its maximum from 5 °C (41 °F) to 4 °C (39.2 °F).
  const walkIn = await buildAppliance(server.pool, { clientId: tenant.client.id, locationId: tenant.location.id, name: 'Walk-in' });
  const zone = await asManager('mutation($input: UpdateApplianceInput!) { updateAppliance(input: $input) { id } }', {
    input: { id: walkIn.id, safeZone: { min: 0, max: 4, unit: 'C' } },
  });
  expect(zone.errors).toBeUndefined();

  // A sensor registered at the location and attached to the walk-in by the manager.
  const created = await asManager<{ createSensor: { sensor: { id: string; hwid: string } } }>(
    'mutation($input: CreateSensorInput!) { createSensor(input: $input) { sensor { id hwid } } }',
    { input: { hwid: 'AUDIT-7', locationId: tenant.location.id } },
  );
  expect(created.errors).toBeUndefined();
  attachedHwid = created.data!.createSensor.sensor.hwid;
  const attached = await asManager<{ attachSensor: { status: string } }>(
    'mutation($applianceId: ID!, $sensorId: ID!) { attachSensor(applianceId: $applianceId, sensorId: $sensorId) { status } }',
    { applianceId: walkIn.id, sensorId: created.data!.createSensor.sensor.id },
  );
  expect(attached.data?.attachSensor.status).toBe('SUCCESS');

  // A reach-in at 14 °C: an alert, answered by discarding the food.
  const reachIn = await monitoredAppliance(server.pool, { clientId: tenant.client.id, locationId: tenant.location.id });
  await systemQuery(server.pool, "UPDATE appliances SET name = 'Reach-in' WHERE id = $1", [reachIn.applianceId]);
  await postReadings(server, reachIn.secret, { readings: series(reachIn.hwid, 40, 0, () => 14) });
  const [alert] = await alertsOf(server.pool, reachIn.applianceId);
  expect(alert).toBeDefined();
  const action = await asManager('mutation($input: RecordCorrectiveActionInput!) { recordCorrectiveAction(input: $input) { id } }', {
    input: { alertId: alert!.id, fate: 'DISCARDED' },
  });
  expect(action.errors).toBeUndefined();

  // Another client's change, which must not reach this report.
  const rival = await buildAppliance(server.pool, { clientId: other.client.id, locationId: other.location.id, name: 'Rival fridge' });
  await systemQuery(server.pool, 'UPDATE appliances SET safe_max_c = 3 WHERE id = $1', [rival.id]);
});
afterAll(async () => {
  await server?.stop();
});

/** Column names, enum values and °C, none of which an inspector of a °F location should read. */
const RAW = /safe_max_c|safe_min_c|appliance_id|hwid|SAFE_ZONE|SENSOR_ATTACHMENT|CORRECTIVE_ACTION|DISCARDED|UPDATED|CREATED|°C|[{}"]/;

describe('inspection report: the audit trail in words', () => {
  it('prints each change as the equipment history says it, in °F, in English', async () => {
    const audit = await auditSection('en');
    expect(audit).toContain(`Walk-in: ${managerName} changed the safe zone's maximum from 41.0 °F to 39.2 °F`);
    expect(audit).toContain(`Walk-in: ${managerName} attached the sensor ${attachedHwid}`);
    expect(audit).toContain(`Reach-in: ${managerName} recorded a corrective action: discarded`);
    expect(audit).not.toMatch(RAW);
    expect(audit).not.toContain('Rival');
  });

  it('and in Spanish, with the decimal comma', async () => {
    const audit = await auditSection('es');
    expect(audit).toContain(`Walk-in: ${managerName} cambió el máximo de la zona segura de 41,0 °F a 39,2 °F`);
    expect(audit).toContain(`Walk-in: ${managerName} conectó el sensor ${attachedHwid}`);
    expect(audit).toContain(`Reach-in: ${managerName} registró una acción correctiva: desechado`);
    expect(audit).not.toMatch(RAW);
  });

  it("stamps each sentence with the location's clock", async () => {
    const audit = await auditSection('en');
    const { rows } = await systemQuery<{ at: Date }>(
      server.pool,
      "SELECT at FROM audit_events WHERE location_id = $1 AND subject = 'SENSOR_ATTACHMENT' AND actor_id IS NOT NULL",
      [tenant.location.id],
    );
    expect(rows).toHaveLength(1);
    const time = formatLocationTime(rows[0]!.at, 'Pacific/Kiritimati', { locale: 'en-US', viewerZone: null }).replace(/\s+/g, ' ');
    expect(time).toContain('GMT+14');
    expect(audit).toContain(`${time} Walk-in: ${managerName} attached the sensor ${attachedHwid}`);
  });
});

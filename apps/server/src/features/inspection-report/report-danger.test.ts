import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server.js';
import { gql, loginAs, startTestServer } from '../../../test/harness.js';
import { buildClient, buildUser, FACTORY_PASSWORD } from '../../../test/factories.js';
import { monitoredAppliance, postReadings, series, systemQuery, type MonitoredAppliance } from '../../../test/readings.js';
import { pdfText } from '../../../test/pdf.js';

/**
 * The inspection report's danger minutes are the equipment page's (issue 34 item 9, decision 0350): the
 * same food clock (domain foodVerdict's spans), so an air sensor's door openings, which the air rule
 * counted as danger, are 0 minutes on both, and a real warm spell is the page's figure, not the air's.
 */
let server: RunningServer;
let tenant: Awaited<ReturnType<typeof buildClient>>;
let managerToken: string;
let doors: MonitoredAppliance;
let warm: MonitoredAppliance;

const VERDICT = 'query($id: ID!) { appliance(id: $id) { foodVerdict { verdict dangerMinutes } } }';

async function pageDangerMinutes(applianceId: string): Promise<{ verdict: string; dangerMinutes: number }> {
  const result = await gql<{ appliance: { foodVerdict: { verdict: string; dangerMinutes: number } } }>(
    server,
    VERDICT,
    { id: applianceId },
    { token: managerToken, clientId: tenant.client.id },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.appliance.foodVerdict;
}

async function reportText(): Promise<string> {
  const response = await fetch(`${server.url}/reports/inspection?${new URLSearchParams({ locationId: tenant.location.id })}`, {
    headers: { authorization: `Bearer ${managerToken}`, 'client-id': tenant.client.id },
  });
  expect(response.status).toBe(200);
  return pdfText(Buffer.from(await response.arrayBuffer()));
}

/** The minutes the summary row and the equipment section print for an appliance (they must agree). */
function reportDangerMinutes(text: string, name: string): number {
  const row = text
    .split('\f')[0]!
    .split('\n')
    .find((l) => l.trimStart().startsWith(name));
  expect(row, `a summary row for ${name}`).toBeDefined();
  const summary = Number(/\s(\d+) min\s/.exec(row!)?.[1]);
  const section = text.slice(text.indexOf(`${name} (Fridge)`));
  const total = Number(/Time in the danger zone: (\d+) min/.exec(section)?.[1]);
  expect(total).toBe(summary);
  return total;
}

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildClient(server.pool, 'Danger minutes');
  await systemQuery(server.pool, "UPDATE locations SET jurisdiction_profile = 'US_FDA' WHERE id = $1", [tenant.location.id]);
  const manager = await buildUser(server.pool, { clientId: tenant.client.id, clientRole: 'MANAGER' });
  managerToken = (await loginAs(server, manager.email, FACTORY_PASSWORD)).token;
  const fridge = async (name: string) => {
    const f = await monitoredAppliance(server.pool, { clientId: tenant.client.id, locationId: tenant.location.id });
    await systemQuery(server.pool, 'UPDATE appliances SET name = $2 WHERE id = $1', [f.applianceId, name]);
    await systemQuery(server.pool, "UPDATE sensors SET placement = 'AIR' WHERE id = $1", [f.sensorId]);
    return f;
  };
  // Door openings on an air sensor: 7 °C (44.6 °F) for 10 minutes every hour, 3 °C between, for 6 hours, a
  // reading a minute. The air is in the danger zone an hour in all; the food estimate (time constant 30
  // min) never reaches 41 °F.
  doors = await fridge('Door fridge');
  await postReadings(server, doors.secret, { readings: series(doors.hwid, 355, 0, (m) => (m % 60 < 10 ? 7 : 3), 1) });
  // A real warm spell: the air at 10 °C from 180 to 120 minutes ago, 3 °C before and after. The food
  // warms later than the air and cools later too: its danger time is not the air's 60 minutes.
  warm = await fridge('Warm fridge');
  await postReadings(server, warm.secret, { readings: series(warm.hwid, 240, 0, (m) => (m <= 180 && m >= 120 ? 10 : 3)) });
});
afterAll(async () => {
  await server?.stop();
});

describe("inspection report: the equipment page's danger minutes", () => {
  it('door openings on an air sensor: SAFE, 0 minutes on the page and in the report', async () => {
    const page = await pageDangerMinutes(doors.applianceId);
    expect(page).toEqual({ verdict: 'SAFE', dangerMinutes: 0 });
    expect(reportDangerMinutes(await reportText(), 'Door fridge')).toBe(0);
  });

  it("a warm spell: the report prints the page's figure, the food's time and not the air's", async () => {
    const page = await pageDangerMinutes(warm.applianceId);
    expect(page.dangerMinutes).toBeGreaterThan(60);
    expect(reportDangerMinutes(await reportText(), 'Warm fridge')).toBe(page.dangerMinutes);
  });
});

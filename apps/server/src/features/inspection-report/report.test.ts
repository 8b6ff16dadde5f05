import { beforeAll, describe, expect, it } from 'vitest';
import { gql, loginAs } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';
import { buildClient, buildUser, FACTORY_PASSWORD } from '../../../test/factories.js';
import { eventually } from '../../../test/reach.js';
import { alertsOf, countWhere, monitoredAppliance, postReadings, series, systemQuery } from '../../../test/readings.js';
import { REPORT_MESSAGES } from './share-links.service.js';
import { WALK_IN_FOOD_DANGER_MIN, walkInWithGap } from './report-test-support.js';
import { pdfText } from '../../../test/pdf.js';

const server = useTestServer();
let tenant: Awaited<ReturnType<typeof buildClient>>;
let other: Awaited<ReturnType<typeof buildClient>>;
let managerToken: string;
let cookToken: string;
let strangerToken: string;
const MIN = 60_000;

const CREATE =
  'mutation($input: CreateReportShareLinkInput!) { createReportShareLink(input: $input) { url link { id expiresAt openings } } }';
const REVOKE = 'mutation($id: ID!) { revokeReportShareLink(id: $id) { id revokedAt openings } }';
const LINKS = 'query($locationId: ID!) { reportShareLinks(locationId: $locationId) { id openings lastOpenedAt revokedAt } }';

async function download(query: Record<string, string>, token: string | null, clientId = tenant.client.id) {
  const headers: Record<string, string> = { 'client-id': clientId };
  if (token) headers.authorization = `Bearer ${token}`;
  return fetch(`${server.url}/reports/inspection?${new URLSearchParams(query)}`, { headers });
}

const tokenOf = (url: string) => url.split('/shared-report/')[1]!;

beforeAll(async () => {
  tenant = await buildClient(server.pool, 'Report');
  other = await buildClient(server.pool, 'Rival');
  await systemQuery(server.pool, "UPDATE locations SET jurisdiction_profile = 'US_FDA', timezone = 'America/Los_Angeles' WHERE id = $1", [
    tenant.location.id,
  ]);
  const manager = await buildUser(server.pool, {
    clientId: tenant.client.id,
    clientRole: 'LOCATION_MANAGER',
    locationIds: [tenant.location.id],
  });
  const cook = await buildUser(server.pool, { clientId: tenant.client.id, clientRole: 'USER', locationIds: [tenant.location.id] });
  const stranger = await buildUser(server.pool, { clientId: other.client.id, clientRole: 'MANAGER' });
  managerToken = (await loginAs(server, manager.email, FACTORY_PASSWORD)).token;
  cookToken = (await loginAs(server, cook.email, FACTORY_PASSWORD)).token;
  strangerToken = (await loginAs(server, stranger.email, FACTORY_PASSWORD)).token;
  // A fridge attached 3 hours ago reporting every 5 minutes (36 expected), silent for one hour (12 missing).
  await walkInWithGap(server, { clientId: tenant.client.id, locationId: tenant.location.id });
  await gql(
    server,
    'mutation($input: StartCoolingLogInput!) { startCoolingLog(input: $input) { id } }',
    { input: { locationId: tenant.location.id, kind: 'COOLING', foodName: 'Chili', startTemperature: 140, unit: 'F' } },
    { token: cookToken, clientId: tenant.client.id },
  );
});

describe('inspection report PDF', () => {
  it('a location manager downloads the last 90 days: equipment, completeness against the gap, cooling logs', async () => {
    const response = await download({ locationId: tenant.location.id }, managerToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="inspection-report-report-kitchen-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf"/,
    );
    const text = pdfText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain('Food-safety inspection report');
    expect(text).toContain('Report Kitchen');
    expect(text).toContain('FDA Food Code 2022');
    expect(text).toContain('Walk-in fridge (Fridge)');
    expect(text).toMatch(/Data completeness: 66\.7% \(24 of 36 expected readings\)/);
    // The equipment page's food clock (decision 0350): 120 minutes, see WALK_IN_FOOD_DANGER_MIN.
    const walkIn = text.slice(text.indexOf('Walk-in fridge (Fridge)'));
    expect(walkIn).toMatch(new RegExp(`Time in the danger zone: ${WALK_IN_FOOD_DANGER_MIN} min`));
    // The table's header and each day are lines of their own (rows once were all drawn over the first).
    expect(walkIn).toMatch(/^\s*Day\s+Min\s+Max\s+Readings\s+Danger zone \(min\)\s*$/m);
    expect(walkIn).toMatch(/^\s*\d{4}-\d{2}-\d{2}\s+[\d.]+ °F\s+[\d.]+ °F\s+\d+\s+\d+\s*$/m);
    expect(text).toContain('Cooling: Chili');
    expect(text).toMatch(/<= 70 °F within 120 min/);
    // Every page carries its number at its foot (pdftotext separates pages with a form feed).
    const pages = text.split('\f').filter((page) => page.trim() !== '');
    expect(pages.length).toBeGreaterThanOrEqual(1);
    pages.forEach((page, i) => expect(page).toMatch(new RegExp(`^\\s*Page ${i + 1}\\s*$`, 'm')));
    for (const section of [
      'Alerts and corrective actions',
      'Checklists',
      'Fix-its',
      'Calibration records',
      'Staff certificates',
      'Audit trail',
    ]) {
      expect(text).toContain(section);
    }
  });

  it('counts local days and danger minutes across a daylight-saving change, a gap capped at three intervals', async () => {
    // Los Angeles falls back on 2026-11-01: that local day has 25 hours, so 300 five-minute readings.
    const reachIn = await monitoredAppliance(server.pool, {
      clientId: tenant.client.id,
      locationId: tenant.location.id,
      attachedAt: new Date('2026-10-30T00:00:00Z'),
    });
    await systemQuery(server.pool, "UPDATE appliances SET name = 'DST reach-in' WHERE id = $1", [reachIn.applianceId]);
    // Every 5 minutes from local midnight on Oct 31 to local midnight on Nov 3; on Nov 2 (PST) six readings
    // at 10 °C from 02:00 to 02:25, then silence until 03:00. The food clock of the air sensor (decision
    // 0350): the estimate (time constant 30 min) leaves 5 °C after the reading of 02:05 (4.5 °C, the last
    // safe one), is at 7.2 °C at 02:25, still 6.3 °C at 03:00 after the silence (counted whole), and back
    // under 5 °C at 03:15 (5.0 → 4.98): 02:05 – 03:15, 70 minutes, all on Nov 2.
    await systemQuery(
      server.pool,
      `INSERT INTO sensor_readings (sensor_id, time, client_id, temperature)
       SELECT $1, t, $2, CASE WHEN t BETWEEN '2026-11-02T10:00:00Z' AND '2026-11-02T10:25:00Z' THEN 10 ELSE 3 END
       FROM generate_series('2026-10-31T07:00:00Z'::timestamptz, '2026-11-03T07:55:00Z', interval '5 minutes') AS t
       WHERE NOT (t > '2026-11-02T10:25:00Z' AND t < '2026-11-02T11:00:00Z')`,
      [reachIn.sensorId, tenant.client.id],
    );
    const response = await download(
      { locationId: tenant.location.id, from: '2026-10-31T07:00:00.000Z', to: '2026-11-03T08:00:00.000Z' },
      managerToken,
    );
    expect(response.status).toBe(200);
    const text = pdfText(Buffer.from(await response.arrayBuffer()), '-raw');
    const section = text.slice(text.indexOf('DST reach-in (Fridge)'), text.indexOf('Walk-in fridge (Fridge)'));
    expect(section).toMatch(/2026-10-31\s+37\.4 °F\s+37\.4 °F\s+288\s+0\s*\n/);
    expect(section).toMatch(/2026-11-01\s+37\.4 °F\s+37\.4 °F\s+300\s+0\s*\n/);
    expect(section).toMatch(/2026-11-02\s+37\.4 °F\s+50 °F\s+282\s+70\s*\n/);
    expect(section).not.toMatch(/2026-11-03/);
    expect(section).toContain('Time in the danger zone: 70 min');
    expect(section).toMatch(/Data completeness: 99\.3% \(870 of 876 expected readings\)/);
  });

  it("lists the delivery log of the location's alerts: who was told, how, when and what became of it", async () => {
    // A reach-in fridge at 14 °C for 40 minutes: a HIGH alert; the built-in chain's first step pushes to the
    // location manager, who has no device yet, so the log says so. Another client's alert stays out.
    const warm = async (clientId: string, locationId: string, name: string) => {
      const fridge = await monitoredAppliance(server.pool, { clientId, locationId });
      await systemQuery(server.pool, 'UPDATE appliances SET name = $2 WHERE id = $1', [fridge.applianceId, name]);
      await postReadings(server, fridge.secret, { readings: series(fridge.hwid, 40, 0, () => 14) });
      const [alert] = await alertsOf(server.pool, fridge.applianceId);
      await eventually(async () => (await countWhere(server.pool, 'notice_deliveries', 'alert_id = $1', [alert!.id])) > 0);
    };
    await warm(tenant.client.id, tenant.location.id, 'Reach-in fridge');
    await buildUser(server.pool, { clientId: other.client.id, clientRole: 'LOCATION_MANAGER', locationIds: [other.location.id] });
    await warm(other.client.id, other.location.id, 'Rival fridge');
    // The log is stamped by PostgreSQL's clock, which in the time-proof project runs up to a day ahead of this
    // process's: the period ends a minute after the database's now.
    const { rows } = await systemQuery<{ to: Date }>(server.pool, "SELECT now() + interval '1 minute' AS to");
    const period = { locationId: tenant.location.id, to: rows[0]!.to.toISOString() };
    const response = await download(period, managerToken);
    const text = pdfText(Buffer.from(await response.arrayBuffer()));
    const log = text.slice(text.indexOf('Notifications (delivery log)'));
    expect(log).toMatch(/\d{1,2}:\d{2}.* Reach-in fridge, alert -> Test User · push: FAILED \(no device subscribed to push\)/);
    expect(text).not.toContain('Rival fridge');
    const spanish = pdfText(Buffer.from(await (await download({ ...period, lang: 'es' }, managerToken)).arrayBuffer()));
    expect(spanish).toMatch(/Notificaciones \(registro de envíos\)[\s\S]*Reach-in fridge, alerta -> Test User · push: FALLIDA/);
  });

  it('writes Spanish on request', async () => {
    const response = await download({ locationId: tenant.location.id, lang: 'es' }, managerToken);
    const text = pdfText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain('Informe de inspección de seguridad alimentaria');
    expect(text).toContain('Enfriamiento: Chili');
    // Appliance types in the words of the web's equipment screens (one table in packages/domain).
    expect(text).toContain('Walk-in fridge (Frigorífico)');
    expect(text).toMatch(/^\s*Página 1\s*$/m);
  });

  it('refuses the anonymous, cooks, another client’s location and people, and a period over a year', async () => {
    expect((await download({ locationId: tenant.location.id }, null)).status).toBe(401);
    expect((await download({ locationId: tenant.location.id }, cookToken)).status).toBe(403);
    expect((await download({ locationId: other.location.id }, managerToken)).status).toBe(404);
    expect((await download({ locationId: tenant.location.id }, strangerToken)).status).toBe(403);
    expect((await download({ locationId: tenant.location.id }, strangerToken, other.client.id)).status).toBe(404);
    const long = await download(
      { locationId: tenant.location.id, from: new Date(Date.now() - 400 * 24 * 60 * MIN).toISOString() },
      managerToken,
    );
    expect(long.status).toBe(400);
    expect(((await long.json()) as { error: string }).error).toBe(REPORT_MESSAGES.periodTooLong);
  });
});

describe('report share links', () => {
  const asManager = <T>(query: string, variables: Record<string, unknown>) =>
    gql<T>(server, query, variables, { token: managerToken, clientId: tenant.client.id });

  it('an anonymous opening sees the report until the link is revoked; every opening is logged', async () => {
    const tooLong = await asManager(CREATE, { input: { locationId: tenant.location.id, expiresInDays: 31 } });
    expect(tooLong.errors?.[0]?.message).toBe(REPORT_MESSAGES.expiry);
    const created = await asManager<{ createReportShareLink: { url: string; link: { id: string; expiresAt: string } } }>(CREATE, {
      input: { locationId: tenant.location.id, expiresInDays: 7 },
    });
    const { url, link } = created.data!.createReportShareLink;
    expect(url).toMatch(/\/shared-report\/[A-Za-z0-9_-]{43}$/);
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 60 * MIN);
    const token = tokenOf(url);
    const page = await fetch(`${server.url}/reports/shared/${token}`);
    expect(page.status).toBe(200);
    expect(await page.json()).toMatchObject({ locationName: 'Report Kitchen', companyName: 'Report' });
    const pdf = await fetch(`${server.url}/reports/shared/${token}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdfText(Buffer.from(await pdf.arrayBuffer()))).toContain('Walk-in fridge');
    expect(await countWhere(server.pool, 'report_share_openings', 'link_id = $1', [link.id])).toBe(2);
    const listed = await asManager<{ reportShareLinks: Array<{ id: string; openings: number; lastOpenedAt: string | null }> }>(LINKS, {
      locationId: tenant.location.id,
    });
    expect(listed.data!.reportShareLinks.find((l) => l.id === link.id)).toMatchObject({ openings: 2, lastOpenedAt: expect.any(String) });

    const revoked = await asManager<{ revokeReportShareLink: { revokedAt: string | null } }>(REVOKE, { id: link.id });
    expect(revoked.data!.revokeReportShareLink.revokedAt).not.toBeNull();
    expect((await fetch(`${server.url}/reports/shared/${token}`)).status).toBe(404);
    expect((await fetch(`${server.url}/reports/shared/${token}/pdf`)).status).toBe(404);
    expect(await countWhere(server.pool, 'report_share_openings', 'link_id = $1', [link.id])).toBe(2);
  });

  it('an expired link shows nothing, and no link lives longer than 30 days even in the table', async () => {
    const created = await asManager<{ createReportShareLink: { url: string; link: { id: string } } }>(CREATE, {
      input: { locationId: tenant.location.id, expiresInDays: 1 },
    });
    const { url, link } = created.data!.createReportShareLink;
    expect((await fetch(`${server.url}/reports/shared/${tokenOf(url)}`)).status).toBe(200);
    // Expiry is judged by the server's clock (the time-proof run shifts it, not the database's).
    await systemQuery(server.pool, 'UPDATE report_share_links SET expires_at = $2 WHERE id = $1', [link.id, new Date(Date.now() - 1000)]);
    expect((await fetch(`${server.url}/reports/shared/${tokenOf(url)}`)).status).toBe(404);
    await expect(
      systemQuery(server.pool, "UPDATE report_share_links SET expires_at = created_at + interval '31 days' WHERE id = $1", [link.id]),
    ).rejects.toThrow(/report_share_links_expiry_bounded/);
    expect((await fetch(`${server.url}/reports/shared/not-a-token`)).status).toBe(404);
  });

  it('another client cannot list, make or revoke links of this location; cooks cannot either', async () => {
    const created = await asManager<{ createReportShareLink: { link: { id: string } } }>(CREATE, {
      input: { locationId: tenant.location.id, expiresInDays: 3 },
    });
    const id = created.data!.createReportShareLink.link.id;
    const asStranger = (query: string, variables: Record<string, unknown>) =>
      gql(server, query, variables, { token: strangerToken, clientId: other.client.id });
    expect((await asStranger(REVOKE, { id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await asStranger(LINKS, { locationId: tenant.location.id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await asStranger(CREATE, { input: { locationId: tenant.location.id, expiresInDays: 3 } })).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    const asCook = (query: string, variables: Record<string, unknown>) =>
      gql(server, query, variables, { token: cookToken, clientId: tenant.client.id });
    expect((await asCook(REVOKE, { id })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await countWhere(server.pool, 'report_share_links', 'id = $1 AND revoked_at IS NULL', [id])).toBe(1);
    expect(await countWhere(server.pool, 'report_share_links', 'client_id = $1', [other.client.id])).toBe(0);
  });
});

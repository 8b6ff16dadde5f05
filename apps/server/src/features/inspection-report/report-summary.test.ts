import { beforeAll, describe, expect, it } from 'vitest';
import { gql, loginAs } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';
import { buildClient, buildUser, FACTORY_PASSWORD } from '../../../test/factories.js';
import { alertsOf, monitoredAppliance, postReadings, series, systemQuery, type MonitoredAppliance } from '../../../test/readings.js';
import { pdfText } from '../../../test/pdf.js';
import { WALK_IN_FOOD_DANGER_MIN, walkInWithGap } from './report-test-support.js';
import { buildTraining, takeTraining } from '../../../test/trainings.js';

/**
 * The inspection report's summary page (issue 34 item 9, decision 0330), read back from the PDF with
 * pdftotext and checked against the data posted here. The location lies in Pacific/Kiritimati (UTC+14)
 * and the report's period ends now: in the time-proof project this runs at 00:30 UTC, when the
 * location's "today" is a day ahead of UTC's.
 */
const server = useTestServer();
let tenant: Awaited<ReturnType<typeof buildClient>>;
let other: Awaited<ReturnType<typeof buildClient>>;
let managerToken: string;
let walkIn: MonitoredAppliance;
let certificateName: string;
const MIN = 60_000;
const ZONE = 'Pacific/Kiritimati';

async function reportText(query: Record<string, string> = {}, token = managerToken, clientId = tenant.client.id) {
  const response = await fetch(`${server.url}/reports/inspection?${new URLSearchParams({ locationId: tenant.location.id, ...query })}`, {
    headers: { authorization: `Bearer ${token}`, 'client-id': clientId },
  });
  expect(response.status).toBe(200);
  return pdfText(Buffer.from(await response.arrayBuffer()));
}

/** The first page: the cover and the summary (the sections start on page 2). */
const firstPage = (text: string) => text.split('\f')[0]!;
/** A summary row's cells (pdftotext -layout keeps a row on one line, cells apart by two spaces or more). */
function summaryRow(page: string, name: string): string[] {
  const found = page.split('\n').find((l) => l.trimStart().startsWith(name));
  expect(found, `a summary row for ${name}`).toBeDefined();
  return found!
    .trim()
    .split(/\s{2,}/)
    .map((cell) => cell.trim());
}

const asManager = <T>(query: string, variables: Record<string, unknown>) =>
  gql<T>(server, query, variables, { token: managerToken, clientId: tenant.client.id });

beforeAll(async () => {
  tenant = await buildClient(server.pool, 'Summary');
  other = await buildClient(server.pool, 'Rival');
  await systemQuery(server.pool, "UPDATE locations SET jurisdiction_profile = 'US_FDA', timezone = $2 WHERE id = $1", [
    tenant.location.id,
    ZONE,
  ]);
  const manager = await buildUser(server.pool, { clientId: tenant.client.id, clientRole: 'MANAGER' });
  managerToken = (await loginAs(server, manager.email, FACTORY_PASSWORD)).token;

  // Walk-in fridge (report-test-support.ts): 24 of 36 expected readings, a gap, 9 °C at 175–155 min ago, 3 °C
  // after. Danger: the equipment page's food clock, WALK_IN_FOOD_DANGER_MIN (120 min, decision 0350). For
  // compliance each reading counts until the next, at most 3 intervals (15 min), the last one nothing:
  // monitored 55 + 15 (the gap, capped) + 55 = 125 min, of which 100 in the safe zone: 80 %.
  walkIn = await walkInWithGap(server, { clientId: tenant.client.id, locationId: tenant.location.id });

  // Reach-in fridge: attached 45 min ago, 14 °C from 40 min ago (9 of 9 readings): a HIGH alert at once,
  // 40 min in the danger zone, nothing in the safe zone. Its alert gets a corrective action.
  const reachIn = await monitoredAppliance(server.pool, {
    clientId: tenant.client.id,
    locationId: tenant.location.id,
    attachedAt: new Date(Date.now() - 45 * MIN),
  });
  await systemQuery(server.pool, "UPDATE appliances SET name = 'Reach-in fridge' WHERE id = $1", [reachIn.applianceId]);
  await postReadings(server, reachIn.secret, { readings: series(reachIn.hwid, 40, 0, () => 14) });
  const [alert] = await alertsOf(server.pool, reachIn.applianceId);
  expect(alert).toBeDefined();
  const action = await asManager('mutation($input: RecordCorrectiveActionInput!) { recordCorrectiveAction(input: $input) { id } }', {
    input: { alertId: alert!.id, fate: 'DISCARDED', quantity: '3 trays' },
  });
  expect(action.errors).toBeUndefined();

  // The walk-in's food verdict answered: the food used now (printed under the walk-in, not under an alert).
  const { rows: batches } = await systemQuery<{ id: string }>(
    server.pool,
    'SELECT id FROM food_batches WHERE appliance_id = $1 AND ended_at IS NULL',
    [walkIn.applianceId],
  );
  const used = await asManager('mutation($input: RecordCorrectiveActionInput!) { recordCorrectiveAction(input: $input) { id } }', {
    input: { foodBatchId: batches[0]!.id, fate: 'USED_NOW', note: 'Served at lunch' },
  });
  expect(used.errors).toBeUndefined();

  // A failed ice-point check of the walk-in's sensor (3 °C against 0 °C, tolerance ±1 °C): "failed".
  const check = await asManager<{ recordCalibrationCheck: { passed: boolean } }>(
    'mutation($sensorId: ID!) { recordCalibrationCheck(sensorId: $sensorId, method: ICE_POINT, sensorReading: 3, unit: C) { passed } }',
    { sensorId: walkIn.sensorId },
  );
  expect(check.data?.recordCalibrationCheck.passed).toBe(false);

  // Cooling: a failed log in the walk-in, a passed one tied to no appliance; another client's failed log.
  const cooling = `INSERT INTO cooling_logs (client_id, location_id, appliance_id, kind, food_name, profile, started_at, start_temperature_c, status, ended_at)
    VALUES ($1, $2, $3, 'COOLING', $4, 'US_FDA', $6, 60, $5, $7)`;
  // Times from this process's clock, which the report's period ends at (the time-proof run shifts it, not the database's).
  const times = [new Date(Date.now() - 7 * 60 * MIN), new Date(Date.now() - 60 * MIN)];
  await systemQuery(server.pool, cooling, [tenant.client.id, tenant.location.id, walkIn.applianceId, 'Chili', 'FAILED', ...times]);
  await systemQuery(server.pool, cooling, [tenant.client.id, tenant.location.id, null, 'Stock', 'PASSED', ...times]);
  await systemQuery(server.pool, cooling, [other.client.id, other.location.id, null, 'Rival soup', 'FAILED', ...times]);

  // Staff: Ana holds a valid certificate, Bruno's expired yesterday; both are assigned the training.
  const cooks = [];
  for (const nickname of ['Ana', 'Bruno']) {
    const cook = await buildUser(server.pool, { clientId: tenant.client.id, clientRole: 'USER', locationIds: [tenant.location.id] });
    await systemQuery(server.pool, 'UPDATE users SET nickname = $2 WHERE id = $1', [cook.id, nickname]);
    cooks.push({ ...cook, token: (await loginAs(server, cook.email, FACTORY_PASSWORD)).token });
  }
  const training = await buildTraining(server, managerToken, {
    locationIds: [tenant.location.id],
    name: 'Food hygiene',
    questions: 2,
    assign: cooks.map((c) => c.id),
  });
  for (const cook of cooks) expect((await takeTraining(server, cook.token, training, 2)).status).toBe('PASSED');
  await systemQuery(server.pool, "UPDATE training_attempts SET valid_until = now() - interval '1 day' WHERE user_id = $1", [cooks[1]!.id]);
  const { rows } = await systemQuery<{ name: string }>(
    server.pool,
    'SELECT c.name FROM certificates c JOIN training_settings ts ON ts.certificate_id = c.id WHERE ts.quest_id = $1',
    [training.training.id],
  );
  certificateName = rows[0]!.name;
});

describe('inspection report summary page', () => {
  it('lists each appliance with the figures of the data posted, in °F, for a period that ends today', async () => {
    const text = await reportText();
    const page = firstPage(text);
    expect(page).toContain('Food-safety inspection report');
    expect(page).toMatch(/^\s*Summary\s*$/m);
    expect(page).toMatch(/^\s*Equipment\s+Compliance\s+Complete\s+Danger\s+Alerts\s+Cooling\s+Calibration\s*$/m);
    expect(summaryRow(page, 'Walk-in fridge')).toEqual([
      'Walk-in fridge',
      '80%',
      '66.7%',
      `${WALK_IN_FOOD_DANGER_MIN} min`,
      '0 / 0',
      '1 / 1',
      'failed',
    ]);
    expect(summaryRow(page, 'Reach-in fridge')).toEqual(['Reach-in fridge', '0%', '100%', '40 min', '1 / 1', '0 / 0', 'ok']);
    expect(page).toContain('Cooling and reheating logs: 2, failed: 1');
    expect(page).toContain('Staff certificates: 1 valid, 1 not valid');
    expect(page).toContain(`Not valid: Bruno (${certificateName})`);
    expect(page).not.toContain('Ana (');
    expect(page).toMatch(/^\s*Page 1\s*$/m);
    // The period ends now, on the location's today (a day ahead of UTC's just after midnight UTC).
    const today = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, month: 'short', day: 'numeric', year: 'numeric' }).format(new Date());
    expect(page).toMatch(new RegExp(`Period: .* – ${today}`));
    // The summary's figures are the sections' own: the equipment section says the same, in °F.
    const walkInSection = text.slice(text.indexOf('Walk-in fridge (Fridge)'));
    expect(walkInSection).toMatch(/Data completeness: 66\.7% \(24 of 36 expected readings\)/);
    expect(walkInSection).toContain(`Time in the danger zone: ${WALK_IN_FOOD_DANGER_MIN} min`);
    expect(walkInSection).toMatch(/Food verdict of the batch started .+:\n\s+Corrective action: used now by .+\n\s+“Served at lunch”/);
    expect(text.match(/Served at lunch/g)).toHaveLength(1);
    // The gap between the readings of 120 and 55 min ago is listed, with its length; the reach-in has none.
    expect(walkInSection).toMatch(/Gaps over 3 reporting intervals \(15 min\): 1\n\s+.+ – .+ \(65 min\)\n/);
    expect(text.slice(text.indexOf('Reach-in fridge (Fridge)'))).toContain('Gaps over 3 reporting intervals (15 min): none');
    const days = [
      ...walkInSection
        .slice(0, walkInSection.indexOf('Reach-in fridge'))
        .matchAll(/^\s*(\d{4}-\d{2}-\d{2})\s+[\d.]+ °F\s+[\d.]+ °F\s+(\d+)\s+\d+\s*$/gm),
    ];
    expect(days.reduce((sum, d) => sum + Number(d[2]), 0)).toBe(24);
    expect(days.at(-1)![1]).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date()));
    expect(text).not.toContain('Rival soup');
    // Enums in words: the alert's reason, severity, history status and its corrective action's fate.
    expect(text).toMatch(/Reach-in fridge: too warm \(high\)/);
    expect(text).toMatch(/Detected: Alert detected/);
    expect(text).toMatch(/Corrective action: discarded by /);
    const alertsSection = text.slice(text.indexOf('Alerts and corrective actions'), text.indexOf('Notifications (delivery log)'));
    for (const code of ['APPLIANCE_TOO_WARM', 'DISCARDED', 'DETECTED', 'POSITIVE', 'NEGATIVE']) {
      expect(alertsSection).not.toContain(code);
    }
  });

  it('says the same in °C under a °C food code, and in Spanish', async () => {
    await systemQuery(server.pool, "UPDATE locations SET jurisdiction_profile = 'CODEX' WHERE id = $1", [tenant.location.id]);
    try {
      const celsius = await reportText();
      expect(summaryRow(firstPage(celsius), 'Walk-in fridge')).toEqual([
        'Walk-in fridge',
        '80%',
        '66.7%',
        `${WALK_IN_FOOD_DANGER_MIN} min`,
        '0 / 0',
        '1 / 1',
        'failed',
      ]);
      expect(celsius).toMatch(/^\s*\d{4}-\d{2}-\d{2}\s+3 °C\s+9 °C\s+\d+\s+\d+\s*$/m);
      const spanishText = await reportText({ lang: 'es' });
      expect(spanishText).toMatch(/Silencios de más de 3 intervalos de envío \(15 min\): 1\n\s+.+ – .+ \(65 min\)\n/);
      expect(spanishText).toMatch(/Reach-in fridge: demasiado caliente \(alta\)/);
      expect(spanishText).toMatch(/Detectada: Alerta detectada: equipo demasiado caliente \(alta\)/);
      expect(spanishText).toMatch(/Acción correctiva: desechado por /);
      const spanish = firstPage(spanishText);
      expect(spanish).toMatch(/^\s*Resumen\s*$/m);
      expect(spanish).toMatch(/^\s*Equipo\s+Cumplim\.\s+Completo\s+Peligro\s+Alertas\s+Enfriam\.\s+Calibración\s*$/m);
      expect(summaryRow(spanish, 'Walk-in fridge')).toEqual([
        'Walk-in fridge',
        '80%',
        '66.7%',
        `${WALK_IN_FOOD_DANGER_MIN} min`,
        '0 / 0',
        '1 / 1',
        'fallida',
      ]);
      expect(summaryRow(spanish, 'Reach-in fridge')).toEqual(['Reach-in fridge', '0%', '100%', '40 min', '1 / 1', '0 / 0', 'al día']);
      expect(spanish).toContain('Registros de enfriamiento y recalentamiento: 2, fallidos: 1');
      expect(spanish).toContain('Certificados del personal: 1 válidos, 1 no válidos');
      expect(spanish).toContain(`No válidos: Bruno (${certificateName})`);
      expect(spanish).toMatch(/^\s*Página 1\s*$/m);
    } finally {
      await systemQuery(server.pool, "UPDATE locations SET jurisdiction_profile = 'US_FDA' WHERE id = $1", [tenant.location.id]);
    }
  });

  it("counts only the period's data: a period before the readings has none of them", async () => {
    const earlier = await reportText({
      from: new Date(Date.now() - 10 * 24 * 60 * MIN).toISOString(),
      to: new Date(Date.now() - 5 * 24 * 60 * MIN).toISOString(),
    });
    // No reading in the period: no monitored time, nothing expected before the attachment.
    expect(summaryRow(firstPage(earlier), 'Walk-in fridge')).toEqual(['Walk-in fridge', '–', '100%', '0 min', '0 / 0', '0 / 0', 'failed']);
  });
});

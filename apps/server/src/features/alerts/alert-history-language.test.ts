import { beforeAll, describe, expect, it } from 'vitest';
import { gql, loginAs } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';
import { buildClient, buildUser, FACTORY_PASSWORD } from '../../../test/factories.js';
import { monitoredAppliance, postReadings, series, systemQuery } from '../../../test/readings.js';
import { alertHistoryText } from './alert-history-text.js';
import { ALERT_DESCRIPTIONS } from './alert-descriptions.js';

const server = useTestServer();
let tenant: Awaited<ReturnType<typeof buildClient>>;

const HISTORY = `query($id: ID!) { applianceAlerts(id: $id, first: 10, page: 1) { items { id statusHistory { statusCode description } } } }`;
const SNOOZE = 'mutation($id: ID!) { snoozeTempAlert(id: $id) { id } }';

interface History {
  applianceAlerts: { items: Array<{ id: string; statusHistory: Array<{ statusCode: string; description: string }> }> };
}

async function personIn(language: 'en' | 'es') {
  const user = await buildUser(server.pool, { clientId: tenant.client.id, clientRole: 'USER', locationIds: [tenant.location.id] });
  await systemQuery(server.pool, 'UPDATE users SET language = $1 WHERE id = $2', [language, user.id]);
  return (await loginAs(server, user.email, FACTORY_PASSWORD)).token;
}

beforeAll(async () => {
  tenant = await buildClient(server.pool, 'History');
});

describe('alert history in the reader’s language', () => {
  it('reads in Spanish for a Spanish user and in English for an English one, from the same rows', async () => {
    const english = await personIn('en');
    const spanish = await personIn('es');
    const fridge = await monitoredAppliance(server.pool, { clientId: tenant.client.id, locationId: tenant.location.id });
    await postReadings(server, fridge.secret, {
      readings: series(fridge.hwid, 100, 45, () => 3).concat(series(fridge.hwid, 40, 0, () => 9)),
    });
    const ask = (token: string) => gql<History>(server, HISTORY, { id: fridge.applianceId }, { token, clientId: tenant.client.id });
    const alertId = (await ask(english)).data!.applianceAlerts.items[0]!.id;
    expect((await gql(server, SNOOZE, { id: alertId }, { token: english, clientId: tenant.client.id })).errors).toBeUndefined();

    const inEnglish = (await ask(english)).data!.applianceAlerts.items[0]!.statusHistory;
    expect(inEnglish.map((h) => h.description)).toEqual([
      'Alert detected: appliance too warm (LOW)',
      expect.stringMatching(/^Snoozed by .+ for 60 min$/),
    ]);
    const inSpanish = (await ask(spanish)).data!.applianceAlerts.items[0]!.statusHistory;
    expect(inSpanish.map((h) => h.statusCode)).toEqual(['DETECTED', 'SNOOZED']);
    expect(inSpanish.map((h) => h.description)).toEqual([
      'Alerta detectada: equipo demasiado caliente (baja)',
      expect.stringMatching(/^Pospuesta por .+ durante 60 min$/),
    ]);
    // The stored rows are unchanged: English, as every row written before this was.
    const stored = await systemQuery<{ description: string }>(
      server.pool,
      'SELECT description FROM temp_alert_statuses WHERE alert_id = $1 ORDER BY time',
      [alertId],
    );
    expect(stored.rows.map((r) => r.description)[0]).toBe('Alert detected: appliance too warm (LOW)');
  });

  it('words every sentence the engine writes in Spanish, and leaves unknown text as written', () => {
    const written = [
      ALERT_DESCRIPTIONS.detected('APPLIANCE_TOO_COLD', 'HIGH'),
      ALERT_DESCRIPTIONS.severityRaised,
      ALERT_DESCRIPTIONS.reasonChanged('APPLIANCE_TOO_COLD'),
      ALERT_DESCRIPTIONS.snoozed('Ana Pérez', 120),
      ALERT_DESCRIPTIONS.snoozeExpired,
      ALERT_DESCRIPTIONS.ended,
      ALERT_DESCRIPTIONS.endedByLateReadings,
    ];
    expect(written.map((text) => alertHistoryText(text, 'es'))).toEqual([
      'Alerta detectada: equipo demasiado frío (alta)',
      'Gravedad elevada a alta',
      'Ahora demasiado frío',
      'Pospuesta por Ana Pérez durante 120 min',
      'Terminó el aplazamiento y sigue fuera de rango',
      'De nuevo dentro de la zona segura',
      'Terminada: lecturas tardías muestran el equipo de nuevo dentro de su zona segura',
    ]);
    expect(written.map((text) => alertHistoryText(text, 'en'))).toEqual(written);
    expect(alertHistoryText('Closed by hand after the audit', 'es')).toBe('Closed by hand after the audit');
  });
});

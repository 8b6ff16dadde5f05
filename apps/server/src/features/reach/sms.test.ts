import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server.js';
import { buildClient, FACTORY_PASSWORD } from '../../../test/factories.js';
import { gql, loginAs, startTestServer } from '../../../test/harness.js';
import { startPushService } from '../../../test/push-service.js';
import { deliveriesOfAlert, eventually, personWithDevice } from '../../../test/reach.js';
import { alertsOf, monitoredAppliance, postReadings, series, systemQuery } from '../../../test/readings.js';
import { startTwilioServer } from '../../../test/twilio-server.js';
import { twilioProvider } from './sms-provider.js';
import { outboundAgent } from './outbound-agent.js';

const ACCOUNT = { sid: 'AC0123456789abcdef0123456789abcdef', token: 'twilio-test-token' };
let server: RunningServer;
let twilio: Awaited<ReturnType<typeof startTwilioServer>>;
let push: Awaited<ReturnType<typeof startPushService>>;

beforeAll(async () => {
  twilio = await startTwilioServer(ACCOUNT);
  push = await startPushService();
  // Both stand-ins use their own throwaway certificate; the server trusts the two of them.
  const bundle = `${twilio.certFile}.bundle`;
  const fs = await import('node:fs');
  fs.writeFileSync(bundle, fs.readFileSync(twilio.certFile, 'utf8') + fs.readFileSync(push.certFile, 'utf8'));
  server = await startTestServer({
    config: {
      seedDemo: false,
      outboundCaFile: bundle,
      twilio: { accountSid: ACCOUNT.sid, authToken: ACCOUNT.token, from: '+15557654321', apiUrl: twilio.url },
    },
  });
});
afterAll(async () => {
  await server?.stop();
  await twilio?.stop();
  await push?.stop();
});

describe('SMS through the Twilio Messages API', () => {
  it('posts To, From and Body with basic auth and reads back the message sid; reports refusals with their reason', async () => {
    const provider = twilioProvider(
      { accountSid: ACCOUNT.sid, authToken: ACCOUNT.token, from: '+15557654321', apiUrl: twilio.url },
      outboundAgent({ outboundCaFile: twilio.certFile }),
    );
    const sent = await provider.send('+15550102345', 'Walk-in is too warm');
    expect(sent).toMatchObject({ delivered: true, id: expect.stringMatching(/^SM/) });
    const request = twilio.received.at(-1)!;
    expect(request.path).toBe(`/2010-04-01/Accounts/${ACCOUNT.sid}/Messages.json`);
    expect(request.authorization).toBe(`Basic ${Buffer.from(`${ACCOUNT.sid}:${ACCOUNT.token}`).toString('base64')}`);
    expect(Object.fromEntries(request.form)).toEqual({ To: '+15550102345', From: '+15557654321', Body: 'Walk-in is too warm' });
    expect(await provider.send('+15005550001', 'x')).toEqual({
      delivered: false,
      reason: "SMS provider answered 400: The 'To' number +15005550001 is not a valid phone number. (21211)",
    });
    const wrongToken = twilioProvider(
      { accountSid: ACCOUNT.sid, authToken: 'nope', from: '+15557654321', apiUrl: twilio.url },
      outboundAgent({ outboundCaFile: twilio.certFile }),
    );
    expect(await wrongToken.send('+15550102345', 'x')).toEqual({
      delivered: false,
      reason: 'SMS provider answered 401: Authenticate (20003)',
    });
  });

  it("texts a saved chain's SMS step to profile phones in E.164, and logs every notice on the alert", async () => {
    const tenant = await buildClient(server.pool);
    const maria = await personWithDevice(server.pool, push.device(), {
      clientId: tenant.client.id,
      clientRole: 'MANAGER',
      locationIds: [tenant.location.id],
      firstname: 'Maria',
      phone: '+1 (555) 010-2345',
    });
    const luis = await personWithDevice(server.pool, push.device('gone'), {
      clientId: tenant.client.id,
      clientRole: 'LOCATION_MANAGER',
      locationIds: [tenant.location.id],
      firstname: 'Luis',
      phone: '555 0100',
    });
    const steps = [
      {
        kind: 'NOTIFY',
        targets: { userIds: [], accessLevels: ['MANAGER', 'LOCATION_MANAGER'], onShift: false, everyManager: false },
        channels: ['SMS', 'PUSH'],
      },
    ];
    await systemQuery(server.pool, 'INSERT INTO escalation_chains (client_id, location_id, steps) VALUES ($1, $2, $3)', [
      tenant.client.id,
      tenant.location.id,
      JSON.stringify(steps),
    ]);
    const before = twilio.received.length;
    const fridge = await monitoredAppliance(server.pool, { clientId: tenant.client.id, locationId: tenant.location.id });
    await postReadings(server, fridge.secret, {
      readings: series(fridge.hwid, 90, 45, () => 3).concat(series(fridge.hwid, 40, 0, () => 9)),
    });
    const [alert] = await alertsOf(server.pool, fridge.applianceId);
    await eventually(async () => {
      const log = await deliveriesOfAlert(server.pool, alert!.id);
      return log.length === 4 && log.every((d) => d.outcome !== 'PENDING');
    });
    const texts = twilio.received.slice(before).filter((r) => r.form.get('To') === '+15550102345');
    expect(texts).toHaveLength(1);
    expect(texts[0]!.form.get('Body')).toMatch(/^Kitchen Sentinel: .+ is too warm\. .+ · since /);

    const { rows } = await systemQuery<{ email: string }>(server.pool, 'SELECT email FROM users WHERE id = $1', [maria.id]);
    const session = await loginAs(server, rows[0]!.email, FACTORY_PASSWORD);
    const log = await gql<{ applianceAlerts: { items: Array<{ deliveries: Array<Record<string, unknown>> }> } }>(
      server,
      `query($id: ID!) { applianceAlerts(id: $id) { items { deliveries { kind channel personName outcome reason } } } }`,
      { id: fridge.applianceId },
      { token: session.token, clientId: tenant.client.id },
    );
    const deliveries = log.data!.applianceAlerts.items[0]!.deliveries;
    const sorted = [...deliveries].sort((a, b) =>
      `${String(a.personName)}${String(a.channel)}`.localeCompare(`${String(b.personName)}${String(b.channel)}`),
    );
    expect(sorted).toEqual([
      {
        kind: 'ALERT',
        channel: 'PUSH',
        personName: 'Luis Person',
        outcome: 'FAILED',
        reason: 'Phone: push service answered 410: subscription removed',
      },
      {
        kind: 'ALERT',
        channel: 'SMS',
        personName: 'Luis Person',
        outcome: 'FAILED',
        reason: 'no phone number in E.164 form in the profile',
      },
      { kind: 'ALERT', channel: 'PUSH', personName: 'Maria Person', outcome: 'DELIVERED', reason: null },
      { kind: 'ALERT', channel: 'SMS', personName: 'Maria Person', outcome: 'DELIVERED', reason: null },
    ]);
    expect(await deliveriesOfAlert(server.pool, alert!.id)).toHaveLength(4);
    expect(luis.id).not.toBe(maria.id);
  });
});

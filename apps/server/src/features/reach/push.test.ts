import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server.js';
import { gql, startTestServer } from '../../../test/harness.js';
import { countRows, LEVEL_ACCOUNTS, outcome, sessionsFor } from '../../../test/estate-factories.js';
import { decryptPush, startPushService, verifyVapid } from '../../../test/push-service.js';

let server: RunningServer;
let push: Awaited<ReturnType<typeof startPushService>>;
const { as, asLevel } = sessionsFor(() => server);

beforeAll(async () => {
  push = await startPushService();
  server = await startTestServer({ config: { outboundCaFile: push.certFile } });
});
afterAll(async () => {
  await server?.stop();
  await push?.stop();
});

const SUBSCRIBE = `mutation($input: SubscribeToPushInput!) { subscribeToPush(input: $input) { id endpoint deviceName } }`;
const DEVICES = '{ myPushDevices { endpoint deviceName } }';
const UNSUBSCRIBE = 'mutation($endpoint: String!) { unsubscribeFromPush(endpoint: $endpoint) }';
const TEST_PUSH = 'mutation { sendTestPush }';

describe('Web Push: keys, subscriptions, encryption', () => {
  it('offers the VAPID public key to anyone (the service worker subscribes before sign-in is known)', async () => {
    const result = await gql<{ webPushPublicKey: string }>(server, '{ webPushPublicKey }');
    expect(Buffer.from(result.data!.webPushPublicKey, 'base64url')).toHaveLength(65);
  });

  it('hands an encrypted, VAPID-signed notice to the push service, which the device decrypts', async () => {
    const phone = push.device();
    const subscribed = await as(LEVEL_ACCOUNTS[3].email, SUBSCRIBE, { input: { ...phone.subscription, deviceName: 'Chris’s phone' } });
    expect(outcome(subscribed)).toBe('OK');
    const sent = await as<{ sendTestPush: number }>(LEVEL_ACCOUNTS[3].email, TEST_PUSH);
    expect(sent.data!.sendTestPush).toBe(1);
    const [received] = push.pushesFor(phone);
    expect(received!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(received!.headers.ttl)).toBeGreaterThan(0);
    const { claims, key } = verifyVapid(received!.headers.authorization);
    expect(claims.aud).toBe(push.origin);
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    const publicKey = (await gql<{ webPushPublicKey: string }>(server, '{ webPushPublicKey }')).data!.webPushPublicKey;
    expect(key).toBe(publicKey);
    expect(JSON.parse(decryptPush(phone, received!.body))).toMatchObject({
      title: 'Kitchen Sentinel',
      body: 'Notifications work on this device.',
      url: '/settings',
    });
    const devices = await as<{ myPushDevices: Array<{ endpoint: string; deviceName: string }> }>(LEVEL_ACCOUNTS[3].email, DEVICES);
    expect(devices.data!.myPushDevices).toEqual([{ endpoint: phone.subscription.endpoint, deviceName: 'Chris’s phone' }]);
  });

  it('removes a subscription the push service says is gone (410)', async () => {
    const gone = push.device('gone');
    await as(LEVEL_ACCOUNTS[2].email, SUBSCRIBE, { input: { ...gone.subscription, deviceName: 'Old tablet' } });
    expect(await countRows(server.pool, 'push_subscriptions', 'endpoint = $1', [gone.subscription.endpoint])).toBe(1);
    const sent = await as<{ sendTestPush: number }>(LEVEL_ACCOUNTS[2].email, TEST_PUSH);
    expect(sent.data!.sendTestPush).toBe(0);
    expect(push.pushesFor(gone)).toHaveLength(1);
    expect(await countRows(server.pool, 'push_subscriptions', 'endpoint = $1', [gone.subscription.endpoint])).toBe(0);
  });

  it('refuses an endpoint that is not https and keys of the wrong size, with the message', async () => {
    const device = push.device();
    const plain = await as(LEVEL_ACCOUNTS[1].email, SUBSCRIBE, {
      input: { ...device.subscription, endpoint: 'http://push.example/x', deviceName: 'Laptop' },
    });
    expect(plain.errors?.[0]?.message).toBe('The push endpoint must be an https:// address');
    const short = await as(LEVEL_ACCOUNTS[1].email, SUBSCRIBE, {
      input: { ...device.subscription, keys: { p256dh: 'AAAA', auth: device.subscription.keys.auth }, deviceName: 'Laptop' },
    });
    expect(short.errors?.[0]?.message).toBe('The push subscription keys are not valid');
  });
});

describe('Web Push: who may', () => {
  it.each(LEVEL_ACCOUNTS.map((a) => [a.level] as const))('%s subscribes, lists and removes their own device', async (level) => {
    const device = push.device();
    const subscribed = await asLevel(level, SUBSCRIBE, { input: { ...device.subscription, deviceName: `${level} device` } });
    expect(outcome(subscribed)).toBe('OK');
    const listed = await asLevel<{ myPushDevices: Array<{ endpoint: string }> }>(level, DEVICES);
    expect(listed.data!.myPushDevices.map((d) => d.endpoint)).toContain(device.subscription.endpoint);
    const removed = await asLevel<{ unsubscribeFromPush: boolean }>(level, UNSUBSCRIBE, { endpoint: device.subscription.endpoint });
    expect(removed.data!.unsubscribeFromPush).toBe(true);
    expect(await countRows(server.pool, 'push_subscriptions', 'endpoint = $1', [device.subscription.endpoint])).toBe(0);
  });

  it('refuses every operation without a session', async () => {
    const device = push.device();
    for (const [query, variables] of [
      [SUBSCRIBE, { input: { ...device.subscription, deviceName: 'x' } }],
      [DEVICES, {}],
      [UNSUBSCRIBE, { endpoint: device.subscription.endpoint }],
      [TEST_PUSH, {}],
    ] as const) {
      expect(outcome(await gql(server, query, variables))).toBe('UNAUTHENTICATED');
    }
  });

  it("never shows or removes another person's device, in another client or the same one", async () => {
    const device = push.device();
    await as('manager@harbor.example', SUBSCRIBE, { input: { ...device.subscription, deviceName: 'Maria’s phone' } });
    for (const other of ['manager@sunrise.example', 'cook@harbor.example']) {
      const listed = await as<{ myPushDevices: Array<{ endpoint: string }> }>(other, DEVICES);
      expect(listed.data!.myPushDevices.map((d) => d.endpoint)).not.toContain(device.subscription.endpoint);
      const removed = await as<{ unsubscribeFromPush: boolean }>(other, UNSUBSCRIBE, { endpoint: device.subscription.endpoint });
      expect(removed.data!.unsubscribeFromPush).toBe(false);
    }
    expect(await countRows(server.pool, 'push_subscriptions', 'endpoint = $1', [device.subscription.endpoint])).toBe(1);
  });

  it('moves a shared tablet to whoever subscribed it last', async () => {
    const tablet = push.device();
    await as('lm@harbor.example', SUBSCRIBE, { input: { ...tablet.subscription, deviceName: 'Kitchen tablet' } });
    await as('cook@harbor.example', SUBSCRIBE, { input: { ...tablet.subscription, deviceName: 'Kitchen tablet' } });
    const luis = await as<{ myPushDevices: Array<{ endpoint: string }> }>('lm@harbor.example', DEVICES);
    expect(luis.data!.myPushDevices.map((d) => d.endpoint)).not.toContain(tablet.subscription.endpoint);
    const chris = await as<{ myPushDevices: Array<{ endpoint: string }> }>('cook@harbor.example', DEVICES);
    expect(chris.data!.myPushDevices.map((d) => d.endpoint)).toContain(tablet.subscription.endpoint);
  });
});

import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { Api } from './support/api.js';
import { logIn } from './support/session.js';

// Issue 36: a phone that subscribed to push is told about a breach, its person acknowledges from the
// notification, and the desktop dashboard shows who is handling it. Harbor Downtown's "Line fridge 1"
// (sensor KS-T-0001), warmed by the simulator's breach scenario (HIGH at once).
const HARBOR = '00000000-0000-4000-8000-00000000a001';
const SENSOR = 'KS-T-0001';
const root = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);

test.use({ serviceWorkers: 'allow' });

/**
 * Chromium without a network cannot reach its push service (FCM), so PushManager.subscribe fails there;
 * the phone then gets a subscription as a push service would hand it out (a P-256 key pair made by the
 * page, a random auth secret, an endpoint nobody answers). The service worker, the server and the push
 * delivery (DevTools' deliverPushMessage) stay real.
 */
function pushServiceStandIn() {
  const original = PushManager.prototype.subscribe;
  const toBase64url = (bytes: ArrayBuffer | Uint8Array) =>
    btoa(String.fromCharCode(...new Uint8Array(bytes)))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  PushManager.prototype.subscribe = async function subscribe(this: PushManager, options?: PushSubscriptionOptionsInit) {
    try {
      return await original.call(this, options);
    } catch {
      const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
      const p256dh = toBase64url(await crypto.subtle.exportKey('raw', pair.publicKey));
      const auth = toBase64url(crypto.getRandomValues(new Uint8Array(16)));
      const endpoint = `https://push.invalid/${crypto.randomUUID()}`;
      const json = { endpoint, expirationTime: null, keys: { p256dh, auth } };
      return {
        endpoint,
        expirationTime: null,
        options,
        toJSON: () => json,
        getKey: () => null,
        unsubscribe: async () => true,
      } as unknown as PushSubscription;
    }
  };
}

async function phoneOf(context: BrowserContext): Promise<Page> {
  await context.addInitScript(pushServiceStandIn);
  const page = await context.newPage();
  await logIn(page, 'lm@harbor.example');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe('activated');
  return page;
}

/** The phone's service worker registration id, as the DevTools protocol names it. */
async function registrationIdOf(
  page: Page,
): Promise<{ cdp: Awaited<ReturnType<BrowserContext['newCDPSession']>>; registrationId: string }> {
  const cdp = await page.context().newCDPSession(page);
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const active = registrations.find((r: { isDeleted: boolean }) => !r.isDeleted);
      if (active) resolve(active.registrationId as string);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, registrationId: await found };
}

test('a phone subscribes, the breach push shows with its actions, Acknowledge from it: the desktop dashboard says who handles it', async ({
  browser,
  baseURL,
  request,
}) => {
  const phoneContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'allow',
  });
  await phoneContext.grantPermissions(['notifications'], { origin: baseURL! });
  const phone = await phoneOf(phoneContext);

  // Settings: turn notifications on for this device; it is listed.
  await phone.goto('/settings');
  const reach = phone.getByTestId('reach-settings');
  await reach.getByRole('button', { name: 'Turn on notifications on this device' }).click();
  await expect(reach.getByText('Notifications are on for this device.')).toBeVisible();
  await expect(reach.getByTestId('push-device')).toHaveCount(1);
  const axe = await new AxeBuilder({ page: phone }).include('[data-testid="reach-settings"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  // The desktop: a manager's dashboard.
  const desktopContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const desktop = await desktopContext.newPage();
  await logIn(desktop, 'manager@harbor.example');

  await run(
    path.join(root, 'node_modules/.bin/tsx'),
    [path.join(root, 'tools/simulator/simulator.cli.ts'), '--url', baseURL!, '--scenario', 'breach', '--hwid', SENSOR],
    { cwd: root, timeout: 60_000 },
  );
  const api = await Api.as(request, 'manager@harbor.example', HARBOR);
  const { openTempAlerts } = await api.ok<{
    openTempAlerts: Array<{ id: string; locationId: string; appliance: { id: string; name: string; areaId: string | null } }>;
  }>('{ openTempAlerts { id locationId appliance { id name areaId } } }');
  const alert = openTempAlerts.find((a) => a.appliance.name === 'Line fridge 1')!;
  expect(alert).toBeTruthy();
  // The chain's first step went to Luis's phone (its real push service is out of reach here).
  await expect
    .poll(async () => {
      const data = await api.ok<{
        applianceAlerts: { items: Array<{ id: string; deliveries: Array<{ channel: string; personName: string }> }> };
      }>('query($id: ID!) { applianceAlerts(id: $id) { items { id deliveries { channel personName } } } }', { id: alert.appliance.id });
      return data.applianceAlerts.items.find((a) => a.id === alert.id)?.deliveries ?? [];
    })
    .toContainEqual({ channel: 'PUSH', personName: 'Luis Moreno' });

  const payload = {
    title: 'Line fridge 1 is too warm',
    body: 'HIGH · Harbor Downtown',
    tag: `alert-${alert.id}`,
    url: `/temperatures/${alert.locationId}/${alert.appliance.areaId ?? 'unassigned'}/${alert.appliance.id}?client=${HARBOR}`,
    alertId: alert.id,
    clientId: HARBOR,
    actions: true,
    labels: { acknowledge: 'Acknowledge', snooze: 'Snooze 1 h' },
  };
  const { cdp, registrationId } = await registrationIdOf(phone);
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(baseURL!).origin, registrationId, data: JSON.stringify(payload) });
  await expect
    .poll(() =>
      phone.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          actions: (n as Notification & { actions: Array<{ title: string }> }).actions.map((a) => a.title),
        })),
      ),
    )
    .toEqual([{ title: 'Line fridge 1 is too warm', actions: ['Acknowledge', 'Snooze 1 h'] }]);

  // Acknowledge, as the notification's action button does: the worker's notificationclick with that action.
  const worker = phoneContext.serviceWorkers()[0]!;
  await worker.evaluate(async () => {
    type Scope = { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean };
    type NotificationEventClass = new (type: string, init: { notification: Notification; action: string }) => Event;
    const scope = globalThis as unknown as Scope & { NotificationEvent: NotificationEventClass };
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification!, action: 'acknowledge' }));
  });

  // The desktop dashboard, live: Luis is handling it.
  const row = desktop.getByTestId('dashboard-alert').filter({ hasText: 'Line fridge 1 at Harbor Downtown' });
  await expect(row.getByTestId('alert-handler')).toHaveText('Luis Moreno is handling it', { timeout: 20_000 });

  await phoneContext.close();
  await desktopContext.close();
});

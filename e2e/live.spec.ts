import { expect, test, type Page } from '@playwright/test';
import { demoSensorSecret } from '../apps/server/src/seed/estate-seed.js';
import { Api } from './support/api.js';
import { logIn } from './support/session.js';

// Harbor Downtown's "Meat aging fridge" (Cold room), demo sensor KS-T-0010 (fixed seed ids); no other scenario warms it.
const SENSOR = 'KS-T-0010';
const LISTED_AS = 'Meat aging fridge at Harbor Downtown';
const EQUIPMENT_PAGE =
  '/temperatures/00000000-0000-4000-8000-00000000a101/00000000-0000-4000-8e00-0a0000000002/00000000-0000-4000-8e00-0b000000000a';

/** Resolves once the page has a live stream open (a `text/event-stream` answer from /graphql). */
function liveStreamOpened(page: Page) {
  return page.waitForResponse(
    (response) => response.url().endsWith('/graphql') && (response.headers()['content-type'] ?? '').includes('text/event-stream'),
  );
}

test.use({ viewport: { width: 1280, height: 900 } });

test('an alert raised by ingest appears on an open dashboard without a reload', async ({ page, request }) => {
  const streaming = liveStreamOpened(page);
  await logIn(page, 'manager@harbor.example');
  await streaming;
  const listed = page.getByTestId('dashboard-alert').filter({ hasText: LISTED_AS });
  await expect(page.getByRole('heading', { name: 'Open alerts' })).toBeVisible();
  await expect(listed).toHaveCount(0);

  // The sensor reports 12 °C for the last minute, over 5 °C above a fridge's zone: a HIGH alert at once.
  const now = Date.now();
  const readings = [60, 40, 20, 0].map((secondsAgo) => ({
    hwid: SENSOR,
    time: new Date(now - secondsAgo * 1000).toISOString(),
    temperature: 12,
  }));
  const posted = await request.post('/ingest/v1/readings', {
    headers: { authorization: `Bearer ${demoSensorSecret(SENSOR)}` },
    data: { readings },
  });
  expect(posted.status()).toBe(200);
  const accepted = Date.now();

  // No reload, and the dashboard's fallback polling (5 minutes) is far off: the stream brought it.
  await expect(listed).toContainText('High alert', { timeout: 5_000 });
  test.info().annotations.push({ type: 'accepted → visible', description: `${Date.now() - accepted} ms` });
});

test("a snooze by one person shows on another's open equipment page without a reload", async ({ page, request }) => {
  // The alert the scenario above raised (or raised now, when this one runs alone).
  const cook = await Api.as(request, 'cook@harbor.example');
  const now = Date.now();
  await request.post('/ingest/v1/readings', {
    headers: { authorization: `Bearer ${demoSensorSecret(SENSOR)}` },
    data: { readings: [{ hwid: SENSOR, time: new Date(now).toISOString(), temperature: 12 }] },
  });
  const streaming = liveStreamOpened(page);
  await logIn(page, 'manager@harbor.example');
  await streaming;
  const watching = liveStreamOpened(page);
  await page.goto(EQUIPMENT_PAGE);
  await expect(page.getByRole('heading', { name: 'Meat aging fridge' })).toBeVisible();
  await watching;
  const open = page.getByTestId('alert-row').and(page.locator('[data-alert-status="DETECTED"]'));
  await expect(open).toHaveCount(1);

  const { appliance } = await cook.ok<{ appliance: { currentAlert: { id: string } } }>(
    'query($id: ID!) { appliance(id: $id) { currentAlert { id } } }',
    { id: '00000000-0000-4000-8e00-0b000000000a' },
  );
  await cook.ok('mutation($id: ID!) { snoozeTempAlert(id: $id) { id } }', { id: appliance.currentAlert.id });

  const snoozed = page.getByTestId('alert-row').and(page.locator('[data-alert-status="SNOOZED"]'));
  await expect(snoozed).toHaveCount(1, { timeout: 5_000 });
  await expect(snoozed).toContainText('Snoozed until');
});

test('the dashboard stream comes back by itself after a dropped connection and a stream the server ended', async ({ page, request }) => {
  // The first stream's connection is reset (a network drop); the second is ended by the server at once (a
  // restart); the third is the real one. The page gets there with no reload.
  let intercepted = 0;
  await page.route('**/graphql', async (route) => {
    if (!(route.request().headers()['accept'] ?? '').includes('text/event-stream') || intercepted >= 2) return route.fallback();
    intercepted += 1;
    if (intercepted === 1) return route.abort('connectionreset');
    return route.fulfill({ status: 200, headers: { 'content-type': 'text/event-stream' }, body: ':\n\nevent: complete\ndata:\n\n' });
  });
  const streaming = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') && (response.headers()['content-type'] ?? '').includes('text/event-stream') && intercepted >= 2,
  );
  await logIn(page, 'manager@harbor.example');
  await streaming;
  expect(intercepted).toBe(2);

  // An alert of another fridge (Prep table cooler, demo sensor KS-T-0007) raised now arrives live.
  const hwid = 'KS-T-0007';
  const posted = await request.post('/ingest/v1/readings', {
    headers: { authorization: `Bearer ${demoSensorSecret(hwid)}` },
    data: { readings: [{ hwid, time: new Date().toISOString(), temperature: 14 }] },
  });
  expect(posted.status()).toBe(200);
  await expect(page.getByTestId('dashboard-alert').filter({ hasText: 'Prep table cooler at Harbor Downtown' })).toContainText(
    'High alert',
    {
      timeout: 5_000,
    },
  );
});

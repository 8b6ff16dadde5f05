import { expect, test } from '@playwright/test';
import { demoSensorSecret } from '../apps/server/src/seed/estate-seed.js';
import { HTTPS_URL } from './support/https-server.js';
import { logIn } from './support/session.js';

// The server with its own certificate (playwright.config.ts): what a deployment without a proxy serves.
test.use({ baseURL: HTTPS_URL, ignoreHTTPSErrors: true, viewport: { width: 1280, height: 900 } });

test('over HTTPS the app comes over HTTP/2, keeps its session across a reload, and shows an alert from its live stream', async ({
  page,
  request,
}) => {
  const streaming = page.waitForResponse(
    (response) => response.url().endsWith('/graphql') && (response.headers()['content-type'] ?? '').includes('text/event-stream'),
  );
  await logIn(page, 'manager@harbor.example');
  await streaming;
  const protocol = () =>
    page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol);
  expect(await protocol()).toBe('h2');
  await expect(page.getByRole('heading', { name: 'Open alerts' })).toBeVisible();

  // The Secure refresh cookie and the stored session carry over a reload.
  const streamingAgain = page.waitForResponse(
    (response) => response.url().endsWith('/graphql') && (response.headers()['content-type'] ?? '').includes('text/event-stream'),
  );
  await page.reload();
  await streamingAgain;
  await expect(page).toHaveURL(/\/dashboard/);
  expect(await protocol()).toBe('h2');

  // A gateway posts over HTTP/1.1 to the same port; the open dashboard hears it on its HTTP/2 stream.
  const sensor = 'KS-T-0010';
  const now = Date.now();
  const posted = await request.post('/ingest/v1/readings', {
    headers: { authorization: `Bearer ${demoSensorSecret(sensor)}` },
    data: {
      readings: [60, 40, 20, 0].map((secondsAgo) => ({
        hwid: sensor,
        time: new Date(now - secondsAgo * 1000).toISOString(),
        temperature: 12,
      })),
    },
  });
  expect(posted.status()).toBe(200);
  await expect(page.getByTestId('dashboard-alert').filter({ hasText: 'Meat aging fridge at Harbor Downtown' })).toContainText(
    'High alert',
    {
      timeout: 10_000,
    },
  );
});

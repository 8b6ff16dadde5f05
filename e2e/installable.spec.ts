import { expect, test } from '@playwright/test';

// Issue 20 item 3: the app installs (manifest, icons) and its service worker keeps the shell and the
// checklist screens on the phone, so /login opens without a network after a first visit.

test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

interface WebManifest {
  name: string;
  start_url: string;
  display: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
}

test('the manifest is linked and names the app with icons that load', async ({ page, request }) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');

  const manifest = (await (await request.get(href!)).json()) as WebManifest;
  expect(manifest).toMatchObject({ name: 'Kitchen Sentinel', start_url: '/', display: 'standalone' });
  const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type'], icon.src).toBe(icon.type);
  }
});

test('the built app is served precompressed: brotli or gzip as the browser accepts, long-cached', async ({ page, request }) => {
  await page.goto('/login');
  const entry = await page.locator('script[type="module"][src^="/assets/"]').getAttribute('src');
  for (const [accepted, sent] of [
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
  ] as const) {
    const response = await request.get(entry!, { headers: { 'accept-encoding': accepted } });
    expect(response.headers()['content-encoding'], accepted).toBe(sent);
    expect(response.headers()['vary'], accepted).toMatch(/accept-encoding/i);
    expect(response.headers()['cache-control'], accepted).toContain('immutable');
  }
});

test('the service worker registers after the first visit and /login then opens offline', async ({ page, context }) => {
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeVisible();

  // Activation waits for the precache to be complete, and clientsClaim makes it control this page.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe('activated');

  // The checklist screens (/quests: the list, details and submission) are among the precached chunks.
  const precached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const entry of await (await caches.open(name)).keys()) urls.push(new URL(entry.url).pathname);
    }
    return urls;
  });
  expect(precached).toEqual(expect.arrayContaining(['/index.html', expect.stringMatching(/^\/assets\/checklists\.routes-.+\.js$/)]));

  await context.setOffline(true);
  try {
    const response = await page.goto('/login');
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    // A screen route that was never visited opens from the precache too (it asks to sign in first).
    await page.goto('/forgotpw');
    await expect(page.getByLabel('Email')).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

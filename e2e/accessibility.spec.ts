import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { Api } from './support/api.js';
import { DEMO_PASSWORD } from './support/session.js';

// WCAG 2.2 AA, checked by axe-core on every screen each access level is offered, at desktop and phone
// sizes. Only serious and critical findings fail: moderate and minor ones are advice, not barriers.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

// The file is a third of the end-to-end run and only reads: its tests spread over the workers.
test.describe.configure({ mode: 'parallel' });

const HARBOR = '00000000-0000-4000-8000-00000000a001';
const DOWNTOWN = '00000000-0000-4000-8000-00000000a101';

const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

type Level = 'FULL_ADMIN' | 'MANAGER' | 'LOCATION_MANAGER' | 'STANDARD_USER' | 'BASIC_USER';
const RANK: Level[] = ['BASIC_USER', 'STANDARD_USER', 'LOCATION_MANAGER', 'MANAGER', 'FULL_ADMIN'];
const atLeast = (level: Level, minimum: Level) => RANK.indexOf(level) >= RANK.indexOf(minimum);

const ACCOUNTS: Array<{ email: string; level: Level; company?: string }> = [
  { email: 'admin@demo.example', level: 'FULL_ADMIN', company: 'Harbor Bistro Group' },
  { email: 'manager@harbor.example', level: 'MANAGER' },
  { email: 'lm@harbor.example', level: 'LOCATION_MANAGER' },
  { email: 'cook@harbor.example', level: 'STANDARD_USER' },
  { email: 'porter@harbor.example', level: 'BASIC_USER' },
];

/** One details page of each kind the account may open (PRODUCT.md's matrix), found through the real API. */
async function detailsPages(request: APIRequestContext, email: string, level: Level): Promise<string[]> {
  // The Full Admin has no membership of their own: they look at Harbor's rows as its Manager would.
  const api = await Api.as(request, level === 'FULL_ADMIN' ? 'manager@harbor.example' : email, HARBOR);
  const pages: string[] = [];
  const { questSubmissions } = await api.ok<{ questSubmissions: { items: Array<{ id: string }> } }>(
    'query($l: ID) { questSubmissions(first: 1, locationId: $l) { items { id } } }',
    { l: DOWNTOWN },
  );
  if (questSubmissions.items[0]) pages.push(`/quests/${questSubmissions.items[0].id}/submission`);
  if (atLeast(level, 'STANDARD_USER')) {
    const { locationAreas } = await api.ok<{ locationAreas: Array<{ id: string; appliances: Array<{ id: string }> }> }>(
      'query($l: ID!) { locationAreas(locationId: $l) { id appliances { id } } }',
      { l: DOWNTOWN },
    );
    const area = locationAreas.find((candidate) => candidate.appliances.length > 0);
    if (area) pages.push(`/temperatures/${DOWNTOWN}/${area.id}/${area.appliances[0]!.id}`);
  }
  if (atLeast(level, 'LOCATION_MANAGER')) {
    const { users } = await api.ok<{ users: Array<{ id: string; email: string }> }>(
      'query($l: ID) { users(locationId: $l) { id email } }',
      { l: DOWNTOWN },
    );
    const cook = users.find((user) => user.email === 'cook@harbor.example');
    if (cook) pages.push(`/users/${cook.id}`);
  }
  if (atLeast(level, 'MANAGER')) {
    pages.push(`/locations/${DOWNTOWN}/edit`);
    const { quests } = await api.ok<{ quests: Array<{ id: string }> }>('query($l: ID) { quests(locationId: $l) { id } }', { l: DOWNTOWN });
    if (quests[0]) pages.push(`/quests/${quests[0].id}/edit`);
  }
  return pages;
}

/** The signed-in screens the main navigation offers (hidden behind the burger on a phone, but rendered). */
async function navigationRoutes(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(menu.getByRole('link').first()).toBeAttached();
  const hrefs = await menu.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((href) => href.split('?')[0]!).filter((href) => href.startsWith('/')))];
}

/**
 * Moves the signed-in app to `route` the way its own links do, without reloading it (a reload per screen
 * would double the time of the run): the router follows the history entry on popstate.
 */
async function openInApp(page: Page, route: string): Promise<void> {
  if (new URL(page.url()).pathname === route) return;
  const before = await page.title();
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route);
  // The old screen stays up while the new one loads; every screen has a title of its own.
  await expect(page).not.toHaveTitle(before);
}

/** Waits for the screen to finish loading: its heading shown and no skeleton left. */
async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // The index.html splash fades out over a few frames after the first screen mounts; axe would
  // otherwise measure its half-transparent name against the page (a contrast of 1.01–1.13).
  await expect(page.locator('#splash')).toHaveCount(0);
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
}

/** axe-core's serious and critical WCAG findings on the current page, one readable line each. */
async function blockingViolations(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${label}: [${violation.impact}] ${violation.id} (${violation.help}) at ${node.target.join(' ')}` +
          (node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, ' ')}` : ''),
      ),
    );
}

async function checkRoutes(page: Page, routes: string[], size: string, inApp: boolean): Promise<string[]> {
  const found: string[] = [];
  for (const route of routes) {
    if (inApp) await openInApp(page, route);
    else await page.goto(route);
    await settle(page);
    found.push(...(await blockingViolations(page, `${route} (${size})`)));
  }
  return found;
}

/** Signs in through the form; a Full Admin, member of no company, then picks the one to look at. */
async function signIn(page: Page, email: string, company?: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  if (company) await page.getByRole('button', { name: company }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

for (const size of SIZES) {
  test(`public pages meet WCAG 2.2 AA at ${size.name} size`, async ({ page }) => {
    await page.setViewportSize(size);
    const found = await checkRoutes(page, ['/login', '/login?mode=magic-link', '/forgotpw'], size.name, false);
    expect(found, found.join('\n')).toEqual([]);
  });

  for (const account of ACCOUNTS) {
    test(`${account.email} (${account.level}) screens meet WCAG 2.2 AA at ${size.name} size`, async ({ page, request }) => {
      test.setTimeout(240_000);
      await page.setViewportSize(size);
      await signIn(page, account.email, account.company);
      const routes = [...(await navigationRoutes(page)), ...(await detailsPages(request, account.email, account.level))];
      expect(routes).toContain('/dashboard');
      const found = await checkRoutes(page, routes, size.name, true);
      expect(found, found.join('\n')).toEqual([]);
    });
  }
}

// The floorplan view is a tab of /temperatures, not a route of its own: its markers on the seeded plans,
// as a cook reads them (plain markers) and a manager moves them (draggable ones), on a phone.
test('the floorplan view meets WCAG 2.2 AA for a cook and a manager on a phone', async ({ page }) => {
  await page.setViewportSize(SIZES[1]);
  for (const email of ['cook@harbor.example', 'manager@harbor.example']) {
    await signIn(page, email);
    await page.goto(`/temperatures?location=${DOWNTOWN}&view=floorplans`);
    await settle(page);
    await expect(page.getByTestId('floorplan-marker').first()).toBeVisible();
    const found = await blockingViolations(page, `floorplans (${email})`);
    expect(found, found.join('\n')).toEqual([]);
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
  }
});

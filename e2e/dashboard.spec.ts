import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, logIn } from './support/session.js';

// Issue 17 items 2 and 7: the manager's morning view answers "are we compliant today?", at desktop and
// phone sizes, and on a phone the open alert's Snooze is on the first screen of the equipment page.

const MANAGER = 'manager@harbor.example';
const HARBOR = '00000000-0000-4000-8000-00000000a001';
// Harbor Downtown's "Line fridge 2" (Kitchen line), warming when the seed ran: an open alert (fixed seed ids).
const DOWNTOWN = '00000000-0000-4000-8000-00000000a101';
const KITCHEN_LINE = '00000000-0000-4000-8e00-0a0000000001';
const LINE_FRIDGE_2 = '00000000-0000-4000-8e00-0b0000000002';
const PHONE = { width: 390, height: 844 };

interface Summary {
  location: { name: string; score: number | null };
  todayChecklists: { done: number; inProgress: number; toDo: number; missed: number };
  fixits: { pending: number };
}

/** What the API says about each location, as the manager: the numbers the screen must show. */
async function summariesOfManager(request: APIRequestContext): Promise<Summary[]> {
  const login = await request.post('/graphql', {
    data: {
      query: 'mutation($input: LoginInput!) { login(input: $input) { access_token } }',
      variables: { input: { username: MANAGER, password: DEMO_PASSWORD } },
    },
  });
  const token = ((await login.json()) as { data: { login: { access_token: string } } }).data.login.access_token;
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}`, 'client-id': HARBOR },
    data: {
      query: `{ locationSummaries { location { name score } todayChecklists { done inProgress toDo missed } fixits { pending } } }`,
    },
  });
  return ((await response.json()) as { data: { locationSummaries: Summary[] } }).data.locationSummaries;
}

const scoreText = (score: number | null) => (score === null ? 'No score' : `${score}%`);
const fixitsText = (pending: number) => `${pending} pending fix-it${pending === 1 ? '' : 's'}`;

/** Each location's card shows its score, today's checklists and pending fix-its as the API counts them. */
async function expectMorningView(page: Page, summaries: Summary[]) {
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-location')).toHaveCount(summaries.length);
  for (const summary of summaries) {
    const card = page
      .getByTestId('dashboard-location')
      .filter({ has: page.getByRole('link', { name: summary.location.name, exact: false }) });
    await expect(card.getByTestId('dashboard-location-score')).toContainText(scoreText(summary.location.score));
    const today = summary.todayChecklists;
    const total = today.done + today.inProgress + today.toDo + today.missed;
    const checklists = card.getByTestId('dashboard-today-checklists');
    if (total === 0) await expect(checklists).toContainText('No checklist today.');
    else await expect(checklists.getByTestId('today-done')).toHaveText(`${today.done} of ${total} done`);
    if (today.missed > 0) await expect(checklists.getByTestId('today-missed')).toContainText(`${today.missed} missed`);
    await expect(card.getByTestId('location-pending-fixits')).toHaveText(fixitsText(summary.fixits.pending));
    await expect(card.getByTestId('dashboard-score-trend')).toBeVisible();
    await expect(card.getByTestId('dashboard-alerts-trend')).toBeVisible();
  }
}

/** No badge on the page shows "…": every label fits in its badge. */
async function expectBadgesUncut(page: Page) {
  const cut = await page
    .locator('.mantine-Badge-label')
    .evaluateAll((labels) => labels.filter((label) => label.scrollWidth > label.clientWidth + 1).map((label) => label.textContent));
  expect(cut).toEqual([]);
}

test('desktop: each location shows its score, today’s checklists and pending fix-its; the list shows the score', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const summaries = await summariesOfManager(request);
  // The seed gives Harbor's locations scored history and pending fix-its: the view has something to show.
  expect(summaries.some((summary) => summary.location.score !== null)).toBe(true);
  expect(summaries.some((summary) => summary.fixits.pending > 0)).toBe(true);
  await logIn(page, MANAGER);
  await expectMorningView(page, summaries);

  await page.goto('/locations');
  for (const summary of summaries) {
    const card = page.getByTestId('location-card').filter({ hasText: summary.location.name });
    if (summary.location.score === null) await expect(card).toContainText('No score');
    else await expect(card.getByTestId('score-badge')).toHaveText(`${summary.location.score}%`);
  }
});

test('opening /dashboard directly (its index.html names its chunks and styles) logs no browser error', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await logIn(page, MANAGER);
  await page.goto('/dashboard');
  // The preloads are read with the HTML, long before the locations' summaries show.
  await expect(page.getByTestId('dashboard-location').first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('phone: the same morning view in cards, without sideways scrolling', async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  const summaries = await summariesOfManager(request);
  await logIn(page, MANAGER);
  await expectMorningView(page, summaries);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectBadgesUncut(page);
});

test('phone: the open alert and its Snooze come first on the equipment page, badges whole', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await logIn(page, MANAGER);
  await page.goto(`/temperatures/${DOWNTOWN}/${KITCHEN_LINE}/${LINE_FRIDGE_2}`);
  await expect(page.getByRole('heading', { name: 'Line fridge 2' })).toBeVisible();
  const openAlert = page.getByTestId('alert-row').and(page.locator('[data-alert-status="DETECTED"]'));
  await expect(openAlert).toHaveCount(1);
  // Visible on the first screen, without any scrolling.
  await expect(openAlert.getByRole('button', { name: 'Snooze' })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByTestId('open-alert-badge')).toHaveText(/^(High alert|Alert)$/);
  await expectBadgesUncut(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('phone: quest submissions are cards with their score and fix-its, without sideways scrolling', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await logIn(page, MANAGER);
  await page.goto('/quests?tab=submissions');
  const cards = page.getByTestId('submission-card');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const first = cards.first();
  await expect(first.getByTestId('score-badge').or(first.getByText('No score'))).toBeInViewport();
  await expect(first.getByTestId('submission-card-fixits')).toHaveText(/^\d+ fix-its?$/);
  await expect(first.getByTestId('submission-card-fixits')).toBeInViewport();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectBadgesUncut(page);
});

test('phone: a training’s certification status and submissions are cards, status and score in sight', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await logIn(page, MANAGER);
  await page.goto('/training/00000000-0000-4000-8000-0000c7a10001'); // the seeded "Food safety" training
  const row = page.getByTestId('certification-row').first();
  await expect(row).toBeVisible();
  // Cards, not table rows (the narrow "Assigned" table of two columns stays a table).
  expect(await row.evaluate((element) => element.tagName)).not.toBe('TR');
  await row.scrollIntoViewIfNeeded();
  await expect(row.getByTestId('certification-status')).toBeInViewport();
  const submission = page.getByTestId('training-submission').first();
  expect(await submission.evaluate((element) => element.tagName)).not.toBe('TR');
  await submission.scrollIntoViewIfNeeded();
  await expect(submission.getByTestId('score-badge').or(submission.getByText('No score'))).toBeInViewport();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectBadgesUncut(page);
});

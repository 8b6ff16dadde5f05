import { devices, expect, test, type Page } from '@playwright/test';
import { Api, buildDailyQuest } from './support/api.js';
import { logIn } from './support/session.js';

const DOWNTOWN = '00000000-0000-4000-8000-00000000a101';
const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7'];

// A device that had a session opens from the service worker without network (issue 41 item 1).
test.use({ ...phone, serviceWorkers: 'allow' });

async function waitForWorker(page: Page) {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: 60_000 }).toBe('activated');
}

/** What the device keeps for offline mode (the persisted Apollo cache) holds `text`. */
async function waitForKept(page: Page, text: string) {
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('ks:apollo-cache') ?? '')).toContain(text);
}

test('a phone reloaded twice without signal stays signed in: answers survive, the banner counts them, they arrive once', async ({
  page,
  context,
  request,
}) => {
  const quest = `Basement close ${Date.now().toString(36)}`;
  const manager = await Api.as(request, 'manager@harbor.example');
  const built = await buildDailyQuest(manager, {
    locationId: DOWNTOWN,
    name: quest,
    actions: [
      { type: 'INSTRUCTION', name: 'Close the hatch' },
      { type: 'INSTRUCTION', name: 'Switch off the fan' },
      { type: 'INSTRUCTION', name: 'Lock the store' },
      { type: 'INSTRUCTION', name: 'Turn off the light' },
    ],
  });
  await logIn(page, 'cook@harbor.example');
  await page.goto(`/quests?location=${DOWNTOWN}`);
  await waitForWorker(page);
  await page.getByTestId('today-activation').filter({ hasText: quest }).getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText('0 of 4 answered')).toBeVisible();
  await waitForKept(page, quest);

  await context.setOffline(true);
  await page.getByRole('checkbox', { name: 'Close the hatch: Done' }).check();
  await expect(page.getByTestId('offline-banner')).toContainText(/Offline since .+ · 1 answer waiting/);
  const since = (await page.getByTestId('offline-banner').textContent())!.match(/Offline since ([^·]+?) ·/)![1];

  // First reload without network: not /login, the checklist and its answer are there.
  await page.reload();
  await expect(page).toHaveURL(/\/quests/);
  await expect(page.getByText('1 of 4 answered')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('checkbox', { name: 'Switch off the fan: Done' }).check();
  await page.getByRole('checkbox', { name: 'Lock the store: Done' }).check();
  await expect(page.getByTestId('offline-banner')).toContainText(`Offline since ${since} · 3 answers waiting`);

  // Second reload: the same.
  await page.reload();
  await expect(page.getByText('3 of 4 answered')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('offline-banner')).toContainText(`Offline since ${since} · 3 answers waiting`);
  await expect(page.getByRole('checkbox', { name: 'Lock the store: Done' })).toBeChecked();

  // Another screen, still offline: the banner is there too, and the answers are sent from it.
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByTestId('offline-banner')).toContainText('3 answers waiting');

  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0, { timeout: 40_000 });
  await expect(page).toHaveURL(/\/dashboard/);
  const answersOnServer = async () => {
    const data = await manager.ok<{
      todayActivations: Array<{
        quest: { id: string };
        submission: { answerCount: number; answers: Array<{ action: { name: string } }> } | null;
      }>;
    }>('query($l: ID!) { todayActivations(locationId: $l) { quest { id } submission { answerCount answers { action { name } } } } }', {
      l: DOWNTOWN,
    });
    return data.todayActivations.find((activation) => activation.quest.id === built.id)?.submission ?? null;
  };
  await expect.poll(async () => (await answersOnServer())?.answerCount ?? 0, { timeout: 20_000 }).toBe(3);
  const stored = await answersOnServer();
  expect(stored!.answers.map((answer) => answer.action.name).sort()).toEqual(['Close the hatch', 'Lock the store', 'Switch off the fan']);
});

test('a wall tablet reloaded during a Wi-Fi drop shows the last dashboard, marked stale with its time, not a login form', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, 'manager@harbor.example');
  await expect(page.getByTestId('dashboard-location').first()).toBeVisible();
  await waitForWorker(page);
  const names = await page.getByTestId('dashboard-location').allTextContents();
  await waitForKept(page, 'Harbor Downtown');

  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByTestId('offline-banner')).toContainText('Offline since');
  await expect(page.getByTestId('stale-data-note')).toContainText(/Showing the last data received, at .+: it may be out of date\./);
  await expect(page.getByTestId('dashboard-location')).toHaveCount(names.length);
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0, { timeout: 40_000 });
  await expect(page.getByTestId('dashboard-location').first()).toBeVisible();
});

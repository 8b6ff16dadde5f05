import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { Api, buildDailyQuest } from './api.js';
import { logIn } from './session.js';

type Actions = Parameters<typeof buildDailyQuest>[1]['actions'];

/**
 * A daily checklist of its own (the prefix and a unique suffix, so a scenario never matches another
 * file's), built and activated at a location by the Harbor manager, who is returned for API checks.
 */
export async function buildOwnChecklist(request: APIRequestContext, locationId: string, prefix: string, actions: Actions) {
  const quest = `${prefix} ${Date.now().toString(36)}`;
  const manager = await Api.as(request, 'manager@harbor.example');
  const built = await buildDailyQuest(manager, { locationId, name: quest, actions });
  return { quest, manager, built };
}

/** Signs `email` in and opens today's run of the checklist named `quest` at the location. */
export async function startChecklist(page: Page, email: string, locationId: string, quest: string): Promise<void> {
  await logIn(page, email);
  await page.goto(`/quests?location=${locationId}&tab=today`);
  await page.getByTestId('today-activation').filter({ hasText: quest }).getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('heading', { level: 1, name: quest })).toBeVisible();
}

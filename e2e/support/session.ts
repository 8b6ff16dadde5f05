import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'kitchen-demo-1';

/** Logs in through the real login form and waits for the dashboard. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

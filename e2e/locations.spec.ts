import { expect, test, type Page } from '@playwright/test';
import { floorplanPng } from './support/png.js';
import { logIn } from './support/session.js';

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label }).click();
  await page.getByRole('textbox', { name: label }).fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a manager adds a location, sees it on the dashboard, edits it, changes its plan and deletes it', async ({ page }) => {
  await logIn(page, 'manager@harbor.example');

  await page.goto('/locations');
  await expect(page).toHaveTitle('Kitchen Sentinel | Locations');
  await expect(page.getByTestId('location-card').filter({ hasText: 'Harbor Downtown' })).toBeVisible();
  await page.getByRole('link', { name: 'Add new location' }).click();
  await expect(page).toHaveTitle('Kitchen Sentinel | Add new location');

  // The spec's messages on an empty form.
  await page.getByRole('button', { name: 'Add location' }).click();
  await expect(page.getByText('Field is required').first()).toBeVisible();
  await expect(page.getByText('Please select a service type')).toBeVisible();
  await expect(page.getByText('Please select at least one food type')).toBeVisible();

  // A logo: an HTML page renamed .png and an oversized file are refused; a real PNG is kept.
  const logoInput = page.getByLabel('Logo');
  await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
  await expect(page.getByText('Invalid file type')).toBeVisible();
  await logoInput.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(25 * 1024 * 1024 + 1) });
  await expect(page.getByText('File size is too large')).toBeVisible();
  await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: floorplanPng(320, 320) });
  await expect(page.getByTestId('upload-preview')).toBeVisible();
  await expect(page.getByText('File size is too large')).toBeHidden();

  await page.getByLabel('Name').fill('Harbor Airport');
  await page.getByLabel('Street address').fill('1 Harborside Dr');
  await page.getByLabel('City').fill('Boston');
  await page.getByLabel('State or region').fill('MA');
  await page.getByLabel('ZIP or postal code').fill('02128');
  await chooseOption(page, 'Country', 'United States');
  // The time zone follows the address's country, whatever the browser's zone.
  await expect(page.getByRole('textbox', { name: 'Time zone' })).toHaveValue('America/New_York');
  await page.getByRole('radio', { name: 'Quick service' }).check();
  await page.getByRole('checkbox', { name: 'Beverages' }).check();
  await page.getByRole('checkbox', { name: 'Pastry' }).check();
  await page.getByRole('textbox', { name: 'Vendors' }).fill('Sysco');
  await page.getByRole('textbox', { name: 'Vendors' }).press('Enter');
  await page.getByRole('button', { name: 'Add location' }).click();

  await expect(page).toHaveURL(/\/locations(\?|$)/);
  await expect(page.getByText('Location added')).toBeVisible();
  const card = page.getByTestId('location-card').filter({ hasText: 'Harbor Airport' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Small kitchen');
  await expect(card).toContainText('1 user');
  await expect(card.getByRole('img', { name: 'Logo of Harbor Airport' })).toBeVisible();

  // The dashboard lists it with its summary; its name leads to its temperatures.
  await page.goto('/dashboard');
  const tile = page.getByRole('link', { name: 'Open the temperatures of Harbor Airport' });
  await expect(tile).toBeVisible();
  await expect(page.getByTestId('dashboard-location').filter({ has: tile })).toContainText('0 sensors');
  await tile.click();
  await expect(page).toHaveTitle('Kitchen Sentinel | Temperatures');
  await expect(page).toHaveURL(/location=/);
  const airportId = new URL(page.url()).searchParams.get('location');
  expect(airportId).toMatch(/^[0-9a-f-]{36}$/);

  // Its first piece of equipment counts against its plan.
  await page.goto(`/temperatures/${airportId}/create`);
  await page.getByLabel('Name').fill('Airport fridge');
  await page.getByRole('textbox', { name: 'Equipment type' }).click();
  await page.getByRole('option', { name: 'Fridge', exact: true }).click();
  await page.getByRole('button', { name: 'Add equipment' }).click();
  await expect(page).toHaveTitle('Kitchen Sentinel | Equipment details');

  // Edit it.
  await page.goto('/locations');
  await card.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveTitle('Kitchen Sentinel | Edit location');
  await expect(page.getByLabel('Name')).toHaveValue('Harbor Airport');
  await page.getByLabel('Name').fill('Harbor Logan Airport');
  await page.getByRole('checkbox', { name: 'Beverages' }).uncheck();
  await page.getByRole('checkbox', { name: 'Pastry' }).uncheck();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Please select at least one food type')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Fish' }).check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Location saved')).toBeVisible();
  const renamed = page.getByTestId('location-card').filter({ hasText: 'Harbor Logan Airport' });
  await expect(renamed).toBeVisible();

  // Plans: usage and a plan change; billing adds it up.
  await page.goto('/plans');
  await expect(page).toHaveTitle('Kitchen Sentinel | Plans');
  const planRow = page.getByTestId('location-plan').filter({ hasText: 'Harbor Logan Airport' });
  await expect(planRow).toContainText('1 of 10 pieces of equipment');
  await planRow.getByRole('textbox', { name: 'Plan of Harbor Logan Airport' }).click();
  await page.getByRole('option', { name: 'Dedicated-staff kitchen' }).click();
  await page.getByRole('dialog', { name: 'Change the plan?' }).getByRole('button', { name: 'Move to Dedicated-staff kitchen' }).click();
  await expect(page.getByText('Harbor Logan Airport is now on the Dedicated-staff kitchen plan')).toBeVisible();
  await expect(planRow).toContainText('1 of 30 pieces of equipment');
  await page.goto('/billing');
  await expect(page).toHaveTitle('Kitchen Sentinel | Subscription and billing');
  await expect(page.getByRole('row', { name: /Harbor Logan Airport/ })).toContainText('Dedicated-staff kitchen');

  // Delete it, after confirming.
  await page.goto('/locations');
  await renamed.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete location' });
  await expect(dialog).toContainText('Delete Harbor Logan Airport?');
  await dialog.getByRole('button', { name: 'Delete location' }).click();
  await expect(page.getByText('Location deleted')).toBeVisible();
  await expect(renamed).toBeHidden();
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Open the temperatures of Harbor Downtown' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the temperatures of Harbor Logan Airport' })).toBeHidden();
});

test('a Location Manager edits their own location but neither adds nor deletes locations', async ({ page }) => {
  await logIn(page, 'lm@harbor.example');
  await page.goto('/locations');
  const downtown = page.getByTestId('location-card').filter({ hasText: 'Harbor Downtown' });
  await expect(downtown.getByRole('link', { name: 'Edit' })).toBeVisible();
  await expect(downtown.getByRole('button', { name: 'Delete' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Add new location' })).toBeHidden();
  await page.goto('/plans');
  await expect(page.getByTestId('location-plan').filter({ hasText: 'Harbor Downtown' })).toContainText('Dedicated-staff kitchen');
  await expect(page.getByRole('textbox', { name: 'Plan of Harbor Downtown' })).toBeHidden();
});

test('a Basic User gets no monitoring data: their location names and what they can do', async ({ page }) => {
  await logIn(page, 'porter@harbor.example');
  await expect(page.getByTestId('basic-locations')).toHaveText('Harbor Downtown');
  await expect(page.getByRole('link', { name: 'Do your quests' })).toBeVisible();
  await expect(page.getByTestId('dashboard-location')).toHaveCount(0);
  await page.goto('/locations');
  await expect(page.getByTestId('location-card').filter({ hasText: 'Harbor Downtown' })).toBeVisible();
  await expect(page.getByTestId('location-card').getByRole('link', { name: 'Edit' })).toHaveCount(0);
});

import { expect, test } from '@playwright/test';
import { Api, buildDailyQuest } from './support/api.js';
import { DEMO_PASSWORD, logIn } from './support/session.js';

const HARBOR = '00000000-0000-4000-8000-00000000a001';
const DOWNTOWN = '00000000-0000-4000-8000-00000000a101';
/** The demo seed's Harbor Downtown "Cold room" area and its walk-in cooler (sensor KS-T-0008). */
const COLD_ROOM = '00000000-0000-4000-8e00-0a0000000002';
const WALK_IN_COOLER = '00000000-0000-4000-8e00-0b0000000008';
const COOLER_PAGE = `/temperatures/${DOWNTOWN}/${COLD_ROOM}/${WALK_IN_COOLER}`;

test('changing a plan asks first; cancelling changes nothing and a too-small plan is refused', async ({ page }) => {
  await logIn(page, 'manager@harbor.example');
  await page.goto('/plans');
  const row = page.getByTestId('location-plan').filter({ hasText: 'Harbor Downtown' });
  const select = row.getByRole('textbox', { name: 'Plan of Harbor Downtown' });
  await expect(select).toHaveValue('Dedicated-staff kitchen');
  const inUse = Number((await row.getByText(/ of 30 pieces of equipment/).textContent())?.split(' ')[0]);
  expect(inUse).toBeGreaterThan(10);

  await select.click();
  await page.getByRole('option', { name: 'Small kitchen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the plan?' });
  await expect(dialog).toContainText('Move Harbor Downtown to the Small kitchen plan? It allows up to 10 pieces of equipment.');
  await expect(dialog).toContainText(`This is a smaller plan: it must still fit the ${inUse} pieces of equipment in use.`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(select).toHaveValue('Dedicated-staff kitchen');
  await page.reload();
  await expect(select).toHaveValue('Dedicated-staff kitchen');

  // Confirmed, the API refuses it: the kitchen has more equipment than the smaller plan allows.
  await select.click();
  await page.getByRole('option', { name: 'Small kitchen' }).click();
  await dialog.getByRole('button', { name: 'Move to Small kitchen' }).click();
  await expect(
    page.getByText(`The Small kitchen plan allows up to 10 pieces of equipment and this location has ${inUse}. Remove equipment first.`),
  ).toBeVisible();
  await page.reload();
  await expect(select).toHaveValue('Dedicated-staff kitchen');
});

test('detaching a sensor asks first; keeping it attached changes nothing; the header shows the page location', async ({ page }) => {
  await logIn(page, 'manager@harbor.example');
  await page.goto(COOLER_PAGE);
  // The page's location is the one the header selector shows (issue 17: they used to disagree).
  await expect(page.getByRole('textbox', { name: 'Location' })).toHaveValue('Harbor Downtown');
  const sensors = page.getByRole('region', { name: 'Sensors' });
  await expect(sensors.getByText('KS-T-0008')).toBeVisible();
  await sensors.getByRole('button', { name: 'Detach' }).click();
  const dialog = page.getByRole('dialog', { name: 'Detach the sensor?' });
  await expect(dialog).toContainText('Sensor KS-T-0008 will stop monitoring this equipment');
  await dialog.getByRole('button', { name: 'Keep it attached' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Sensor detached')).toHaveCount(0);
  await page.reload();
  await expect(sensors.getByText('KS-T-0008')).toBeVisible();
  await expect(sensors.getByRole('button', { name: 'Detach' })).toBeVisible();
});

test("an e-mail link to another of the member's companies switches to it; a foreign company is not followed", async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('multi@demo.example');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('button', { name: 'Sunrise Cafés' }).click();
  await expect(page.getByText('Sunrise Chicago').first()).toBeVisible();

  // A company the user is not a member of is ignored: Sunrise stays, the equipment is not found.
  await page.goto(`${COOLER_PAGE}?client=00000000-0000-4000-8000-00000000ffff`);
  await expect(page.getByText('This equipment does not exist or you do not have access to it.')).toBeVisible();
  await expect(page).not.toHaveURL(/client=/);

  // The alert e-mail's link names Harbor: the workspace switches to it and the equipment opens.
  await page.goto(`${COOLER_PAGE}?client=${HARBOR}`);
  await expect(page.getByRole('heading', { name: 'Walk-in cooler' })).toBeVisible();
  await expect(page.getByTestId('appliance-sensor').filter({ hasText: 'KS-T-0008' })).toBeVisible();
  await expect(page).not.toHaveURL(/client=/);
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Open the temperatures of Harbor Downtown' })).toBeVisible();
});

test('removing a part can be undone from its toast, which leaves the Active switch uncovered', async ({ page, request }) => {
  const name = `Deep clean ${Date.now().toString(36)}`;
  const manager = await Api.as(request, 'manager@harbor.example');
  const quest = await buildDailyQuest(manager, {
    locationId: DOWNTOWN,
    name,
    activate: false,
    actions: [
      { type: 'INSTRUCTION', name: 'Empty the fryer' },
      { type: 'INSTRUCTION', name: 'Degrease the hood' },
      { type: 'INSTRUCTION', name: 'Mop the floor' },
    ],
  });
  await logIn(page, 'manager@harbor.example');
  await page.goto(`/quests/${quest.id}/edit`);
  const parts = page.getByTestId('quest-part');
  await expect(parts).toHaveCount(3);
  await page.getByRole('button', { name: 'Remove Degrease the hood' }).click();
  await expect(parts).toHaveCount(2);
  const toast = page.getByRole('alert').filter({ hasText: 'Degrease the hood was removed' });
  await expect(toast).toBeVisible();

  // The toast and the Active switch do not overlap.
  const active = await page.getByRole('switch', { name: 'Active' }).locator('..').boundingBox();
  const shown = await toast.boundingBox();
  expect(active && shown).toBeTruthy();
  const overlap =
    active!.x < shown!.x + shown!.width &&
    shown!.x < active!.x + active!.width &&
    active!.y < shown!.y + shown!.height &&
    shown!.y < active!.y + active!.height;
  expect(overlap).toBe(false);

  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(parts).toHaveCount(3);
  await expect(parts.nth(1)).toContainText('Degrease the hood');
  await page.reload();
  await expect(parts).toHaveCount(3);
  await expect(parts.nth(1)).toContainText('Degrease the hood');
});

test('a sensor that never reported waits for its first reading instead of showing offline', async ({ page, request }) => {
  const manager = await Api.as(request, 'manager@harbor.example');
  const suffix = Date.now().toString(36).toUpperCase();
  const { createAppliance } = await manager.ok<{ createAppliance: { id: string } }>(
    'mutation($input: CreateApplianceInput!) { createAppliance(input: $input) { id } }',
    { input: { locationId: DOWNTOWN, name: `Prep fridge ${suffix}`, type: 'FRIDGE' } },
  );
  const { createSensor } = await manager.ok<{ createSensor: { sensor: { id: string } } }>(
    'mutation($input: CreateSensorInput!) { createSensor(input: $input) { sensor { id } } }',
    { input: { hwid: `KS-NEW-${suffix}`, locationId: DOWNTOWN } },
  );
  const pair = { applianceId: createAppliance.id, sensorId: createSensor.sensor.id };
  await manager.ok(
    'mutation($applianceId: ID!, $sensorId: ID!) { attachSensor(applianceId: $applianceId, sensorId: $sensorId) { status } }',
    pair,
  );
  try {
    await logIn(page, 'manager@harbor.example');
    await page.goto(`/temperatures/${DOWNTOWN}/unassigned/${createAppliance.id}`);
    const sensors = page.getByRole('region', { name: 'Sensors' });
    await expect(sensors.getByText(`KS-NEW-${suffix}`)).toBeVisible();
    await expect(sensors.getByText('Waiting for first reading')).toBeVisible();
    await expect(sensors.getByText('Offline', { exact: true })).toHaveCount(0);
  } finally {
    await manager.ok(
      'mutation($applianceId: ID!, $sensorId: ID!) { detachSensor(applianceId: $applianceId, sensorId: $sensorId) { status } }',
      pair,
    );
    await manager.ok('mutation($id: ID!) { deleteAppliance(id: $id) { status } }', { id: createAppliance.id });
  }
});

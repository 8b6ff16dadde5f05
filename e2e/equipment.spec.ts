import { expect, test, type Page } from '@playwright/test';
import { floorplanPng } from './support/png.js';
import { logIn } from './support/session.js';

// Harbor Bayside: Small kitchen plan (up to 10), seeded with 8 pieces of equipment and a spare sensor.
const BAYSIDE = '00000000-0000-4000-8000-00000000a102';

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function addEquipment(page: Page, name: string, area?: string) {
  await page.goto(`/temperatures/${BAYSIDE}/create`);
  await expect(page).toHaveTitle('Kitchen Sentinel | Add new equipment');
  await page.getByLabel('Name').fill(name);
  await chooseOption(page, 'Equipment type', 'Fridge');
  if (area) await chooseOption(page, 'Area', area);
  await page.getByRole('button', { name: 'Add equipment' }).click();
}

test.use({ viewport: { width: 1280, height: 900 } });

test('areas, floorplans, equipment, sensors and the plan limit', async ({ page }) => {
  await logIn(page, 'manager@harbor.example');

  // An area with a floorplan.
  await page.goto(`/temperatures?location=${BAYSIDE}&view=floorplans`);
  await expect(page).toHaveTitle('Kitchen Sentinel | Temperatures');
  await page.getByRole('button', { name: 'Add area' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add area' });
  await dialog.getByLabel('Area name').fill('Patio');
  await dialog.getByRole('button', { name: 'Add area' }).click();
  const patio = page.getByTestId('area-card').filter({ has: page.getByRole('heading', { name: 'Patio' }) });
  await expect(patio).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await patio.getByRole('button', { name: 'Upload floorplan' }).click();
  await (await chooser).setFiles({ name: 'patio.png', mimeType: 'image/png', buffer: floorplanPng() });
  await expect(patio.getByRole('img', { name: 'Floorplan of Patio' })).toBeVisible();

  // Equipment in that area, with the Fridge defaults of PRODUCT.md in °F (the default unit).
  await page.goto(`/temperatures/${BAYSIDE}/create`);
  await page.getByLabel('Name').fill('Patio fridge');
  await page.getByRole('button', { name: 'Add equipment' }).click();
  await expect(page.getByText('Please select the equipment type')).toBeVisible();
  await chooseOption(page, 'Equipment type', 'Fridge');
  await expect(page.getByLabel('Lower limit (°F)')).toHaveValue('32');
  await expect(page.getByLabel('Upper limit (°F)')).toHaveValue('41');
  await expect(page.getByLabel('Alert delay (minutes)')).toHaveValue('30');
  await chooseOption(page, 'Area', 'Patio');
  await page.getByRole('button', { name: 'Add equipment' }).click();
  await expect(page).toHaveTitle('Kitchen Sentinel | Equipment details');
  await expect(page.getByRole('heading', { name: 'Patio fridge' })).toBeVisible();
  await expect(page.getByText('32.0 – 41.0 °F')).toBeVisible();

  // Attach the spare sensor kept for Bayside.
  await expect(page.getByText('No sensor is attached to this equipment.')).toBeVisible();
  await chooseOption(page, 'Sensor', 'KS-T-0203 · Kitchen Sentinel');
  await page.getByRole('button', { name: 'Attach sensor' }).click();
  await expect(page.getByTestId('appliance-sensor').filter({ hasText: 'KS-T-0203' })).toBeVisible();
  await expect(page.getByTestId('appliance-sensor')).toContainText('Primary');

  // Place it on the floorplan by dragging it from the tray.
  await page.goto(`/temperatures?location=${BAYSIDE}&view=floorplans`);
  const plan = patio.getByTestId('floorplan');
  await expect(plan.getByRole('img', { name: 'Floorplan of Patio' })).toBeVisible();
  const chip = patio.getByTestId('floorplan-tray-item').filter({ hasText: 'Patio fridge' });
  await chip.scrollIntoViewIfNeeded();
  const from = (await chip.boundingBox())!;
  const to = (await plan.boundingBox())!;
  // A point of the plan that is on screen above the tray: 30 % across, 80 % down.
  const target = { x: to.x + to.width * 0.3, y: to.y + to.height * 0.8 };
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 - 10, { steps: 4 });
  await page.mouse.move(target.x, target.y, { steps: 12 });
  await page.mouse.up();
  const marker = plan.getByTestId('floorplan-marker').filter({ hasText: 'Patio fridge' });
  await expect(marker).toBeVisible();
  await page.reload();
  const kept = patio.getByTestId('floorplan').getByTestId('floorplan-marker').filter({ hasText: 'Patio fridge' });
  await expect(kept).toBeVisible();
  const left = await kept.evaluate((node) => parseFloat((node as HTMLElement).style.left));
  const top = await kept.evaluate((node) => parseFloat((node as HTMLElement).style.top));
  expect(left).toBeGreaterThan(20);
  expect(left).toBeLessThan(40);
  expect(top).toBeGreaterThan(70);
  expect(top).toBeLessThan(90);

  // The area holds equipment, so it cannot be deleted.
  await patio.getByRole('button', { name: 'More actions for Patio' }).click();
  await page.getByRole('menuitem', { name: 'Delete area' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete area' }).click();
  await expect(page.getByText('Please unassign equipment from area before deletion')).toBeVisible();
  await expect(patio).toBeVisible();

  // The list shows it in its area with the sensor's reading state.
  await page.goto(`/temperatures?location=${BAYSIDE}`);
  const patioTable = page.getByRole('region', { name: 'Patio' });
  await expect(patioTable.getByRole('link', { name: 'Patio fridge' })).toBeVisible();

  // Bayside is on the Small kitchen plan: the 10th piece fits, the 11th is refused with the plan named.
  await addEquipment(page, 'Tenth fridge');
  await expect(page).toHaveTitle('Kitchen Sentinel | Equipment details');
  await addEquipment(page, 'Eleventh fridge');
  await expect(page.getByRole('alert')).toHaveText(
    'This location is on the Small kitchen plan, which allows up to 10 pieces of equipment.',
  );
  await expect(page).toHaveTitle('Kitchen Sentinel | Add new equipment');
});

test('the Sensors screen registers a sensor, shows its credential once and sorts by battery', async ({ page }) => {
  await logIn(page, 'manager@harbor.example');
  await page.goto(`/sensors?location=${BAYSIDE}`);
  await expect(page).toHaveTitle('Kitchen Sentinel | Sensors');

  // Sorted by battery, lowest first (sensors that never reported come last).
  await expect(page.getByTestId('sensor-row').first()).toBeVisible();
  const batteries = await page
    .getByTestId('sensor-row')
    .locator('td:nth-child(5)')
    .allInnerTexts()
    .then((cells) => cells.map((cell) => parseInt(cell, 10)).filter((value) => !Number.isNaN(value)));
  expect(batteries.length).toBeGreaterThan(3);
  expect(batteries).toEqual([...batteries].sort((a, b) => a - b));

  // A hardware id of this attempt's own: a retry must not meet the sensor an earlier attempt registered.
  const hwid = `E2E-${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Register sensor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register a sensor' });
  await dialog.getByLabel('Hardware ID').fill(hwid);
  await dialog.getByLabel('Manufacturer').fill('Elsys');
  await dialog.getByRole('button', { name: 'Register sensor' }).click();
  const secret = page.getByTestId('sensor-secret');
  await expect(secret).toHaveText(/^kss_[A-Za-z0-9_-]{43}$/);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(secret).toBeHidden();
  // The dialog must be gone (its closing transition too) before the page's own button is clicked again.
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('sensor-row').filter({ hasText: hwid })).toContainText('Not attached');

  // The same hardware id cannot be registered twice in the client.
  await page.getByRole('button', { name: 'Register sensor' }).click();
  await dialog.getByLabel('Hardware ID').fill(hwid);
  await dialog.getByRole('button', { name: 'Register sensor' }).click();
  await expect(dialog.getByText('A sensor with this hardware id is already registered')).toBeVisible();
});

import { expect, test, type Page } from '@playwright/test';
import { floorplanPng } from './support/png.js';
import { logIn } from './support/session.js';

// Harbor Bayside: Small kitchen plan (up to 10), seeded with 8 pieces of equipment and a spare sensor.
const BAYSIDE = '00000000-0000-4000-8000-00000000a102';

/**
 * Opens a Select and picks an option, opening it again when it was closed or hidden before the option
 * could be clicked: a query of the page answered meanwhile (the sensors list is cache-and-network) left the
 * dropdown hidden under the pointer once in CI (the option "not visible" for the whole test), as a cook
 * would tap the field again.
 */
async function chooseOption(page: Page, label: string, option: string) {
  await expect(async () => {
    await page.getByRole('textbox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
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
  // The longest scenario of the suite (about 40 s on a quiet machine): room for a loaded one.
  test.setTimeout(150_000);
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

  // Equipment in that area, with the Fridge defaults of Bayside's food code (US FDA), written in °F.
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
  await expect(page.getByText('32 – 41 °F', { exact: true })).toBeVisible();

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

// PRODUCT.md "Food-safety model": a threshold keeps the unit its regulation writes it in.
test('hot holding defaults to 135 °F in a US location and 63 °C in a UK one', async ({ page }) => {
  await logIn(page, 'manager@harbor.example');
  const DOWNTOWN = '00000000-0000-4000-8000-00000000a101';

  // A new location's food code follows its country, with its limits as written.
  await page.goto('/locations');
  await page.getByRole('link', { name: 'Add new location' }).click();
  await page.getByLabel('Name').fill('Harbor Soho');
  await page.getByLabel('Street address').fill('1 Dean St');
  await page.getByLabel('City').fill('London');
  await page.getByLabel('ZIP or postal code').fill('W1D 3RB');
  await chooseCountry(page, 'United States');
  await expect(page.getByRole('textbox', { name: 'Food code' })).toHaveValue('United States — FDA Food Code 2022');
  await expect(page.getByTestId('jurisdiction-limits')).toHaveText('Cold holding ≤ 41 °F · hot holding ≥ 135 °F');
  await chooseCountry(page, 'United Kingdom');
  await expect(page.getByRole('textbox', { name: 'Food code' })).toHaveValue('United Kingdom — Food Standards Agency');
  await expect(page.getByTestId('jurisdiction-limits')).toHaveText('Cold holding ≤ 8 °C · hot holding ≥ 63 °C');
  // The time zone follows the country too (picking the chosen option again would clear it).
  await expect(page.getByRole('textbox', { name: 'Time zone' })).toHaveValue('Europe/London');
  await page.getByRole('radio', { name: 'Quick service' }).check();
  await page.getByRole('checkbox', { name: 'Pastry' }).check();
  await page.getByRole('button', { name: 'Add location' }).click();
  await expect(page.getByText('Location added')).toBeVisible();
  const card = page.getByTestId('location-card').filter({ hasText: 'Harbor Soho' });
  await card.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('textbox', { name: 'Food code' })).toHaveValue('United Kingdom — Food Standards Agency');
  const soho = new URL(page.url()).pathname.split('/').find((part) => /^[0-9a-f-]{36}$/.test(part));
  expect(soho).toBeTruthy();

  // UK: new hot holding starts at 63 °C (the viewer reads °F: the limit stays as written).
  await page.goto(`/temperatures/${soho}/create`);
  await page.getByLabel('Name').fill('Soho bain-marie');
  await chooseOption(page, 'Equipment type', 'Hot holding');
  await expect(page.getByLabel('Lower limit (°C)')).toHaveValue('63');
  await expect(page.getByLabel('Upper limit (°C)')).toHaveValue('');
  await page.getByRole('button', { name: 'Add equipment' }).click();
  await expect(page).toHaveTitle('Kitchen Sentinel | Equipment details');
  await expect(page.getByText('≥ 63 °C (145.4 °F)', { exact: true })).toBeVisible();

  // US: new hot holding starts at 135 °F, and the seeded cabinet shows 135 °F, not 134.6.
  await page.goto(`/temperatures/${DOWNTOWN}/create`);
  await chooseOption(page, 'Equipment type', 'Hot holding');
  await expect(page.getByLabel('Lower limit (°F)')).toHaveValue('135');
  await page.goto(`/temperatures?location=${DOWNTOWN}`);
  await page.getByRole('link', { name: 'Hot holding cabinet' }).click();
  await expect(page).toHaveTitle('Kitchen Sentinel | Equipment details');
  await expect(page.getByText('≥ 135 °F', { exact: true })).toBeVisible();

  // Leave the demo client as it was.
  await page.goto('/locations');
  await card.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete location' }).getByRole('button', { name: 'Delete location' }).click();
  await expect(page.getByText('Location deleted')).toBeVisible();
});

async function chooseCountry(page: Page, country: string) {
  await page.getByRole('textbox', { name: 'Country' }).fill(country);
  await page.getByRole('option', { name: country, exact: true }).click();
}

test('the Sensors screen registers a sensor, shows its credential once and sorts by battery', async ({ page }) => {
  await logIn(page, 'manager@harbor.example');
  await page.goto(`/sensors?location=${BAYSIDE}`);
  await expect(page).toHaveTitle('Kitchen Sentinel | Sensors');

  // Sorted by battery, lowest first (sensors that never reported come last).
  await expect(page.getByTestId('sensor-row').first()).toBeVisible();
  const batteries = await page
    .getByTestId('sensor-row')
    .locator('td:nth-child(6)') // Hardware ID, Location, Equipment, Health, Temperature, Battery
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

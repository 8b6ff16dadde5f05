import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/session.js';

// Demo data (apps/server/src/seed/demo-trainings.ts): assigned to cook, porter and lm; nobody has attempted it.
const DOWNTOWN = '00000000-0000-4000-8000-00000000a101';
const TRAINING = 'Allergen Awareness';
const INSTRUCTION = 'Read the allergen guide';
const CORRECT_ANSWERS = [
  'Tell the guest and check the allergen matrix',
  '14',
  'Clean surfaces and use separate utensils',
  'In the allergen matrix before it is served',
  'Call emergency services and alert the manager',
];

/** Opens the demo training's details from the list, as a manager would. */
async function openTrainingDetails(page: Page): Promise<void> {
  await page.goto(`/training?location=${DOWNTOWN}`);
  await expect(page).toHaveTitle('Kitchen Sentinel | Training');
  await page.getByTestId('training-card').filter({ hasText: TRAINING }).getByRole('link', { name: 'Open' }).click();
  await expect(page).toHaveTitle('Kitchen Sentinel | Training details');
  await expect(page.getByRole('heading', { name: TRAINING })).toBeVisible();
}

test('a manager assigns a training, the cook passes it on a phone, and the manager sees the certificate', async ({ page, browser }) => {
  await logIn(page, 'manager@harbor.example');
  await openTrainingDetails(page);
  const assigned = page.getByTestId('assigned-user');

  // The seed assigned the cook: unassign them first, and the toast confirms it.
  await expect(assigned.filter({ hasText: 'Chris Cook' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Unassign Chris Cook' }).click();
  await expect(page.getByText('Training unassigned successfully')).toBeVisible();
  await expect(assigned.filter({ hasText: 'Chris Cook' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('assigned-user').filter({ hasText: 'Pat Porter' })).toHaveCount(1);
  await expect(page.getByTestId('assigned-user').filter({ hasText: 'Chris Cook' })).toHaveCount(0);

  // Assign the cook; it is still there after a reload.
  await page.getByRole('textbox', { name: 'Assign people' }).click();
  await page.getByRole('textbox', { name: 'Assign people' }).fill('Chris');
  await page.getByRole('option', { name: /Chris Cook/ }).click();
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByText('Training assigned successfully')).toBeVisible();
  await expect(assigned.filter({ hasText: 'Chris Cook' })).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId('assigned-user').filter({ hasText: 'Chris Cook' })).toHaveCount(1);

  // The cook takes it on a phone and answers every question correctly.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const cook = await phone.newPage();
  await logIn(cook, 'cook@harbor.example');
  await cook.goto('/training');
  await expect(cook).toHaveTitle('Kitchen Sentinel | Training');
  const mine = cook.getByTestId('my-training').filter({ hasText: TRAINING });
  await expect(mine).toContainText('Not certified yet');
  await mine.getByRole('link', { name: 'Take' }).click();
  await expect(cook).toHaveURL(/\/training\/[0-9a-f-]{36}\/take(\?|$)/);
  await expect(cook).toHaveTitle('Kitchen Sentinel | Training');
  await expect(cook.getByRole('heading', { name: TRAINING })).toBeVisible();

  const actions = cook.getByTestId('take-action');
  const total = await actions.count();
  for (const answer of CORRECT_ANSWERS) {
    const option = cook.getByRole('radio', { name: answer, exact: true });
    await option.check();
    await expect(option).toBeChecked();
  }
  const done = cook.getByRole('checkbox', { name: `${INSTRUCTION}: Done` });
  await done.check();
  await expect(done).toBeChecked();
  await expect(cook.getByText(`${total} of ${total} answered`)).toBeVisible();
  // Nothing overflows the phone's width.
  expect(await cook.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await cook.getByRole('button', { name: 'Submit' }).click();

  const result = cook.getByTestId('training-result');
  await expect(result.getByText('Training submitted')).toBeVisible();
  await expect(result.getByTestId('score-badge')).toHaveText('100%');
  await expect(result.getByTestId('attempt-status')).toHaveText('Passed');
  await expect(result.getByTestId('certificate-valid-until')).toContainText(String(new Date().getUTCFullYear() + 1));

  await cook.getByRole('link', { name: 'Back to my trainings' }).click();
  await expect(cook.getByTestId('my-training').filter({ hasText: TRAINING }).getByTestId('certification-status')).toHaveText('Valid');
  await phone.close();

  // The manager sees the cook VALID, with the date, in the location certification status.
  await page.reload();
  const row = page.getByTestId('certification-row').filter({ hasText: 'Chris Cook' });
  await expect(row.getByTestId('certification-status')).toHaveText('Valid');
  await expect(row.getByTestId('valid-until')).toContainText(String(new Date().getUTCFullYear() + 1));
  await expect(row.getByTestId('attempt-status')).toHaveText('Passed');
  await expect(row.getByTestId('score-badge')).toHaveText('100%');
  // The submission is listed and opens its details.
  await page.getByTestId('training-submission').filter({ hasText: 'Chris Cook' }).getByRole('link').click();
  await expect(page).toHaveTitle('Kitchen Sentinel | Training Submission details');
  await expect(page.getByTestId('submission-user')).toHaveText('Chris Cook');
  await expect(page.getByTestId('score-badge')).toHaveText('100%');
});

/** The content width of the signed-in layout (1400, or 1800 on the training editor). */
async function layoutWidth(page: Page): Promise<string> {
  return page
    .locator('main')
    .locator('> div')
    .first()
    .evaluate((element) => getComputedStyle(element).maxWidth);
}

test('a manager builds a training with a correct answer in the wide editor and activates it', async ({ page }) => {
  const name = `Knife safety ${Date.now().toString(36)}`;
  await logIn(page, 'manager@harbor.example');
  await page.goto(`/training?location=${DOWNTOWN}`);
  await page.getByRole('button', { name: 'New training' }).click();
  await expect(page).toHaveURL(/\/training\/[0-9a-f-]{36}\/edit(\?|$)/);
  await expect(page).toHaveTitle('Kitchen Sentinel | Edit training');
  await expect.poll(() => layoutWidth(page)).toBe('1800px');
  await expect(page.getByLabel('Certificate valid for (months)')).toHaveValue('12');

  await page.getByRole('textbox', { name: 'Name' }).first().fill(name);
  await page.getByRole('button', { name: 'Save training' }).click();
  await expect(page.getByText('Training saved')).toBeVisible();

  // Activation names what is missing, in the training's words.
  await page.getByRole('switch', { name: 'Active' }).dispatchEvent('click');
  await expect(page.getByRole('alert').filter({ hasText: 'A training cannot be activated without content' })).toBeVisible();

  await page.getByRole('button', { name: 'Add action' }).click();
  await page.getByRole('menuitem', { name: 'Single choice' }).click();
  const question = page.getByTestId('quest-part').first();
  await question.getByRole('textbox', { name: 'Name' }).fill('Which glove protects against cuts?');
  await question.getByLabel('Option 1').fill('Cut-resistant glove');
  await question.getByLabel('Option 2').fill('Latex glove');
  // A training marks the correct answer instead of fix-it triggers.
  await expect(question.getByRole('switch', { name: 'Triggers a fix-it' })).toHaveCount(0);
  await question.getByRole('checkbox', { name: 'Correct answer' }).first().check();
  await question.getByRole('button', { name: 'Save action' }).click();
  await expect(page.getByText('Action saved')).toBeVisible();
  // The mark is stored in the action's properties: after a reload only the first option is correct.
  await page.reload();
  const reloaded = page.getByTestId('quest-part').first();
  await reloaded.getByRole('button', { name: 'Single choice Which glove protects against cuts?' }).click();
  await expect(reloaded.getByRole('checkbox', { name: 'Correct answer' }).first()).toBeChecked();
  await expect(reloaded.getByRole('checkbox', { name: 'Correct answer' }).nth(1)).not.toBeChecked();

  await page.getByRole('switch', { name: 'Active' }).dispatchEvent('click');
  await expect(page.getByText('Training activated')).toBeVisible();
  await expect(page.getByText('This training is active. Deactivate it to change its content.')).toBeVisible();

  await page.getByRole('link', { name: `Back to ${name}` }).click();
  await expect(page).toHaveTitle('Kitchen Sentinel | Training details');
  await expect.poll(() => layoutWidth(page)).toBe('1400px');
  await expect(page.getByText('1 action, 1 scored', { exact: false })).toBeVisible();
});

test('user details show the person’s certifications', async ({ page }) => {
  await logIn(page, 'manager@harbor.example');
  await page.goto('/users?all=1');
  await page.getByRole('link', { name: 'Luis Moreno' }).click();
  await expect(page).toHaveTitle('Kitchen Sentinel | User details');
  const certification = page.getByTestId('user-certification').filter({ hasText: 'Food Safety Basics' });
  await expect(certification.getByTestId('certification-status')).toHaveText('Valid');
  await expect(certification.getByTestId('attempt-status')).toHaveText('Passed');
});

test('a location manager unassigns and reassigns a user, but cannot create trainings', async ({ page }) => {
  await logIn(page, 'lm@harbor.example');
  await page.goto(`/training?location=${DOWNTOWN}`);
  await expect(page.getByTestId('training-card').filter({ hasText: TRAINING })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New training' })).toHaveCount(0);
  await page.getByTestId('training-card').filter({ hasText: TRAINING }).getByRole('link', { name: 'Open' }).click();
  await expect(page).toHaveTitle('Kitchen Sentinel | Training details');

  await page.getByRole('button', { name: 'Unassign Pat Porter' }).click();
  await expect(page.getByText('Training unassigned successfully')).toBeVisible();
  await expect(page.getByTestId('assigned-user').filter({ hasText: 'Pat Porter' })).toHaveCount(0);

  // Only users (clientRole USER) of the location are offered to a location manager.
  await page.getByRole('textbox', { name: 'Assign people' }).click();
  await expect(page.getByRole('option', { name: /Maria Harbor/ })).toHaveCount(0);
  await page.getByRole('option', { name: /Pat Porter/ }).click();
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByText('Training assigned successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('assigned-user').filter({ hasText: 'Pat Porter' })).toHaveCount(1);
});

import { expect, test } from '@playwright/test';
import { latestMail, linkIn } from './support/mailbox.js';
import { floorplanPng } from './support/png.js';
import { logIn } from './support/session.js';

const HARBOR_DOWNTOWN = '00000000-0000-4000-8000-00000000a101';
const HARBOR_BAYSIDE = '00000000-0000-4000-8000-00000000a102';

test('invite a user, who sets a password from the invitation e-mail and logs in', async ({ page, browser, request }) => {
  const email = `nora.${Date.now()}@harbor.example`;
  await logIn(page, 'manager@harbor.example');
  await page.getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveTitle('Kitchen Sentinel | Users');
  await expect(page.getByTestId('users-table').getByText('cook@harbor.example')).toBeVisible();

  await page.getByRole('link', { name: 'Add new user' }).click();
  await expect(page).toHaveTitle('Kitchen Sentinel | Add new user');
  await page.getByLabel('Email').fill('nora.harbor.example');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Please include "@" in your email address')).toBeVisible();
  await expect(page.getByText('Field is required').first()).toBeVisible();

  const since = new Date();
  await page.getByLabel('First name').fill('Nora');
  await page.getByLabel('Last name').fill('Newhire');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Work role').fill('Prep cook');
  await page.getByRole('radio', { name: 'Basic User' }).check();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page).toHaveTitle('Kitchen Sentinel | User details');
  await expect(page.getByRole('heading', { name: 'Nora Newhire' })).toBeVisible();
  await expect(page.getByText('Invitation sent', { exact: true })).toBeVisible();

  const mail = await latestMail(request, email, since);
  expect(mail.subject).toBe('You are invited to Kitchen Sentinel');
  const invitee = await browser.newContext();
  const inviteePage = await invitee.newPage();
  await inviteePage.goto(linkIn(mail));
  await inviteePage.getByLabel('New password').fill('nora-first-password');
  await inviteePage.getByRole('button', { name: 'Set new password' }).click();
  await expect(inviteePage.getByText('Your password has been changed. You can now log in with it.')).toBeVisible();
  await logIn(inviteePage, email, 'nora-first-password');
  await expect(inviteePage.getByTestId('current-user')).toHaveText('Nora Newhire');
  await invitee.close();

  await page.reload();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
});

test('a new user whose e-mail is taken is refused on the e-mail field, and a typed change clears it', async ({ page }) => {
  await logIn(page, 'manager@harbor.example');
  await page.goto('/users/create');
  await expect(page).toHaveTitle('Kitchen Sentinel | Add new user');
  await page.getByLabel('First name').fill('Carla');
  await page.getByLabel('Last name').fill('Again');
  await page.getByLabel('Email').fill('cook@harbor.example');
  await page.getByLabel('Phone').fill('call me');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invalid phone number')).toBeVisible();
  await page.getByLabel('Phone').fill('');
  await expect(page.getByText('Invalid phone number')).toHaveCount(0);

  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('A user with this email address already exists')).toBeVisible();
  await expect(page).toHaveTitle('Kitchen Sentinel | Add new user');
  await page.getByLabel('Email').fill('cook.again@harbor.example');
  await expect(page.getByText('A user with this email address already exists')).toHaveCount(0);
});

test('the profile checks its fields, asks for the password to change the sign-in e-mail, and saves', async ({ page }) => {
  const phone = `+1 555 ${String(Date.now()).slice(-4)}`;
  await logIn(page, 'porter@harbor.example');
  await page.goto('/profile');
  await expect(page).toHaveTitle('Kitchen Sentinel | Profile');
  const firstname = await page.getByLabel('First name').inputValue();
  await page.getByLabel('First name').fill('');
  await page.getByLabel('Work phone').fill('call me');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Field is required')).toBeVisible();
  await expect(page.getByText('Invalid phone number')).toBeVisible();
  await page.getByLabel('First name').fill(firstname);
  await page.getByLabel('Work phone').fill(phone);
  await expect(page.getByText('Invalid phone number')).toHaveCount(0);

  // A new sign-in e-mail needs the current password; a wrong one is refused on its field.
  await page.getByLabel('Sign-in email').fill('porter.new@harbor.example');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Field is required')).toBeVisible();
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('The password is not correct')).toBeVisible();

  await page.getByLabel('Sign-in email').fill('porter@harbor.example');
  await expect(page.getByLabel('Current password')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Work phone')).toHaveValue(phone);
  await expect(page.getByLabel('First name')).toHaveValue(firstname);
});

test('the users location filter keeps "all" in the URL and a chosen location as the selected one', async ({ page }) => {
  await logIn(page, 'manager@harbor.example');
  await page.goto('/users');
  // The page's filter, not the header's location select of the same name (which renders first).
  const filter = page.getByRole('main').getByRole('textbox', { name: 'Location', exact: true });
  await filter.click();
  await page.getByRole('option', { name: 'All locations' }).click();
  await expect(page).toHaveURL(/[?&]all=1/);
  await expect(page.getByTestId('users-table').getByText('manager@harbor.example')).toBeVisible();

  await filter.click();
  await page.getByRole('option', { name: 'Harbor Bayside' }).click();
  await expect(page).not.toHaveURL(/all=1/);
  await expect(page).toHaveURL(new RegExp(`location=${HARBOR_BAYSIDE}`));
  expect(await page.evaluate(() => window.localStorage.getItem('ks:selected-location'))).toBe(HARBOR_BAYSIDE);
  await expect(page.getByTestId('users-table').getByText('cook@harbor.example')).toBeVisible();
  await expect(page.getByTestId('users-table').getByText('porter@harbor.example')).toHaveCount(0);

  await page.reload();
  await expect(page).toHaveURL(new RegExp(`location=${HARBOR_BAYSIDE}`));
  await expect(page.getByTestId('users-table').getByText('porter@harbor.example')).toHaveCount(0);
});

test('write a diary entry', async ({ page }) => {
  await logIn(page, 'cook@harbor.example');
  await page.getByRole('link', { name: 'Diary' }).click();
  await expect(page).toHaveTitle('Kitchen Sentinel | Diary');

  await page.getByRole('button', { name: 'Add to diary' }).click();
  await expect(page.getByText('Please provide either a description or select a feeling or do both')).toBeVisible();

  const note = `Fridge door seal replaced ${Date.now()}`;
  await page.getByRole('button', { name: 'Satisfied' }).click();
  await page.getByLabel('What happened?').fill(note);
  await page.getByRole('button', { name: 'Add to diary' }).click();
  await expect(page.getByText('Diary entry saved')).toBeVisible();
  const entry = page.getByTestId('diary-entry').filter({ hasText: note });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText('You');
  await expect(entry).toContainText('Satisfied');
  await expect(page.getByLabel('What happened?')).toHaveValue('');
});

test('upload a picture to the media library, preview, rename and delete it', async ({ page }) => {
  const name = `walk-in-${Date.now()}`;
  await logIn(page, 'manager@harbor.example');
  await page.getByRole('link', { name: 'Media library' }).click();
  await expect(page).toHaveTitle('Kitchen Sentinel | Media library');

  // A server busy with other uploads answers 429 TOO_MANY_UPLOADS (with Retry-After): the person is told to wait.
  await page.route('**/files', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 429,
          headers: { 'retry-after': '10' },
          json: { error: 'Too many uploads at once, try again in a few seconds', code: 'TOO_MANY_UPLOADS' },
        })
      : route.fallback(),
  );
  await page.locator('input[type="file"]').setInputFiles({ name: `${name}.png`, mimeType: 'image/png', buffer: floorplanPng(640, 400) });
  await expect(page.getByText(`${name}.png: Too many uploads at once. Try again in a few seconds.`)).toBeVisible();
  await page.unroute('**/files');

  await page.locator('input[type="file"]').setInputFiles({ name: `${name}.png`, mimeType: 'image/png', buffer: floorplanPng(640, 400) });
  await expect(page.getByText(`${name} added to the library`)).toBeVisible();
  const card = page.getByTestId('media-item').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card.getByRole('img', { name })).toBeVisible();

  await page
    .locator('label')
    .filter({ hasText: /^Documents$/ })
    .click();
  await expect(page).toHaveURL(/kind=DOCUMENT/);
  await expect(page.getByTestId('media-item').filter({ hasText: name })).toHaveCount(0);
  await page
    .locator('label')
    .filter({ hasText: /^Pictures$/ })
    .click();
  await page.getByLabel('Search by name').fill(name);
  await expect(page).toHaveURL(new RegExp(`q=${name}`));
  await expect(page.getByTestId('media-item')).toHaveCount(1);

  await page.getByRole('button', { name: `Open ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('media-preview-image')).toBeVisible();
  await dialog.getByLabel('Name').fill(`${name} renamed`);
  await dialog.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByText('File renamed')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  // The shared confirm dialog opens over the preview.
  const confirm = page.getByRole('dialog', { name: `Delete ${name} renamed?` });
  await expect(confirm).toContainText('This cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${name} renamed was deleted`)).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('media-item')).toHaveCount(0);
});

test('a library picture used in a quest action cannot be deleted', async ({ page }) => {
  const name = `door-seal-${Date.now()}`;
  await logIn(page, 'manager@harbor.example');
  await page.goto('/media');
  await expect(page).toHaveTitle('Kitchen Sentinel | Media library');
  await page.locator('input[type="file"]').setInputFiles({ name: `${name}.png`, mimeType: 'image/png', buffer: floorplanPng(320, 200) });
  await expect(page.getByText(`${name} added to the library`)).toBeVisible();

  // A new quest at Harbor Downtown gets an instruction that shows the library picture.
  await page.goto(`/quests?tab=quests&location=${HARBOR_DOWNTOWN}`);
  await page.getByRole('button', { name: 'New quest' }).click();
  await expect(page).toHaveTitle('Kitchen Sentinel | Edit quest');
  await page.getByRole('button', { name: 'Add action' }).click();
  await page.getByRole('menuitem', { name: 'Instruction' }).click();
  const action = page.getByTestId('quest-part').first();
  await action.getByRole('textbox', { name: 'Name' }).fill('Check the door seal like this');
  await action.getByRole('button', { name: 'Choose from media library' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a file from the media library' });
  await picker.getByLabel('Search by name').fill(name);
  await picker.getByRole('button', { name: `Open ${name}` }).click();
  await expect(picker).toBeHidden();
  await expect(action.getByText(name, { exact: true })).toBeVisible();
  await action.getByRole('button', { name: 'Save action' }).click();
  await expect(page.getByText('Action saved')).toBeVisible();

  // Deleting the picture from the library is refused with the spec's message, and it stays.
  await page.goto(`/media?q=${name}`);
  await page.getByRole('button', { name: `Open ${name}` }).click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: `Delete ${name}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('dialog', { name: `Delete ${name}?` })).toBeHidden();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Cannot delete - file is used in Quest' })).toBeVisible();
  await page.goto(`/media?q=${name}`);
  await expect(page.getByTestId('media-item').filter({ hasText: name })).toHaveCount(1);
});

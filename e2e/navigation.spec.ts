import { expect, test } from '@playwright/test';
import { logIn } from './support/session.js';

// PRODUCT.md: "the web hides what a user may not do". Each demo account's menu, at desktop and phone size.
const MENUS = [
  {
    account: 'porter@harbor.example',
    offered: ['Dashboard', 'Quests', 'Training', 'Diary', 'Fix-its', 'Profile'],
    hidden: ['Temperatures', 'Records', 'Sensors', 'Users', 'Plans', 'Subscription and billing'],
  },
  {
    account: 'cook@harbor.example',
    offered: ['Temperatures', 'Records', 'Sensors', 'Plans', 'Quests', 'Fix-its'],
    hidden: ['Users', 'Subscription and billing'],
  },
  {
    account: 'lm@harbor.example',
    offered: ['Temperatures', 'Sensors', 'Users', 'Plans'],
    hidden: ['Subscription and billing'],
  },
  {
    account: 'manager@harbor.example',
    offered: ['Temperatures', 'Sensors', 'Users', 'Plans', 'Subscription and billing'],
    hidden: [],
  },
] as const;

for (const { account, offered, hidden } of MENUS) {
  test(`${account} is offered only the screens of their access level`, async ({ page }) => {
    await logIn(page, account);
    const menu = page.getByRole('navigation', { name: 'Main navigation' });
    for (const name of offered) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    for (const name of hidden) await expect(menu.getByRole('link', { name, exact: true })).toHaveCount(0);
  });
}

test('on a phone the porter opens the menu and finds no monitoring screen in it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, 'porter@harbor.example');
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(menu.getByRole('link', { name: 'Quests', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Temperatures', exact: true })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Sensors', exact: true })).toHaveCount(0);
});

import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { latestMail } from './support/mailbox.js';
import { logIn } from './support/session.js';

// Harbor Downtown (America/New_York) and its "Fish drawer fridge" (Kitchen), demo sensor KS-T-0006.
const DOWNTOWN = '00000000-0000-4000-8000-00000000a101';
const KITCHEN = '00000000-0000-4000-8e00-0a0000000001';
const FISH_FRIDGE = '00000000-0000-4000-8e00-0b0000000006';
const FISH_FRIDGE_SENSOR = 'KS-T-0006';

const root = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);

// The viewer's browser is in Kiritimati (UTC+14), 19 hours ahead of the kitchen: every time of the
// kitchen's data must still read on New York's clock, named, as the alert e-mail writes it.
test.use({ viewport: { width: 1280, height: 900 }, timezoneId: 'Pacific/Kiritimati' });

test("an alert's start time reads on the location's clock, named, on its card, the dashboard and the e-mail", async ({
  page,
  request,
  baseURL,
}) => {
  await logIn(page, 'manager@harbor.example');
  const since = new Date();
  await run(
    path.join(root, 'node_modules/.bin/tsx'),
    [path.join(root, 'tools/simulator/simulator.cli.ts'), '--url', baseURL!, '--scenario', 'breach', '--hwid', FISH_FRIDGE_SENSOR],
    { cwd: root, timeout: 60_000 },
  );

  const mail = await latestMail(request, 'manager@harbor.example', since, {
    subject: 'Temperature alert: Fish drawer fridge',
    timeout: 15_000,
  });
  const started = /^Since: (.+)$/m.exec(mail.text)?.[1];
  // New York's clock with its zone's name ("Nov 23, 2026, 8:09 PM EST").
  expect(started).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T$/);

  await page.goto(`/temperatures/${DOWNTOWN}/${KITCHEN}/${FISH_FRIDGE}`);
  const openAlert = page.getByTestId('alert-row').and(page.locator('[data-alert-status="DETECTED"]'));
  await expect(openAlert).toHaveCount(1);
  await expect(openAlert).toContainText(started!);
  // Not the browser's own clock (Kiritimati's date is a day ahead most of New York's day).
  await expect(openAlert).not.toContainText('GMT+14');

  await page.goto('/dashboard');
  const dashboardAlert = page.getByTestId('dashboard-alert').filter({ hasText: 'Fish drawer fridge at Harbor Downtown' });
  await expect(dashboardAlert).toContainText(started!);
});

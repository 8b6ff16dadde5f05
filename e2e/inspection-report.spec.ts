import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, test, type Download } from '@playwright/test';
import { logIn } from './support/session.js';

/** The text of a downloaded PDF, as poppler's pdftotext reads it. */
async function pdfText(download: Download): Promise<string> {
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

test('a manager downloads the inspection report and shares it; an anonymous browser sees it until the link is ended', async ({
  page,
  browser,
}) => {
  await logIn(page, 'lm@harbor.example');
  await page.goto('/locations');
  const card = page.getByTestId('location-card').filter({ hasText: 'Harbor Downtown' });
  await card.getByRole('link', { name: 'Inspection report' }).click();
  await expect(page).toHaveTitle('Kitchen Sentinel | Inspection report');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const report = await downloading;
  expect(report.suggestedFilename()).toMatch(/^inspection-report-harbor-downtown-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf$/);
  const text = await pdfText(report);
  expect(text).toContain('Food-safety inspection report');
  expect(text).toContain('Harbor Downtown');
  expect(text).toContain('Data completeness');

  await page.getByLabel('Valid for (days)').fill('7');
  await page.getByRole('button', { name: 'Create link' }).click();
  const url = await page.getByTestId('share-link-url').inputValue();
  expect(url).toMatch(/\/shared-report\/[A-Za-z0-9_-]{43}$/);
  const sharedPath = new URL(url).pathname;

  // An inspector: a fresh browser with no account.
  const anonymous = await browser.newContext();
  const inspector = await anonymous.newPage();
  await inspector.goto(sharedPath);
  await expect(inspector.getByRole('heading', { name: 'Inspection report: Harbor Downtown' })).toBeVisible();
  const sharedDownload = inspector.waitForEvent('download');
  await inspector.getByRole('link', { name: 'Download the report (PDF)' }).click();
  expect(await pdfText(await sharedDownload)).toContain('Harbor Downtown');

  // The manager sees both openings, and ends the link.
  await page.reload();
  const row = page.getByTestId('share-link-row').first();
  await expect(row).toContainText('opened 2 times');
  await row.getByRole('button', { name: 'End link' }).click();
  await expect(page.getByText('Link ended')).toBeVisible();
  await expect(row).toContainText('Ended');

  await inspector.reload();
  await expect(inspector.getByRole('heading', { name: 'Report not available' })).toBeVisible();
  await expect(inspector.getByText('Harbor Downtown')).toHaveCount(0);
  expect((await inspector.request.get(`${sharedPath.replace('/shared-report/', '/reports/shared/')}/pdf`)).status()).toBe(404);
  await anonymous.close();
});

test('a cook starts a cooling log on a phone and records a reading', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, 'cook@harbor.example');
  await page.goto('/locations');
  await page.getByTestId('location-card').filter({ hasText: 'Harbor Downtown' }).getByRole('link', { name: 'Cooling logs' }).click();
  await expect(page).toHaveTitle('Kitchen Sentinel | Cooling logs');
  await page.getByLabel('Food').fill('Chicken stock');
  // Above 135 °F (Harbor works in °F): the cooling clock starts when a reading shows it at or below 135 °F.
  await page.getByRole('textbox', { name: /Start temperature/ }).fill('150');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page).toHaveTitle('Kitchen Sentinel | Cooling log');
  await expect(page.getByRole('heading', { name: 'Chicken stock' })).toBeVisible();
  await expect(page.getByTestId('cooling-status')).toHaveText('Running');
  await expect(page.getByTestId('cooling-checkpoint')).not.toHaveCount(0);
  await page.getByRole('textbox', { name: /^Temperature/ }).fill('20');
  await page.getByRole('button', { name: 'Record' }).click();
  await expect(page.getByText('Reading recorded')).toBeVisible();
  await expect(page.getByText(/\(typed\)/)).toBeVisible();
  await expect(page.getByTestId('cooling-checkpoint').first()).toContainText('Met');
});

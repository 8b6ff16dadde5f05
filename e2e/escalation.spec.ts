import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { demoSensorSecret } from '../apps/server/src/seed/estate-seed.js';
import { Api } from './support/api.js';
import { latestMail } from './support/mailbox.js';
import { logIn } from './support/session.js';

// Issue 36: a manager sets Harbor Bayside's escalation chain on its "Reaching people" screen; two of its
// fridges warm up; the chain's first step e-mails the staff (the real mailbox), the manager says "I'm
// handling it" for one on the dashboard, and one minute later only the other escalates to the managers.
// Bayside, because no other scenario warms its equipment (a saved chain replaces a location's default
// alert e-mails, which other specs read at Downtown).
const HARBOR = '00000000-0000-4000-8000-00000000a001';
const BAYSIDE = '00000000-0000-4000-8000-00000000a102';
const HANDLED = { sensor: 'KS-T-0032', name: 'Pizza topping fridge' };
const ESCALATED = { sensor: 'KS-T-0031', name: 'Sandwich prep cooler' };

test.use({ viewport: { width: 1280, height: 900 } });
// The second step waits one minute and the jobs tick once a minute: up to two minutes of real time.
test.setTimeout(300_000);

/** 12 °C for the last ten seconds, more than 5 °C above the zone: a HIGH alert at once, detected now. */
async function warm(request: APIRequestContext, sensor: string) {
  const now = Date.now();
  const posted = await request.post('/ingest/v1/readings', {
    headers: { authorization: `Bearer ${demoSensorSecret(sensor)}` },
    data: { readings: [10, 0].map((ago) => ({ hwid: sensor, time: new Date(now - ago * 1000).toISOString(), temperature: 12 })) },
  });
  expect(posted.status()).toBe(200);
}

test('a manager sets the chain; its e-mails land; the acknowledged alert stops, the other escalates', async ({ page, request }) => {
  await logIn(page, 'manager@harbor.example');

  // The location card's "On call" link leads to the screen.
  await page.goto('/locations');
  const card = page.getByTestId('location-card').filter({ hasText: 'Harbor Bayside' });
  await card.getByRole('link', { name: 'On call' }).click();
  await expect(page).toHaveURL(new RegExp(`/locations/${BAYSIDE}/on-call(\\?|$)`));
  await expect(page.getByRole('heading', { level: 1, name: 'Reaching people' })).toBeVisible();
  await expect(page.getByTestId('chain-source')).toHaveText('This location follows the standard chain. Saving gives it its own.');
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  // Notify the staff by e-mail → wait 1 min → notify the managers by e-mail.
  const steps = page.getByTestId('chain-step');
  while ((await steps.count()) > 0) await page.getByRole('button', { name: 'Remove step 1' }).click();
  const step = (n: number) => page.getByRole('listitem', { name: `Step ${n}`, exact: true });
  await page.getByRole('button', { name: 'Add a notify step' }).click();
  await step(1).getByLabel('Whoever is on shift').uncheck();
  await step(1).getByLabel('Standard User').check();
  await step(1).getByLabel('Push notifications').uncheck();
  await page.getByRole('button', { name: 'Add a wait' }).click();
  await step(2).getByLabel('Minutes to wait').fill('0');
  await page.getByRole('button', { name: 'Add a notify step' }).click();
  await step(3).getByLabel('Whoever is on shift').uncheck();
  await step(3).getByLabel('Manager', { exact: true }).check();
  await step(3).getByLabel('Push notifications').uncheck();
  await page.getByRole('button', { name: 'Save escalation chain' }).click();
  // A wait of 0 is refused at that step before anything is sent.
  await expect(step(2).getByText('Step 2: a wait is 1 to 240 minutes')).toBeVisible();
  await step(2).getByLabel('Minutes to wait').fill('1');
  await page.getByRole('button', { name: 'Save escalation chain' }).click();
  await expect(page.getByText('Escalation chain saved')).toBeVisible();
  await expect(page.getByTestId('chain-source')).toHaveText('This location has its own chain.');

  // Two fridges warm up, one after the other; the first step e-mails the staff at once.
  const since = new Date();
  await warm(request, HANDLED.sensor);
  await warm(request, ESCALATED.sensor);
  const cookMail = await latestMail(request, 'cook@harbor.example', since, { subject: `${HANDLED.name} is too warm`, timeout: 30_000 });
  expect(cookMail.text).toContain('Harbor Bayside');
  await latestMail(request, 'cook@harbor.example', since, { subject: `${ESCALATED.name} is too warm`, timeout: 30_000 });

  // "I'm handling it" for the pizza fridge, on the dashboard.
  await page.goto('/dashboard');
  const handledRow = page.getByTestId('dashboard-alert').filter({ hasText: `${HANDLED.name} at Harbor Bayside` });
  await handledRow.getByRole('button', { name: `I’m handling it: ${HANDLED.name} at Harbor Bayside` }).click();
  await expect(handledRow.getByTestId('alert-handler')).toHaveText('Maria Harbor is handling it');

  // A minute on, the cooler nobody handled escalates to the managers; its notice is proof that the tick ran
  // past the pizza fridge's step too (it was due earlier), which sent nothing.
  const managerMail = await latestMail(request, 'manager@harbor.example', since, {
    subject: `${ESCALATED.name} is too warm`,
    timeout: 180_000,
  });
  expect(managerMail.text).toContain('Harbor Bayside');
  const api = await Api.as(request, 'manager@harbor.example', HARBOR);
  const { openTempAlerts } = await api.ok<{
    openTempAlerts: Array<{
      appliance: { name: string };
      deliveries: Array<{ kind: string; channel: string; personName: string; outcome: string }>;
    }>;
  }>('{ openTempAlerts { appliance { name } deliveries { kind channel personName outcome } } }');
  const logOf = (name: string) =>
    openTempAlerts
      .find((a) => a.appliance.name === name)!
      .deliveries.filter((d) => d.kind === 'ALERT')
      .map((d) => `${d.channel} ${d.personName} ${d.outcome}`)
      .sort();
  expect(logOf(HANDLED.name)).toEqual(['EMAIL Chris Cook DELIVERED']);
  expect(logOf(ESCALATED.name)).toEqual(expect.arrayContaining(['EMAIL Chris Cook DELIVERED', 'EMAIL Maria Harbor DELIVERED']));
  const mailbox = (await (
    await request.get(`/dev/mailbox/messages.json?to=${encodeURIComponent('manager@harbor.example')}`)
  ).json()) as Array<{
    subject: string;
    receivedAt: string;
  }>;
  expect(mailbox.filter((m) => new Date(m.receivedAt) >= since && m.subject.includes(HANDLED.name))).toEqual([]);
});

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server.js';
import { buildClient, FACTORY_PASSWORD } from '../../../test/factories.js';
import { gql, loginAs, mailFor } from '../../../test/harness.js';
import { decryptPush, type TestDevice } from '../../../test/push-service.js';
import { personWithDevice, useTwoInstancesWithPush, type TwoInstancesWithPush } from '../../../test/reach.js';
import { systemQuery } from '../../../test/readings.js';
import { runChecklistReminders } from './checklist-reminders.js';

// Checklist reminders and missed windows (PRODUCT.md "Reaching people"), on a fake clock passed to the
// job, with two instances ticking at once. The kitchen is in Pacific/Kiritimati (UTC+14) and its window,
// 13:45–14:45 on Friday 4 December on its clock, runs across midnight UTC (23:45 Thursday – 00:45 Friday):
// a job that took the weekday or the day from UTC would find nobody on Friday's shift.
const instances = useTwoInstancesWithPush();
let first: RunningServer;
let second: RunningServer;
let push: TwoInstancesWithPush['push'];
beforeAll(() => void ({ first, second, push } = instances));

const at = (iso: string) => new Date(iso);

/** A PDF's text as poppler's pdftotext reads it. */
function pdfText(bytes: Buffer): string {
  const file = path.join(os.tmpdir(), `reminders-${process.pid}-${Date.now()}.pdf`);
  fs.writeFileSync(file, bytes);
  try {
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(file, { force: true });
  }
}
/** Both instances tick at the same moment. */
const bothTick = (iso: string) =>
  Promise.all([first, second].map((server) => runChecklistReminders({ system: server.system, now: at(iso) })));

const WINDOW = { startsAt: '2026-12-03T23:45:00Z', endsAt: '2026-12-04T00:45:00Z', localDate: '2026-12-04' };

/** A Kiritimati kitchen: Ana on Friday's 12:00–16:00 shift (on its clock), Leo its location manager, each with a phone. */
async function kitchen(zone = 'Pacific/Kiritimati') {
  const tenant = await buildClient(first.pool);
  await systemQuery(first.pool, 'UPDATE locations SET timezone = $2 WHERE id = $1', [tenant.location.id, zone]);
  const devices = { ana: push.device(), leo: push.device(), off: push.device() };
  const base = { clientId: tenant.client.id, locationIds: [tenant.location.id] };
  const ana = await personWithDevice(first.pool, devices.ana, { ...base, clientRole: 'USER', firstname: 'Ana' });
  const leo = await personWithDevice(first.pool, devices.leo, { ...base, clientRole: 'LOCATION_MANAGER', firstname: 'Leo' });
  // Off shift: a cook on Thursday 23:00–24:00, which is when the window opens on UTC's clock, not the kitchen's.
  const off = await personWithDevice(first.pool, devices.off, { ...base, clientRole: 'USER', firstname: 'Off' });
  for (const [user, weekday, start, end] of [
    [ana.id, 5, 720, 960],
    [off.id, 4, 1380, 1440],
  ] as const) {
    await systemQuery(
      first.pool,
      'INSERT INTO rota_shifts (client_id, location_id, user_id, weekday, start_min, end_min) VALUES ($1, $2, $3, $4, $5, $6)',
      [tenant.client.id, tenant.location.id, user, weekday, start, end],
    );
  }
  return { tenant, devices, ana, leo, off };
}

/** An active checklist with one window at the kitchen; `progress` as it stands. */
async function windowAt(
  tenant: { client: { id: string }; location: { id: string } },
  name: string,
  progress = 'PENDING',
  when: { startsAt: string; endsAt: string; localDate: string } = WINDOW,
) {
  const { rows } = await systemQuery<{ id: string }>(
    first.pool,
    `INSERT INTO quests (client_id, name, rrule, duration_min, active, activated_at) VALUES ($1, $2, 'FREQ=DAILY', 60, true, now()) RETURNING id`,
    [tenant.client.id, name],
  );
  const questId = rows[0]!.id;
  await systemQuery(first.pool, 'INSERT INTO quest_locations (client_id, quest_id, location_id) VALUES ($1, $2, $3)', [
    tenant.client.id,
    questId,
    tenant.location.id,
  ]);
  const activation = await systemQuery<{ id: string }>(
    first.pool,
    `INSERT INTO quest_activations (client_id, quest_id, location_id, starts_at, ends_at, local_date, progress)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [tenant.client.id, questId, tenant.location.id, when.startsAt, when.endsAt, when.localDate, progress],
  );
  return activation.rows[0]!.id;
}

const titles = (device: TestDevice) =>
  push.pushesFor(device).map((p) => (JSON.parse(decryptPush(device, p.body)) as { title: string }).title);

async function noticesOf(activationId: string) {
  const { rows } = await systemQuery<{
    kind: string;
    subject_key: string;
    user_id: string;
    channel: string;
    outcome: string;
    client_id: string;
  }>(
    first.pool,
    `SELECT kind, subject_key, user_id, channel, outcome, client_id FROM notice_deliveries WHERE split_part(subject_key, ':', 2) = $1
     ORDER BY created_at, channel`,
    [activationId],
  );
  return rows;
}

describe('checklist reminders: a window across midnight UTC, on the kitchen’s clock (Pacific/Kiritimati)', () => {
  it('pushes to whoever is on shift when it opens and 15 min before it closes, then tells the managers it was missed, each once', async () => {
    const { tenant, devices, ana, leo } = await kitchen();
    const activationId = await windowAt(tenant, 'Closing checks');

    await bothTick('2026-12-03T23:44:00Z');
    expect(await noticesOf(activationId)).toEqual([]);

    await bothTick('2026-12-03T23:45:20Z');
    await bothTick('2026-12-03T23:46:00Z');
    expect(titles(devices.ana)).toEqual(['Closing checks is open']);
    // Thursday's cook is not on shift: it is already Friday in Kiritimati.
    expect(titles(devices.off)).toEqual([]);
    expect(titles(devices.leo)).toEqual([]);

    await bothTick('2026-12-04T00:29:00Z');
    expect(titles(devices.ana)).toHaveLength(1);
    await bothTick('2026-12-04T00:30:10Z');
    await bothTick('2026-12-04T00:31:00Z');
    expect(titles(devices.ana)).toEqual(['Closing checks is open', 'Closing checks closes in 15 min']);

    await bothTick('2026-12-04T00:45:30Z');
    await bothTick('2026-12-04T00:47:00Z');
    expect(titles(devices.leo)).toEqual(['Closing checks was missed']);
    expect(titles(devices.ana)).toHaveLength(3);
    const mail = mailFor(first, (await emailOf(leo.id)) ?? '').filter((m) => m.subject === 'Closing checks was missed');
    expect(mail).toHaveLength(1);
    // The window's times on the kitchen's clock, not UTC's.
    expect(mail[0]!.text).toMatch(/1:45\s?PM.*2:45\s?PM/);

    const log = (await noticesOf(activationId)).map(
      (n) => `${n.kind} ${n.subject_key.split(':')[0]}:${n.subject_key.split(':')[2] ?? ''} ${n.user_id} ${n.channel} ${n.outcome}`,
    );
    expect(log.sort()).toEqual(
      [
        `REMINDER reminder:opened ${ana.id} PUSH DELIVERED`,
        `REMINDER reminder:closing ${ana.id} PUSH DELIVERED`,
        `MISSED_WINDOW missed: ${ana.id} PUSH DELIVERED`,
        `MISSED_WINDOW missed: ${ana.id} EMAIL DELIVERED`,
        `MISSED_WINDOW missed: ${leo.id} PUSH DELIVERED`,
        `MISSED_WINDOW missed: ${leo.id} EMAIL DELIVERED`,
      ].sort(),
    );
    // The inspection report's delivery log lists them, times on the kitchen's clock.
    const session = await loginAs(first, (await emailOf(leo.id))!, FACTORY_PASSWORD);
    const report = await fetch(
      `${first.url}/reports/inspection?${new URLSearchParams({ locationId: tenant.location.id, from: '2026-11-01T00:00:00Z', to: '2027-01-01T00:00:00Z' })}`,
      { headers: { authorization: `Bearer ${session.token}`, 'client-id': tenant.client.id } },
    );
    expect(report.status).toBe(200);
    const text = pdfText(Buffer.from(await report.arrayBuffer()));
    expect(text).toContain('Notifications (delivery log)');
    expect(text).toMatch(/Closing checks, checklist reminder -> Ana Person · push: delivered/);
    expect(text).toMatch(/Closing checks, missed checklist -> Leo Person · e-mail: delivered/);
  });

  it('sends no closing reminder and no missed notice for a submitted window, and holds reminders back in quiet hours', async () => {
    const { tenant, devices, ana } = await kitchen();
    const done = await windowAt(tenant, 'Opening checks', 'FINISHED');
    await bothTick('2026-12-03T23:45:20Z');
    await bothTick('2026-12-04T00:31:00Z');
    await bothTick('2026-12-04T00:46:00Z');
    expect(await noticesOf(done)).toEqual([]);

    // Quiet 13:00–15:00 on the kitchen's clock: the opening reminder is logged as held back, not pushed.
    await systemQuery(first.pool, 'INSERT INTO reach_settings (user_id, quiet_start_min, quiet_end_min) VALUES ($1, 780, 900)', [ana.id]);
    const quiet = await windowAt(tenant, 'Fridge log');
    await bothTick('2026-12-03T23:45:20Z');
    expect(await noticesOf(quiet)).toMatchObject([{ kind: 'REMINDER', user_id: ana.id, outcome: 'SKIPPED' }]);
    expect(titles(devices.ana)).toEqual([]);
  });

  it("keeps each client's windows to its own people", async () => {
    const harbor = await kitchen();
    const rival = await kitchen('Pacific/Kiritimati');
    const ours = await windowAt(harbor.tenant, 'Our checks');
    const theirs = await windowAt(rival.tenant, 'Their checks');
    await bothTick('2026-12-03T23:45:20Z');
    expect((await noticesOf(ours)).map((n) => [n.client_id, n.user_id])).toEqual([[harbor.tenant.client.id, harbor.ana.id]]);
    expect((await noticesOf(theirs)).map((n) => [n.client_id, n.user_id])).toEqual([[rival.tenant.client.id, rival.ana.id]]);
    expect(titles(harbor.devices.ana)).toEqual(['Our checks is open']);
    expect(titles(rival.devices.ana)).toEqual(['Their checks is open']);
  });
});

describe("the location's Reminders block (checklistReminders)", () => {
  const REMINDERS = `query($locationId: ID!) { checklistReminders(locationId: $locationId) {
    windows { checklistName submitted notices { phase at sent } } recent { phase checklistName personName channel outcome } } }`;
  type Answer = {
    checklistReminders: {
      windows: Array<{ checklistName: string; submitted: boolean; notices: Array<{ phase: string; at: string; sent: boolean }> }>;
      recent: unknown[];
    };
  };
  const minutesFrom = (now: Date, n: number) => new Date(now.getTime() + n * 60_000).toISOString();
  /** The kitchen's calendar day of an instant (this process's clock, the one the API reads "today" from). */
  const dayIn = (zone: string, when: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(when);

  it("lists today's windows on the kitchen's calendar, the notices each gets and which went out, and the log's latest", async () => {
    const { tenant, ana, leo } = await kitchen();
    // Ana is on shift all week, so the opening reminder goes out whatever the day and hour.
    for (const weekday of [1, 2, 3, 4, 5, 6, 7]) {
      await systemQuery(
        first.pool,
        'INSERT INTO rota_shifts (client_id, location_id, user_id, weekday, start_min, end_min) VALUES ($1, $2, $3, $4, 0, 1440)',
        [tenant.client.id, tenant.location.id, ana.id, weekday],
      );
    }
    const now = new Date();
    const today = dayIn('Pacific/Kiritimati', now);
    const yesterday = dayIn('Pacific/Kiritimati', new Date(now.getTime() - 86_400_000));
    await windowAt(tenant, 'Lunch checks', 'PENDING', { startsAt: minutesFrom(now, -5), endsAt: minutesFrom(now, 60), localDate: today });
    await windowAt(tenant, 'Breakfast checks', 'FINISHED', {
      startsAt: minutesFrom(now, -120),
      endsAt: minutesFrom(now, -60),
      localDate: today,
    });
    await windowAt(tenant, 'Old checks', 'PENDING', {
      startsAt: minutesFrom(now, -1500),
      endsAt: minutesFrom(now, -1440),
      localDate: yesterday,
    });
    await runChecklistReminders({ system: first.system, now });

    const session = await loginAs(first, (await emailOf(leo.id))!, FACTORY_PASSWORD);
    const answer = await gql<Answer>(
      first,
      REMINDERS,
      { locationId: tenant.location.id },
      { token: session.token, clientId: tenant.client.id },
    );
    const windows = answer.data!.checklistReminders.windows.map((w) => ({
      ...w,
      notices: w.notices.map((n) => ({ ...n, at: new Date(n.at).toISOString() })),
    }));
    expect(windows).toEqual([
      // Submitted, nothing went out: nothing is left to send.
      { checklistName: 'Breakfast checks', submitted: true, notices: [] },
      {
        checklistName: 'Lunch checks',
        submitted: false,
        notices: [
          { phase: 'OPENED', at: minutesFrom(now, -5), sent: true },
          { phase: 'CLOSING', at: minutesFrom(now, 45), sent: false },
          { phase: 'MISSED', at: minutesFrom(now, 60), sent: false },
        ],
      },
    ]);
    expect(answer.data!.checklistReminders.recent).toEqual([
      { phase: 'OPENED', checklistName: 'Lunch checks', personName: 'Ana Person', channel: 'PUSH', outcome: 'DELIVERED' },
    ]);

    // Another company's location manager is told the location does not exist.
    const rival = await kitchen();
    const theirs = await loginAs(first, (await emailOf(rival.leo.id))!, FACTORY_PASSWORD);
    const refused = await gql(
      first,
      REMINDERS,
      { locationId: tenant.location.id },
      { token: theirs.token, clientId: rival.tenant.client.id },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

async function emailOf(userId: string): Promise<string | undefined> {
  const { rows } = await systemQuery<{ email: string }>(first.pool, 'SELECT email FROM users WHERE id = $1', [userId]);
  return rows[0]?.email;
}

import { beforeAll, describe, expect, it } from 'vitest';
import { backgroundSettled, gql, loginAs, mailFor } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';
import { buildClient, buildUser, FACTORY_PASSWORD } from '../../../test/factories.js';
import { applianceWith, batchesOf, placeLocation, postAll, readingsBetween } from '../../../test/food-clock.js';
import { systemQuery } from '../../../test/readings.js';
import { runFoodVerdictTick } from './food-verdicts.job.js';

/**
 * The food clock without readings (decision 0121), from the codes' clauses: the food-verdicts job under a
 * chosen clock, real readings through the ingest endpoint, the real engine and mailbox. Every tick
 * judges every current batch of the database, so each test reads only its own appliance's rows.
 */
const server = useTestServer();
let tenant: Awaited<ReturnType<typeof buildClient>>;
let manager: { email: string };
const MIN = 60_000;
const HOUR = 60 * MIN;

beforeAll(async () => {
  tenant = await buildClient(server.pool, 'Food clock');
  manager = await buildUser(server.pool, { clientId: tenant.client.id, clientRole: 'MANAGER', locationIds: [tenant.location.id] });
});

const where = () => ({ clientId: tenant.client.id, locationId: tenant.location.id });
const tick = async (atMs: number) => {
  const outcome = await runFoodVerdictTick({ system: server.system, now: new Date(atMs) });
  await backgroundSettled(server);
  return outcome;
};
const current = async (applianceId: string) => (await batchesOf(server, applianceId)).find((b) => b.endedAt === null)!;
const subjectsAbout = (applianceId: string) =>
  mailFor(server, manager.email)
    .filter((m) => m.text.includes(applianceId))
    .map((m) => m.subject.split(':')[0])
    .sort();
/** A whole minute some hours before the real clock: the readings are history, the job's clock is chosen. */
const hoursAgo = (hours: number) => Math.floor((Date.now() - hours * HOUR) / MIN) * MIN;

describe('open gaps: FDA Food Code 2022 3-501.16(A)(2) cold holding at 41 °F, and "if in doubt, throw it out"', () => {
  it('a 5-hour power cut silences fridge and gateway (°F): USE NOW at 2 h, DISCARD at 4 h with no reading, both told once', async () => {
    await placeLocation(server, tenant.location.id, 'America/New_York', 'US_FDA');
    const fridge = await applianceWith(server, where(), { placement: 'FOOD_SIMULANT' });
    const cut = hoursAgo(8);
    // 38 °F, then 42 °F warming to 47 °F in the last 25 minutes before everything went dark at `cut`.
    const temperature = (at: number) => (at <= cut - 30 * MIN ? 38 : 41 + (at - (cut - 30 * MIN)) / (5 * MIN));
    await postAll(server, fridge.secret, readingsBetween(fridge.hwid, cut - 2 * HOUR, cut, temperature, { unit: 'F' }));
    // The excursion runs from the last safe reading (cut − 30 min): 2 h of it at cut + 90 min, 4 h at cut + 210 min.
    await tick(cut + 60 * MIN);
    expect(await current(fridge.applianceId)).toMatchObject({ verdict: 'UNCERTAIN', useNowAt: null, discardAt: null });
    await tick(cut + 89 * MIN);
    expect((await current(fridge.applianceId)).useNowAt).toBeNull();
    await tick(cut + 91 * MIN);
    const useNow = await current(fridge.applianceId);
    expect(useNow).toMatchObject({ verdict: 'USE_NOW', discardAt: null });
    expect(useNow.useNowAt?.getTime()).toBe(cut + 90 * MIN);
    expect(subjectsAbout(fridge.applianceId)).toEqual(['Use now']);
    await tick(cut + 211 * MIN);
    const discard = await current(fridge.applianceId);
    expect(discard.verdict).toBe('DISCARD');
    expect(discard.discardAt?.getTime()).toBe(cut + 210 * MIN);
    await tick(cut + 5 * HOUR);
    expect((await current(fridge.applianceId)).verdict).toBe('DISCARD');
    expect(subjectsAbout(fridge.applianceId)).toEqual(['Discard', 'Use now']);
    // Read now, hours after the cut: no "safe until" that has passed, on the batch, the alert or the verdict.
    const { token } = await loginAs(server, manager.email, FACTORY_PASSWORD);
    const read = await gql<{ appliance: Record<string, Record<string, unknown> | null> }>(
      server,
      `query($id: ID!) { appliance(id: $id) {
        currentFsBatch { estimatedFoodSpoilageAt } currentAlert { estimatedFoodSpoilageAt } foodVerdict { verdict next { at } } } }`,
      { id: fridge.applianceId },
      { token, clientId: tenant.client.id },
    );
    expect(read.data?.appliance.currentFsBatch).toEqual({ estimatedFoodSpoilageAt: null });
    expect(read.data?.appliance.currentAlert?.estimatedFoodSpoilageAt ?? null).toBeNull();
    expect(read.data?.appliance.foodVerdict).toEqual({ verdict: 'DISCARD', next: null });
  });

  it("the alert card's worst food verdict is the batch's stored one: 5 h at 50 °F is DISCARD", async () => {
    await placeLocation(server, tenant.location.id, 'UTC', 'US_FDA');
    const fridge = await applianceWith(server, where(), { placement: 'FOOD_SIMULANT' });
    const warm = hoursAgo(5);
    await postAll(
      server,
      fridge.secret,
      readingsBetween(fridge.hwid, warm - 30 * MIN, hoursAgo(0), (at) => (at < warm ? 38 : 50), { unit: 'F' }),
    );
    const { token } = await loginAs(server, manager.email, FACTORY_PASSWORD);
    const worst = async () =>
      (
        await gql<{ appliance: { currentAlert: { worstFoodVerdict: string | null } | null } }>(
          server,
          `query($id: ID!) { appliance(id: $id) { currentAlert { worstFoodVerdict } } }`,
          { id: fridge.applianceId },
          { token, clientId: tenant.client.id },
        )
      ).data?.appliance.currentAlert?.worstFoodVerdict;
    await tick(Date.now());
    expect(await worst()).toBe('DISCARD');
  });

  it('readings that arrive later settle the gap (°C): the fridge was back at 4 °C, so USE NOW and DISCARD are withdrawn', async () => {
    await placeLocation(server, tenant.location.id, 'Europe/Paris', 'US_FDA');
    const fridge = await applianceWith(server, where(), { placement: 'FOOD_SIMULANT' });
    const cut = hoursAgo(7);
    await postAll(
      server,
      fridge.secret,
      readingsBetween(fridge.hwid, cut - HOUR, cut, (at) => (at < cut ? 3 : 6)),
    );
    await tick(cut + 5 * HOUR);
    expect(await current(fridge.applianceId)).toMatchObject({ verdict: 'DISCARD' });
    // The gateway's buffer: 4 °C from ten minutes after the warm reading on, newest first.
    await postAll(
      server,
      fridge.secret,
      readingsBetween(fridge.hwid, cut + 10 * MIN, cut + 5 * HOUR, () => 4),
    );
    await tick(cut + 5 * HOUR + MIN);
    expect(await current(fridge.applianceId)).toMatchObject({ verdict: 'SAFE', useNowAt: null, discardAt: null });
  });
});

describe("a list of alerts gives each alert's worst food verdict (loaded together, decision 0120)", () => {
  it('a 5-hour excursion says DISCARD, a 40-minute one SAFE, side by side in one list', async () => {
    await placeLocation(server, tenant.location.id, 'America/Chicago', 'US_FDA');
    const long = await applianceWith(server, where(), { placement: 'FOOD_SIMULANT' });
    const short = await applianceWith(server, where(), { placement: 'FOOD_SIMULANT' });
    const back = hoursAgo(1);
    await postAll(
      server,
      long.secret,
      readingsBetween(long.hwid, back - 6 * HOUR, back + 30 * MIN, (at) => (at < back - 5 * HOUR || at >= back ? 3 : 10)),
    );
    await postAll(
      server,
      short.secret,
      readingsBetween(short.hwid, back - 2 * HOUR, back + 30 * MIN, (at) => (at < back - 40 * MIN || at >= back ? 3 : 10)),
    );
    await tick(Date.now());
    const { token } = await loginAs(server, manager.email, FACTORY_PASSWORD);
    const listed = await gql<{ alertsNeedingReview: Array<{ applianceId: string; status: string; worstFoodVerdict: string | null }> }>(
      server,
      'query($id: ID) { alertsNeedingReview(locationId: $id) { applianceId worstFoodVerdict } }',
      { id: tenant.location.id },
      { token, clientId: tenant.client.id },
    );
    expect(listed.errors).toBeUndefined();
    const wordOf = (applianceId: string) =>
      listed.data!.alertsNeedingReview.filter((a) => a.applianceId === applianceId).map((a) => a.worstFoodVerdict);
    expect(wordOf(long.applianceId)).toEqual(['DISCARD']);
    expect(wordOf(short.applianceId)).toEqual(['SAFE']);
  });
});

describe('UK hot holding: Food Hygiene (England) Regulations 2013, Schedule 4 para 7 (63 °C, one period under 2 h)', () => {
  it('a probe at 55 °C since the cabinet failed: ACT NOW at 2 h, e-mailed once, then DISCARD at 4 h', async () => {
    await placeLocation(server, tenant.location.id, 'Europe/London', 'UK_FSA');
    const cabinet = await applianceWith(server, where(), { type: 'HOT_HOLDING', placement: 'FOOD_PROBE' });
    const cut = hoursAgo(6);
    // The cabinet's own temperature alert is mailed too; the food's stages are what is counted here.
    const foodSubjects = () => subjectsAbout(cabinet.applianceId).filter((subject) => subject !== 'Temperature alert');
    // 70 °C, then 55 °C for the last 30 minutes before the cabinet and its gateway went dark at `cut`.
    await postAll(
      server,
      cabinet.secret,
      readingsBetween(cabinet.hwid, cut - 2 * HOUR, cut, (at) => (at <= cut - 30 * MIN ? 70 : 55)),
    );
    // The period runs from the last reading at 63 °C or above (cut − 30 min): 2 h of it at cut + 90 min.
    await tick(cut + 89 * MIN);
    expect((await current(cabinet.applianceId)).actNowAt).toBeNull();
    expect(foodSubjects()).toEqual([]);
    await tick(cut + 91 * MIN);
    const actNow = await current(cabinet.applianceId);
    expect(actNow).toMatchObject({ verdict: 'ACT_NOW', discardAt: null });
    expect(actNow.actNowAt?.getTime()).toBe(cut + 90 * MIN);
    expect(foodSubjects()).toEqual(['Act now']);
    const [mail] = mailFor(server, manager.email).filter((m) => m.text.includes(cabinet.applianceId));
    expect(mail!.text).toContain('reheat it, cool it, or discard it now');
    await tick(cut + 120 * MIN);
    expect(foodSubjects()).toEqual(['Act now']);
    await tick(cut + 211 * MIN);
    expect((await current(cabinet.applianceId)).verdict).toBe('DISCARD');
    expect(foodSubjects()).toEqual(['Act now', 'Discard']);
  });
});

describe('batch life: FDA Food Code 2022 3-501.17 date marking (7 days), and the hot-holding day', () => {
  it('a week of door openings on an air sensor in Pacific/Auckland: SAFE, 0 danger minutes, turned over at local midnight of day 8', async () => {
    await placeLocation(server, tenant.location.id, 'Pacific/Auckland', 'US_FDA');
    const fridge = await applianceWith(server, where(), { placement: 'AIR' });
    // 2026-11-20 23:00 NZDT (UTC+13); day 1 is the 20th, so the batch ends at 2026-11-27 00:00 NZDT = 11:00 UTC on the 26th.
    const start = Date.UTC(2026, 10, 20, 10, 0);
    const end = Date.UTC(2026, 10, 26, 11, 0);
    // Three door openings a day, each one 10-minute reading at 7 °C in 3 °C air.
    const air = (at: number) => ([8, 13, 19].includes(new Date(at).getUTCHours()) && new Date(at).getUTCMinutes() === 0 ? 7 : 3);
    await postAll(server, fridge.secret, readingsBetween(fridge.hwid, start, end + HOUR, air, { stepMin: 10 }));
    await tick(end - MIN);
    expect(await batchesOf(server, fridge.applianceId)).toHaveLength(1);
    expect(await current(fridge.applianceId)).toMatchObject({ verdict: 'SAFE', useNowAt: null });
    await tick(end + 30 * MIN);
    const [ended, next] = await batchesOf(server, fridge.applianceId);
    expect(ended).toMatchObject({ endReason: 'TURNOVER', verdict: 'SAFE', dangerMs: 0 });
    expect(ended!.endedAt?.getTime()).toBe(end);
    expect(next).toMatchObject({ endedAt: null, verdict: 'SAFE' });
    expect(next!.startedAt.getTime()).toBe(end);
  });

  it('hot holding at 145 °F (3-501.16(A)(1), 135 °F) in UTC turns over at 00:00 UTC, not a minute before', async () => {
    await placeLocation(server, tenant.location.id, 'UTC', 'US_FDA');
    const cabinet = await applianceWith(server, where(), { type: 'HOT_HOLDING', placement: 'FOOD_PROBE' });
    const midnight = Date.UTC(2026, 10, 26);
    await postAll(
      server,
      cabinet.secret,
      readingsBetween(cabinet.hwid, midnight - 2 * HOUR, midnight + 30 * MIN, () => 145, { unit: 'F' }),
    );
    await tick(midnight - 30_000);
    expect(await batchesOf(server, cabinet.applianceId)).toHaveLength(1);
    await tick(midnight + 30_000);
    const [ended, next] = await batchesOf(server, cabinet.applianceId);
    expect(ended).toMatchObject({ endReason: 'TURNOVER', verdict: 'SAFE' });
    expect(ended!.endedAt?.getTime()).toBe(midnight);
    expect(next!.startedAt.getTime()).toBe(midnight);
  });

  it('a fridge whose food stayed at 10 °C for 3 h (USE NOW) never turns over by itself: it waits for a corrective action', async () => {
    await placeLocation(server, tenant.location.id, 'Pacific/Auckland', 'US_FDA');
    const fridge = await applianceWith(server, where(), { placement: 'FOOD_SIMULANT', intervalSec: 1800 });
    const start = Date.UTC(2026, 10, 10, 0, 0);
    const warm = (at: number) => (at > start + 2 * HOUR && at < start + 5 * HOUR ? 10 : 3);
    await postAll(server, fridge.secret, readingsBetween(fridge.hwid, start, start + 9 * 24 * HOUR, warm, { stepMin: 30 }));
    await tick(start + 9 * 24 * HOUR);
    const batches = await batchesOf(server, fridge.applianceId);
    expect(batches).toHaveLength(1);
    expect(batches[0]).toMatchObject({ endedAt: null, verdict: 'USE_NOW', discardAt: null });
  });

  it('a hot cabinet in service 10:00–23:00 (UTC), off overnight at 70 °F: no verdict at night, turned over at midnight, SAFE next morning', async () => {
    await placeLocation(server, tenant.location.id, 'UTC', 'US_FDA');
    const cabinet = await applianceWith(server, where(), { type: 'HOT_HOLDING', placement: 'FOOD_PROBE' });
    const windows = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, startMin: 600, endMin: 1380 }));
    await systemQuery(server.pool, 'UPDATE appliances SET service_hours = $2::jsonb WHERE id = $1', [
      cabinet.applianceId,
      JSON.stringify(windows),
    ]);
    const day = Date.UTC(2026, 10, 24);
    const inService = (at: number) => new Date(at).getUTCHours() >= 10 && new Date(at).getUTCHours() < 23;
    await postAll(
      server,
      cabinet.secret,
      readingsBetween(cabinet.hwid, day + 10 * HOUR, day + 36 * HOUR, (at) => (inService(at) ? 145 : 70), { unit: 'F' }),
    );
    await tick(day + 22 * HOUR);
    expect(await current(cabinet.applianceId)).toMatchObject({ verdict: 'SAFE', useNowAt: null });
    await tick(day + 26 * HOUR);
    const [ended, night] = await batchesOf(server, cabinet.applianceId);
    expect(ended).toMatchObject({ endReason: 'TURNOVER', useNowAt: null, discardAt: null });
    expect(ended!.endedAt?.getTime()).toBe(day + 24 * HOUR);
    expect(night).toMatchObject({ endedAt: null, verdict: null, useNowAt: null, discardAt: null });
    await tick(day + 35 * HOUR);
    expect(await current(cabinet.applianceId)).toMatchObject({ verdict: 'SAFE', useNowAt: null, discardAt: null });
  });
});

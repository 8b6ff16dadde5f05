import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server.js';
import { buildClient, buildUser, FACTORY_PASSWORD } from '../../test/factories.js';
import { createSuiteDatabase, gql, loginAs, startTestServer } from '../../test/harness.js';
import { subscribeLive } from '../../test/live-subscriber.js';
import { PGBOUNCER_BINARY, startPgBouncer, type PgBouncer } from '../../test/pgbouncer.js';
import { alertsOf, monitoredAppliance, postReadings, series } from '../../test/readings.js';
import { skipWithout } from '../../test/required-service.js';

// Issue 39 item 3: the app behind PgBouncer in transaction mode (DATABASE_URL on the pooler,
// DATABASE_DIRECT_URL on PostgreSQL), two instances, a server pool of 3 sessions for 20 app connections
// each: consecutive transactions of one app connection run on different sessions, so anything that relied
// on a session outliving its transaction (a named prepared statement, SET ROLE, a LISTEN) would fail here.
const baseUrl = process.env.TEST_DATABASE_URL;
const NOT_HERE =
  skipWithout('a real PostgreSQL (TEST_DATABASE_URL)', Boolean(baseUrl)) || skipWithout('PgBouncer', Boolean(PGBOUNCER_BINARY));

let database: Awaited<ReturnType<typeof createSuiteDatabase>>;
let bouncer: PgBouncer;
let a: RunningServer;
let b: RunningServer;

describe.skipIf(NOT_HERE)('behind PgBouncer in transaction mode', () => {
  beforeAll(async () => {
    database = await createSuiteDatabase(baseUrl!);
    bouncer = await startPgBouncer(database.url, 3);
    const pooled = { databaseUrl: bouncer.pooled(database.url), databaseDirectUrl: database.url, seedDemo: false };
    a = await startTestServer({ config: pooled });
    b = await startTestServer({ config: { ...pooled, smtpUrl: a.smtp!.url } });
  }, 60_000);
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
    await bouncer?.stop();
    await database?.drop();
  });

  it('stores concurrent batches of many sensors on both instances and raises each alert once (the engine prepares nothing across sessions)', async () => {
    const tenant = await buildClient(a.pool, 'Pooled');
    const fridges = [];
    for (let i = 0; i < 12; i += 1)
      fridges.push(await monitoredAppliance(a.pool, { clientId: tenant.client.id, locationId: tenant.location.id }));
    // Three rounds, each fridge's batch on one instance or the other, all at once: more transactions than sessions.
    for (const round of [0, 1, 2]) {
      const answers = await Promise.all(
        fridges.map((fridge, i) =>
          postReadings((i + round) % 2 ? a : b, fridge.secret, {
            readings: series(fridge.hwid, 60 - round * 20, 45 - round * 20, () => 12, 5),
          }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(fridges.map(() => 200));
    }
    for (const fridge of fridges) expect((await alertsOf(a.pool, fridge.applianceId)).map((alert) => alert.status)).toEqual(['DETECTED']);
  });

  it("tells a stream on one instance of an alert raised through the other (LISTEN on the direct connection), and only its client's", async () => {
    const tenant = await buildClient(a.pool, 'Pooled live');
    const other = await buildClient(a.pool, 'Pooled bystander');
    const manager = await buildUser(a.pool, { clientId: tenant.client.id, clientRole: 'MANAGER', locationIds: [tenant.location.id] });
    const bystander = await buildUser(a.pool, { clientId: other.client.id, clientRole: 'MANAGER', locationIds: [other.location.id] });
    const query = 'subscription { temperatureChanged(kinds: [ALERT]) { kind applianceId } }';
    const stream = await subscribeLive<{ temperatureChanged: { applianceId: string } }>(
      b,
      query,
      {},
      {
        token: (await loginAs(b, manager.email, FACTORY_PASSWORD)).token,
      },
    );
    const outsider = await subscribeLive<{ temperatureChanged: { applianceId: string } }>(
      b,
      query,
      {},
      {
        token: (await loginAs(b, bystander.email, FACTORY_PASSWORD)).token,
      },
    );
    try {
      const fridge = await monitoredAppliance(a.pool, { clientId: tenant.client.id, locationId: tenant.location.id });
      await postReadings(a, fridge.secret, { readings: series(fridge.hwid, 30, 0, () => 14, 5) });
      await stream.waitFor((m) => m.data?.temperatureChanged?.applianceId === fridge.applianceId, 10_000);
      expect(outsider.messages.filter((m) => m.data?.temperatureChanged)).toEqual([]);
    } finally {
      stream.close();
      outsider.close();
    }
  });

  it("keeps each request's tenant: 60 interleaved requests of two clients' people each see their own locations only", async () => {
    const people = await Promise.all(
      ['Pooled one', 'Pooled two'].map(async (name) => {
        const tenant = await buildClient(a.pool, name);
        const user = await buildUser(a.pool, { clientId: tenant.client.id, clientRole: 'MANAGER', locationIds: [tenant.location.id] });
        const session = await loginAs(a, user.email, FACTORY_PASSWORD);
        return { locationId: tenant.location.id, token: session.token };
      }),
    );
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => {
        const person = people[i % 2]!;
        return gql<{ locations: Array<{ id: string }> }>(i % 3 ? a : b, '{ locations { id } }', {}, { token: person.token }).then(
          (answer) => ({ expected: person.locationId, seen: answer.data?.locations.map((l) => l.id), errors: answer.errors }),
        );
      }),
    );
    for (const answer of answers) {
      expect(answer.errors).toBeUndefined();
      expect(answer.seen).toEqual([answer.expected]);
    }
  });
});

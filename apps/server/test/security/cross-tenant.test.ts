import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../src/http/graphql/schema.js';
import { buildUser, FACTORY_PASSWORD } from '../factories.js';
import { gql, loginAs } from '../harness.js';
import { useTestServer } from '../suite-server.js';
import { systemQuery } from '../readings.js';
import { ID_KINDS, walkCrossTenant, type IdBook, type WalkReport } from './schema-walk.js';
import { buildTenantWorld, type TenantWorld } from './security-world.js';
import { foreignIds, tenantFingerprint, tenantTables } from './tenant-snapshot.js';

/**
 * Issue 15's permanent tenancy check: a Manager of one client calls every id-taking field of the schema
 * with the other client's ids. No response may show the other client's data and none of its rows may
 * change. The fields come from the executable schema, so a new field is covered the day it is added.
 */
const server = useTestServer();
let attacker: TenantWorld;
let victim: TenantWorld;
let sharedPersonId: string;
let report: WalkReport;

const firstOfEachKind = (book: IdBook): IdBook =>
  Object.fromEntries(ID_KINDS.map((kind) => [kind, book[kind].slice(0, 1)])) as unknown as IdBook;

beforeAll(async () => {
  const suffix = Math.random().toString(36).slice(2, 7);
  attacker = await buildTenantWorld(server, `Atlas${suffix}`, { locations: 1 });
  victim = await buildTenantWorld(server, `Zephyr${suffix}`, { locations: 1 });
  // A person of both clients (as multi@demo.example is): their name and sessions are not one client's to change.
  const shared = await buildUser(server.pool, { clientId: victim.clientId, locationIds: [victim.a.locationId] });
  await systemQuery(server.pool, 'INSERT INTO memberships (client_id, user_id, client_role) VALUES ($1, $2, $3)', [
    attacker.clientId,
    shared.id,
    'USER',
  ]);
  await systemQuery(server.pool, 'INSERT INTO user_locations (client_id, user_id, location_id) VALUES ($1, $2, $3)', [
    attacker.clientId,
    shared.id,
    attacker.a.locationId,
  ]);
  sharedPersonId = shared.id;
  await loginAs(server, shared.email, FACTORY_PASSWORD); // a session of theirs, which the other client must not end
  // Background jobs would legitimately change the victim's rows mid-walk (activation windows closing).
  await systemQuery(server.pool, "UPDATE job_schedules SET next_run_at = now() + interval '1 day'");

  const tables = await tenantTables(server.pool);
  const foreign = await foreignIds(server.pool, attacker.clientId, tables);
  const started = Date.now();
  report = await walkCrossTenant({
    schema,
    execute: async (document, variables) => {
      const { data, errors } = await gql(server, document, variables, { token: attacker.manager.token });
      return { data, errors };
    },
    own: attacker.ids,
    // One id of each kind is enough to find a missing tenant check; the shared person is added to the people.
    foreign: { ...firstOfEachKind(victim.ids), user: [victim.ids.user[0]!, sharedPersonId] },
    foreignIds: foreign,
    markers: [victim.label],
    snapshot: () => tenantFingerprint(server.pool, victim.clientId, tables),
  });
  console.log(
    `cross-tenant walk: ${report.fields.length} id-taking fields and ${report.listQueries.length} queries without ids, ${report.calls} calls, ${tables.length} tenant tables watched, ${report.invalidInput.length} refused as invalid input, ${report.findings.length} findings, ${Date.now() - started} ms`,
  );
}, 600_000);

describe('cross-tenant walk (schema-generated)', () => {
  it('finds every id-taking field of the schema (93 when this suite was written)', () => {
    expect(report.fields.length).toBeGreaterThanOrEqual(93);
    expect(report.fields.map((field) => field.name)).toEqual(
      expect.arrayContaining(['appliance', 'updateUser', 'answerQuestAction', 'deleteLocation']),
    );
  });

  it("reads none of the other client's data and changes none of its rows", () => {
    expect(report.findings).toEqual([]);
  });
});

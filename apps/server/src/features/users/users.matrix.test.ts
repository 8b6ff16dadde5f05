import type { AccessLevel } from '@ks/domain';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.js';
import { gql, type GqlResponse } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';
import { buildMember, buildTenant } from '../../../test/people.js';

/**
 * PRODUCT.md's user-management matrix over HTTP: every access level × every user-management action, in
 * one table. Each row runs in a fresh client (locations A and B; the viewer is assigned to A) and checks
 * both the answer and the database: an allowed action left its effect, a refused one left nothing.
 */
type Outcome = 'ok' | 'forbidden' | 'not-found' | 'invalid';
const LEVELS = ['FULL_ADMIN', 'MANAGER', 'LOCATION_MANAGER', 'STANDARD_USER', 'BASIC_USER'] as const satisfies readonly AccessLevel[];
type Row = Record<(typeof LEVELS)[number], Outcome>;

const row = (fa: Outcome, m: Outcome, lm: Outcome, su: Outcome, bu: Outcome): Row => ({
  FULL_ADMIN: fa,
  MANAGER: m,
  LOCATION_MANAGER: lm,
  STANDARD_USER: su,
  BASIC_USER: bu,
});

// Each row: row(Full Admin, Manager, Location Manager, Standard User, Basic User).
const MATRIX = {
  'list users': /*                                      */ row('ok', 'ok', 'ok', 'forbidden', 'forbidden'),
  'view a Standard User of location A': /*              */ row('ok', 'ok', 'ok', 'forbidden', 'forbidden'),
  'create a Basic User at location A': /*               */ row('ok', 'ok', 'ok', 'forbidden', 'forbidden'),
  'create a Standard User at location B': /*            */ row('ok', 'ok', 'invalid', 'forbidden', 'forbidden'),
  'create a Location Manager': /*                       */ row('ok', 'ok', 'forbidden', 'forbidden', 'forbidden'),
  'create a Manager': /*                                */ row('ok', 'ok', 'forbidden', 'forbidden', 'forbidden'),
  "edit a Standard User's name": /*                     */ row('ok', 'ok', 'ok', 'forbidden', 'forbidden'),
  "edit a Manager's name": /*                           */ row('ok', 'ok', 'forbidden', 'forbidden', 'forbidden'),
  "change a Standard User's e-mail": /*                 */ row('ok', 'ok', 'forbidden', 'forbidden', 'forbidden'),
  "change a Standard User's level to Basic": /*         */ row('ok', 'ok', 'forbidden', 'forbidden', 'forbidden'),
  'raise their own level one step': /*                  */ row('invalid', 'invalid', 'forbidden', 'forbidden', 'forbidden'),
  'deactivate a Standard User of location A': /*        */ row('ok', 'ok', 'ok', 'forbidden', 'forbidden'),
  'deactivate a Standard User of locations A and B': /* */ row('ok', 'ok', 'forbidden', 'forbidden', 'forbidden'),
  'deactivate a Manager': /*                            */ row('ok', 'ok', 'forbidden', 'forbidden', 'forbidden'),
  'deactivate themselves': /*                           */ row('not-found', 'forbidden', 'forbidden', 'forbidden', 'forbidden'),
} satisfies Record<string, Row>;
type ActionName = keyof typeof MATRIX;

const CREATE = 'mutation($input: CreateUserInput!) { createUser(input: $input) { id } }';
const UPDATE = 'mutation($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id } }';
const DELETE = 'mutation($id: ID!) { deleteUser(id: $id) { id } }';

const server = useTestServer();

interface Scene {
  level: AccessLevel;
  viewerId: string;
  send: (query: string, variables?: Record<string, unknown>) => Promise<GqlResponse<Record<string, unknown>>>;
  locationA: string;
  locationB: string;
  clientId: string;
}

async function userRow(id: string) {
  const result = await server.pool.query(
    `SELECT u.email, u.firstname, u.system_role, u.is_active, m.client_role
       FROM users u LEFT JOIN memberships m ON m.user_id = u.id WHERE u.id = $1`,
    [id],
  );
  return result.rows[0] as { email: string; firstname: string; system_role: string; is_active: boolean; client_role: string | null };
}

const member = (scene: Scene, clientRole: 'USER' | 'MANAGER', locationIds: string[]) =>
  buildUser(server.pool, { clientId: scene.clientId, clientRole, locationIds });

/** Runs an action; `effect` reports whether its change is in the database (null: a read, nothing to check). */
type ActionRun = (scene: Scene) => Promise<{ result: GqlResponse<Record<string, unknown>>; effect: () => Promise<boolean | null> }>;

const createAs =
  (accessLevel: string, location: 'A' | 'B'): ActionRun =>
  async (scene) => {
    const email = `new-${randomUUID().slice(0, 8)}@matrix.example`;
    const locationIds = [location === 'A' ? scene.locationA : scene.locationB];
    const result = await scene.send(CREATE, { input: { email, firstname: 'New', lastname: 'Member', accessLevel, locationIds } });
    const effect = async () => (await server.pool.query('SELECT 1 FROM users WHERE email = $1', [email])).rowCount === 1;
    return { result, effect };
  };

const ACTIONS: Record<ActionName, ActionRun> = {
  'list users': async (scene) => ({ result: await scene.send('{ users { id } }'), effect: async () => null }),
  'view a Standard User of location A': async (scene) => {
    const target = await member(scene, 'USER', [scene.locationA]);
    return { result: await scene.send('query($id: ID!) { user(id: $id) { id } }', { id: target.id }), effect: async () => null };
  },
  'create a Basic User at location A': createAs('BASIC_USER', 'A'),
  'create a Standard User at location B': createAs('STANDARD_USER', 'B'),
  'create a Location Manager': createAs('LOCATION_MANAGER', 'A'),
  'create a Manager': createAs('MANAGER', 'A'),
  "edit a Standard User's name": async (scene) => {
    const target = await member(scene, 'USER', [scene.locationA]);
    const result = await scene.send(UPDATE, { id: target.id, input: { firstname: 'Edited' } });
    return { result, effect: async () => (await userRow(target.id)).firstname === 'Edited' };
  },
  "edit a Manager's name": async (scene) => {
    const target = await member(scene, 'MANAGER', [scene.locationA]);
    const result = await scene.send(UPDATE, { id: target.id, input: { firstname: 'Edited' } });
    return { result, effect: async () => (await userRow(target.id)).firstname === 'Edited' };
  },
  "change a Standard User's e-mail": async (scene) => {
    const target = await member(scene, 'USER', [scene.locationA]);
    const email = `changed-${randomUUID().slice(0, 8)}@matrix.example`;
    const result = await scene.send(UPDATE, { id: target.id, input: { email } });
    return { result, effect: async () => (await userRow(target.id)).email === email };
  },
  "change a Standard User's level to Basic": async (scene) => {
    const target = await member(scene, 'USER', [scene.locationA]);
    const result = await scene.send(UPDATE, { id: target.id, input: { accessLevel: 'BASIC_USER' } });
    return { result, effect: async () => (await userRow(target.id)).system_role === 'BASIC' };
  },
  'raise their own level one step': async (scene) => {
    const higher: Record<AccessLevel, string> = {
      BASIC_USER: 'STANDARD_USER',
      STANDARD_USER: 'LOCATION_MANAGER',
      LOCATION_MANAGER: 'MANAGER',
      MANAGER: 'FULL_ADMIN',
      FULL_ADMIN: 'FULL_ADMIN',
    };
    const before = await userRow(scene.viewerId);
    const result = await scene.send(UPDATE, { id: scene.viewerId, input: { accessLevel: higher[scene.level] } });
    const effect = async () => {
      const after = await userRow(scene.viewerId);
      return after.system_role !== before.system_role || after.client_role !== before.client_role;
    };
    return { result, effect };
  },
  'deactivate a Standard User of location A': async (scene) => {
    const target = await member(scene, 'USER', [scene.locationA]);
    const result = await scene.send(DELETE, { id: target.id });
    return { result, effect: async () => !(await userRow(target.id)).is_active };
  },
  'deactivate a Standard User of locations A and B': async (scene) => {
    const target = await member(scene, 'USER', [scene.locationA, scene.locationB]);
    const result = await scene.send(DELETE, { id: target.id });
    return { result, effect: async () => !(await userRow(target.id)).is_active };
  },
  'deactivate a Manager': async (scene) => {
    const target = await member(scene, 'MANAGER', [scene.locationA]);
    const result = await scene.send(DELETE, { id: target.id });
    return { result, effect: async () => !(await userRow(target.id)).is_active };
  },
  'deactivate themselves': async (scene) => {
    const result = await scene.send(DELETE, { id: scene.viewerId });
    return { result, effect: async () => !(await userRow(scene.viewerId)).is_active };
  },
};

function outcomeOf(result: GqlResponse<Record<string, unknown>>): Outcome | string {
  const error = result.errors?.[0];
  if (!error) return 'ok';
  const code = error.extensions?.code;
  if (code === 'FORBIDDEN') return 'forbidden';
  if (code === 'NOT_FOUND') return 'not-found';
  // A validation refusal (BAD_USER_INPUT, TOO_LONG …): the domain schema; a level outside the assignable enum fails GraphQL coercion.
  if (error.extensions?.category === 'validation' || /got invalid value/.test(error.message)) return 'invalid';
  return `unexpected: ${error.message}`;
}

const CASES = (Object.keys(MATRIX) as ActionName[]).flatMap((action) =>
  LEVELS.map((level) => [level, action, MATRIX[action][level]] as const),
);

describe('user-management access matrix (PRODUCT.md)', () => {
  it.each(CASES)('%s: %s → %s', async (level, action, expected) => {
    const tenant = await buildTenant(server.pool);
    const viewer = await buildMember(server.pool, tenant.client.id, level, [tenant.locationA.id]);
    const scene: Scene = {
      level,
      viewerId: viewer.user.id,
      clientId: tenant.client.id,
      locationA: tenant.locationA.id,
      locationB: tenant.locationB.id,
      send: (query, variables = {}) => gql(server, query, variables, { token: viewer.token, clientId: tenant.client.id }),
    };
    const { result, effect } = await ACTIONS[action](scene);
    expect(outcomeOf(result)).toBe(expected);
    const changed = await effect();
    if (changed !== null) expect(changed).toBe(expected === 'ok');
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.js';
import { gql } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';
import { buildMember, buildTenant } from '../../../test/people.js';
import { errorOf, ok } from '../../../test/quests.js';
import { buildTraining, TRAINING_DOCS, type BuiltTraining } from './training-test-support.js';

const server = useTestServer();
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let boss: Awaited<ReturnType<typeof buildMember>>;
let built: BuiltTraining;
beforeAll(async () => {
  tenant = await buildTenant(server.pool);
  boss = await buildMember(server.pool, tenant.client.id, 'MANAGER', [tenant.locationA.id, tenant.locationB.id]);
  built = await buildTraining(server, boss.token, { locationIds: [tenant.locationA.id], name: 'Hygiene', questions: 1 });
});

async function assigned(trainingId: string): Promise<string[]> {
  const { rows } = await server.pool.query('select user_id from training_assignments where quest_id = $1 order by user_id', [trainingId]);
  return (rows as Array<{ user_id: string }>).map((row) => row.user_id);
}

const member = (level: 'STANDARD_USER' | 'BASIC_USER' | 'LOCATION_MANAGER' | 'MANAGER', locationIds: string[]) =>
  buildMember(server.pool, tenant.client.id, level, locationIds);

describe('assignTraining', () => {
  it('assigns users of the training’s locations and shows them', async () => {
    const cook = await member('STANDARD_USER', [tenant.locationA.id]);
    const porter = await member('BASIC_USER', [tenant.locationA.id, tenant.locationB.id]);
    const result = await ok<{ assignTraining: { assignedUsers: Array<{ id: string }> } }>(
      server,
      TRAINING_DOCS.assignTraining,
      { questId: built.training.id, users: [cook.user.id, porter.user.id, cook.user.id] },
      { token: boss.token },
    );
    expect(result.assignTraining.assignedUsers.map((user) => user.id).sort()).toEqual([cook.user.id, porter.user.id].sort());
    expect(await assigned(built.training.id)).toEqual([cook.user.id, porter.user.id].sort());
    // Assigning again changes nothing.
    await ok(server, TRAINING_DOCS.assignTraining, { questId: built.training.id, users: [cook.user.id] }, { token: boss.token });
    expect(await assigned(built.training.id)).toHaveLength(2);
  });

  it.each([
    ['a user of another client', async () => (await buildUser(server.pool, { clientId: (await buildTenant(server.pool)).client.id })).id],
    [
      'a deactivated user',
      async () => (await buildUser(server.pool, { clientId: tenant.client.id, locationIds: [tenant.locationA.id], isActive: false })).id,
    ],
    ['a user in none of the training’s locations', async () => (await member('STANDARD_USER', [tenant.locationB.id])).user.id],
    ['an unknown id', async () => '00000000-0000-4000-8000-00000000dead'],
  ])('refuses %s with ERROR_FAILED_TO_ASSIGN, assigning nobody', async (_label, target) => {
    const ok1 = await member('STANDARD_USER', [tenant.locationA.id]);
    const before = await assigned(built.training.id);
    const result = await gql(
      server,
      TRAINING_DOCS.assignTraining,
      { questId: built.training.id, users: [ok1.user.id, await target()] },
      { token: boss.token },
    );
    expect(errorOf(result)).toEqual({ code: 'ERROR_FAILED_TO_ASSIGN', message: 'Failed to assign training' });
    expect(await assigned(built.training.id)).toEqual(before);
  });

  it('lets a Location Manager assign only users with role USER of their own locations that the training has', async () => {
    const shared = await buildTraining(server, boss.token, {
      locationIds: [tenant.locationA.id, tenant.locationB.id],
      name: 'Shared',
      questions: 1,
    });
    const lm = await member('LOCATION_MANAGER', [tenant.locationA.id]);
    const atA = await member('BASIC_USER', [tenant.locationA.id]);
    const atB = await member('STANDARD_USER', [tenant.locationB.id]);
    const otherLm = await member('LOCATION_MANAGER', [tenant.locationA.id]);
    const as = { token: lm.token };
    await ok(server, TRAINING_DOCS.assignTraining, { questId: shared.training.id, users: [atA.user.id] }, as);
    for (const target of [atB, otherLm]) {
      const refused = await gql(server, TRAINING_DOCS.assignTraining, { questId: shared.training.id, users: [target.user.id] }, as);
      expect(errorOf(refused).code).toBe('ERROR_FAILED_TO_ASSIGN');
    }
    expect(await assigned(shared.training.id)).toEqual([atA.user.id]);
    // The Manager assigns anyone of the training's locations, whatever their role.
    await ok(
      server,
      TRAINING_DOCS.assignTraining,
      { questId: shared.training.id, users: [atB.user.id, otherLm.user.id] },
      { token: boss.token },
    );
    expect(await assigned(shared.training.id)).toHaveLength(3);
    // A Location Manager cannot unassign someone outside their reach either.
    const unassign = await gql(server, TRAINING_DOCS.unassignTraining, { questId: shared.training.id, users: [atB.user.id] }, as);
    expect(errorOf(unassign)).toEqual({ code: 'ERROR_FAILED_TO_UNASSIGN', message: 'Failed to unassign training' });
    expect(await assigned(shared.training.id)).toHaveLength(3);
    await ok(server, TRAINING_DOCS.unassignTraining, { questId: shared.training.id, users: [atA.user.id] }, as);
    expect(await assigned(shared.training.id)).not.toContain(atA.user.id);
  });

  it('refuses Standard and Basic Users, and another client’s managers (not found)', async () => {
    const cook = await member('STANDARD_USER', [tenant.locationA.id]);
    const denied = await gql(
      server,
      TRAINING_DOCS.assignTraining,
      { questId: built.training.id, users: [cook.user.id] },
      { token: cook.token },
    );
    expect(errorOf(denied).code).toBe('FORBIDDEN');
    const stranger = await buildTenant(server.pool);
    const strangerBoss = await buildMember(server.pool, stranger.client.id, 'MANAGER', [stranger.locationA.id]);
    const foreign = await gql(
      server,
      TRAINING_DOCS.assignTraining,
      { questId: built.training.id, users: [strangerBoss.user.id] },
      { token: strangerBoss.token },
    );
    expect(errorOf(foreign).code).toBe('NOT_FOUND');
    expect(await assigned(built.training.id)).not.toContain(cook.user.id);
  });
});

describe('unassignTraining', () => {
  it('unassigns assigned users; someone not assigned fails the whole call', async () => {
    const a = await member('STANDARD_USER', [tenant.locationA.id]);
    const b = await member('STANDARD_USER', [tenant.locationA.id]);
    await ok(server, TRAINING_DOCS.assignTraining, { questId: built.training.id, users: [a.user.id] }, { token: boss.token });
    const refused = await gql(
      server,
      TRAINING_DOCS.unassignTraining,
      { questId: built.training.id, users: [a.user.id, b.user.id] },
      { token: boss.token },
    );
    expect(errorOf(refused).code).toBe('ERROR_FAILED_TO_UNASSIGN');
    expect(await assigned(built.training.id)).toContain(a.user.id);
    const done = await ok<{ unassignTraining: { assignedUsers: Array<{ id: string }> } }>(
      server,
      TRAINING_DOCS.unassignTraining,
      { questId: built.training.id, users: [a.user.id] },
      { token: boss.token },
    );
    expect(done.unassignTraining.assignedUsers.map((user) => user.id)).not.toContain(a.user.id);
    expect(await assigned(built.training.id)).not.toContain(a.user.id);
  });
});

import { ESTATE_MESSAGES, MESSAGES } from '@ks/domain';
import { describe, expect, it } from 'vitest';
import { withSystemTx } from '../db/database.js';
import { files } from '../db/schema/index.js';
import { DEMO_IDS } from '../seed/demo-accounts.js';
import { ESTATE_DEMO_IDS } from '../seed/estate-seed.js';
import { buildAppliance, sessionsFor } from '../../test/estate-factories.js';
import { buildUser } from '../../test/factories.js';
import { gql, type GqlResponse } from '../../test/harness.js';
import { useTestServer } from '../../test/suite-server.js';
import { buildMember, buildTenant, tokenFor } from '../../test/people.js';

/**
 * The web tells refusals apart by `extensions.code` only (packages/domain error-codes.ts), so each
 * specific code must reach it over HTTP with the spec's English message unchanged.
 */
const CREATE_AREA = 'mutation($input: CreateAreaInput!) { createArea(input: $input) { id } }';
const UPDATE_AREA = 'mutation($input: UpdateAreaInput!) { updateArea(input: $input) { id } }';
const CREATE_SENSOR = 'mutation($input: CreateSensorInput!) { createSensor(input: $input) { secret } }';
const ATTACH = 'mutation($applianceId: ID!, $sensorId: ID!) { attachSensor(applianceId: $applianceId, sensorId: $sensorId) { status } }';
const CREATE_USER = 'mutation($input: CreateUserInput!) { createUser(input: $input) { id } }';
const PROFILE = 'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }';
const CREATE_QUEST = 'mutation($locationIds: [ID!]!) { createQuest(locationIds: $locationIds) { id } }';
const UPDATE_QUEST = 'mutation($id: ID!, $input: UpdateQuestInput!) { updateQuest(id: $id, input: $input) { id } }';
const MISSING = '00000000-0000-4000-8000-0000000000ee';

const server = useTestServer();
const { as } = sessionsFor(() => server);

/** The first error as the web reads it: message, code and the extensions a message interpolates. */
function errorOf(result: GqlResponse<unknown>): Record<string, unknown> {
  const first = result.errors?.[0];
  return { message: first?.message, ...first?.extensions };
}

async function storedFile(clientId: string, kind: 'PICTURE' | 'DOCUMENT') {
  return withSystemTx(server.pool, async (db) => {
    const [file] = await db
      .insert(files)
      .values({ clientId, kind, mimeType: 'application/pdf', sizeBytes: 10, storageKey: `test/${Math.random()}`, originalName: 'a' })
      .returning();
    return file!;
  });
}

describe('specific error codes over GraphQL', () => {
  it('AREA_NOT_FOUND for a missing area and for another client’s area alike', async () => {
    for (const id of [MISSING, ESTATE_DEMO_IDS.madridCounter]) {
      const result = await as('manager@harbor.example', UPDATE_AREA, { input: { id, name: 'Renamed' } });
      expect(errorOf(result)).toMatchObject({ message: 'Area not found', code: 'AREA_NOT_FOUND' });
    }
  });

  it('FILE_NOT_FOUND for another client’s file, INVALID_FILE_TYPE for a document as a floorplan', async () => {
    const foreign = await storedFile(DEMO_IDS.sunrise, 'PICTURE');
    const document = await storedFile(DEMO_IDS.harbor, 'DOCUMENT');
    const input = { locationId: DEMO_IDS.harborDowntown, name: `Plan ${Date.now()}` };
    const withForeign = await as('manager@harbor.example', CREATE_AREA, { input: { ...input, floorplanFileId: foreign.id } });
    expect(errorOf(withForeign)).toMatchObject({ message: 'File not found', code: 'FILE_NOT_FOUND' });
    const withDocument = await as('manager@harbor.example', CREATE_AREA, { input: { ...input, floorplanFileId: document.id } });
    expect(errorOf(withDocument)).toMatchObject({ message: MESSAGES.invalidFileType, code: 'INVALID_FILE_TYPE' });
  });

  it('TOO_LONG with its limit, from an argument schema and from a service rule', async () => {
    const byArgument = await as('manager@harbor.example', CREATE_AREA, {
      input: { locationId: DEMO_IDS.harborDowntown, name: 'x'.repeat(500) },
    });
    expect(errorOf(byArgument)).toMatchObject({ message: ESTATE_MESSAGES.tooLong, code: 'TOO_LONG', field: 'input.name' });
    expect(typeof errorOf(byArgument).limit).toBe('number');

    const quest = await as<{ createQuest: { id: string } }>('manager@harbor.example', CREATE_QUEST, {
      locationIds: [DEMO_IDS.harborDowntown],
    });
    const id = quest.data?.createQuest.id;
    expect(id).toBeTruthy();
    const byService = await as('manager@harbor.example', UPDATE_QUEST, { id, input: { name: 'q'.repeat(1000) } });
    const refusal = errorOf(byService);
    expect(refusal).toMatchObject({ code: 'TOO_LONG', field: 'name' });
    expect(refusal.message).toBe(`Use at most ${String(refusal.limit)} characters`);
  });

  it('AREA_NAME_TAKEN, SENSOR_HWID_TAKEN and SENSOR_ALREADY_ATTACHED', async () => {
    const area = await as('manager@harbor.example', CREATE_AREA, { input: { locationId: DEMO_IDS.harborDowntown, name: 'Kitchen' } });
    expect(errorOf(area)).toMatchObject({ message: ESTATE_MESSAGES.areaNameTaken, code: 'AREA_NAME_TAKEN', field: 'name' });
    const sensor = await as('manager@harbor.example', CREATE_SENSOR, { input: { hwid: 'KS-T-0001' } });
    expect(errorOf(sensor)).toMatchObject({ message: ESTATE_MESSAGES.hwidTaken, code: 'SENSOR_HWID_TAKEN', field: 'hwid' });
    const appliance = await buildAppliance(server.pool, { clientId: DEMO_IDS.harbor, locationId: DEMO_IDS.harborDowntown });
    const attached = await as('manager@harbor.example', ATTACH, {
      applianceId: appliance.id,
      sensorId: ESTATE_DEMO_IDS.downtownLineFridge1Sensor,
    });
    expect(errorOf(attached)).toMatchObject({ message: ESTATE_MESSAGES.sensorAlreadyAttached, code: 'SENSOR_ALREADY_ATTACHED' });
  });

  it('EMAIL_TAKEN, UNKNOWN_LOCATION and WRONG_PASSWORD', async () => {
    const { client, locationA } = await buildTenant(server.pool);
    const manager = await buildMember(server.pool, client.id, 'MANAGER', [locationA.id]);
    const person = { firstname: 'Eva', lastname: 'Code', accessLevel: 'BASIC_USER' };
    const taken = await gql(
      server,
      CREATE_USER,
      { input: { ...person, email: manager.user.email, locationIds: [locationA.id] } },
      {
        token: manager.token,
      },
    );
    expect(errorOf(taken)).toMatchObject({ code: 'EMAIL_TAKEN', field: 'email' });
    const unknown = await gql(
      server,
      CREATE_USER,
      { input: { ...person, email: `eva-${Date.now()}@example.com`, locationIds: [MISSING] } },
      {
        token: manager.token,
      },
    );
    expect(errorOf(unknown)).toMatchObject({ message: 'Unknown location', code: 'UNKNOWN_LOCATION', field: 'locationIds' });

    const user = await buildUser(server.pool);
    const wrong = await gql(
      server,
      PROFILE,
      { input: { firstname: 'Ana', lastname: 'Lopez', email: `renamed-${user.id.slice(0, 6)}@example.com`, currentPassword: 'nope-nope' } },
      { token: await tokenFor(user.id) },
    );
    expect(errorOf(wrong)).toMatchObject({ message: 'The password is not correct', code: 'WRONG_PASSWORD', field: 'currentPassword' });
  });
});

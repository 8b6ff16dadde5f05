import { rolesOfLevel, type AssignableAccessLevel } from '@ks/domain';
import { randomUUID } from 'node:crypto';
import { withSystemTx } from '../../src/db/database.js';
import { locations } from '../../src/db/schema/index.js';
import { buildTraining, takeTraining } from '../../src/features/trainings/training-test-support.js';
import type { RunningServer } from '../../src/server.js';
import { buildAppliance, buildArea } from '../estate-factories.js';
import { buildClient, buildUser, FACTORY_PASSWORD } from '../factories.js';
import { gql, loginAs } from '../harness.js';
import { buildQuest, DOCS, ok, openActivation } from '../quests.js';
import { alertsOf, gatewaySecret, monitoredAppliance, postReadings, series, systemQuery } from '../readings.js';
import { blankPng, uploadOk } from '../uploads.js';
import { ID_KINDS, type IdBook, type IdKind } from './schema-walk.js';

/** A signed-in member: their user id and access token for this tenant. */
export interface Member {
  userId: string;
  token: string;
  clientId: string;
}

/** What one location holds, built through the same paths the product uses (API, ingest, factories). */
export interface LocationWorld {
  locationId: string;
  ids: IdBook;
  cook: Member;
  porter: Member;
  locationManager: Member;
  /** Ids that only make sense together (an activation and a part of its quest, …). */
  related: {
    openActivation: { id: string; partId: string };
    draftQuest: { id: string; partIds: string[]; sectionId: string };
    draftTraining: { id: string; partIds: string[] };
    activeTraining: { id: string; instructionPartId: string };
    libraryActionId: string;
    stockSensorId: string;
    attachedSensorId: string;
    monitoredApplianceId: string;
    bareApplianceId: string;
    emptyAreaId: string;
    correctiveActionId: string;
    temperatureAnswerId: string;
  };
}

/** One client company with two locations (A and B) full of data, and a Manager. */
export interface TenantWorld {
  label: string;
  clientId: string;
  manager: Member;
  a: LocationWorld;
  /** A second location (the Location Manager's "other location"); the same as `a` when built with one. */
  b: LocationWorld;
  /** Every id of the tenant by kind (both locations and the tenant-wide rows), for the walker. */
  ids: IdBook;
}

const emptyBook = (): IdBook => Object.fromEntries(ID_KINDS.map((kind) => [kind, [] as string[]])) as unknown as IdBook;

function add(book: IdBook, kind: IdKind, ...ids: Array<string | null | undefined>) {
  for (const id of ids) if (id && !book[kind].includes(id)) book[kind].push(id);
}

/** A person of `clientId` at `level`, named after the tenant, signed in through the real login. */
async function member(
  server: RunningServer,
  clientId: string,
  level: AssignableAccessLevel,
  label: string,
  locationIds: string[],
): Promise<Member> {
  // The label in the e-mail and name makes every person of the tenant recognisable in a leaked response.
  const email = `${label.replace(/\W/g, '').toLowerCase()}-${level.toLowerCase()}-${randomUUID().slice(0, 6)}@security.example`;
  const user = await buildUser(server.pool, { clientId, ...rolesOfLevel(level), locationIds, email });
  await systemQuery(server.pool, 'UPDATE users SET firstname = $1 WHERE id = $2', [`${label} ${level}`, user.id]);
  const { token } = await loginAs(server, email, FACTORY_PASSWORD);
  return { userId: user.id, token, clientId };
}

/**
 * A tenant rich enough that an id of every kind the API takes exists twice (once per location):
 * estate, sensors with readings and an open alert, a quest answered with a fix-it, a passed training,
 * a diary entry, files and media, gateway credentials, and people of every level. Every name carries
 * `label`, so a response that shows any of it is recognisable.
 */
export async function buildTenantWorld(
  server: RunningServer,
  label: string,
  { locations: count = 2 }: { locations?: 1 | 2 } = {},
): Promise<TenantWorld> {
  const pool = server.pool;
  const { client, location: locationA } = await buildClient(pool, `${label} Group`);
  const [locationB] = await withSystemTx(pool, (db) =>
    db
      .insert(locations)
      .values({ clientId: client.id, name: `${label} Annex`, timezone: 'America/Chicago' })
      .returning(),
  );
  const manager = await member(server, client.id, 'MANAGER', label, [locationA.id, locationB!.id]);
  const ids = emptyBook();
  add(ids, 'client', client.id);
  const gateway = await gql<{ createGatewayCredential: { gateway: { id: string } } }>(
    server,
    'mutation($name: String!) { createGatewayCredential(name: $name) { gateway { id } } }',
    { name: `${label} gateway` },
    { token: manager.token },
  );
  add(ids, 'gateway', gateway.data?.createGatewayCredential.gateway.id);
  const integration = await gql<{ createNetworkIntegration: { integration: { id: string } } }>(
    server,
    'mutation($input: CreateNetworkIntegrationInput!) { createNetworkIntegration(input: $input) { integration { id } } }',
    { input: { kind: 'CHIRPSTACK', name: `${label} ChirpStack` } },
    { token: manager.token },
  );
  add(ids, 'integration', integration.data?.createNetworkIntegration.integration.id);
  await gatewaySecret(pool, client.id);
  add(ids, 'user', manager.userId);
  const a = await buildLocationWorld(server, { label: `${label} A`, clientId: client.id, locationId: locationA.id, manager });
  const b =
    count === 2 ? await buildLocationWorld(server, { label: `${label} B`, clientId: client.id, locationId: locationB!.id, manager }) : a;
  for (const world of [a, b]) for (const kind of ID_KINDS) add(ids, kind, ...world.ids[kind]);
  return { label, clientId: client.id, manager, a, b, ids };
}

async function buildLocationWorld(
  server: RunningServer,
  { label, clientId, locationId, manager }: { label: string; clientId: string; locationId: string; manager: Member },
): Promise<LocationWorld> {
  const pool = server.pool;
  const ids = emptyBook();
  const as = { token: manager.token, clientId };
  add(ids, 'location', locationId);
  const cook = await member(server, clientId, 'STANDARD_USER', label, [locationId]);
  const porter = await member(server, clientId, 'BASIC_USER', label, [locationId]);
  const locationManager = await member(server, clientId, 'LOCATION_MANAGER', label, [locationId]);
  add(ids, 'user', cook.userId, porter.userId, locationManager.userId);

  // Files and media: a picture (also the area's floorplan) and a media-library attachment.
  const picture = await uploadOk(server, blankPng(64, 48), `${label} floorplan.png`, manager.token, clientId);
  add(ids, 'file', picture.id);
  const media = await ok<{ createAttachment: { id: string } }>(
    server,
    'mutation($input: CreateAttachmentInput!) { createAttachment(input: $input) { id } }',
    { input: { fileId: picture.id, name: `${label} guide` } },
    as,
  );
  add(ids, 'attachment', media.createAttachment.id);

  // Estate and monitoring: an area, a fridge whose sensor reported a breach (an open alert), a stock sensor.
  const area = await ok<{ createArea: { id: string } }>(
    server,
    'mutation($input: CreateAreaInput!) { createArea(input: $input) { id } }',
    { input: { locationId, name: `${label} kitchen`, floorplanFileId: picture.id } },
    as,
  );
  add(ids, 'area', area.createArea.id);
  const emptyArea = await buildArea(pool, { clientId, locationId, name: `${label} empty room` });
  const fridge = await monitoredAppliance(pool, { clientId, locationId, areaId: area.createArea.id });
  const bareAppliance = await buildAppliance(pool, { clientId, locationId, name: `${label} spare fridge` });
  await systemQuery(pool, 'UPDATE appliances SET name = $1 WHERE id = $2', [`${label} fridge`, fridge.applianceId]);
  await postReadings(server, fridge.secret, { readings: series(fridge.hwid, 90, 45, () => 3).concat(series(fridge.hwid, 40, 0, () => 9)) });
  const [alert] = await alertsOf(pool, fridge.applianceId);
  add(ids, 'appliance', fridge.applianceId);
  add(ids, 'sensor', fridge.sensorId);
  add(ids, 'alert', alert?.id);
  const stock = await ok<{ createSensor: { sensor: { id: string } } }>(
    server,
    'mutation($input: CreateSensorInput!) { createSensor(input: $input) { sensor { id } } }',
    { input: { hwid: `${label.replace(/\W/g, '')}-${randomUUID().slice(0, 6)}`, locationId } },
    as,
  );
  add(ids, 'sensor', stock.createSensor.sensor.id);
  add(ids, 'appliance', bareAppliance.id);
  add(ids, 'area', emptyArea.id);

  // Checklists. A draft (inactive) quest and training first: edits of active ones are refused before
  // their other ids are read. Then a quest answered 'No' (a fix-it) and submitted, and an open one.
  const draftQuest = await buildQuest(server, manager.token, { locationIds: [locationId], name: `${label} draft round`, activate: false });
  add(ids, 'quest', draftQuest.quest.id);
  add(ids, 'part', ...draftQuest.quest.parts.map((part) => part.id));
  add(ids, 'action', draftQuest.temperatureActionId, draftQuest.choiceActionId);
  const draftTraining = await buildTraining(server, manager.token, {
    locationIds: [locationId],
    name: `${label} draft training`,
    questions: 1,
    activate: false,
  });
  add(ids, 'training', draftTraining.training.id);
  add(ids, 'part', draftTraining.instructionPartId, ...draftTraining.questionPartIds);
  const quest = await buildQuest(server, manager.token, { locationIds: [locationId], name: `${label} fridge round` });
  const questParts = quest.quest.parts;
  add(ids, 'quest', quest.quest.id);
  add(ids, 'part', ...questParts.map((part) => part.id));
  add(ids, 'action', quest.temperatureActionId, quest.choiceActionId);
  // The action other quests may place (insertQuestAction): one saved to the library.
  await ok(server, DOCS.saveActionToLibrary, { actionId: quest.temperatureActionId }, { token: manager.token });
  const activationId = await openActivation(server, cook.token, locationId, quest.quest.id);
  add(ids, 'activation', activationId);
  await ok(server, DOCS.answer, { activationId, partId: quest.temperaturePartId, answer: { temperature: 3 } }, { token: cook.token });
  await ok(server, DOCS.answer, { activationId, partId: quest.choicePartId, answer: { optionIndexes: [1] } }, { token: cook.token });
  const submitted = await ok<{ submitQuestActivation: { id: string; fixits: Array<{ id: string }> } }>(
    server,
    DOCS.submit,
    { activationId },
    { token: cook.token },
  );
  add(ids, 'submission', submitted.submitQuestActivation.id);
  add(ids, 'fixit', ...submitted.submitQuestActivation.fixits.map((fixit) => fixit.id));
  // A second, still open activation of another quest (the first one was just submitted).
  const openQuest = await buildQuest(server, manager.token, { locationIds: [locationId], name: `${label} closing round` });
  add(ids, 'quest', openQuest.quest.id);
  // The open activation first: answering the submitted one is refused before its part is read.
  const openActivationId = await openActivation(server, cook.token, locationId, openQuest.quest.id);
  ids.activation.unshift(openActivationId);

  // Trainings: one passed by the cook (an attempt and a certificate), assigned to the porter too.
  const training = await buildTraining(server, manager.token, {
    locationIds: [locationId],
    name: `${label} knife safety`,
    questions: 1,
    assign: [cook.userId, porter.userId],
  });
  add(ids, 'training', training.training.id);
  add(ids, 'certificate', training.training.certificate.id);
  add(ids, 'part', training.instructionPartId, ...training.questionPartIds);
  const attempt = await takeTraining(server, cook.token, training, 1);
  add(ids, 'attempt', attempt.id);
  add(ids, 'submission', attempt.id);

  // Diary.
  const diary = await ok<{ submitDiary: { id: string } }>(
    server,
    'mutation($input: DiaryInput!) { submitDiary(input: $input) { id } }',
    { input: { locationId, description: `${label} diary note` } },
    { token: cook.token },
  );
  add(ids, 'diary', diary.submitDiary.id);
  // HACCP records: a cooling log a cook would take readings for, and a report link for an inspector.
  const cooling = await ok<{ startCoolingLog: { id: string } }>(
    server,
    'mutation($input: StartCoolingLogInput!) { startCoolingLog(input: $input) { id } }',
    { input: { locationId, kind: 'COOLING', foodName: `${label} stock`, startTemperature: 63, unit: 'C' } },
    as,
  );
  add(ids, 'coolingLog', cooling.startCoolingLog.id);
  const shared = await ok<{ createReportShareLink: { link: { id: string } } }>(
    server,
    'mutation($input: CreateReportShareLinkInput!) { createReportShareLink(input: $input) { link { id } } }',
    { input: { locationId, expiresInDays: 7 } },
    as,
  );
  add(ids, 'shareLink', shared.createReportShareLink.link.id);
  // What the cook did about the fridge's alert (not signed off yet), and the round's temperature answer.
  const corrective = await ok<{ recordCorrectiveAction: { id: string } }>(
    server,
    'mutation($input: RecordCorrectiveActionInput!) { recordCorrectiveAction(input: $input) { id } }',
    { input: { alertId: alert!.id, fate: 'DISCARDED' } },
    { token: cook.token },
  );
  add(ids, 'correctiveAction', corrective.recordCorrectiveAction.id);
  const { rows: temperatureAnswers } = await systemQuery<{ id: string }>(
    pool,
    "SELECT id FROM quest_answers WHERE submission_id = $1 AND action_snapshot->>'type' = 'TEMPERATURE'",
    [submitted.submitQuestActivation.id],
  );
  add(ids, 'answer', temperatureAnswers[0]!.id);
  const related: LocationWorld['related'] = {
    openActivation: { id: openActivationId, partId: openQuest.temperaturePartId },
    draftQuest: {
      id: draftQuest.quest.id,
      partIds: draftQuest.quest.parts.map((part) => part.id),
      sectionId: draftQuest.quest.parts.find((part) => part.__typename === 'SectionMarker')!.id,
    },
    draftTraining: { id: draftTraining.training.id, partIds: [draftTraining.instructionPartId, ...draftTraining.questionPartIds] },
    activeTraining: { id: training.training.id, instructionPartId: training.instructionPartId },
    libraryActionId: quest.temperatureActionId,
    stockSensorId: stock.createSensor.sensor.id,
    attachedSensorId: fridge.sensorId,
    monitoredApplianceId: fridge.applianceId,
    bareApplianceId: bareAppliance.id,
    emptyAreaId: emptyArea.id,
    correctiveActionId: corrective.recordCorrectiveAction.id,
    temperatureAnswerId: temperatureAnswers[0]!.id,
  };
  return { locationId, ids, cook, porter, locationManager, related };
}

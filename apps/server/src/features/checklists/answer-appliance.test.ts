import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import { ESTATE_DEMO_IDS } from '../../seed/estate-seed.js';
import { gql } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';
import { buildQuest, errorOf, ok, openActivation, tokenFor } from '../../../test/quests.js';
import { monitoredAppliance, postReadings, reading, systemQuery } from '../../../test/readings.js';

// A temperature answer names the appliance it was taken at while the cook answers (answerQuestAction
// applianceId): stored with the answer, and compared with that appliance's sensor at once.

const server = useTestServer();

const ANSWER = `mutation($activationId: ID!, $partId: ID!, $answer: QuestAnswerInput!, $applianceId: ID) {
  answerQuestAction(activationId: $activationId, partId: $partId, answer: $answer, applianceId: $applianceId) {
    id answerAppliances { id name }
    submission { answerCount answers { id partId temperatureCelsius sensorComparison { applianceId flagged difference } } } } }`;

interface Answered {
  answerQuestAction: {
    answerAppliances: Array<{ id: string; name: string }>;
    submission: {
      answerCount: number;
      answers: Array<{
        id: string;
        partId: string;
        temperatureCelsius: number | null;
        sensorComparison: { applianceId: string; flagged: boolean; difference: number | null } | null;
      }>;
    };
  };
}

async function linksOf(answerId: string) {
  const { rows } = await systemQuery<{ appliance_id: string }>(
    server.pool,
    'SELECT appliance_id FROM temperature_answer_appliances WHERE answer_id = $1',
    [answerId],
  );
  return rows.map((row) => row.appliance_id);
}

async function answersOf(activationId: string) {
  const { rows } = await systemQuery<{ id: string }>(
    server.pool,
    'SELECT a.id FROM quest_answers a JOIN quest_submissions s ON s.id = a.submission_id WHERE s.activation_id = $1',
    [activationId],
  );
  return rows;
}

describe('a temperature answer names its appliance while answering', () => {
  it('stores the link with the answer and flags a reading more than 2 °C from the sensor in the same answer', async () => {
    const manager = await tokenFor(server, 'manager@harbor.example');
    const built = await buildQuest(server, manager, { locationIds: [DEMO_IDS.harborDowntown] });
    const cook = await tokenFor(server, 'cook@harbor.example');
    const activationId = await openActivation(server, cook, DEMO_IDS.harborDowntown, built.quest.id);
    const fridge = await monitoredAppliance(server.pool, {
      clientId: DEMO_IDS.harbor,
      locationId: DEMO_IDS.harborDowntown,
      areaId: ESTATE_DEMO_IDS.downtownKitchen,
    });
    await systemQuery(server.pool, "UPDATE appliances SET name = 'Probe-check fridge' WHERE id = $1", [fridge.applianceId]);
    await postReadings(server, fridge.secret, { readings: [reading(fridge.hwid, 0, 8.2)] });

    const answered = await ok<Answered>(
      server,
      ANSWER,
      { activationId, partId: built.temperaturePartId, answer: { temperature: 4, unit: 'C' }, applianceId: fridge.applianceId },
      { token: cook },
    );
    expect(answered.answerQuestAction.answerAppliances).toContainEqual({ id: fridge.applianceId, name: 'Probe-check fridge' });
    const [answer] = answered.answerQuestAction.submission.answers;
    expect(answer).toMatchObject({
      partId: built.temperaturePartId,
      temperatureCelsius: 4,
      sensorComparison: { applianceId: fridge.applianceId, flagged: true, difference: 4.2 },
    });
    expect(await linksOf(answer!.id)).toEqual([fridge.applianceId]);

    // Answering again without naming one keeps the link; naming another moves it.
    const other = await monitoredAppliance(server.pool, { clientId: DEMO_IDS.harbor, locationId: DEMO_IDS.harborDowntown });
    await ok(server, ANSWER, { activationId, partId: built.temperaturePartId, answer: { temperature: 4.5, unit: 'C' } }, { token: cook });
    expect(await linksOf(answer!.id)).toEqual([fridge.applianceId]);
    await ok(
      server,
      ANSWER,
      { activationId, partId: built.temperaturePartId, answer: { temperature: 4.5, unit: 'C' }, applianceId: other.applianceId },
      { token: cook },
    );
    expect(await linksOf(answer!.id)).toEqual([other.applianceId]);
  });

  it("refuses another location's and another client's appliance, and one named for a choice, storing nothing", async () => {
    const manager = await tokenFor(server, 'manager@harbor.example');
    const built = await buildQuest(server, manager, { locationIds: [DEMO_IDS.harborDowntown] });
    const cook = await tokenFor(server, 'cook@harbor.example');
    const activationId = await openActivation(server, cook, DEMO_IDS.harborDowntown, built.quest.id);
    const lisbon = await monitoredAppliance(server.pool, { clientId: DEMO_IDS.harbor, locationId: DEMO_IDS.harborLisbon });
    const madrid = await monitoredAppliance(server.pool, { clientId: DEMO_IDS.sunrise, locationId: DEMO_IDS.sunriseMadrid });
    const downtown = await monitoredAppliance(server.pool, { clientId: DEMO_IDS.harbor, locationId: DEMO_IDS.harborDowntown });
    const temperature = { activationId, partId: built.temperaturePartId, answer: { temperature: 4, unit: 'C' } };

    for (const applianceId of [lisbon.applianceId, madrid.applianceId, '00000000-0000-4000-8000-00000000ffff', 'not-an-id']) {
      const refused = await gql(server, ANSWER, { ...temperature, applianceId }, { token: cook });
      expect(errorOf(refused)).toEqual({ code: 'APPLIANCE_NOT_AT_LOCATION', message: 'Choose an appliance of this checklist’s location' });
    }
    const choice = await gql(
      server,
      ANSWER,
      { activationId, partId: built.choicePartId, answer: { optionIndexes: [0] }, applianceId: downtown.applianceId },
      { token: cook },
    );
    expect(errorOf(choice)).toEqual({ code: 'BAD_USER_INPUT', message: 'Only a temperature answer names an appliance' });
    expect(await answersOf(activationId)).toEqual([]);
    const { rows } = await systemQuery<{ n: number }>(
      server.pool,
      'SELECT count(*)::int AS n FROM temperature_answer_appliances WHERE appliance_id = ANY($1::uuid[])',
      [[lisbon.applianceId, madrid.applianceId, downtown.applianceId]],
    );
    expect(rows[0]!.n).toBe(0);
  });

  it("lists only the activation's location's appliances, to a Basic User too", async () => {
    const manager = await tokenFor(server, 'manager@harbor.example');
    const built = await buildQuest(server, manager, { locationIds: [DEMO_IDS.harborDowntown] });
    const porter = await tokenFor(server, 'porter@harbor.example');
    const activationId = await openActivation(server, porter, DEMO_IDS.harborDowntown, built.quest.id);
    const lisbon = await monitoredAppliance(server.pool, { clientId: DEMO_IDS.harbor, locationId: DEMO_IDS.harborLisbon });
    const read = await ok<{ questActivation: { answerAppliances: Array<{ id: string }> } }>(
      server,
      'query($id: ID!) { questActivation(id: $id) { answerAppliances { id } } }',
      { id: activationId },
      { token: porter },
    );
    const { rows } = await systemQuery<{ id: string }>(server.pool, 'SELECT id FROM appliances WHERE location_id = $1', [
      DEMO_IDS.harborDowntown,
    ]);
    expect(read.questActivation.answerAppliances.map((a) => a.id).sort()).toEqual(rows.map((r) => r.id).sort());
    expect(read.questActivation.answerAppliances.map((a) => a.id)).not.toContain(lisbon.applianceId);
  });
});

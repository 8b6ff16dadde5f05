import type { AccessLevel } from '@ks/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import { DEMO_TRAINING_IDS } from '../../seed/demo-trainings.data.js';
import { buildClient, buildUser } from '../../../test/factories.js';
import { gql } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';
import { buildMember, buildTenant, tokenFor as tokenOfUser } from '../../../test/people.js';
import { errorOf, ok, tokenFor } from '../../../test/quests.js';
import { blankPng, uploadOk } from '../../../test/uploads.js';
import { buildTraining, TRAINING_DOCS, type TrainingResult } from './training-test-support.js';

const server = useTestServer();
let manager: string;
beforeAll(async () => {
  manager = await tokenFor(server, 'manager@harbor.example');
});

const { harborDowntown: downtown, harborBayside: bayside } = DEMO_IDS;

/** A new (empty, inactive) training at Downtown, created by its manager. */
function createDowntownTraining() {
  return ok<{ createTraining: TrainingResult }>(server, TRAINING_DOCS.createTraining, { locationIds: [downtown] }, { token: manager });
}

async function trainingRow(id: string) {
  const { rows } = await server.pool.query(
    `select q.name, q.kind, q.active, q.deleted_at, s.certificate_duration_mon, s.banner_file_id, c.name as certificate_name, s.certificate_id,
       (select count(*)::int from quest_parts p where p.quest_id = q.id) as parts
     from quests q join training_settings s on s.quest_id = q.id join certificates c on c.id = s.certificate_id where q.id = $1`,
    [id],
  );
  return rows[0] as
    | {
        name: string;
        kind: string;
        active: boolean;
        deleted_at: Date | null;
        certificate_duration_mon: number;
        banner_file_id: string | null;
        certificate_name: string;
        certificate_id: string;
        parts: number;
      }
    | undefined;
}

describe('createTraining, updateTraining, copyTraining, deleteTraining', () => {
  it('creates an empty inactive training with a 12-month certificate named after it', async () => {
    const created = await createDowntownTraining();
    expect(created.createTraining).toEqual(
      expect.objectContaining({
        name: '',
        active: false,
        certificateDurationMon: 12,
        actionCount: 0,
        questionCount: 0,
        bannerUrl: null,
        viewerCan: { edit: true, delete: true, copy: true, activate: true, assign: true },
      }),
    );
    const id = created.createTraining.id;
    const updated = await ok<{ updateTraining: TrainingResult }>(
      server,
      TRAINING_DOCS.updateTraining,
      { id, input: { name: ' Fire safety ', description: 'Extinguishers', certificateDurationMon: 24, locationIds: [downtown, bayside] } },
      { token: manager },
    );
    expect(updated.updateTraining).toEqual(expect.objectContaining({ name: 'Fire safety', certificateDurationMon: 24 }));
    expect(updated.updateTraining.certificate.name).toBe('Fire safety');
    expect(updated.updateTraining.locations.map((location) => location.id).sort()).toEqual([downtown, bayside].sort());
    expect(await trainingRow(id)).toEqual(
      expect.objectContaining({ kind: 'TRAINING', name: 'Fire safety', certificate_duration_mon: 24, certificate_name: 'Fire safety' }),
    );
    // Once named on its own, the certificate no longer follows the training's name.
    await ok(server, TRAINING_DOCS.updateTraining, { id, input: { certificateName: 'Fire warden card' } }, { token: manager });
    const renamed = await ok<{ updateTraining: TrainingResult }>(
      server,
      TRAINING_DOCS.updateTraining,
      { id, input: { name: 'Fire safety 2' } },
      { token: manager },
    );
    expect(renamed.updateTraining.certificate.name).toBe('Fire warden card');

    for (const months of [0, 121]) {
      const refused = await gql(
        server,
        TRAINING_DOCS.updateTraining,
        { id, input: { certificateDurationMon: months } },
        { token: manager },
      );
      expect(errorOf(refused).message).toBe('The certificate must be valid between 1 and 120 months');
    }
    expect((await trainingRow(id))?.certificate_duration_mon).toBe(24);
  });

  it('sets and removes a banner picture; refuses a document', async () => {
    const created = await createDowntownTraining();
    const id = created.createTraining.id;
    const picture = await uploadOk(server, blankPng(64, 32), 'banner.png', manager);
    const withBanner = await ok<{ updateTraining: TrainingResult }>(
      server,
      TRAINING_DOCS.updateTraining,
      { id, input: { bannerFileId: picture.id } },
      { token: manager },
    );
    expect(withBanner.updateTraining.bannerFileId).toBe(picture.id);
    expect(withBanner.updateTraining.bannerUrl).toBe(`/files/${picture.id}/xlarge`);
    const document = await uploadOk(server, Buffer.from('%PDF-1.4\n%%EOF\n'), 'notes.pdf', manager);
    const refused = await gql(server, TRAINING_DOCS.updateTraining, { id, input: { bannerFileId: document.id } }, { token: manager });
    expect(errorOf(refused).message).toBe('Invalid file type');
    const removed = await ok<{ updateTraining: TrainingResult }>(
      server,
      TRAINING_DOCS.updateTraining,
      { id, input: { bannerFileId: null } },
      { token: manager },
    );
    expect(removed.updateTraining.bannerUrl).toBeNull();
    expect((await trainingRow(id))?.banner_file_id).toBeNull();
  });

  it('edits content with the training variants and the shared section and action mutations', async () => {
    const { training } = await buildTraining(server, manager, { locationIds: [downtown], name: 'Parts', questions: 2, activate: false });
    const withSection = await ok<{ createTrainingSection: TrainingResult }>(
      server,
      TRAINING_DOCS.createTrainingSection,
      { trainingId: training.id, atIndex: 0 },
      { token: manager },
    );
    const [section, ...rest] = withSection.createTrainingSection.parts;
    expect(section?.__typename).toBe('SectionMarker');
    const named = await ok<{ updateSectionMarker: { name: string } }>(
      server,
      TRAINING_DOCS.updateSectionMarker,
      { sectionId: section!.id, name: 'Basics' },
      { token: manager },
    );
    expect(named.updateSectionMarker.name).toBe('Basics');
    expect(withSection.createTrainingSection).toEqual(expect.objectContaining({ actionCount: 3, questionCount: 2 }));

    const reordered = await ok<{ updateTrainingPartsOrder: TrainingResult }>(
      server,
      TRAINING_DOCS.updateTrainingPartsOrder,
      { trainingId: training.id, partIds: [...rest.map((part) => part.id), section!.id] },
      { token: manager },
    );
    expect(reordered.updateTrainingPartsOrder.parts.at(-1)?.id).toBe(section!.id);
    const firstAction = rest[0]!;
    if (firstAction.__typename !== 'QuestActionPart') throw new Error('expected an action');
    const inserted = await ok<{ insertTrainingAction: TrainingResult }>(
      server,
      TRAINING_DOCS.insertTrainingAction,
      { trainingId: training.id, actionId: firstAction.action.id, atIndex: 0 },
      { token: manager },
    );
    expect(inserted.insertTrainingAction.actionCount).toBe(4);
    const removed = await ok<{ removeTrainingParts: TrainingResult }>(
      server,
      TRAINING_DOCS.removeTrainingParts,
      { trainingId: training.id, partIds: [inserted.insertTrainingAction.parts[0]!.id, section!.id] },
      { token: manager },
    );
    expect(removed.removeTrainingParts.parts).toHaveLength(3);
    expect((await trainingRow(training.id))?.parts).toBe(3);
  });

  it('applies §4: no activation without a name or content; content is frozen while active', async () => {
    const created = await createDowntownTraining();
    const id = created.createTraining.id;
    const noName = await gql(server, TRAINING_DOCS.setTrainingActive, { trainingId: id, active: true }, { token: manager });
    expect(errorOf(noName).message).toBe('A training cannot be activated without a name');
    await ok(server, TRAINING_DOCS.updateTraining, { id, input: { name: 'Empty' } }, { token: manager });
    const noContent = await gql(server, TRAINING_DOCS.setTrainingActive, { trainingId: id, active: true }, { token: manager });
    expect(errorOf(noContent).message).toBe('A training cannot be activated without content');
    expect((await trainingRow(id))?.active).toBe(false);

    const { training } = await buildTraining(server, manager, { locationIds: [downtown], name: 'Frozen', questions: 1 });
    expect(training).toEqual(expect.objectContaining({ active: true, viewerCan: expect.objectContaining({ edit: false }) }));
    const frozen = await gql(server, TRAINING_DOCS.createTrainingSection, { trainingId: training.id, atIndex: 0 }, { token: manager });
    expect(errorOf(frozen)).toEqual({ code: 'QUEST_ACTIVE', message: 'Deactivate the training before editing it' });
    const rename = await gql(server, TRAINING_DOCS.updateTraining, { id: training.id, input: { name: 'x' } }, { token: manager });
    expect(errorOf(rename).code).toBe('QUEST_ACTIVE');
    expect((await trainingRow(training.id))?.parts).toBe(2);
  });

  it('lets only Managers change a training’s questions through updateAction', async () => {
    const { training } = await buildTraining(server, manager, {
      locationIds: [downtown],
      name: 'Questions',
      questions: 1,
      activate: false,
    });
    const question = training.parts.find((part) => part.__typename === 'QuestActionPart' && part.action.type === 'SINGLE_CHOICE');
    if (question?.__typename !== 'QuestActionPart') throw new Error('no question');
    const lm = await tokenFor(server, 'lm@harbor.example');
    const refused = await gql(server, TRAINING_DOCS.updateAction, { actionId: question.action.id, name: 'Changed by LM' }, { token: lm });
    expect(errorOf(refused).code).toBe('FORBIDDEN');
    const { rows } = await server.pool.query('select name from actions where id = $1', [question.action.id]);
    expect(rows[0]).toEqual({ name: 'Question 1' });
  });

  it('copies a training inactive with its own certificate of the same name, and deletes softly', async () => {
    const { training } = await buildTraining(server, manager, { locationIds: [downtown], name: 'Original', questions: 2 });
    const copied = await ok<{ copyTraining: { newId: string } }>(
      server,
      TRAINING_DOCS.copyTraining,
      { id: training.id },
      { token: manager },
    );
    const copy = await trainingRow(copied.copyTraining.newId);
    const source = await trainingRow(training.id);
    expect(copy).toEqual(
      expect.objectContaining({ name: 'Original (copy)', active: false, parts: 3, certificate_name: source?.certificate_name }),
    );
    expect(copy?.certificate_id).not.toBe(source?.certificate_id);

    const deleted = await ok<{ deleteTraining: string }>(server, TRAINING_DOCS.deleteTraining, { id: training.id }, { token: manager });
    expect(deleted.deleteTraining).toBe(training.id);
    expect(await trainingRow(training.id)).toEqual(expect.objectContaining({ active: false, deleted_at: expect.any(Date) }));
    expect((await ok<{ training: null }>(server, TRAINING_DOCS.training, { id: training.id }, { token: manager })).training).toBeNull();
  });

  it('keeps trainings and quests apart', async () => {
    const quests = await ok<{ quests: Array<{ id: string }> }>(server, 'query { quests { id } }', {}, { token: manager });
    expect(quests.quests.map((quest) => quest.id)).not.toContain(DEMO_TRAINING_IDS.foodSafety);
    const asQuest = await gql(
      server,
      'mutation($id: ID!) { deleteQuest(id: $id) }',
      { id: DEMO_TRAINING_IDS.foodSafety },
      { token: manager },
    );
    expect(errorOf(asQuest).code).toBe('NOT_FOUND');
    const trainings = await ok<{ trainings: Array<{ id: string; name: string }> }>(server, TRAINING_DOCS.trainings, {}, { token: manager });
    expect(trainings.trainings.map((training) => training.name)).toEqual(
      expect.arrayContaining(['Allergen Awareness', 'Food Safety Basics']),
    );
  });
});

describe('another client', () => {
  it('answers Harbor training ids like missing ones and changes nothing', async () => {
    const { client, location } = await buildClient(server.pool);
    const outsider = await buildUser(server.pool, { clientId: client.id, clientRole: 'MANAGER', locationIds: [location.id] });
    const token = await tokenOfUser(outsider.id);
    const id = DEMO_TRAINING_IDS.foodSafety;
    const before = await trainingRow(id);
    expect((await ok<{ trainings: unknown[] }>(server, TRAINING_DOCS.trainings, {}, { token })).trainings).toEqual([]);
    expect((await ok<{ training: null }>(server, TRAINING_DOCS.training, { id }, { token })).training).toBeNull();
    for (const [doc, variables] of [
      [TRAINING_DOCS.updateTraining, { id, input: { name: 'Hacked' } }],
      [TRAINING_DOCS.setTrainingActive, { trainingId: id, active: false }],
      [TRAINING_DOCS.deleteTraining, { id }],
      [TRAINING_DOCS.copyTraining, { id }],
      [TRAINING_DOCS.createTrainingSection, { trainingId: id, atIndex: 0 }],
      [TRAINING_DOCS.removeTrainingParts, { trainingId: id, partIds: [] }],
    ] as const) {
      const result = await gql(server, doc, variables, { token });
      expect(errorOf(result).code, doc).toBe('NOT_FOUND');
    }
    const created = await gql(server, TRAINING_DOCS.createTraining, { locationIds: [downtown] }, { token });
    expect(errorOf(created).message).toBe('Location not found');
    expect(await trainingRow(id)).toEqual(before);
  });
});

describe('access levels', () => {
  const levels: AccessLevel[] = ['FULL_ADMIN', 'MANAGER', 'LOCATION_MANAGER', 'STANDARD_USER', 'BASIC_USER'];
  // level → [may build, sees the unassigned training, may read results]
  const expected: Record<AccessLevel, [boolean, boolean, boolean]> = {
    FULL_ADMIN: [true, true, true],
    MANAGER: [true, true, true],
    LOCATION_MANAGER: [false, true, true],
    STANDARD_USER: [false, false, false],
    BASIC_USER: [false, false, false],
  };

  it.each(levels)('%s', async (level) => {
    const tenant = await buildTenant(server.pool);
    const boss = await buildMember(server.pool, tenant.client.id, 'MANAGER', [tenant.locationA.id, tenant.locationB.id]);
    const member = await buildMember(server.pool, tenant.client.id, level, [tenant.locationA.id]);
    const as = { token: member.token, clientId: tenant.client.id };
    const assignedTo = level === 'STANDARD_USER' || level === 'BASIC_USER' ? [member.user.id] : [];
    const shown = await buildTraining(server, boss.token, {
      locationIds: [tenant.locationA.id],
      name: 'Shown',
      questions: 1,
      assign: assignedTo,
    });
    const other = await buildTraining(server, boss.token, { locationIds: [tenant.locationA.id], name: 'Other', questions: 1 });
    const [build, seesOther, results] = expected[level];

    const created = await gql<{ createTraining: TrainingResult }>(
      server,
      TRAINING_DOCS.createTraining,
      { locationIds: [tenant.locationA.id] },
      as,
    );
    expect(created.errors === undefined, 'createTraining').toBe(build);
    const list = await ok<{ trainings: TrainingResult[] }>(server, TRAINING_DOCS.trainings, {}, as);
    const names = list.trainings.map((training) => training.name);
    expect(names).toContain('Shown');
    expect(names.includes('Other'), 'sees an unassigned training').toBe(seesOther);
    const mine = list.trainings.find((training) => training.id === shown.training.id);
    expect(mine?.viewerCan).toEqual({ edit: false, delete: build, copy: build, activate: build, assign: results });
    const update = await gql(server, TRAINING_DOCS.updateTraining, { id: other.training.id, input: { name: 'Renamed' } }, as);
    if (build) expect(errorOf(update).code).toBe('QUEST_ACTIVE');
    else expect(errorOf(update).code).toBe('FORBIDDEN');
    const details = await gql<{ trainingDetails: { assignedCount: number } | null }>(
      server,
      TRAINING_DOCS.trainingDetails,
      { id: shown.training.id },
      as,
    );
    if (results) expect(details.data?.trainingDetails?.assignedCount).toBe(0);
    else expect(errorOf(details).code).toBe('FORBIDDEN');
    const status = await gql(
      server,
      TRAINING_DOCS.locationCertificationStatus,
      { locationId: tenant.locationA.id, trainingId: shown.training.id },
      as,
    );
    expect(status.errors === undefined, 'locationCertificationStatus').toBe(results);
    const { rows } = await server.pool.query('select name from quests where id = $1', [other.training.id]);
    expect(rows[0]).toEqual({ name: 'Other' });
  });
});

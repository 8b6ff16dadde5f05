import { CERTIFICATE_DEFAULT_DURATION_MON, CERTIFICATE_DURATION_LIMITS_MON } from '@ks/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { certificates, trainingSettings } from '../../db/schema/index.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { tooLongError, validationError } from '../../graphql/errors.js';
import { requireEditableQuest } from '../checklists/quest-records.service.js';
import { copyQuest, createQuest, QUEST_LIMITS, setQuestActive, updateQuest } from '../checklists/quests.service.js';
import { settingsOfTrainings, withSettings, type TrainingRecord } from './training-records.service.js';
import type { QuestRecord } from '../checklists/quest-records.service.js';
import { isUuid } from '../../db/ids.js';
import { requireClientFile } from '../../scope/client-files.js';

/** A training's own settings row and its certificate, created with the training. */
async function createSettings(
  db: Db,
  clientId: string,
  questId: string,
  settings: { certificateName: string; certificateDurationMon: number; bannerFileId: string | null },
): Promise<void> {
  const [certificate] = await db
    .insert(certificates)
    .values({ clientId, name: settings.certificateName })
    .returning({ id: certificates.id });
  await db.insert(trainingSettings).values({
    clientId,
    questId,
    certificateId: certificate!.id, // insert … returning always gives the row
    certificateDurationMon: settings.certificateDurationMon,
    bannerFileId: settings.bannerFileId,
  });
}

/** The quest record with its settings (inside the request that just wrote them). */
export async function asTraining({ scope, record }: { scope: Scope; record: QuestRecord }): Promise<TrainingRecord> {
  const [training] = await withSettings({ db: await scope.db(), clientId: tenantOf(scope).clientId, records: [record] });
  if (!training) throw new Error(`training ${record.id} has no settings`);
  return training;
}

/** `createTraining(locationIds)`: an empty, inactive training with its certificate (12 months by default). */
export async function createTraining({ scope, locationIds }: { scope: Scope; locationIds: string[] }): Promise<TrainingRecord> {
  const quest = await createQuest({ scope, locationIds, kind: 'TRAINING' });
  await createSettings(await scope.db(), tenantOf(scope).clientId, quest.id, {
    certificateName: '',
    certificateDurationMon: CERTIFICATE_DEFAULT_DURATION_MON,
    bannerFileId: null,
  });
  return asTraining({ scope, record: quest });
}

/**
 * `copyTraining(id)` → newId: content, locations and settings, inactive, nobody assigned. The copy earns
 * its own certificate (same name) so renaming one never renames the other's.
 */
export async function copyTraining({ scope, id }: { scope: Scope; id: string }): Promise<string> {
  const newId = await copyQuest({ scope, id, kind: 'TRAINING' });
  const { clientId } = tenantOf(scope);
  const db = await scope.db();
  const source = (await settingsOfTrainings({ db, clientId, questIds: [id] })).get(id);
  if (!source) throw new Error(`training ${id} has no settings`);
  await createSettings(db, clientId, newId, source);
  return newId;
}

export interface UpdateTrainingInput {
  name?: string | null;
  description?: string | null;
  bannerFileId?: string | null;
  certificateName?: string | null;
  certificateDurationMon?: number | null;
  locationIds?: string[] | null;
}

/**
 * `updateTraining`: the quest fields (name, description, locations; refused while active, as quests) and
 * the training's own: banner (explicit null removes it), certificate name (follows the training's name
 * until someone sets another) and validity in months.
 */
export async function updateTraining({
  scope,
  id,
  input,
}: {
  scope: Scope;
  id: string;
  input: UpdateTrainingInput;
}): Promise<TrainingRecord> {
  const before = await asTraining({ scope, record: await requireEditableQuest({ scope, id, kind: 'TRAINING' }) });
  const updated = await updateQuest({
    scope,
    id,
    kind: 'TRAINING',
    input: { name: input.name, description: input.description, locationIds: input.locationIds },
  });
  const { clientId } = tenantOf(scope);
  const db = await scope.db();
  const settings: Partial<typeof trainingSettings.$inferInsert> = {};
  if (input.certificateDurationMon !== undefined && input.certificateDurationMon !== null) {
    const months = input.certificateDurationMon;
    const { min, max } = CERTIFICATE_DURATION_LIMITS_MON;
    if (!Number.isInteger(months) || months < min || months > max) {
      throw validationError(`The certificate must be valid between ${min} and ${max} months`, 'certificateDurationMon');
    }
    settings.certificateDurationMon = months;
  }
  if (input.bannerFileId !== undefined) {
    if (input.bannerFileId === null) settings.bannerFileId = null;
    else {
      if (!isUuid(input.bannerFileId)) throw validationError('File not found', 'bannerFileId', 'FILE_NOT_FOUND');
      settings.bannerFileId = (await requireClientFile({ scope, id: input.bannerFileId, kind: 'PICTURE' })).id;
    }
  }
  if (Object.keys(settings).length > 0) {
    await db
      .update(trainingSettings)
      .set(settings)
      .where(and(eq(trainingSettings.clientId, clientId), eq(trainingSettings.questId, updated.id)));
  }
  let certificateName: string | undefined;
  if (input.certificateName !== undefined && input.certificateName !== null) {
    certificateName = input.certificateName.trim();
    if (certificateName.length > QUEST_LIMITS.nameMax) {
      throw tooLongError(`Use at most ${QUEST_LIMITS.nameMax} characters`, QUEST_LIMITS.nameMax, 'certificateName');
    }
  } else if (updated.name !== before.name && (before.certificateName === '' || before.certificateName === before.name)) {
    certificateName = updated.name;
  }
  if (certificateName !== undefined) {
    await db
      .update(certificates)
      .set({ name: certificateName })
      .where(and(eq(certificates.clientId, clientId), eq(certificates.id, before.certificateId)));
  }
  return asTraining({ scope, record: updated });
}

/** `setTrainingActive`: spec §4 (a name and content; no schedule for trainings). */
export async function setTrainingActive({
  scope,
  trainingId,
  active,
}: {
  scope: Scope;
  trainingId: string;
  active: boolean;
}): Promise<TrainingRecord> {
  return asTraining({ scope, record: await setQuestActive({ scope, questId: trainingId, active, kind: 'TRAINING' }) });
}

import { hasAtLeast, seesAllLocations, type AccessLevel } from '@ks/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { certificates, quests, trainingAssignments, trainingSettings } from '../../db/schema/index.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { batchLoader } from '../../scope/batch-loader.js';
import { maySeeQuestAt } from '../checklists/quest-rules.service.js';
import { selectQuestRecords, type QuestRecord } from '../checklists/quest-records.service.js';
import { questRecordsByIds } from '../checklists/quests.service.js';
import { isUuid } from '../../db/ids.js';
import { visibleLocationIds } from '../../scope/visible-locations.js';
import type { ClientBatch } from '../../scope/client-read.js';

/** What only a training has besides its quest row. */
export interface TrainingSettingsRecord {
  certificateId: string;
  certificateName: string;
  certificateDurationMon: number;
  bannerFileId: string | null;
}

/** A training: its quests row (kind TRAINING) with locations, plus its settings. */
export type TrainingRecord = QuestRecord & TrainingSettingsRecord;

/** Managers and Full Admins build trainings (create, edit, copy, delete, activate). */
export function mayBuildTrainings(level: AccessLevel | null): boolean {
  return seesAllLocations(level);
}

/** Location Managers and up assign trainings and read their results. */
export function mayAssignTrainings(level: AccessLevel | null): boolean {
  return hasAtLeast(level, 'LOCATION_MANAGER');
}

/** Settings of trainings by quest id. */
export async function settingsOfTrainings({
  db,
  clientId,
  questIds,
}: ClientBatch<'questIds'>): Promise<Map<string, TrainingSettingsRecord>> {
  if (questIds.length === 0) return new Map();
  const rows = await db
    .select({
      questId: trainingSettings.questId,
      certificateId: trainingSettings.certificateId,
      certificateName: certificates.name,
      certificateDurationMon: trainingSettings.certificateDurationMon,
      bannerFileId: trainingSettings.bannerFileId,
    })
    .from(trainingSettings)
    .innerJoin(certificates, eq(certificates.id, trainingSettings.certificateId))
    .where(and(eq(trainingSettings.clientId, clientId), inArray(trainingSettings.questId, questIds)));
  return new Map(rows.map(({ questId, ...settings }) => [questId, settings]));
}

/** Joins settings to quest records (a training always has them; created in the same transaction). */
export async function withSettings({
  db,
  clientId,
  records,
}: {
  db: Db;
  clientId: string;
  records: QuestRecord[];
}): Promise<TrainingRecord[]> {
  const settings = await settingsOfTrainings({ db, clientId, questIds: records.map((record) => record.id) });
  return records.flatMap((record) => {
    const found = settings.get(record.id);
    return found ? [{ ...record, ...found }] : [];
  });
}

/** Ids of the trainings assigned to a user. */
async function assignedTrainingIds(db: Db, clientId: string, userId: string): Promise<string[]> {
  const rows = await db
    .select({ questId: trainingAssignments.questId })
    .from(trainingAssignments)
    .where(and(eq(trainingAssignments.clientId, clientId), eq(trainingAssignments.userId, userId)));
  return rows.map((row) => row.questId);
}

/**
 * Whether the viewer sees a training: Managers all; Location Managers those at one of their locations;
 * Standard and Basic Users only the trainings assigned to them.
 */
async function visibleTo(scope: Scope, records: QuestRecord[]): Promise<QuestRecord[]> {
  const level = scope.level;
  if (mayAssignTrainings(level)) {
    const visible = await visibleLocationIds(scope);
    return records.filter((record) => maySeeQuestAt({ level, questLocationIds: record.locationIds, visibleIds: visible }));
  }
  const { clientId, userId } = tenantOf(scope);
  const assigned = new Set(await assignedTrainingIds(await scope.db(), clientId, userId));
  return records.filter((record) => assigned.has(record.id));
}

/** `trainings(locationId)`: the trainings the viewer sees, optionally only those at one location. */
export async function listTrainings({ scope, locationId }: { scope: Scope; locationId?: string | null }): Promise<TrainingRecord[]> {
  const { clientId } = tenantOf(scope);
  if (locationId && (!isUuid(locationId) || !(await visibleLocationIds(scope)).has(locationId))) return [];
  const db = await scope.db();
  const records = await selectQuestRecords({ db, clientId, where: eq(quests.kind, 'TRAINING') });
  const atLocation = locationId ? records.filter((record) => record.locationIds.includes(locationId)) : records;
  return withSettings({ db, clientId, records: await visibleTo(scope, atLocation) });
}

/** One training the viewer sees, or null (another client's id answers exactly like a missing one). */
export async function trainingById({ scope, id }: { scope: Scope; id: string }): Promise<TrainingRecord | null> {
  if (!isUuid(id)) return null;
  const { clientId } = tenantOf(scope);
  const db = await scope.db();
  const records = await selectQuestRecords({ db, clientId, where: and(eq(quests.id, id), eq(quests.kind, 'TRAINING')) });
  const [training] = await withSettings({ db, clientId, records: await visibleTo(scope, records) });
  return training ?? null;
}

const loadTrainings = batchLoader(async (scope: Scope, ids: string[]) => {
  // Deleted trainings are included on purpose: attempts and certifications keep their name.
  const records = [...(await questRecordsByIds({ scope, ids })).values()].filter((record) => record.kind === 'TRAINING');
  const trainings = await withSettings({ db: await scope.db(), clientId: tenantOf(scope).clientId, records });
  return new Map(trainings.map((training) => [training.id, training]));
});

/** A training by id for nested fields (attempts, certifications), batched per request. */
export async function trainingRecordFor({ scope, id }: { scope: Scope; id: string }): Promise<TrainingRecord | null> {
  return (await loadTrainings.load(scope, id)) ?? null;
}

/** Whether the viewer may see this training (for nested fields that hide what is not theirs). */
export async function viewerSeesTraining({ scope, training }: { scope: Scope; training: QuestRecord }): Promise<boolean> {
  if (training.deletedAt) return false;
  return (await visibleTo(scope, [training])).length > 0;
}

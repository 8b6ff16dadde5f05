import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { quests, trainingAssignments, trainingAttempts } from '../../db/schema/index.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { selectAttempts, type AttemptRow } from './attempts.service.js';
import { certificationsOf, type CertificationRecord } from './certifications.service.js';
import {
  mayAssignTrainings,
  trainingById,
  trainingRecordFor,
  viewerSeesTraining,
  withSettings,
  type TrainingRecord,
} from './training-records.service.js';
import { selectQuestRecords } from '../checklists/quest-records.service.js';
import { isUuid } from '../../db/ids.js';

export const TRAINING_SUBMISSIONS_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 100;

/** One row per user who submitted a training at least once: their last submitted attempt. */
export interface TrainingSubmissionRecord {
  id: string;
  userId: string;
  answerCount: number;
  lastSubmittedAt: Date | null;
  score: number | null;
}

export interface TrainingSubmissionPage {
  items: TrainingSubmissionRecord[];
  totalCount: number;
  page: number;
  first: number;
}

/** Submitted attempts of a training, newest first. */
async function submittedAttempts(scope: Scope, trainingId: string): Promise<AttemptRow[]> {
  const attempts = await selectAttempts({
    db: await scope.db(),
    clientId: tenantOf(scope).clientId,
    where: and(eq(trainingAttempts.questId, trainingId), isNotNull(trainingAttempts.submittedAt)),
  });
  return attempts.sort((a, b) => (b.submittedAt?.getTime() ?? 0) - (a.submittedAt?.getTime() ?? 0));
}

/** The last submitted attempt of each user, most recent first. */
function lastPerUser(attempts: AttemptRow[]): AttemptRow[] {
  const seen = new Set<string>();
  return attempts.filter((attempt) => !seen.has(attempt.userId) && seen.add(attempt.userId));
}

/** `trainingSubmissions(trainingId, first, page)`: empty for a training the viewer cannot see. */
export async function listTrainingSubmissions({
  scope,
  trainingId,
  first,
  page,
}: {
  scope: Scope;
  trainingId: string;
  first?: number | null;
  page?: number | null;
}): Promise<TrainingSubmissionPage> {
  const size = Math.min(Math.max(first ?? TRAINING_SUBMISSIONS_PAGE_SIZE, 1), MAX_PAGE_SIZE);
  const pageNumber = Math.max(page ?? 1, 1);
  const training = await trainingById({ scope, id: trainingId });
  if (!training) return { items: [], totalCount: 0, page: pageNumber, first: size };
  const rows = lastPerUser(await submittedAttempts(scope, training.id));
  return {
    items: rows.slice((pageNumber - 1) * size, pageNumber * size).map((attempt) => ({
      id: attempt.id,
      userId: attempt.userId,
      answerCount: attempt.answerCount,
      lastSubmittedAt: attempt.submittedAt,
      score: attempt.score,
    })),
    totalCount: rows.length,
    page: pageNumber,
    first: size,
  };
}

/** What `trainingDetails` counts. */
export interface TrainingStats {
  assignedCount: number;
  certifiedCount: number;
  submissionCount: number;
  averageScore: number | null;
}

/** Assigned people, how many hold a valid certificate now, submitted attempts and their average score. */
export async function trainingStats({ scope, training }: { scope: Scope; training: TrainingRecord }): Promise<TrainingStats> {
  const { clientId } = tenantOf(scope);
  const db = await scope.db();
  const assigned = await db
    .select({ userId: trainingAssignments.userId })
    .from(trainingAssignments)
    .where(and(eq(trainingAssignments.clientId, clientId), eq(trainingAssignments.questId, training.id)));
  const certifications = await certificationsOf({
    db,
    clientId,
    wanted: assigned.map(({ userId }) => ({ userId, certificateId: training.certificateId, trainingId: training.id })),
  });
  const submitted = await submittedAttempts(scope, training.id);
  const scores = submitted.flatMap((attempt) => (attempt.score === null ? [] : [attempt.score]));
  return {
    assignedCount: assigned.length,
    certifiedCount: certifications.filter((certification) => certification.status === 'VALID').length,
    submissionCount: submitted.length,
    averageScore: scores.length === 0 ? null : Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length),
  };
}

/**
 * `trainingSubmissionDetails(id)`: an attempt the viewer may see — their own, or (Location Manager and
 * up) any attempt of a training they see. Anything else answers null.
 */
export async function trainingAttemptById({ scope, id }: { scope: Scope; id: string }): Promise<AttemptRow | null> {
  if (!isUuid(id)) return null;
  const { clientId, userId } = tenantOf(scope);
  const [attempt] = await selectAttempts({ db: await scope.db(), clientId, where: eq(trainingAttempts.id, id) });
  if (!attempt) return null;
  if (attempt.userId === userId) return attempt;
  if (!mayAssignTrainings(scope.level)) return null;
  const training = await trainingRecordFor({ scope, id: attempt.questId });
  return training && (await viewerSeesTraining({ scope, training })) ? attempt : null;
}

/** What `myTrainings` lists for each active training assigned to the viewer. */
export interface AssignedTrainingRecord {
  training: TrainingRecord;
  certification: CertificationRecord;
  openAttempt: AttemptRow | null;
}

/** `myTrainings`: the active trainings assigned to the viewer, with their certification and open attempt. */
export async function myTrainings({ scope }: { scope: Scope }): Promise<AssignedTrainingRecord[]> {
  const { clientId, userId } = tenantOf(scope);
  const db = await scope.db();
  const assignedIds = db
    .select({ id: trainingAssignments.questId })
    .from(trainingAssignments)
    .where(and(eq(trainingAssignments.clientId, clientId), eq(trainingAssignments.userId, userId)));
  const records = await selectQuestRecords({
    db,
    clientId,
    where: and(eq(quests.kind, 'TRAINING'), eq(quests.active, true), isNull(quests.deletedAt), inArray(quests.id, assignedIds)),
  });
  const trainings = await withSettings({ db, clientId, records });
  const certifications = await certificationsOf({
    db,
    clientId,
    wanted: trainings.map((training) => ({ userId, certificateId: training.certificateId, trainingId: training.id })),
  });
  const open = await selectAttempts({
    db,
    clientId,
    where: and(eq(trainingAttempts.userId, userId), eq(trainingAttempts.status, 'IN_PROGRESS')),
  });
  return trainings.map((training, index) => ({
    training,
    certification: certifications[index]!, // certificationsOf answers in the order asked
    openAttempt: open.find((attempt) => attempt.questId === training.id) ?? null,
  }));
}

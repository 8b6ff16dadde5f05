import {
  attemptStatusOf,
  certificateValidUntil,
  isAnswerCompliant,
  isQuestionAnsweredCorrectly,
  isTrainingQuestion,
  trainingScore,
  type ActionPropertiesByType,
  type AnswerInput,
} from '@ks/domain';
import { and, eq, getTableColumns } from 'drizzle-orm';
import { actions, questAnswers, questParts, questSubmissions, trainingAssignments, trainingAttempts } from '../../db/schema/index.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { notFoundError, validationError } from '../../graphql/errors.js';
import { questRuleError } from '../checklists/quest-rules.service.js';
import { partsOfQuest } from '../checklists/quest-parts.service.js';
import { checkedAnswer, storeAnswer } from '../checklists/answers.service.js';
import { trainingById, trainingRecordFor, type TrainingRecord } from './training-records.service.js';
import { isUuid } from '../../db/ids.js';
import type { ClientSelect } from '../../scope/client-read.js';

/** An attempt with the number of answers saved so far (kept on its quest_submissions row). */
export type AttemptRow = typeof trainingAttempts.$inferSelect & { answerCount: number };

/** Attempts of the viewer's client by any condition, newest first. */
export async function selectAttempts({ db, clientId, where, options = {} }: ClientSelect): Promise<AttemptRow[]> {
  const query = db
    .select({ ...getTableColumns(trainingAttempts), answerCount: questSubmissions.answerCount })
    .from(trainingAttempts)
    .innerJoin(questSubmissions, eq(questSubmissions.id, trainingAttempts.id))
    .where(and(eq(trainingAttempts.clientId, clientId), where))
    .orderBy(trainingAttempts.startedAt);
  return options.lock ? query.for('update', { of: trainingAttempts }) : query;
}

const trainingInactive = () => questRuleError('This training is not active', 'TRAINING_INACTIVE');

/** The viewer's own open attempt, locked: not-found for anyone else's, refused once submitted. */
async function ownOpenAttempt(scope: Scope, attemptId: string): Promise<{ attempt: AttemptRow; training: TrainingRecord }> {
  if (!isUuid(attemptId)) throw notFoundError('Training attempt');
  const { clientId, userId } = tenantOf(scope);
  const [attempt] = await selectAttempts({
    db: await scope.db(),
    clientId,
    where: and(eq(trainingAttempts.id, attemptId), eq(trainingAttempts.userId, userId)),
    options: {
      lock: true,
    },
  });
  if (!attempt) throw notFoundError('Training attempt');
  if (attempt.status !== 'IN_PROGRESS') throw questRuleError('This training was already submitted', 'ATTEMPT_SUBMITTED');
  const training = await trainingRecordFor({ scope, id: attempt.questId });
  if (!training || training.deletedAt || !training.active) throw trainingInactive();
  return { attempt, training };
}

async function reloadAttempt(scope: Scope, id: string): Promise<AttemptRow> {
  const [attempt] = await selectAttempts({ db: await scope.db(), clientId: tenantOf(scope).clientId, where: eq(trainingAttempts.id, id) });
  if (!attempt) throw new Error(`attempt ${id} vanished inside its own transaction`);
  return attempt;
}

/** `startTraining(trainingId)`: the viewer's open attempt of an active training assigned to them, or a new one. */
export async function startTraining({
  scope,
  trainingId,
  now = new Date(),
}: {
  scope: Scope;
  trainingId: string;
  now?: Date;
}): Promise<AttemptRow> {
  const { clientId, userId } = tenantOf(scope);
  const training = await trainingById({ scope, id: trainingId });
  const db = await scope.db();
  const [assignment] = training
    ? await db
        .select({ userId: trainingAssignments.userId })
        .from(trainingAssignments)
        .where(
          and(
            eq(trainingAssignments.clientId, clientId),
            eq(trainingAssignments.questId, training.id),
            eq(trainingAssignments.userId, userId),
          ),
        )
    : [];
  if (!training || !assignment) throw notFoundError('Training');
  if (!training.active) throw trainingInactive();
  const [open] = await selectAttempts({
    db,
    clientId,
    where: and(eq(trainingAttempts.questId, training.id), eq(trainingAttempts.userId, userId), eq(trainingAttempts.status, 'IN_PROGRESS')),
  });
  if (open) return open;
  const [submission] = await db
    .insert(questSubmissions)
    .values({ clientId, questId: training.id, startedBy: userId, startedAt: now, updatedAt: now })
    .returning({ id: questSubmissions.id });
  const id = submission!.id; // insert … returning always gives the row
  await db
    .insert(trainingAttempts)
    .values({ id, clientId, questId: training.id, userId, certificateId: training.certificateId, startedAt: now });
  return reloadAttempt(scope, id);
}

/**
 * `answerTrainingAction(attemptId, partId, answer)`: saves one answer of the viewer's open attempt. A
 * question is stored as compliant when answered correctly (the chosen options are exactly the correct
 * ones); instructions, files and photos as quests judge them. Trainings never raise fix-its.
 */
export async function answerTrainingAction({
  scope,
  attemptId,
  partId,
  input,
  now = new Date(),
}: {
  scope: Scope;
  attemptId: string;
  partId: string;
  input: AnswerInput;
  now?: Date;
}): Promise<AttemptRow> {
  const { clientId, userId } = tenantOf(scope);
  const { attempt } = await ownOpenAttempt(scope, attemptId);
  const db = await scope.db();
  // The part is looked up as answers.service.ts looks up a quest's: same tables, the training's own
  // not-found wording and its attempt's quest. jscpd:ignore-start
  if (!isUuid(partId)) throw notFoundError('Training part');
  const [part] = await db
    .select({ part: questParts, action: actions })
    .from(questParts)
    .innerJoin(actions, eq(actions.id, questParts.actionId))
    .where(and(eq(questParts.id, partId), eq(questParts.clientId, clientId), eq(questParts.questId, attempt.questId)));
  if (!part) throw notFoundError('Training part');
  // jscpd:ignore-end
  const { properties, value, note } = await checkedAnswer({ db, clientId, action: part.action, input });
  const type = part.action.type;
  const compliant =
    isTrainingQuestion(type) && value.kind === 'CHOICE'
      ? isQuestionAnsweredCorrectly(
          (properties as ActionPropertiesByType['SINGLE_CHOICE' | 'MULTIPLE_CHOICE']).options,
          value.optionIndexes,
        )
      : isAnswerCompliant(type, properties, value);
  await storeAnswer({ db, clientId, submissionId: attempt.id, part: part.part, action: part.action, value, compliant, userId, now, note });
  return reloadAttempt(scope, attempt.id);
}

/**
 * `submitTrainingAttempt(attemptId)`: every action must be answered (instructions acknowledged, files
 * and photos uploaded); score = correct questions ÷ questions × 100, rounded; PASSED from 40, which
 * earns the certificate until submittedAt + certificateDurationMon calendar months.
 */
export async function submitTrainingAttempt({
  scope,
  attemptId,
  now = new Date(),
}: {
  scope: Scope;
  attemptId: string;
  now?: Date;
}): Promise<AttemptRow> {
  const { clientId, userId } = tenantOf(scope);
  const { attempt, training } = await ownOpenAttempt(scope, attemptId);
  const db = await scope.db();
  const parts = (await partsOfQuest({ scope, questId: training.id })).flatMap((part) => (part.kind === 'ACTION' ? [part] : []));
  const answers = await db
    .select({ partId: questAnswers.partId, compliant: questAnswers.compliant })
    .from(questAnswers)
    .where(and(eq(questAnswers.clientId, clientId), eq(questAnswers.submissionId, attempt.id)));
  const byPart = new Map(answers.map((answer) => [answer.partId, answer.compliant]));
  let questions = 0;
  let correct = 0;
  for (const part of parts) {
    const compliant = byPart.get(part.id);
    if (compliant === undefined) throw validationError('Answer every part of the training before submitting');
    if (isTrainingQuestion(part.action.type)) {
      questions += 1;
      if (compliant) correct += 1;
    } else if (!compliant) {
      throw validationError('Acknowledge every instruction and add every file before submitting');
    }
  }
  const score = trainingScore(correct, questions);
  const status = attemptStatusOf(score);
  const validUntil = status === 'PASSED' ? certificateValidUntil(now, training.certificateDurationMon) : null;
  await db
    .update(questSubmissions)
    .set({ submittedBy: userId, submittedAt: now, score, answerCount: answers.length, updatedAt: now })
    .where(and(eq(questSubmissions.clientId, clientId), eq(questSubmissions.id, attempt.id)));
  await db
    .update(trainingAttempts)
    .set({ status, score, submittedAt: now, validUntil })
    .where(and(eq(trainingAttempts.clientId, clientId), eq(trainingAttempts.id, attempt.id)));
  return reloadAttempt(scope, attempt.id);
}

import {
  AnswerError,
  isAnswerCompliant,
  MESSAGES,
  parseActionProperties,
  submissionScore,
  toAnswerValue,
  type ActionType,
  type AnswerInput,
  type AnswerValue,
} from '@ks/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { actions, questActivations, questAnswerFiles, questAnswers, questParts, questSubmissions } from '../../db/schema/index.js';
import { tenantOf, type GraphQLContext } from '../../graphql/context.js';
import { notFoundError, validationError } from '../../graphql/errors.js';
import { clientFilesByIds } from '../actions/action-files.service.js';
import { createFixits } from '../fixits/fixits.service.js';
import { activationForViewer, type ActivationRow } from '../quests/activations.service.js';
import { isUuid, questRuleError } from '../quests/quest-access.service.js';
import { submissionOfActivation, type SubmissionRow } from './submissions.service.js';

/** An activation can take answers only while its window is open and it is not submitted. */
function assertOpen(activation: ActivationRow, now: Date): void {
  if (activation.progress === 'FINISHED') throw questRuleError('This checklist was already submitted', 'ACTIVATION_FINISHED');
  if (activation.missedAt || now < activation.startsAt || now >= activation.endsAt) {
    throw questRuleError('This checklist is not open now', 'ACTIVATION_CLOSED');
  }
}

async function lockedActivation(ctx: GraphQLContext, activationId: string): Promise<ActivationRow> {
  const activation = await activationForViewer({ ctx, id: activationId, lock: true });
  if (!activation) throw notFoundError('Activation');
  return activation;
}

/** Checks uploaded files: the client's own, and pictures for a PHOTO action ('Invalid file type'). */
export async function checkAnswerFiles(db: Db, clientId: string, type: ActionType, fileIds: string[]): Promise<void> {
  if (fileIds.length === 0) return;
  const found = await clientFilesByIds(db, clientId, fileIds.filter(isUuid));
  if (fileIds.some((id) => !found.has(id))) throw notFoundError('File');
  if (type === 'PHOTO' && [...found.values()].some((file) => file.kind !== 'PICTURE'))
    throw validationError(MESSAGES.invalidFileType, 'fileIds');
}

/**
 * A worker's input for an action turned into the stored answer (BAD_USER_INPUT saying what is wrong),
 * its uploaded files checked; with the action's parsed properties for the caller's scoring rule.
 */
export async function checkedAnswer(db: Db, clientId: string, action: typeof actions.$inferSelect, input: AnswerInput) {
  const properties = parseActionProperties(action.type, action.properties);
  let value: AnswerValue;
  try {
    value = toAnswerValue(action.type, properties, input);
  } catch (error) {
    if (error instanceof AnswerError) throw validationError(error.message);
    throw error;
  }
  await checkAnswerFiles(db, clientId, action.type, value.kind === 'FILES' ? value.fileIds : []);
  return { properties, value };
}

/**
 * Writes (or replaces) the answer to one part of a submission with a snapshot of the action as it is
 * now, and the files uploaded for it; keeps the submission's answer count. Quests and trainings share it.
 */
export async function storeAnswer(
  db: Db,
  {
    clientId,
    submissionId,
    part,
    action,
    value,
    compliant,
    userId,
    now,
  }: {
    clientId: string;
    submissionId: string;
    part: { id: string; position: number };
    action: typeof actions.$inferSelect;
    value: AnswerValue;
    compliant: boolean;
    userId: string;
    now: Date;
  },
): Promise<void> {
  const fileIds = value.kind === 'FILES' ? value.fileIds : [];
  const snapshot = { type: action.type, name: action.name, description: action.description, properties: action.properties };
  const [answer] = await db
    .insert(questAnswers)
    .values({
      clientId,
      submissionId,
      partId: part.id,
      actionId: action.id,
      position: part.position,
      actionSnapshot: snapshot,
      value,
      compliant,
      answeredBy: userId,
      answeredAt: now,
    })
    .onConflictDoUpdate({
      target: [questAnswers.submissionId, questAnswers.partId],
      set: { value, compliant, actionSnapshot: snapshot, answeredBy: userId, answeredAt: now, position: part.position },
    })
    .returning({ id: questAnswers.id });
  const answerId = answer!.id; // insert … returning always gives the row
  await db.delete(questAnswerFiles).where(and(eq(questAnswerFiles.clientId, clientId), eq(questAnswerFiles.answerId, answerId)));
  if (fileIds.length > 0) {
    await db.insert(questAnswerFiles).values(fileIds.map((fileId) => ({ clientId, answerId, fileId })));
  }
  await db
    .update(questSubmissions)
    .set({ answerCount: sql`(select count(*)::int from quest_answers a where a.submission_id = ${submissionId})`, updatedAt: now })
    .where(eq(questSubmissions.id, submissionId));
}

/**
 * Saves (or replaces) the answer to one action of an open activation, as the worker goes. The first
 * answer moves the activation to IN_PROGRESS and opens its submission. Temperatures arrive in the
 * worker's unit and are stored in °C.
 */
export async function answerQuestAction({
  ctx,
  activationId,
  partId,
  input,
  now = new Date(),
}: {
  ctx: GraphQLContext;
  activationId: string;
  partId: string;
  input: AnswerInput;
  now?: Date;
}): Promise<ActivationRow> {
  const { clientId, userId } = tenantOf(ctx);
  const activation = await lockedActivation(ctx, activationId);
  assertOpen(activation, now);
  const db = await ctx.db();
  if (!isUuid(partId)) throw notFoundError('Quest part');
  const [part] = await db
    .select({ part: questParts, action: actions })
    .from(questParts)
    .innerJoin(actions, eq(actions.id, questParts.actionId))
    .where(and(eq(questParts.id, partId), eq(questParts.clientId, clientId), eq(questParts.questId, activation.questId)));
  if (!part) throw notFoundError('Quest part');

  const { properties, value } = await checkedAnswer(db, clientId, part.action, input);
  const compliant = isAnswerCompliant(part.action.type, properties, value);

  await db
    .insert(questSubmissions)
    .values({ clientId, activationId: activation.id, questId: activation.questId, locationId: activation.locationId, startedBy: userId })
    .onConflictDoNothing();
  const submission = (await submissionOfActivation(db, clientId, activation.id))!; // inserted or already there
  await storeAnswer(db, { clientId, submissionId: submission.id, part: part.part, action: part.action, value, compliant, userId, now });
  const [updated] = await db
    .update(questActivations)
    .set({ progress: 'IN_PROGRESS' })
    .where(and(eq(questActivations.id, activation.id), eq(questActivations.progress, 'PENDING')))
    .returning();
  return updated ?? activation;
}

/**
 * Submits an open activation: scores it (compliant ÷ answered × 100, rounded; a score above 100 is
 * refused with 'Score cannot be over 100'), raises a PENDING fix-it for every non-compliant answer and
 * moves it to FINISHED.
 */
export async function submitQuestActivation({
  ctx,
  activationId,
  now = new Date(),
}: {
  ctx: GraphQLContext;
  activationId: string;
  now?: Date;
}): Promise<SubmissionRow> {
  const { clientId, userId } = tenantOf(ctx);
  const activation = await lockedActivation(ctx, activationId);
  assertOpen(activation, now);
  const db = await ctx.db();
  const submission = await submissionOfActivation(db, clientId, activation.id);
  const answers = submission
    ? await db
        .select({ id: questAnswers.id, actionId: questAnswers.actionId, compliant: questAnswers.compliant })
        .from(questAnswers)
        .where(and(eq(questAnswers.clientId, clientId), eq(questAnswers.submissionId, submission.id)))
    : [];
  if (!submission || answers.length === 0) throw validationError('Answer at least one action before submitting');

  let score: number | null;
  try {
    score = submissionScore(answers.filter((answer) => answer.compliant).length, answers.length);
  } catch (error) {
    if (error instanceof AnswerError) throw validationError(error.message, 'score');
    throw error;
  }
  const raised = await createFixits(
    db,
    answers
      .filter((answer) => !answer.compliant)
      .map((answer) => ({
        clientId,
        locationId: activation.locationId,
        questId: activation.questId,
        activationId: activation.id,
        actionId: answer.actionId,
        submissionId: submission.id,
        answerId: answer.id,
        submittedBy: userId,
      })),
  );
  const [submitted] = await db
    .update(questSubmissions)
    .set({ submittedBy: userId, submittedAt: now, score, answerCount: answers.length, fixitCount: raised.length, updatedAt: now })
    .where(eq(questSubmissions.id, submission.id))
    .returning();
  await db.update(questActivations).set({ progress: 'FINISHED', finishedAt: now, score }).where(eq(questActivations.id, activation.id));
  return submitted!; // the activation (and so its submission) is locked in this transaction
}

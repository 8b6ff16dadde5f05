import {
  ANSWER_NOTE_MAX,
  AnswerError,
  answerNote,
  isAnswerCompliant,
  MESSAGES,
  parseActionProperties,
  submissionScore,
  toAnswerValue,
  unansweredActionParts,
  type ActionType,
  type AnswerInput,
  type AnswerValue,
} from '@ks/domain';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { actions, questActivations, questAnswerFiles, questAnswers, questParts, questSubmissions } from '../../db/schema/index.js';
import type { AppServices } from '../../scope/app-services.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { notFoundError, tooLongError, validationError } from '../../graphql/errors.js';
import { clientFilesByIds } from './action-files.service.js';
import { requireAnswerAppliance, storeAnswerAppliance } from './answer-appliance.service.js';
import { createFixits } from './fixits.service.js';
import { activationForViewer, type ActivationRow } from './activations.service.js';
import { submissionOfActivation, type SubmissionRow } from './submissions.service.js';
import {
  acceptedTime,
  answerAlreadyStored,
  refuseTakenId,
  submissionAlreadyStored,
  type OfflineStamp,
} from './offline-delivery.service.js';
import { isUuid } from '../../db/ids.js';
import { isLateEvidence, keepLateAnswer } from './late-answers.service.js';
import { checkedSignature } from './submission-signature.service.js';

async function lockedActivation(scope: Scope, activationId: string): Promise<ActivationRow> {
  const activation = await activationForViewer({ scope, id: activationId, lock: true });
  if (!activation) throw notFoundError('Activation');
  return activation;
}

/** Checks uploaded files: the client's own, and pictures for a PHOTO action ('Invalid file type'). */
export async function checkAnswerFiles({
  db,
  clientId,
  type,
  fileIds,
}: {
  db: Db;
  clientId: string;
  type: ActionType;
  fileIds: string[];
}): Promise<void> {
  if (fileIds.length === 0) return;
  const found = await clientFilesByIds({ db, clientId, ids: fileIds.filter(isUuid) });
  if (fileIds.some((id) => !found.has(id))) throw notFoundError('File');
  if (type === 'PHOTO' && [...found.values()].some((file) => file.kind !== 'PICTURE'))
    throw validationError(MESSAGES.invalidFileType, 'fileIds', 'INVALID_FILE_TYPE');
}

/**
 * A worker's input for an action turned into the stored answer (BAD_USER_INPUT saying what is wrong),
 * its uploaded files checked; with the action's parsed properties for the caller's scoring rule, and the
 * answer's note (trimmed, null when blank).
 */
export async function checkedAnswer({
  db,
  clientId,
  action,
  input,
}: {
  db: Db;
  clientId: string;
  action: typeof actions.$inferSelect;
  input: AnswerInput;
}) {
  const properties = parseActionProperties(action.type, action.properties);
  let value: AnswerValue;
  let note: string | null;
  try {
    note = answerNote(input.note);
  } catch (error) {
    if (error instanceof AnswerError) throw tooLongError(error.message, ANSWER_NOTE_MAX, 'note');
    throw error;
  }
  try {
    value = toAnswerValue(action.type, properties, input);
  } catch (error) {
    if (error instanceof AnswerError) throw validationError(error.message);
    throw error;
  }
  await checkAnswerFiles({ db, clientId, type: action.type, fileIds: value.kind === 'FILES' ? value.fileIds : [] });
  return { properties, value, note };
}

/**
 * Writes (or replaces) the answer to one part of a submission with a snapshot of the action as it is
 * now, and the files uploaded for it; keeps the submission's answer count. Quests and trainings share it.
 */
export async function storeAnswer({
  db,
  clientId,
  submissionId,
  part,
  action,
  value,
  compliant,
  userId,
  now,
  clientAnswerId,
  note = null,
}: {
  db: Db;
  clientId: string;
  submissionId: string;
  part: { id: string; position: number };
  action: typeof actions.$inferSelect;
  value: AnswerValue;
  compliant: boolean;
  userId: string;
  now: Date;
  /** The answer's note, checked (answerNote); an answer given again replaces it with its own. */
  note?: string | null;
  /** The device's id of an answer from an offline outbox. */
  clientAnswerId?: string;
}): Promise<string | null> {
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
      clientAnswerId,
      note,
    })
    .onConflictDoUpdate({
      target: [questAnswers.submissionId, questAnswers.partId],
      set: {
        value,
        compliant,
        note,
        actionSnapshot: snapshot,
        answeredBy: userId,
        answeredAt: now,
        position: part.position,
        clientAnswerId,
      },
      // An answer that reaches the server late (an offline outbox) never replaces one given after it.
      setWhere: lte(questAnswers.answeredAt, now),
    })
    .returning({ id: questAnswers.id });
  if (!answer) return null; // a newer answer to this part is stored already
  const answerId = answer.id;
  await db.delete(questAnswerFiles).where(and(eq(questAnswerFiles.clientId, clientId), eq(questAnswerFiles.answerId, answerId)));
  if (fileIds.length > 0) {
    await db.insert(questAnswerFiles).values(fileIds.map((fileId) => ({ clientId, answerId, fileId })));
  }
  await db
    .update(questSubmissions)
    .set({ answerCount: sql`(select count(*)::int from quest_answers a where a.submission_id = ${submissionId})`, updatedAt: now })
    .where(eq(questSubmissions.id, submissionId));
  return answerId;
}

/** The quest part answered, with its action, and the answer's stored value and compliance. */
async function judgedAnswer({
  db,
  clientId,
  activation,
  partId,
  input,
}: {
  db: Db;
  clientId: string;
  activation: ActivationRow;
  partId: string;
  input: AnswerInput;
}) {
  if (!isUuid(partId)) throw notFoundError('Quest part');
  const [part] = await db
    .select({ part: questParts, action: actions })
    .from(questParts)
    .innerJoin(actions, eq(actions.id, questParts.actionId))
    .where(and(eq(questParts.id, partId), eq(questParts.clientId, clientId), eq(questParts.questId, activation.questId)));
  if (!part) throw notFoundError('Quest part');
  const { properties, value, note } = await checkedAnswer({ db, clientId, action: part.action, input });
  return { part, properties, value, note, compliant: isAnswerCompliant(part.action.type, properties, value) };
}

/**
 * Saves (or replaces) the answer to one action of an open activation, as the worker goes. The first
 * answer moves the activation to IN_PROGRESS and opens its submission. Temperatures arrive in the
 * worker's unit and are stored in °C.
 */
export async function answerQuestAction({
  scope,
  app,
  activationId,
  partId,
  input,
  applianceId,
  now = new Date(),
  offline = {},
}: {
  scope: Scope;
  /** The configuration: how late an offline answer may arrive (OFFLINE_ANSWER_MAX_DELAY_HOURS). */
  app: Pick<AppServices, 'config'>;
  activationId: string;
  partId: string;
  input: AnswerInput;
  /** The appliance a TEMPERATURE answer was taken at. */
  applianceId?: string | null;
  now?: Date;
  /** The device's id and time of an answer kept offline: stored once, judged by the time it was given. */
  offline?: OfflineStamp;
}): Promise<ActivationRow> {
  const { clientId, userId } = tenantOf(scope);
  const activation = await lockedActivation(scope, activationId);
  const db = await scope.db();
  const stamp = { tenantId: clientId, submissionActivationId: activation.id, partId };
  if (offline.clientId && (await answerAlreadyStored({ db, ...stamp, clientAnswerId: offline.clientId }))) return activation;
  const maxDelayHours = app.config.offlineAnswerMaxDelayHours;
  if (isLateEvidence(activation, offline)) {
    const judged = await judgedAnswer({ db, clientId, activation, partId, input });
    await keepLateAnswer({ db, clientId, userId, activation, ...judged, offline, now, maxDelayHours });
    return activation;
  }
  const answeredAt = acceptedTime(activation, { givenAt: offline.givenAt, now, maxDelayHours });
  const { part, value, compliant, note } = await judgedAnswer({ db, clientId, activation, partId, input });
  if (applianceId) {
    await requireAnswerAppliance({ db, clientId, locationId: activation.locationId, applianceId, actionType: part.action.type });
  }

  await db
    .insert(questSubmissions)
    .values({ clientId, activationId: activation.id, questId: activation.questId, locationId: activation.locationId, startedBy: userId })
    .onConflictDoNothing();
  const submission = (await submissionOfActivation({ db, clientId, activationId: activation.id }))!; // inserted or already there
  const answer = { clientId, submissionId: submission.id, part: part.part, action: part.action, value, compliant, userId, note };
  const answerId = await storeAnswer({ db, ...answer, now: answeredAt, clientAnswerId: offline.clientId }).catch(refuseTakenId);
  if (answerId && applianceId) await storeAnswerAppliance({ db, clientId, answerId, applianceId });
  const [updated] = await db
    .update(questActivations)
    .set({ progress: 'IN_PROGRESS' })
    .where(and(eq(questActivations.id, activation.id), eq(questActivations.progress, 'PENDING')))
    .returning();
  return updated ?? activation;
}

/** The action parts of a quest in order (section markers are not actions). */
async function actionPartsOfQuest(db: Db, clientId: string, questId: string) {
  const parts = await db
    .select({ id: questParts.id, actionId: questParts.actionId })
    .from(questParts)
    .where(and(eq(questParts.clientId, clientId), eq(questParts.questId, questId), eq(questParts.kind, 'ACTION')))
    .orderBy(asc(questParts.position));
  return parts.flatMap((part) => (part.actionId ? [{ id: part.id, actionId: part.actionId }] : []));
}

/**
 * Submits an open activation: scores it (compliant answers ÷ all actions of the checklist × 100, rounded;
 * a score above 100 is refused with 'Score cannot be over 100'), raises a PENDING fix-it for every
 * non-compliant answer and a fix-it "not done" (no answer) for every action left unanswered, and moves it
 * to FINISHED. An optional sign-off signature (a PNG the viewer uploaded) is stored with their name and
 * the submit's time; a second send of an offline submit returns the stored one and stores nothing again.
 */
export async function submitQuestActivation({
  scope,
  app,
  activationId,
  now = new Date(),
  offline = {},
  signatureFileId = null,
}: {
  scope: Scope;
  /** The configuration: how late an offline answer may arrive (OFFLINE_ANSWER_MAX_DELAY_HOURS). */
  app: Pick<AppServices, 'config'>;
  activationId: string;
  now?: Date;
  /** The sign-off signature's file (POST /files), when the submitter signed. */
  signatureFileId?: string | null;
  /** The device's id and time of a submit kept offline: stored once, keeps the time it was made. */
  offline?: OfflineStamp;
}): Promise<SubmissionRow> {
  const { clientId, userId } = tenantOf(scope);
  const activation = await lockedActivation(scope, activationId);
  const db = await scope.db();
  if (offline.clientId) {
    const stored = await submissionAlreadyStored({
      db,
      tenantId: clientId,
      clientSubmissionId: offline.clientId,
      activationId: activation.id,
    });
    if (stored) return stored;
  }
  const submittedAt = acceptedTime(activation, { givenAt: offline.givenAt, now, maxDelayHours: app.config.offlineAnswerMaxDelayHours });
  const signature = signatureFileId ? await checkedSignature({ scope, fileId: signatureFileId, signedAt: submittedAt }) : {};
  const submission = await submissionOfActivation({ db, clientId, activationId: activation.id });
  const answers = submission
    ? await db
        .select({ id: questAnswers.id, partId: questAnswers.partId, actionId: questAnswers.actionId, compliant: questAnswers.compliant })
        .from(questAnswers)
        .where(and(eq(questAnswers.clientId, clientId), eq(questAnswers.submissionId, submission.id)))
    : [];
  if (!submission || answers.length === 0) throw validationError('Answer at least one action before submitting');

  const parts = await actionPartsOfQuest(db, clientId, activation.questId);
  const unanswered = new Set(
    unansweredActionParts(
      parts.map((part) => part.id),
      answers.flatMap((answer) => (answer.partId ? [answer.partId] : [])),
    ),
  );
  // Answers to parts removed from the quest since are kept in the history but are no longer actions of it.
  const partIds = new Set(parts.map((part) => part.id));
  const current = answers.filter((answer) => answer.partId && partIds.has(answer.partId));
  let score: number | null;
  try {
    score = submissionScore(current.filter((answer) => answer.compliant).length, parts.length);
  } catch (error) {
    if (error instanceof AnswerError) throw validationError(error.message, 'score');
    throw error;
  }
  const raisedBy = {
    clientId,
    locationId: activation.locationId,
    questId: activation.questId,
    activationId: activation.id,
    submissionId: submission.id,
    submittedBy: userId,
  };
  const raised = await createFixits({
    db,
    rows: [
      ...answers.filter((answer) => !answer.compliant).map((answer) => ({ ...raisedBy, actionId: answer.actionId, answerId: answer.id })),
      ...parts.filter((part) => unanswered.has(part.id)).map((part) => ({ ...raisedBy, actionId: part.actionId, answerId: null })),
    ],
  });
  const [submitted] = await db
    .update(questSubmissions)
    .set({
      submittedBy: userId,
      submittedAt,
      score,
      answerCount: answers.length,
      fixitCount: raised.length,
      updatedAt: now,
      clientSubmissionId: offline.clientId,
      ...signature,
    })
    .where(eq(questSubmissions.id, submission.id))
    .returning()
    .catch(refuseTakenId);
  // A submit made offline inside its window counts even if the window was marked missed meanwhile.
  await db
    .update(questActivations)
    .set({ progress: 'FINISHED', finishedAt: submittedAt, score, missedAt: null })
    .where(eq(questActivations.id, activation.id));
  return submitted!; // the activation (and so its submission) is locked in this transaction
}

import type { AnswerValue } from '@ks/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { actions, questLateAnswers, questParts, questSubmissions } from '../../db/schema/index.js';
import type { ClientBatch } from '../../scope/client-read.js';
import { clientFilesByIds, type FileInfo } from './action-files.service.js';
import type { ActivationRow } from './activations.service.js';
import { acceptedTime, refuseTakenId, type OfflineStamp } from './offline-delivery.service.js';
import { questRuleError } from './quest-rules.service.js';
import type { AnswerRecord } from './submissions.service.js';

/**
 * Shared checklists (issue 41 item 2; docs/decisions/0182-shared-checklist-merge.md): an answer a device
 * kept offline that reaches the server after another device submitted the activation is kept as late
 * evidence when it was given (device clock, inside the window) before that submit. It is listed under
 * the record's answer to the same action and never changes the score or raises a fix-it. One given after
 * the submit is refused with ACTIVATION_FINISHED, and the device says so.
 */

export type LateAnswerRow = typeof questLateAnswers.$inferSelect;

/** A late answer as the screens show it: the answer's own shape, its device and when it arrived. */
export interface LateAnswerRecord {
  answer: AnswerRecord;
  device: string | null;
  receivedAt: Date;
}

const DEVICE_MAX = 80;

/** An offline answer (it carries its device id and time) to an activation another device already submitted. */
export function isLateEvidence(activation: ActivationRow, offline: OfflineStamp): boolean {
  return activation.progress === 'FINISHED' && offline.clientId !== undefined && offline.givenAt !== undefined;
}

/** Stores the late answer once (a second send changes nothing); refuses one given after the submit. */
export async function keepLateAnswer({
  db,
  clientId,
  userId,
  activation,
  part,
  value,
  compliant,
  note = null,
  offline,
  now,
  maxDelayHours,
}: {
  db: Db;
  clientId: string;
  userId: string;
  activation: ActivationRow;
  part: { part: typeof questParts.$inferSelect; action: typeof actions.$inferSelect };
  value: AnswerValue;
  compliant: boolean;
  /** The answer's note, checked (answerNote). */
  note?: string | null;
  offline: OfflineStamp;
  now: Date;
  maxDelayHours: number;
}): Promise<void> {
  const clientAnswerId = offline.clientId!;
  const [stored] = await db
    .select({ id: questLateAnswers.id })
    .from(questLateAnswers)
    .where(and(eq(questLateAnswers.clientId, clientId), eq(questLateAnswers.clientAnswerId, clientAnswerId)));
  if (stored) return;
  // The window, clock and age checks of any offline answer, as if the activation were still open.
  const answeredAt = acceptedTime(
    { ...activation, progress: 'IN_PROGRESS', missedAt: null },
    { givenAt: offline.givenAt, now, maxDelayHours },
  );
  const [submission] = await db
    .select({ id: questSubmissions.id, submittedAt: questSubmissions.submittedAt })
    .from(questSubmissions)
    .where(and(eq(questSubmissions.clientId, clientId), eq(questSubmissions.activationId, activation.id)));
  if (!submission?.submittedAt || answeredAt >= submission.submittedAt) {
    throw questRuleError('This checklist was already submitted before this answer was given', 'ACTIVATION_FINISHED');
  }
  const { action } = part;
  await db
    .insert(questLateAnswers)
    .values({
      clientId,
      submissionId: submission.id,
      partId: part.part.id,
      actionId: action.id,
      position: part.part.position,
      actionSnapshot: { type: action.type, name: action.name, description: action.description, properties: action.properties },
      value,
      compliant,
      note,
      answeredBy: userId,
      answeredAt,
      receivedAt: now,
      device: offline.device?.trim().slice(0, DEVICE_MAX) || null,
      clientAnswerId,
    })
    .catch(refuseTakenId);
}

/** The late answers of submissions, in quest order and then oldest given first, with their files. */
export async function lateAnswersOfSubmissions({
  db,
  clientId,
  submissionIds,
}: ClientBatch<'submissionIds'>): Promise<Map<string, LateAnswerRecord[]>> {
  const result = new Map<string, LateAnswerRecord[]>();
  if (submissionIds.length === 0) return result;
  const rows = await db
    .select()
    .from(questLateAnswers)
    .where(and(eq(questLateAnswers.clientId, clientId), inArray(questLateAnswers.submissionId, submissionIds)))
    .orderBy(asc(questLateAnswers.position), asc(questLateAnswers.answeredAt));
  const fileIdsOf = (row: LateAnswerRow): string[] => {
    const ids = (row.value as { fileIds?: unknown }).fileIds;
    return Array.isArray(ids) ? ids.map(String) : [];
  };
  const files = await clientFilesByIds({ db, clientId, ids: [...new Set(rows.flatMap(fileIdsOf))] });
  for (const row of rows) {
    const answerFiles = fileIdsOf(row).flatMap((id): FileInfo[] => (files.get(id) ? [files.get(id)!] : []));
    const { receivedAt, device, ...answer } = row;
    const record: LateAnswerRecord = { answer: { ...answer, files: answerFiles }, device, receivedAt };
    result.set(row.submissionId, [...(result.get(row.submissionId) ?? []), record]);
  }
  return result;
}

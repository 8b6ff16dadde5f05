import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { isUuid } from '../../db/ids.js';
import { questAnswers, questSubmissions } from '../../db/schema/index.js';
import { appError, validationError } from '../../graphql/errors.js';
import type { ActivationRow } from './activations.service.js';
import { questRuleError } from './quest-rules.service.js';

/**
 * Answers and submits that a device kept in its outbox while it had no network (issue 20 item 4): each
 * carries the id the device gave it and the time it was given. The server stores each id once and judges
 * a late one by the time it was given, not the time it arrived.
 */
export interface OfflineStamp {
  /** The device's id of this answer or submit (a UUID); a second send of it returns what was stored. */
  clientId?: string;
  /** When the cook gave it, by the device's clock; missing means now. */
  givenAt?: Date;
  /** The device's own name for itself, kept with an answer that arrives as late evidence. */
  device?: string;
}

/** Clocks of phones drift: a time this far ahead of the server's is taken as now, further is refused. */
export const CLOCK_SKEW_MS = 2 * 60_000;

/**
 * The time an answer or submit counts as given, checked: not in the future (beyond the clock skew), not
 * older than the configured bound, and inside the activation's window. Without `givenAt` the activation
 * must be open now, as always; with it, a window that closed (or was marked missed) while the device was
 * offline still takes what was given inside it.
 */
export function acceptedTime(
  activation: ActivationRow,
  { givenAt, now, maxDelayHours }: { givenAt?: Date; now: Date; maxDelayHours: number },
): Date {
  if (activation.progress === 'FINISHED') throw questRuleError('This checklist was already submitted', 'ACTIVATION_FINISHED');
  if (!givenAt) {
    if (activation.missedAt || now < activation.startsAt || now >= activation.endsAt) throw closedError();
    return now;
  }
  if (givenAt.getTime() > now.getTime() + CLOCK_SKEW_MS) {
    throw appError('The time the answer was given is in the future', 'validation', 'ANSWER_TIME_IN_FUTURE');
  }
  if (now.getTime() - givenAt.getTime() > maxDelayHours * 3_600_000) {
    throw appError(`Answers given more than ${maxDelayHours} hours ago are no longer accepted`, 'validation', 'ANSWER_TOO_OLD', {
      maxDelayHours,
    });
  }
  const at = givenAt > now ? now : givenAt;
  if (at < activation.startsAt || at >= activation.endsAt) throw closedError();
  return at;
}

function closedError() {
  return questRuleError('This checklist is not open now', 'ACTIVATION_CLOSED');
}

function takenError() {
  return appError('This id was already used for another answer', 'validation', 'CLIENT_ID_TAKEN');
}

function checkedId(clientId: string): string {
  if (!isUuid(clientId)) throw validationError('The client id must be a UUID', 'clientId');
  return clientId;
}

/**
 * Whether the answer with this device id is already stored for this activation and part (true: a second
 * send, nothing to do). The same id used for another part or checklist is refused; another tenant's
 * rows are not visible here, and the unique index refuses them when stored (`refuseTakenId`).
 */
export async function answerAlreadyStored({
  db,
  tenantId,
  clientAnswerId,
  submissionActivationId,
  partId,
}: {
  db: Db;
  tenantId: string;
  clientAnswerId: string;
  submissionActivationId: string;
  partId: string;
}): Promise<boolean> {
  const [stored] = await db
    .select({ partId: questAnswers.partId, activationId: questSubmissions.activationId })
    .from(questAnswers)
    .innerJoin(questSubmissions, eq(questSubmissions.id, questAnswers.submissionId))
    .where(and(eq(questAnswers.clientId, tenantId), eq(questAnswers.clientAnswerId, checkedId(clientAnswerId))));
  if (!stored) return false;
  if (stored.activationId !== submissionActivationId || stored.partId !== partId) throw takenError();
  return true;
}

/** The submission already stored under this device id for this activation, or null; another activation's is refused. */
export async function submissionAlreadyStored({
  db,
  tenantId,
  clientSubmissionId,
  activationId,
}: {
  db: Db;
  tenantId: string;
  clientSubmissionId: string;
  activationId: string;
}): Promise<typeof questSubmissions.$inferSelect | null> {
  const [stored] = await db
    .select()
    .from(questSubmissions)
    .where(and(eq(questSubmissions.clientId, tenantId), eq(questSubmissions.clientSubmissionId, checkedId(clientSubmissionId))));
  if (!stored) return null;
  if (stored.activationId !== activationId) throw takenError();
  return stored;
}

const CLIENT_ID_INDEXES = new Set([
  'quest_answers_client_answer_key',
  'quest_submissions_client_submission_key',
  'quest_late_answers_client_answer_key',
]);

/** A device id that another tenant already used hits the unique index: refused like any taken id. */
export function refuseTakenId(error: unknown): never {
  const cause = (error instanceof Error && 'cause' in error ? error.cause : error) as { code?: string; constraint?: string } | null;
  if (cause?.code === '23505' && cause.constraint && CLIENT_ID_INDEXES.has(cause.constraint)) throw takenError();
  throw error;
}

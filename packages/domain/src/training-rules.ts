import type { ActionType } from './action-properties.js';
import { CERTIFICATION_MIN_SCORE, EXPIRY_NOTICE_DAYS } from './constants.js';

/** Trainings: which parts are scored, the score, the pass rule, certificate validity and status. */

export const TRAINING_ATTEMPT_STATUSES = ['IN_PROGRESS', 'PASSED', 'FAILED'] as const;
export type TrainingAttemptStatus = (typeof TRAINING_ATTEMPT_STATUSES)[number];
export const CERTIFICATION_STATUSES = ['VALID', 'NOT_VALID'] as const;
export type CertificationStatus = (typeof CERTIFICATION_STATUSES)[number];

/** certificateDurationMon accepted by updateTraining (ten years is the longest any food-safety card lasts). */
export const CERTIFICATE_DURATION_LIMITS_MON = { min: 1, max: 120 } as const;

/** Quiz questions are the choice actions; instructions, files and photos are required but not scored. */
export function isTrainingQuestion(type: ActionType): boolean {
  return type === 'SINGLE_CHOICE' || type === 'MULTIPLE_CHOICE';
}

/**
 * A question is answered correctly when the chosen options are exactly the options marked correct; a
 * question without any correct option accepts every answer (the author has not marked one yet).
 */
export function isQuestionAnsweredCorrectly(options: ReadonlyArray<{ correct?: boolean }>, chosenIndexes: readonly number[]): boolean {
  const correct = options.flatMap((option, index) => (option.correct ? [index] : []));
  if (correct.length === 0) return true;
  const chosen = new Set(chosenIndexes);
  return chosen.size === correct.length && correct.every((index) => chosen.has(index));
}

/** score = round(correct ÷ questions × 100); a training without questions scores 100 once submitted. */
export function trainingScore(correctQuestions: number, questions: number): number {
  if (!Number.isInteger(correctQuestions) || !Number.isInteger(questions) || correctQuestions < 0 || correctQuestions > questions) {
    throw new RangeError(`invalid question counts ${correctQuestions}/${questions}`);
  }
  if (questions === 0) return 100;
  return Math.round((correctQuestions / questions) * 100);
}

/** The rounded score decides (what the user sees): 40 passes, 39 (e.g. 7/18 = 38.9) fails. */
export function isPassingScore(score: number): boolean {
  return score >= CERTIFICATION_MIN_SCORE;
}

/** PASSED or FAILED for a submitted attempt's score. */
export function attemptStatusOf(score: number): Exclude<TrainingAttemptStatus, 'IN_PROGRESS'> {
  return isPassingScore(score) ? 'PASSED' : 'FAILED';
}

/**
 * `months` calendar months after `from`, in UTC, same time of day; a day missing in the target month
 * clamps to its last day (31 January + 1 month = 28 or 29 February).
 */
export function addCalendarMonthsUtc(from: Date, months: number): Date {
  if (!Number.isInteger(months)) throw new RangeError(`months must be an integer, got ${months}`);
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(from.getUTCDate(), lastDay);
  return new Date(Date.UTC(year, month, day, from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds(), from.getUTCMilliseconds()));
}

/** When a certificate earned by an attempt submitted at `submittedAt` stops being valid. */
export function certificateValidUntil(submittedAt: Date, certificateDurationMon: number): Date {
  return addCalendarMonthsUtc(submittedAt, certificateDurationMon);
}

/** VALID iff some passed attempt's validUntil is still ahead (expiry is computed, never stored). */
export function certificationStatusOf(validUntil: Date | null, now: Date): CertificationStatus {
  return validUntil !== null && validUntil.getTime() > now.getTime() ? 'VALID' : 'NOT_VALID';
}

/** The latest validUntil among passed attempts (null when never passed). */
export function latestValidUntil(passed: ReadonlyArray<{ validUntil: Date | null }>): Date | null {
  let latest: Date | null = null;
  for (const attempt of passed) {
    if (attempt.validUntil && (!latest || attempt.validUntil > latest)) latest = attempt.validUntil;
  }
  return latest;
}

/** A still-valid certificate that runs out within EXPIRY_NOTICE_DAYS: its holder and managers are told once. */
export function isExpiringSoon(validUntil: Date, now: Date, noticeDays = EXPIRY_NOTICE_DAYS): boolean {
  const left = validUntil.getTime() - now.getTime();
  return left > 0 && left <= noticeDays * 86_400_000;
}

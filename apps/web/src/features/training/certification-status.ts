import { isExpiringSoon, type CertificationStatus, type TrainingAttemptStatus } from '@ks/domain';

/** Pure wording and colour rules of certifications and attempts, shared by every training screen. */

/** Spec colours: success in primary, failure in secondary. */
export function certificationColor(status: CertificationStatus): 'primary' | 'secondary' {
  return status === 'VALID' ? 'primary' : 'secondary';
}

export function attemptColor(status: TrainingAttemptStatus): 'primary' | 'secondary' | 'gray' {
  if (status === 'PASSED') return 'primary';
  if (status === 'FAILED') return 'secondary';
  return 'gray';
}

/** Whether a valid certificate runs out within the notice period (the same 30 days the e-mails use). */
export function expiresSoon(validUntil: string | null, now: Date): boolean {
  return validUntil !== null && isExpiringSoon(new Date(validUntil), now);
}

/** What "My trainings" offers: continue an open attempt, retake after a submitted one, or take it first. */
export type MyTrainingAction = 'CONTINUE' | 'RETAKE' | 'TAKE';

export function myTrainingAction(entry: { openAttempt: unknown | null; certification: { lastAttempt: unknown | null } }): MyTrainingAction {
  if (entry.openAttempt) return 'CONTINUE';
  if (entry.certification.lastAttempt) return 'RETAKE';
  return 'TAKE';
}

/** A calendar date in the viewer's language (validity is a day, the time would only distract). */
export function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
}

/** Things answered so far out of everything a learner must answer (sections are not answered). */
export function answeredCount(
  parts: ReadonlyArray<{ __typename?: string; id: string }>,
  answeredPartIds: ReadonlySet<string>,
): {
  answered: number;
  total: number;
} {
  const actions = parts.filter((part) => part.__typename === 'QuestActionPart');
  return { answered: actions.filter((part) => answeredPartIds.has(part.id)).length, total: actions.length };
}

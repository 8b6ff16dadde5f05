import { INVALID_PHONE_MESSAGE, MESSAGES } from '@ks/domain';
import type { ZodIssue } from 'zod';

/** i18n keys of the messages the people forms (users, profile, diary, media names) can show. */
export type FormMessageKey =
  | 'validation.required'
  | 'validation.invalidEmail'
  | 'validation.emailMissingAt'
  | 'users.validation.invalidPhone'
  | 'users.validation.tooLong'
  | 'users.validation.invalid'
  | 'users.errors.emailTaken'
  | 'users.errors.unknownLocation'
  | 'profile.wrongPassword'
  | 'diary.needsContent';

// The domain schemas check the form in the browser with the same rules as the API; their messages
// are the domain's own constants, turned here into the i18n text for the same message.
const KEYS: Record<string, FormMessageKey> = {
  [MESSAGES.fieldRequired]: 'validation.required',
  [MESSAGES.invalidEmail]: 'validation.invalidEmail',
  [MESSAGES.emailMissingAt]: 'validation.emailMissingAt',
  [MESSAGES.diaryNeedsContent]: 'diary.needsContent',
  [INVALID_PHONE_MESSAGE]: 'users.validation.invalidPhone',
  'Unknown location': 'users.errors.unknownLocation',
};

/** The i18n key for an issue of a domain schema: a text over its limit by the issue's kind, others by message. */
export function peopleMessageKey(issue: Pick<ZodIssue, 'code' | 'message'> & { type?: string }): FormMessageKey {
  if (issue.code === 'too_big' && issue.type === 'string') return 'users.validation.tooLong';
  return KEYS[issue.message] ?? 'users.validation.invalid';
}

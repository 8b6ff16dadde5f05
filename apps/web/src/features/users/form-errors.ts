import { EMAIL_TAKEN_MESSAGE, INVALID_PHONE_MESSAGE, MESSAGES, WRONG_CURRENT_PASSWORD_MESSAGE } from '@ks/domain';
import type { GraphQLFormattedError } from 'graphql';
import type { ZodType } from 'zod';

/** i18n keys of the messages the people forms can show. */
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

// The domain schemas and the API speak English; the forms show the i18n text for the same message.
const KEYS: Record<string, FormMessageKey> = {
  [MESSAGES.fieldRequired]: 'validation.required',
  [MESSAGES.invalidEmail]: 'validation.invalidEmail',
  [MESSAGES.emailMissingAt]: 'validation.emailMissingAt',
  [MESSAGES.diaryNeedsContent]: 'diary.needsContent',
  [INVALID_PHONE_MESSAGE]: 'users.validation.invalidPhone',
  [EMAIL_TAKEN_MESSAGE]: 'users.errors.emailTaken',
  [WRONG_CURRENT_PASSWORD_MESSAGE]: 'profile.wrongPassword',
  'Unknown location': 'users.errors.unknownLocation',
};

/** The i18n key for a domain or API message. */
export function formMessageKey(message: string): FormMessageKey {
  if (message.startsWith('Must be at most')) return 'users.validation.tooLong';
  return KEYS[message] ?? 'users.validation.invalid';
}

/** Field → first message key, from a domain schema (the same rules the API applies). */
export function fieldErrorsOf<F extends string>(schema: ZodType, values: unknown): Partial<Record<F, FormMessageKey>> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<F, FormMessageKey>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as F;
    if (!(field in errors)) errors[field] = formMessageKey(issue.message);
  }
  return errors;
}

/** The first GraphQL error of a failed request (Apollo's or a plain one). */
export function firstGraphQLError(error: unknown): GraphQLFormattedError | null {
  if (typeof error !== 'object' || error === null) return null;
  const list = (error as { graphQLErrors?: ReadonlyArray<GraphQLFormattedError> }).graphQLErrors;
  return list?.[0] ?? null;
}

export type ServerFieldError = { field: string | null; key: FormMessageKey };

/** A validation error the API attached to a field (`extensions.field`), as an i18n key; null otherwise. */
export function serverFieldError(error: unknown): ServerFieldError | null {
  const first = firstGraphQLError(error);
  if (!first || first.extensions?.category !== 'validation') return null;
  const field = first.extensions.field;
  return { field: typeof field === 'string' ? field : null, key: formMessageKey(first.message) };
}

/** `extensions.code` of the first GraphQL error, if any. */
export function errorCodeOf(error: unknown): string | undefined {
  const code = firstGraphQLError(error)?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

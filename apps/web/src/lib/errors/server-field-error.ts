import { errorCodeOf, firstGraphQLError } from '../apollo/classify-error';
import type { FormMessageKey } from '../forms/people-form-messages';
import { apiErrorKey } from './api-error-message';

export type ServerFieldError = { field: string | null; key: FormMessageKey };

/** Refusals of the people forms with their own text, by code (others read "invalid"). */
const FORM_REFUSALS: readonly string[] = ['EMAIL_TAKEN', 'WRONG_PASSWORD', 'UNKNOWN_LOCATION', 'TOO_LONG'];

/** A validation error the API attached to a field (`extensions.field`), as an i18n key; null otherwise. */
export function serverFieldError(error: unknown): ServerFieldError | null {
  const first = firstGraphQLError(error);
  if (!first || first.extensions?.category !== 'validation') return null;
  const field = first.extensions.field;
  const known = FORM_REFUSALS.includes(errorCodeOf(error) ?? '') ? apiErrorKey(error, 'users') : null;
  return { field: typeof field === 'string' ? field : null, key: (known as FormMessageKey | null) ?? 'users.validation.invalid' };
}

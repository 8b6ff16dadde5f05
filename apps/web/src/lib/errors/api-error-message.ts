import { apiErrorMessageKey, API_ERROR_CODES, isApiErrorCode, type ApiErrorScreen } from '@ks/domain';
import type { ParseKeys, TFunction } from 'i18next';
import { errorCodeOf, firstGraphQLError } from '../apollo/classify-error';

/** An i18n key of the bundled messages (en.ts is the shape every language fills). */
export type MessageKey = ParseKeys;

/**
 * The one place the web turns an API refusal into words: its `extensions.code` picks the message key
 * listed in packages/domain (error-codes.ts), worded for the screen when the screen has its own text.
 * Null for a failure without a known code. Nothing here reads the server's English message.
 */
export function apiErrorKey(error: unknown, screen?: ApiErrorScreen): MessageKey | null {
  const code = errorCodeOf(error);
  if (!isApiErrorCode(code)) return null;
  // The keys are checked against en.ts and es.ts by api-error-message.test.ts.
  return apiErrorMessageKey(code, screen) as MessageKey;
}

/** True when the code says which refusal it is; false for the generic ones the server words itself. */
function isSpecific(error: unknown): boolean {
  const code = errorCodeOf(error);
  return isApiErrorCode(code) && !('serverWorded' in API_ERROR_CODES[code]);
}

/**
 * What to tell the person about a failed call: the translated text of a known refusal (with the
 * extensions it names, e.g. TOO_LONG's limit), the server's own words for a generic refusal it words
 * itself (which field, which thing), otherwise the screen's fallback.
 */
export function apiErrorMessage(error: unknown, t: TFunction, options: { fallback: string; screen?: ApiErrorScreen }): string {
  const key = apiErrorKey(error, options.screen);
  const first = firstGraphQLError(error);
  if (key && isSpecific(error)) return t(key, { ...first?.extensions }) as string;
  if (first?.message && typeof first.extensions?.category === 'string') return first.message;
  return options.fallback;
}

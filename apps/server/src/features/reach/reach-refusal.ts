import type { ApiErrorCode } from '@ks/domain';
import { appError } from '../../graphql/errors.js';

/**
 * A refusal of the chain, rota, quiet-hours or acknowledge input: the English words (the API's own), the
 * field they are about, and the code a screen words them by in the reader's language, with `n` the step
 * or shift (from 1) the text names, so nothing has to parse the English.
 */
export function reachRefusal({ message, code, field, n }: { message: string; code: ApiErrorCode; field: string; n?: number }) {
  return appError(message, 'validation', code, { field, ...(n === undefined ? {} : { n }) });
}

import type { TFunction } from 'i18next';
import { firstGraphQLError } from '../../../lib/apollo/classify-error';
import { apiErrorMessage } from '../../../lib/errors/api-error-message';
import { showErrorToast } from '../../../ui/toast';
import type { Refusal } from './on-call-problems';

/** The API's refusal of a save, in a toast and for the control it names (`extensions.field`). */
export function apiRefusal(failure: unknown, t: TFunction, fallback: string): Refusal {
  const field = firstGraphQLError(failure)?.extensions?.field;
  const message = apiErrorMessage(failure, t, { fallback });
  showErrorToast(message);
  return { path: typeof field === 'string' ? field : null, message };
}

import type { TFunction } from 'i18next';
import { apiErrorMessage } from '../../lib/errors/api-error-message';

/**
 * What to tell the person about a failed checklist call: a translated text for a known refusal (e.g.
 * 'A quest cannot be activated without a schedule'), the server's message for other expected refusals
 * (validation), otherwise the given fallback. The words come from the one code → message map.
 */
export function errorMessageOf(error: unknown, fallback: string, t: TFunction): string {
  return apiErrorMessage(error, t, { fallback });
}

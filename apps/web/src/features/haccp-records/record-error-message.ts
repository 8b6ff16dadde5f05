import type { TFunction } from 'i18next';
import { apiErrorMessage } from '../../lib/errors/api-error-message';

/**
 * What to tell the person about a refused HACCP record: by its code through the shared map (a refusal
 * the records word their own way is the 'haccp' screen's), never by the server's English text.
 */
export function recordErrorMessage(error: unknown, t: TFunction): string {
  return apiErrorMessage(error, t, { fallback: t('haccp.errors.failed'), screen: 'haccp' });
}

import type { TFunction } from 'i18next';
import { apiErrorMessage } from '../../lib/errors/api-error-message';

/** What to tell the person about a failed training call: worded for a training where a quest's words differ. */
export function trainingErrorMessage(error: unknown, fallback: string, t: TFunction): string {
  return apiErrorMessage(error, t, { fallback, screen: 'training' });
}

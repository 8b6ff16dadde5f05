import { addDays } from '@ks/domain';

/** One appliance's export covers at most this many days (the server's limit for a single appliance). */
export const APPLIANCE_EXPORT_MAX_DAYS = 366;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export type ExportPeriodProblem = 'missing' | 'order' | 'future' | 'tooLong';

function isDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  try {
    return addDays(value, 0) === value;
  } catch {
    return false;
  }
}

/**
 * What is wrong with an export period of whole local days `from`…`to` (both included), or null. Checked
 * in the browser so the picker explains itself; the server checks again.
 */
export function exportPeriodProblem(from: string, to: string, today: string): ExportPeriodProblem | null {
  if (!isDay(from) || !isDay(to)) return 'missing';
  if (to < from) return 'order';
  if (to > today) return 'future';
  if (addDays(from, APPLIANCE_EXPORT_MAX_DAYS) <= to) return 'tooLong';
  return null;
}

import type { FoodVerdict } from './food-verdict.js';
import { dayBoundary } from './service-hours.js';
import { localDateOf } from './zoned-time.js';

/**
 * Batch life (PRODUCT.md "Food batches"): a batch that never reached use-now turns over by itself at the
 * location's day boundary after the appliance's batch life: 7 days for cold holding (the longest
 * date-marking of FDA 3-501.17, day 1 being the day the batch started), 1 day for hot holding (the day's
 * food). A batch that reached use-now, act-now or discard never turns over silently: it waits for a
 * corrective action.
 */
export const BATCH_LIFE_DAYS = { COLD: 7, HOT: 1 } as const;
export const BATCH_LIFE_LIMITS_DAYS = { min: 1, max: 14 } as const;

/** When a batch started at `startedAtMs` reaches the end of its life: local midnight `lifeDays` days after its start day. */
export function batchLifeEndsAt(startedAtMs: number, lifeDays: number, timeZone: string): number {
  return dayBoundary(localDateOf(new Date(startedAtMs), timeZone), lifeDays, timeZone);
}

/** Whether the batch waits for a corrective action: it reached use-now, act-now or discard. */
export function waitsForCorrectiveAction(verdict: Pick<FoodVerdict, 'useNowAtMs' | 'actNowAtMs' | 'discardAtMs'>): boolean {
  return verdict.useNowAtMs !== null || verdict.actNowAtMs !== null || verdict.discardAtMs !== null;
}

/** Whether the batch turns over by itself at `nowMs` (its life is over and it never reached use-now). */
export function turnsOverAt(verdict: FoodVerdict, startedAtMs: number, lifeDays: number, timeZone: string, nowMs: number): number | null {
  if (verdict.status !== 'FOOD' || waitsForCorrectiveAction(verdict)) return null;
  const endsAt = batchLifeEndsAt(startedAtMs, lifeDays, timeZone);
  return endsAt <= nowMs ? endsAt : null;
}

/** The longest a stored verdict goes without another look (a reading the sweep could not see, a setting changed). */
export const VERDICT_REVIEW_CAP_MS = 15 * 60_000;

/**
 * When a stored verdict may change although no reading arrives: its next deadline (an open gap counting
 * on), the moment the silence passes the gap allowance (UNCERTAIN), the end of the batch's life
 * (turnover), and at the latest VERDICT_REVIEW_CAP_MS from now. Always after `nowMs`.
 */
export function verdictReviewAt(
  verdict: Pick<FoodVerdict, 'next' | 'lastReadingAtMs' | 'silentForMs'>,
  facts: { maxGapMs: number; lifeEndsAtMs: number | null; nowMs: number },
): number {
  const candidates = [facts.nowMs + VERDICT_REVIEW_CAP_MS];
  if (verdict.next) candidates.push(verdict.next.atMs);
  if (verdict.lastReadingAtMs !== null && verdict.silentForMs === null) candidates.push(verdict.lastReadingAtMs + facts.maxGapMs + 1);
  if (facts.lifeEndsAtMs !== null) candidates.push(facts.lifeEndsAtMs);
  return Math.max(facts.nowMs + 1, Math.min(...candidates.filter((c) => c > facts.nowMs)));
}

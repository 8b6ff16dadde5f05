import { worseFoodVerdict, type FoodVerdictWord } from '@ks/domain';
import { and, eq, gte, isNull, lte, or } from 'drizzle-orm';
import { foodBatches } from '../../db/schema/index.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import type { TempAlertRow } from './alerts.service.js';

/**
 * The worst food verdict while an alert ran, in the one vocabulary (decision 0120): the stages the food
 * batches overlapping the alert had reached by its end (`use_now_at`, `act_now_at`, `discard_at`, as the
 * food-verdicts job stores them) and, for an open alert, the current batch's stored verdict (UNCERTAIN
 * during a silence). Null when no batch of the appliance has a verdict (equipment without food).
 */
export async function worstFoodVerdictOf({ scope, alert, now = new Date() }: { scope: Scope; alert: TempAlertRow; now?: Date }) {
  const db = await scope.db();
  const end = alert.endedAt ?? now;
  const batches = await db
    .select({
      endedAt: foodBatches.endedAt,
      verdict: foodBatches.verdict,
      useNowAt: foodBatches.useNowAt,
      actNowAt: foodBatches.actNowAt,
      discardAt: foodBatches.discardAt,
    })
    .from(foodBatches)
    .where(
      and(
        eq(foodBatches.clientId, tenantOf(scope).clientId),
        eq(foodBatches.applianceId, alert.applianceId),
        lte(foodBatches.startedAt, end),
        or(isNull(foodBatches.endedAt), gte(foodBatches.endedAt, alert.startedAt)),
      ),
    );
  let worst: FoodVerdictWord | null = null;
  const reached = (word: FoodVerdictWord) => (worst = worst ? worseFoodVerdict(worst, word) : word);
  for (const batch of batches) {
    if (!batch.verdict) continue;
    reached('SAFE');
    if (batch.useNowAt && batch.useNowAt <= end) reached('USE_NOW');
    if (batch.actNowAt && batch.actNowAt <= end) reached('ACT_NOW');
    if (batch.discardAt && batch.discardAt <= end) reached('DISCARD');
    if (!alert.endedAt && !batch.endedAt) reached(batch.verdict);
  }
  return worst;
}

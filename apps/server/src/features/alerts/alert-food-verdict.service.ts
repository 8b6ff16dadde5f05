import { worseFoodVerdict, type FoodVerdictWord } from '@ks/domain';
import { and, eq, inArray, isNull, lte, gte, or } from 'drizzle-orm';
import { foodBatches } from '../../db/schema/index.js';
import { batchLoader } from '../../scope/batch-loader.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import type { TempAlertRow } from './alerts.service.js';

type AlertWindow = Pick<TempAlertRow, 'id' | 'applianceId' | 'startedAt' | 'endedAt'>;

interface BatchStages {
  applianceId: string;
  startedAt: Date;
  endedAt: Date | null;
  verdict: FoodVerdictWord | null;
  useNowAt: Date | null;
  actNowAt: Date | null;
  discardAt: Date | null;
}

/** The worst word the batches overlapping one alert reached by its end (`end`: its end, or now while open). */
function worstOf(alert: AlertWindow, batches: readonly BatchStages[], end: Date): FoodVerdictWord | null {
  let worst: FoodVerdictWord | null = null;
  const reached = (word: FoodVerdictWord) => (worst = worst ? worseFoodVerdict(worst, word) : word);
  for (const batch of batches) {
    const overlaps = batch.startedAt <= end && (batch.endedAt === null || batch.endedAt >= alert.startedAt);
    if (!overlaps || !batch.verdict) continue;
    reached('SAFE');
    if (batch.useNowAt && batch.useNowAt <= end) reached('USE_NOW');
    if (batch.actNowAt && batch.actNowAt <= end) reached('ACT_NOW');
    if (batch.discardAt && batch.discardAt <= end) reached('DISCARD');
    if (!alert.endedAt && !batch.endedAt) reached(batch.verdict);
  }
  return worst;
}

/**
 * The worst food verdict while each alert ran, in the one vocabulary (decision 0120): the stages the food
 * batches overlapping the alert had reached by its end (`use_now_at`, `act_now_at`, `discard_at`, as the
 * food-verdicts job stores them) and, for an open alert, the current batch's stored verdict (UNCERTAIN
 * during a silence). Null when no batch of the appliance has a verdict (equipment without food). One query
 * for all the alerts asked for together (a list of alerts asks for each).
 */
export async function worstFoodVerdictsOf(scope: Scope, alerts: readonly AlertWindow[], now = new Date()) {
  const verdicts = new Map<string, FoodVerdictWord | null>();
  if (alerts.length === 0) return verdicts;
  const endOf = (alert: AlertWindow) => alert.endedAt ?? now;
  const latestEnd = new Date(Math.max(...alerts.map((a) => endOf(a).getTime())));
  const earliestStart = new Date(Math.min(...alerts.map((a) => a.startedAt.getTime())));
  const db = await scope.db();
  const batches = (await db
    .select({
      applianceId: foodBatches.applianceId,
      startedAt: foodBatches.startedAt,
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
        inArray(foodBatches.applianceId, [...new Set(alerts.map((a) => a.applianceId))]),
        lte(foodBatches.startedAt, latestEnd),
        or(isNull(foodBatches.endedAt), gte(foodBatches.endedAt, earliestStart)),
      ),
    )) as BatchStages[];
  for (const alert of alerts) {
    verdicts.set(
      alert.id,
      worstOf(
        alert,
        batches.filter((b) => b.applianceId === alert.applianceId),
        endOf(alert),
      ),
    );
  }
  return verdicts;
}

const loadWorstFoodVerdicts = batchLoader(async (scope: Scope, alerts: AlertWindow[]) => {
  const byId = await worstFoodVerdictsOf(scope, alerts);
  return new Map(alerts.map((alert) => [alert, byId.get(alert.id) ?? null]));
});

/** One alert's worst food verdict, loaded with its siblings'. */
export async function worstFoodVerdictOf({ scope, alert }: { scope: Scope; alert: TempAlertRow }): Promise<FoodVerdictWord | null> {
  return (await loadWorstFoodVerdicts.load(scope, alert)) ?? null;
}

/**
 * The food verdict of a batch by the time it spent in the danger zone (PRODUCT.md "Food-safety model";
 * FDA Food Code 3-501.19 and FSANZ 3.2.2's 2-hour / 4-hour rule): under 2 h POSITIVE; from 2 h POSITIVE
 * but "use now"; from 4 h (exactly 4 h included) NEGATIVE, discard. Appliances without
 * time/temperature-controlled food are NA.
 */
export const FOOD_USE_NOW_AFTER_MS = 2 * 60 * 60_000;
export const FOOD_DISCARD_AFTER_MS = 4 * 60 * 60_000;
/** Half the 4-hour budget: from here an open alert is HIGH (the food is running out of time). */
export const FOOD_HALF_BUDGET_MS = FOOD_DISCARD_AFTER_MS / 2;

export type FoodSafeness = 'NA' | 'NEGATIVE' | 'POSITIVE';

export interface FoodSafenessVerdict {
  foodSafeness: FoodSafeness;
  /** From 2 hours in the danger zone until discard: still safe, but serve or discard it now. */
  useNow: boolean;
}

/** The verdict for a batch that has spent `dangerMs` in the danger zone. */
export function foodSafenessOf(holdsTcsFood: boolean, dangerMs: number): FoodSafenessVerdict {
  if (!holdsTcsFood) return { foodSafeness: 'NA', useNow: false };
  if (dangerMs >= FOOD_DISCARD_AFTER_MS) return { foodSafeness: 'NEGATIVE', useNow: false };
  return { foodSafeness: 'POSITIVE', useNow: dangerMs >= FOOD_USE_NOW_AFTER_MS };
}

const RANK: Record<FoodSafeness, number> = { NA: 0, POSITIVE: 1, NEGATIVE: 2 };

/** The worse of two verdicts (NEGATIVE beats POSITIVE beats NA). */
export function worseFoodSafeness(a: FoodSafeness, b: FoodSafeness): FoodSafeness {
  return RANK[a] >= RANK[b] ? a : b;
}

/**
 * When the 4-hour budget runs out if the food stays in the danger zone: `at` (the last reading) plus
 * what is left of the budget; null when the food is not TCS or no longer in the danger zone.
 */
export function estimatedSpoilageAt(holdsTcsFood: boolean, dangerMs: number, inDangerNow: boolean, at: Date): Date | null {
  if (!holdsTcsFood || !inDangerNow) return null;
  return new Date(at.getTime() + Math.max(0, FOOD_DISCARD_AFTER_MS - dangerMs));
}

/** The stage a batch's food clock has reached; each one notifies once per batch. */
export type FoodStage = 'USE_NOW' | 'DISCARD';

/** The stages crossed when the danger time grows from `before` to `after` (ms), with when each was reached. */
export function stagesCrossed(before: number, after: number, at: Date): Array<{ stage: FoodStage; at: Date }> {
  const crossed: Array<{ stage: FoodStage; at: Date }> = [];
  // The moment the budget line was crossed, inside the interval that crossed it.
  const when = (limit: number) => new Date(at.getTime() - (after - limit));
  if (before < FOOD_USE_NOW_AFTER_MS && after >= FOOD_USE_NOW_AFTER_MS) crossed.push({ stage: 'USE_NOW', at: when(FOOD_USE_NOW_AFTER_MS) });
  if (before < FOOD_DISCARD_AFTER_MS && after >= FOOD_DISCARD_AFTER_MS) crossed.push({ stage: 'DISCARD', at: when(FOOD_DISCARD_AFTER_MS) });
  return crossed;
}

/**
 * Food safeness of a batch by the time it spent outside its safe zone (FDA Food Code / FSANZ 2-hour /
 * 4-hour rule, PRODUCT.md): under 2 h POSITIVE; 2–4 h POSITIVE but "use now"; over 4 h NEGATIVE
 * (discard). Appliances without time/temperature-controlled food are NA.
 */
export const FOOD_USE_NOW_AFTER_MS = 2 * 60 * 60_000;
export const FOOD_DISCARD_AFTER_MS = 4 * 60 * 60_000;

export type FoodSafeness = 'NA' | 'NEGATIVE' | 'POSITIVE';

export interface FoodSafenessVerdict {
  foodSafeness: FoodSafeness;
  /** Between 2 and 4 hours outside: still safe, but serve or discard it now. */
  useNow: boolean;
}

/** The verdict for a batch that has spent `outsideMs` outside the safe zone. */
export function foodSafenessOf(holdsTcsFood: boolean, outsideMs: number): FoodSafenessVerdict {
  if (!holdsTcsFood) return { foodSafeness: 'NA', useNow: false };
  if (outsideMs > FOOD_DISCARD_AFTER_MS) return { foodSafeness: 'NEGATIVE', useNow: false };
  return { foodSafeness: 'POSITIVE', useNow: outsideMs >= FOOD_USE_NOW_AFTER_MS };
}

const RANK: Record<FoodSafeness, number> = { NA: 0, POSITIVE: 1, NEGATIVE: 2 };

/** The worse of two verdicts (NEGATIVE beats POSITIVE beats NA). */
export function worseFoodSafeness(a: FoodSafeness, b: FoodSafeness): FoodSafeness {
  return RANK[a] >= RANK[b] ? a : b;
}

/**
 * When the 4-hour budget runs out if the breach goes on: `at` plus what is left of the budget; null when
 * the food is not TCS or the appliance is back in its zone.
 */
export function estimatedSpoilageAt(holdsTcsFood: boolean, outsideMs: number, currentlyOutside: boolean, at: Date): Date | null {
  if (!holdsTcsFood || !currentlyOutside) return null;
  return new Date(at.getTime() + Math.max(0, FOOD_DISCARD_AFTER_MS - outsideMs));
}

import type { FoodSafeness } from '@ks/domain';

/** What the equipment page knows about the current food batch (`Appliance.currentFsBatch`). */
export type FoodBatchFacts = {
  foodSafeness: FoodSafeness;
  estimatedFoodSpoilageAt: string | null;
  useNow: boolean;
  dangerMinutes: number;
  unknownMinutes: number;
  excursions: number;
  uncertain: boolean;
};

/** The batch's food clock as the screens tell it: "62 min in the danger zone across 3 excursions; 25 min of it without data". */
export type FoodClockWording = { dangerMinutes: number; excursions: number; unknownMinutes: number };

/**
 * The sentence the equipment page shows about the food, as an i18n key under `monitoring.food` plus its
 * values and colour. Kept pure so the wording rules (PRODUCT.md "Food safeness") are unit-tested:
 * POSITIVE with a spoilage estimate → "Safe until <time>" (the appliance is out of its zone and the 4-hour
 * budget is running); POSITIVE otherwise → safe; NEGATIVE → discard; NA → not applicable; no batch yet
 * (no reading so far) → unknown. "Use now" (2–4 h in the danger zone) adds its own warning to a safe
 * verdict. The clock (time in the danger zone, excursions, time without data) is told once the food has
 * been in the danger zone at all; `uncertain` when part of it had no readings (PRODUCT.md "Food-safety model").
 */
export type FoodSafenessWording = {
  key: 'safeUntil' | 'safe' | 'discard' | 'notApplicable' | 'unknown';
  until: Date | null;
  useNow: boolean;
  color: 'primary' | 'tertiary' | 'secondary' | 'gray';
  /** Whether starting a new batch makes sense (food that is tracked at all). */
  canStartBatch: boolean;
  clock: FoodClockWording | null;
  uncertain: boolean;
};

export function foodSafenessWording(batch: FoodBatchFacts | null, holdsTcsFood: boolean): FoodSafenessWording {
  const untracked = { until: null, useNow: false, color: 'gray', canStartBatch: false, clock: null, uncertain: false } as const;
  if (!holdsTcsFood || batch?.foodSafeness === 'NA') return { key: 'notApplicable', ...untracked };
  if (!batch) return { key: 'unknown', ...untracked };
  const clock =
    batch.dangerMinutes > 0 || batch.excursions > 0
      ? { dangerMinutes: batch.dangerMinutes, excursions: batch.excursions, unknownMinutes: batch.unknownMinutes }
      : null;
  if (batch.foodSafeness === 'NEGATIVE') {
    return { key: 'discard', until: null, useNow: false, color: 'secondary', canStartBatch: true, clock, uncertain: batch.uncertain };
  }
  const until = batch.estimatedFoodSpoilageAt ? new Date(batch.estimatedFoodSpoilageAt) : null;
  const color = batch.useNow || until ? 'tertiary' : 'primary';
  return { key: until ? 'safeUntil' : 'safe', until, useNow: batch.useNow, color, canStartBatch: true, clock, uncertain: batch.uncertain };
}

import type { FoodSafeness } from '@ks/domain';

/** What the equipment page knows about the current food batch (`Appliance.currentFsBatch`). */
export type FoodBatchFacts = {
  foodSafeness: FoodSafeness;
  estimatedFoodSpoilageAt: string | null;
  useNow: boolean;
};

/**
 * The sentence the equipment page shows about the food, as an i18n key under `monitoring.food` plus its
 * values and colour. Kept pure so the wording rules (PRODUCT.md "Food safeness") are unit-tested:
 * POSITIVE with a spoilage estimate → "Safe until <time>" (the appliance is out of its zone and the 4-hour
 * budget is running); POSITIVE otherwise → safe; NEGATIVE → discard; NA → not applicable; no batch yet
 * (no reading so far) → unknown. "Use now" (2–4 h outside) adds its own warning to a safe verdict.
 */
export type FoodSafenessWording = {
  key: 'safeUntil' | 'safe' | 'discard' | 'notApplicable' | 'unknown';
  until: Date | null;
  useNow: boolean;
  color: 'primary' | 'tertiary' | 'secondary' | 'gray';
  /** Whether starting a new batch makes sense (food that is tracked at all). */
  canStartBatch: boolean;
};

export function foodSafenessWording(batch: FoodBatchFacts | null, holdsTcsFood: boolean): FoodSafenessWording {
  if (!holdsTcsFood || batch?.foodSafeness === 'NA') {
    return { key: 'notApplicable', until: null, useNow: false, color: 'gray', canStartBatch: false };
  }
  if (!batch) return { key: 'unknown', until: null, useNow: false, color: 'gray', canStartBatch: false };
  if (batch.foodSafeness === 'NEGATIVE') {
    return { key: 'discard', until: null, useNow: false, color: 'secondary', canStartBatch: true };
  }
  const until = batch.estimatedFoodSpoilageAt ? new Date(batch.estimatedFoodSpoilageAt) : null;
  const color = batch.useNow || until ? 'tertiary' : 'primary';
  return { key: until ? 'safeUntil' : 'safe', until, useNow: batch.useNow, color, canStartBatch: true };
}

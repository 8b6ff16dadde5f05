import { describe, expect, it } from 'vitest';
import { foodSafenessWording, type FoodBatchFacts } from './food-safeness-wording';

/** A batch that never entered the danger zone, with `facts` on top. */
const batch = (facts: Partial<FoodBatchFacts>): FoodBatchFacts => ({
  foodSafeness: 'POSITIVE',
  estimatedFoodSpoilageAt: null,
  useNow: false,
  dangerMinutes: 0,
  unknownMinutes: 0,
  excursions: 0,
  uncertain: false,
  ...facts,
});

describe('foodSafenessWording', () => {
  it('says "safe until" with the spoilage time while a POSITIVE batch is out of its zone', () => {
    const wording = foodSafenessWording(
      batch({ foodSafeness: 'POSITIVE', estimatedFoodSpoilageAt: '2026-11-22T18:00:00.000Z', useNow: false }),
      true,
    );
    expect(wording).toMatchObject({ key: 'safeUntil', useNow: false, color: 'tertiary', canStartBatch: true });
    expect(wording.until?.toISOString()).toBe('2026-11-22T18:00:00.000Z');
  });

  it('says plainly safe when POSITIVE and no spoilage is running', () => {
    expect(foodSafenessWording(batch({ foodSafeness: 'POSITIVE', estimatedFoodSpoilageAt: null, useNow: false }), true)).toMatchObject({
      key: 'safe',
      until: null,
      color: 'primary',
    });
  });

  it('keeps the use-now flag (2–4 h outside) on a safe verdict', () => {
    expect(foodSafenessWording(batch({ foodSafeness: 'POSITIVE', estimatedFoodSpoilageAt: null, useNow: true }), true)).toMatchObject({
      key: 'safe',
      useNow: true,
      color: 'tertiary',
    });
  });

  it('says discard for NEGATIVE, and offers a new batch', () => {
    expect(
      foodSafenessWording(batch({ foodSafeness: 'NEGATIVE', estimatedFoodSpoilageAt: '2026-11-22T18:00:00.000Z', useNow: false }), true),
    ).toMatchObject({ key: 'discard', until: null, color: 'secondary', canStartBatch: true });
  });

  it('is not applicable for NA batches and for equipment without time/temperature-controlled food', () => {
    expect(foodSafenessWording(batch({ foodSafeness: 'NA', estimatedFoodSpoilageAt: null, useNow: false }), true).key).toBe(
      'notApplicable',
    );
    expect(foodSafenessWording(null, false)).toMatchObject({ key: 'notApplicable', canStartBatch: false });
  });

  it('tells the clock once the food has been in the danger zone, and whether time without data is part of it', () => {
    expect(foodSafenessWording(batch({}), true)).toMatchObject({ clock: null, uncertain: false });
    expect(
      foodSafenessWording(batch({ useNow: true, dangerMinutes: 62 + 120, excursions: 3, unknownMinutes: 25, uncertain: true }), true),
    ).toMatchObject({ key: 'safe', clock: { dangerMinutes: 182, excursions: 3, unknownMinutes: 25 }, uncertain: true });
    expect(foodSafenessWording(batch({ foodSafeness: 'NEGATIVE', dangerMinutes: 240, excursions: 8 }), true)).toMatchObject({
      key: 'discard',
      clock: { dangerMinutes: 240, excursions: 8, unknownMinutes: 0 },
      uncertain: false,
    });
  });

  it('is unknown before the first reading (no batch yet)', () => {
    expect(foodSafenessWording(null, true)).toMatchObject({ key: 'unknown', canStartBatch: false });
  });
});

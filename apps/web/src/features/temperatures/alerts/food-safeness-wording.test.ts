import { describe, expect, it } from 'vitest';
import { foodSafenessWording } from './food-safeness-wording';

describe('foodSafenessWording', () => {
  it('says "safe until" with the spoilage time while a POSITIVE batch is out of its zone', () => {
    const wording = foodSafenessWording(
      { foodSafeness: 'POSITIVE', estimatedFoodSpoilageAt: '2026-11-22T18:00:00.000Z', useNow: false },
      true,
    );
    expect(wording).toMatchObject({ key: 'safeUntil', useNow: false, color: 'tertiary', canStartBatch: true });
    expect(wording.until?.toISOString()).toBe('2026-11-22T18:00:00.000Z');
  });

  it('says plainly safe when POSITIVE and no spoilage is running', () => {
    expect(foodSafenessWording({ foodSafeness: 'POSITIVE', estimatedFoodSpoilageAt: null, useNow: false }, true)).toMatchObject({
      key: 'safe',
      until: null,
      color: 'primary',
    });
  });

  it('keeps the use-now flag (2–4 h outside) on a safe verdict', () => {
    expect(foodSafenessWording({ foodSafeness: 'POSITIVE', estimatedFoodSpoilageAt: null, useNow: true }, true)).toMatchObject({
      key: 'safe',
      useNow: true,
      color: 'tertiary',
    });
  });

  it('says discard for NEGATIVE, and offers a new batch', () => {
    expect(
      foodSafenessWording({ foodSafeness: 'NEGATIVE', estimatedFoodSpoilageAt: '2026-11-22T18:00:00.000Z', useNow: false }, true),
    ).toMatchObject({ key: 'discard', until: null, color: 'secondary', canStartBatch: true });
  });

  it('is not applicable for NA batches and for equipment without time/temperature-controlled food', () => {
    expect(foodSafenessWording({ foodSafeness: 'NA', estimatedFoodSpoilageAt: null, useNow: false }, true).key).toBe('notApplicable');
    expect(foodSafenessWording(null, false)).toMatchObject({ key: 'notApplicable', canStartBatch: false });
  });

  it('is unknown before the first reading (no batch yet)', () => {
    expect(foodSafenessWording(null, true)).toMatchObject({ key: 'unknown', canStartBatch: false });
  });
});

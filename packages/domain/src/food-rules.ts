import { dangerZoneOf, JURISDICTIONS, thresholdCelsius, type DangerZone, type JurisdictionProfileId } from './jurisdiction.js';
import { holdsTcsFood, type ApplianceType } from './safe-zones.js';

/**
 * What a batch's food clock is judged by (PRODUCT.md "Food-safety model"): the danger zone of the
 * location's jurisdiction (narrowed for roasts, FDA 3-401.11(B)), the side the food is held at, and the
 * UK's Schedule 4 tolerances. Null for appliances that hold no time/temperature-controlled food.
 */
export const FOOD_CONTROLS = ['TEMPERATURE', 'TIME_4H', 'TIME_6H_COLD'] as const;
/** Temperature control (the danger-zone budget) or time as a public-health control (FDA 3-501.19). */
export type FoodControl = (typeof FOOD_CONTROLS)[number];

export const BATCH_FOOD_TYPES = ['STANDARD', 'ROAST'] as const;
/** A roast cooked per 3-401.11(B) may be hot held at 130 °F instead of 135 °F (FDA 3-501.16(A)(1)). */
export type BatchFoodType = (typeof BATCH_FOOD_TYPES)[number];

export interface FoodRules {
  zone: DangerZone;
  heldAt: 'COLD' | 'HOT';
  /** UK hot holding (Schedule 4 para 7): one period below 63 °C of less than 2 h, else ACT NOW. */
  ukHotHolding: boolean;
  /** UK service/display cold holding (Schedule 4 para 6): one tolerance per batch, a second period ACT NOW. */
  oneTolerance: boolean;
}

export interface FoodRulesOptions {
  /** The appliance is used for service or display (UK tolerance). */
  serviceDisplay?: boolean;
  foodType?: BatchFoodType;
}

const ROAST_HOT_HOLDING_C = thresholdCelsius({ value: 130, unit: 'F' });

export function isFoodControl(value: unknown): value is FoodControl {
  return typeof value === 'string' && (FOOD_CONTROLS as readonly string[]).includes(value);
}

export function isBatchFoodType(value: unknown): value is BatchFoodType {
  return typeof value === 'string' && (BATCH_FOOD_TYPES as readonly string[]).includes(value);
}

export function foodRulesOf(profile: JurisdictionProfileId, type: ApplianceType, options: FoodRulesOptions = {}): FoodRules | null {
  if (!holdsTcsFood(type)) return null;
  const heldAt = type === 'HOT_HOLDING' ? 'HOT' : 'COLD';
  const zone = dangerZoneOf(JURISDICTIONS[profile]);
  const roast = options.foodType === 'ROAST' && profile === 'US_FDA' && heldAt === 'HOT';
  const uk = profile === 'UK_FSA';
  return {
    zone: roast ? { ...zone, belowC: ROAST_HOT_HOLDING_C } : zone,
    heldAt,
    ukHotHolding: uk && heldAt === 'HOT',
    oneTolerance: uk && heldAt === 'COLD' && type !== 'FREEZER' && options.serviceDisplay === true,
  };
}

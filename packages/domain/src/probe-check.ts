import type { TemperatureUnit } from './enums.js';
import type { FoodRules } from './food-rules.js';
import { isInDangerZone, type DangerZone } from './jurisdiction.js';
import { formatTemperature } from './temperature.js';

/**
 * "Kept after a probe check" (PRODUCT.md "Corrective action") needs a probe reading outside the danger
 * zone; a reading inside it is refused with a message that names the limit, in the unit it was typed in.
 */
export function probeKeepProblem(
  probeC: number,
  unit: TemperatureUnit,
  held: Pick<FoodRules, 'zone' | 'heldAt'> | { zone: DangerZone; heldAt: null },
): string | null {
  if (!isInDangerZone(probeC, held.zone)) return null;
  const reading = formatTemperature(probeC, unit);
  const cold = formatTemperature(held.zone.aboveC, unit);
  const hot = formatTemperature(held.zone.belowC, unit);
  const limit =
    held.heldAt === 'COLD'
      ? `at or below ${cold}`
      : held.heldAt === 'HOT'
        ? `at or above ${hot}`
        : `at or below ${cold} or at or above ${hot}`;
  return `A probe reading of ${reading} is in the danger zone: food can only be kept when it is ${limit}`;
}

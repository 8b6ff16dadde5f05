import { isSensorOffline, zonePosition, type ApplianceSortColumn } from '@ks/domain';
import type { EquipmentRowFragment } from '../../gql/graphql';

export type EquipmentRow = EquipmentRowFragment;
export type SortDirection = 'asc' | 'desc';

/** What the status column says about a piece of equipment right now (not an alert: alerts wait a delay). */
export type EquipmentStatus = 'NO_SENSOR' | 'NO_READING' | 'OFFLINE' | 'IN_RANGE' | 'TOO_WARM' | 'TOO_COLD';

/** Derives the status from the primary sensor's latest reading and the safe zone. */
export function equipmentStatus(row: EquipmentRow, now: Date = new Date()): EquipmentStatus {
  const sensor = row.primarySensor;
  if (!sensor) return 'NO_SENSOR';
  const reading = sensor.latestData;
  if (!reading || reading.temperature === null) return 'NO_READING';
  if (isSensorOffline(new Date(reading.time), sensor.reportingIntervalSec, now)) return 'OFFLINE';
  const position = zonePosition(reading.temperature, row.safeZone);
  if (position === 'ABOVE') return 'TOO_WARM';
  if (position === 'BELOW') return 'TOO_COLD';
  return 'IN_RANGE';
}

/**
 * Food safeness of the current food batch: NA for equipment that holds no time/temperature-controlled
 * food; unknown (null) while food-holding equipment has no batch yet (no reading has started one).
 */
export type FoodSafeness = 'NA' | 'POSITIVE' | 'NEGATIVE' | null;

export function foodSafenessOf(row: Pick<EquipmentRow, 'holdsTcsFood' | 'currentFsBatch'>): FoodSafeness {
  if (!row.holdsTcsFood) return 'NA';
  return row.currentFsBatch?.foodSafeness ?? null;
}

// Worst first when ascending: discard-now food matters most, equipment without food least.
const FOOD_SAFENESS_RANK: Record<string, number> = { NEGATIVE: 0, POSITIVE: 1, unknown: 2, NA: 3 };

function compareBy(column: ApplianceSortColumn, a: EquipmentRow, b: EquipmentRow): number {
  if (column === 'GENERATED_DATE') return Date.parse(a.createdAt) - Date.parse(b.createdAt);
  if (column === 'FOOD_SAFENESS') {
    return FOOD_SAFENESS_RANK[foodSafenessOf(a) ?? 'unknown']! - FOOD_SAFENESS_RANK[foodSafenessOf(b) ?? 'unknown']!;
  }
  return a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true });
}

/** Sorts by name, food-safeness score or generated (creation) date; ties fall back to the name. */
export function sortEquipment(rows: readonly EquipmentRow[], column: ApplianceSortColumn, direction: SortDirection): EquipmentRow[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compareBy(column, a, b) || compareBy('NAME', a, b));
}

/** One page (1-based) of a list and the number of pages. */
export function pageOf<T>(rows: readonly T[], page: number, size: number): { items: T[]; pages: number; page: number } {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { items: rows.slice((current - 1) * size, current * size), pages, page: current };
}

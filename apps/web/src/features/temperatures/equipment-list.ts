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

// Worst first when ascending: food to discard matters most, equipment without food least.
const FOOD_VERDICT_RANK: Record<string, number> = {
  DISCARD: 0,
  ACT_NOW: 1,
  USE_NOW: 2,
  UNCERTAIN: 3,
  SAFE: 4,
  unknown: 5,
  OUT_OF_SERVICE: 6,
  NOT_FOOD: 7,
};

/** Where a row sorts by its food: the one verdict's word, then out of service, then no food at all. */
export function foodVerdictRank(row: Pick<EquipmentRow, 'holdsTcsFood' | 'foodVerdict'>): number {
  const verdict = row.foodVerdict;
  if (!row.holdsTcsFood || verdict?.status === 'NOT_FOOD') return FOOD_VERDICT_RANK.NOT_FOOD!;
  if (verdict?.status === 'OUT_OF_SERVICE') return FOOD_VERDICT_RANK.OUT_OF_SERVICE!;
  return FOOD_VERDICT_RANK[verdict?.verdict ?? 'unknown']!;
}

function compareBy(column: ApplianceSortColumn, a: EquipmentRow, b: EquipmentRow): number {
  if (column === 'GENERATED_DATE') return Date.parse(a.createdAt) - Date.parse(b.createdAt);
  if (column === 'FOOD_SAFENESS') {
    return foodVerdictRank(a) - foodVerdictRank(b);
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

import { describe, expect, it } from 'vitest';
import { foodVerdictFacts } from '../../test-support/food-verdict-facts';
import { equipmentStatus, foodVerdictRank, pageOf, sortEquipment, type EquipmentRow } from './equipment-list';

const now = new Date('2025-03-01T12:00:00Z');

function row(overrides: Partial<EquipmentRow> & { temperature?: number | null; readAt?: string | null } = {}): EquipmentRow {
  const { temperature = 3, readAt = '2025-03-01T11:58:00Z', ...rest } = overrides;
  return {
    id: rest.name ?? 'a',
    name: 'Fridge',
    type: 'FRIDGE',
    contents: null,
    areaId: null,
    holdsTcsFood: true,
    createdAt: '2025-01-01T00:00:00Z',
    safeZone: { min: 0, max: 5, unit: 'C' },
    foodVerdict: null,
    health: { status: 'OK', computedAt: null, findings: [] },
    primarySensor:
      readAt === null
        ? { id: 's', hwid: 'H', manufacturer: null, isOffline: true, reportingIntervalSec: 300, nextMaintenanceAt: null, latestData: null }
        : {
            id: 's',
            hwid: 'H',
            manufacturer: null,
            isOffline: false,
            reportingIntervalSec: 300,
            nextMaintenanceAt: null,
            latestData: { temperature, humidity: null, batteryLevel: 80, signalLevel: 70, time: readAt },
          },
    ...rest,
  };
}

describe('equipment status', () => {
  it('reads the primary sensor against the safe zone', () => {
    expect(equipmentStatus(row(), now)).toBe('IN_RANGE');
    expect(equipmentStatus(row({ temperature: 7.2 }), now)).toBe('TOO_WARM');
    expect(equipmentStatus(row({ temperature: -1 }), now)).toBe('TOO_COLD');
    expect(equipmentStatus(row({ readAt: '2025-03-01T11:30:00Z' }), now)).toBe('OFFLINE');
    expect(equipmentStatus(row({ readAt: null }), now)).toBe('NO_READING');
    expect(equipmentStatus(row({ primarySensor: null }), now)).toBe('NO_SENSOR');
  });
});

const verdict = (word: 'DISCARD' | 'USE_NOW' | null) => foodVerdictFacts({ verdict: word });

describe('sorting and paging', () => {
  const rows = [
    row({ name: 'Walk-in cooler', createdAt: '2025-01-03T00:00:00Z' }),
    row({ name: 'bar fridge', createdAt: '2025-01-01T00:00:00Z' }),
    row({ name: 'Wine cellar', type: 'WINE', holdsTcsFood: false, createdAt: '2025-01-02T00:00:00Z' }),
    row({ name: 'Line fridge 10', createdAt: '2025-01-04T00:00:00Z' }),
    row({ name: 'Line fridge 2', createdAt: '2025-01-05T00:00:00Z' }),
    row({
      name: 'Dessert fridge',
      createdAt: '2025-01-06T00:00:00Z',
      foodVerdict: verdict('DISCARD'),
    }),
    row({ name: 'Salad fridge', createdAt: '2025-01-07T00:00:00Z', foodVerdict: verdict('USE_NOW') }),
  ];
  const names = (list: EquipmentRow[]) => list.map((r) => r.name);

  it('sorts by name, naturally and case-insensitively', () => {
    expect(names(sortEquipment(rows, 'NAME', 'asc'))).toEqual([
      'bar fridge',
      'Dessert fridge',
      'Line fridge 2',
      'Line fridge 10',
      'Salad fridge',
      'Walk-in cooler',
      'Wine cellar',
    ]);
    expect(names(sortEquipment(rows, 'NAME', 'desc'))[0]).toBe('Wine cellar');
  });
  it('sorts by generated date', () => {
    expect(names(sortEquipment(rows, 'GENERATED_DATE', 'desc'))).toEqual([
      'Salad fridge',
      'Dessert fridge',
      'Line fridge 2',
      'Line fridge 10',
      'Walk-in cooler',
      'Wine cellar',
      'bar fridge',
    ]);
  });
  it('sorts by the food verdict: food to discard first, then use now, equipment without food last', () => {
    expect(foodVerdictRank({ holdsTcsFood: false, foodVerdict: verdict('DISCARD') })).toBeGreaterThan(foodVerdictRank(rows[0]!));
    expect(
      foodVerdictRank({ holdsTcsFood: true, foodVerdict: foodVerdictFacts({ verdict: null, status: 'OUT_OF_SERVICE' }) }),
    ).toBeLessThan(foodVerdictRank(rows[2]!));
    const ascending = names(sortEquipment(rows, 'FOOD_SAFENESS', 'asc'));
    expect(ascending.slice(0, 2)).toEqual(['Dessert fridge', 'Salad fridge']);
    expect(ascending.at(-1)).toBe('Wine cellar');
    expect(names(sortEquipment(rows, 'FOOD_SAFENESS', 'desc'))[0]).toBe('Wine cellar');
  });
  it('pages by 10 and clamps the page', () => {
    const many = Array.from({ length: 23 }, (_, i) => i);
    expect(pageOf(many, 1, 10)).toEqual({ items: many.slice(0, 10), pages: 3, page: 1 });
    expect(pageOf(many, 3, 10).items).toEqual([20, 21, 22]);
    expect(pageOf(many, 9, 10).page).toBe(3);
    expect(pageOf([], 1, 10)).toEqual({ items: [], pages: 1, page: 1 });
  });
});

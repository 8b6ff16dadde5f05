import { describe, expect, it } from 'vitest';
import { planFill, planTotals } from './plan-usage';

describe('plan usage', () => {
  it('tells room, full and over', () => {
    expect(planFill({ plan: 'SMALL_KITCHEN', equipmentLimit: 10, equipmentCount: 4, roomLeft: 6 })).toEqual({ percent: 40, state: 'room' });
    expect(planFill({ plan: 'SMALL_KITCHEN', equipmentLimit: 10, equipmentCount: 10, roomLeft: 0 })).toEqual({
      percent: 100,
      state: 'full',
    });
    expect(planFill({ plan: 'SMALL_KITCHEN', equipmentLimit: 10, equipmentCount: 12, roomLeft: 0 })).toEqual({
      percent: 100,
      state: 'over',
    });
  });

  it('adds up locations per plan, allowance and use', () => {
    const totals = planTotals([
      { plan: 'SMALL_KITCHEN', equipmentLimit: 10, equipmentCount: 3, roomLeft: 7 },
      { plan: 'DEDICATED_STAFF_KITCHEN', equipmentLimit: 30, equipmentCount: 21, roomLeft: 9 },
      { plan: 'SMALL_KITCHEN', equipmentLimit: 10, equipmentCount: 10, roomLeft: 0 },
    ]);
    expect(totals).toEqual({
      byPlan: new Map([
        ['SMALL_KITCHEN', 2],
        ['DEDICATED_STAFF_KITCHEN', 1],
      ]),
      allowance: 50,
      inUse: 34,
    });
  });
});

import type { Plan } from '@ks/domain';

export type PlanUsageView = { plan: Plan; equipmentLimit: number; equipmentCount: number; roomLeft: number };

/** How full a location's plan is: a percentage for the bar (capped at 100) and its state. */
export function planFill(usage: PlanUsageView): { percent: number; state: 'room' | 'full' | 'over' } {
  const percent = usage.equipmentLimit > 0 ? Math.min(100, Math.round((usage.equipmentCount / usage.equipmentLimit) * 100)) : 100;
  if (usage.equipmentCount > usage.equipmentLimit) return { percent, state: 'over' };
  if (usage.equipmentCount === usage.equipmentLimit) return { percent, state: 'full' };
  return { percent, state: 'room' };
}

/** Totals over all locations, per plan and overall (the billing summary). */
export function planTotals(usages: PlanUsageView[]) {
  const byPlan = new Map<Plan, number>();
  for (const usage of usages) byPlan.set(usage.plan, (byPlan.get(usage.plan) ?? 0) + 1);
  return {
    byPlan,
    allowance: usages.reduce((sum, usage) => sum + usage.equipmentLimit, 0),
    inUse: usages.reduce((sum, usage) => sum + usage.equipmentCount, 0),
  };
}

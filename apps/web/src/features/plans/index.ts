/** Public API of the plans feature (the billing screen reads the same usage). */
export { LocationPlansDocument } from './plans.operations';
export { planTotals, planFill, type PlanUsageView } from './plan-usage';

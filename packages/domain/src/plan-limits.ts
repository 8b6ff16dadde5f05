import { PLAN_EQUIPMENT_LIMITS } from './constants.js';
import type { Plan } from './enums.js';

/** Plan names as the interface and the limit message show them. */
export const PLAN_LABELS: Record<Plan, string> = {
  SMALL_KITCHEN: 'Small kitchen',
  DEDICATED_STAFF_KITCHEN: 'Dedicated-staff kitchen',
};

/** 'This location is on the Small kitchen plan, which allows up to 10 pieces of equipment.' */
export function planLimitMessage(plan: Plan): string {
  return `This location is on the ${PLAN_LABELS[plan]} plan, which allows up to ${PLAN_EQUIPMENT_LIMITS[plan]} pieces of equipment.`;
}

/**
 * 'The Small kitchen plan allows up to 10 pieces of equipment and this location has 12: remove 2 first.'
 * (a move to a plan smaller than the equipment in use).
 */
export function planDowngradeMessage(plan: Plan, equipmentCount: number): string {
  const limit = PLAN_EQUIPMENT_LIMITS[plan];
  return `The ${PLAN_LABELS[plan]} plan allows up to ${limit} pieces of equipment and this location has ${equipmentCount}: remove ${equipmentCount - limit} first.`;
}

/** How many more pieces of equipment the plan allows (0 when full or over). */
export function equipmentRoomLeft(plan: Plan, equipmentCount: number): number {
  return Math.max(0, PLAN_EQUIPMENT_LIMITS[plan] - equipmentCount);
}

/** Adding equipment past the plan's limit (the message names the plan and its limit). */
export class PlanLimitError extends Error {
  constructor(
    readonly plan: Plan,
    readonly limit: number,
  ) {
    super(planLimitMessage(plan));
    this.name = 'PlanLimitError';
  }
}

/**
 * Throws PlanLimitError when a location on `plan` that already has `equipmentCount` pieces of equipment
 * may not get `adding` more. A location moved to a smaller plan keeps what it has but cannot add more.
 */
export function assertPlanAllowsEquipment(plan: Plan, equipmentCount: number, adding = 1): void {
  if (equipmentCount + adding > PLAN_EQUIPMENT_LIMITS[plan]) throw new PlanLimitError(plan, PLAN_EQUIPMENT_LIMITS[plan]);
}

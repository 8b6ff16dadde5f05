import type { TFunction } from 'i18next';
import { PLANS, type Plan } from '@ks/domain';
import { firstGraphQLError } from '../graphql-errors';
import { EQUIPMENT_MESSAGE_KEYS, type EquipmentField } from './equipment-form-state';

function isPlan(value: unknown): value is Plan {
  return typeof value === 'string' && (PLANS as readonly string[]).includes(value);
}

/** What the equipment form says when the server refuses a save (plan limit, a vanished area …). */
export function equipmentFailure(error: unknown, t: TFunction, fallback: 'create' | 'update'): { message: string; field?: EquipmentField } {
  const first = firstGraphQLError(error);
  const code = first?.extensions?.code;
  if (code === 'PLAN_LIMIT_REACHED' && isPlan(first?.extensions?.plan)) {
    const plan = first.extensions.plan;
    return { message: t('equipment.errors.planLimit', { plan: t(`equipment.plans.${plan}`), limit: Number(first.extensions?.limit) }) };
  }
  if (code === 'NOT_FOUND' && first?.message === 'Area not found') return { message: t('equipment.errors.areaNotFound'), field: 'area' };
  if (code === 'NOT_FOUND' && first?.message === 'File not found') return { message: t('equipment.form.photoFailed') };
  if (code === 'BAD_USER_INPUT' && first) {
    const key = EQUIPMENT_MESSAGE_KEYS[first.message];
    if (key) return { message: t(key) };
  }
  return { message: t(fallback === 'create' ? 'equipment.errors.createFailed' : 'equipment.errors.updateFailed') };
}

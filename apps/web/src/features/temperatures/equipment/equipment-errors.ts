import type { TFunction } from 'i18next';
import { PLANS, type Plan } from '@ks/domain';
import { errorCodeOf, firstGraphQLError } from '../../../lib/apollo/classify-error';
import { apiErrorKey } from '../../../lib/errors/api-error-message';
import type { EquipmentField } from './equipment-validation';

function isPlan(value: unknown): value is Plan {
  return typeof value === 'string' && (PLANS as readonly string[]).includes(value);
}

/** Refusals the equipment form words itself (by code; the field a refusal belongs to, if any). */
const FORM_REFUSALS: Partial<Record<string, EquipmentField | null>> = { AREA_NOT_FOUND: 'area', FILE_NOT_FOUND: null, TOO_LONG: null };

/** What the equipment form says when the server refuses a save (plan limit, a vanished area …). */
export function equipmentFailure(error: unknown, t: TFunction, fallback: 'create' | 'update'): { message: string; field?: EquipmentField } {
  const code = errorCodeOf(error);
  const extensions = firstGraphQLError(error)?.extensions;
  if (code === 'PLAN_LIMIT_REACHED' && isPlan(extensions?.plan)) {
    return { message: t('equipment.errors.planLimit', { plan: t(`equipment.plans.${extensions.plan}`), limit: Number(extensions.limit) }) };
  }
  const key = code && code in FORM_REFUSALS ? apiErrorKey(error, 'equipment') : null;
  if (key) {
    const field = FORM_REFUSALS[code!];
    return field ? { message: t(key), field } : { message: t(key) };
  }
  return { message: t(fallback === 'create' ? 'equipment.errors.createFailed' : 'equipment.errors.updateFailed') };
}

import { applianceFieldsSchema, ESTATE_MESSAGES, MESSAGES } from '@ks/domain';
import type { ZodIssue } from 'zod';
import { schemaValidator } from '../../../lib/forms/schema-validator';
import { toEquipmentInput, type EquipmentFormValues } from './equipment-form-values';

/** Where the form shows an error: the safe zone's two inputs, the area, or one line for the texts. */
export type EquipmentField = 'name' | 'type' | 'safeMin' | 'safeMax' | 'alertDelayMin' | 'area' | 'text';

/** The i18n keys of the messages the form can show (the domain schema speaks English). */
export type EquipmentErrorKey =
  | 'validation.required'
  | 'equipment.errors.selectType'
  | 'equipment.errors.tooLong'
  | 'equipment.errors.safeZoneEmpty'
  | 'equipment.errors.safeZoneOrder'
  | 'equipment.errors.temperatureOutOfRange'
  | 'equipment.errors.alertDelayOutOfRange'
  | 'equipment.errors.invalid';

/** Domain (English) messages to the form's i18n keys. */
const MESSAGE_KEYS: Record<string, EquipmentErrorKey> = {
  [MESSAGES.fieldRequired]: 'validation.required',
  [MESSAGES.selectEquipmentType]: 'equipment.errors.selectType',
  [ESTATE_MESSAGES.tooLong]: 'equipment.errors.tooLong',
  [ESTATE_MESSAGES.safeZoneEmpty]: 'equipment.errors.safeZoneEmpty',
  [ESTATE_MESSAGES.safeZoneOrder]: 'equipment.errors.safeZoneOrder',
  [ESTATE_MESSAGES.temperatureOutOfRange]: 'equipment.errors.temperatureOutOfRange',
  [ESTATE_MESSAGES.alertDelayOutOfRange]: 'equipment.errors.alertDelayOutOfRange',
};

const equipmentMessageKey = (issue: ZodIssue): EquipmentErrorKey => MESSAGE_KEYS[issue.message] ?? 'equipment.errors.invalid';

/** The API's nested `safeZone` is two inputs (its upper limit's issues under the upper one); other texts share one line. */
function equipmentFieldOf(issue: ZodIssue): EquipmentField {
  const [head, sub] = issue.path;
  if (head === 'name' || head === 'type' || head === 'alertDelayMin') return head;
  if (head === 'safeZone') return sub === 'max' ? 'safeMax' : 'safeMin';
  return 'text';
}

/** The equipment form's `validate`: the API's own schema over the input the form sends, one i18n key per field. */
export const validateEquipment = schemaValidator<EquipmentFormValues, EquipmentErrorKey>(
  applianceFieldsSchema,
  equipmentMessageKey,
  toEquipmentInput,
  equipmentFieldOf,
);

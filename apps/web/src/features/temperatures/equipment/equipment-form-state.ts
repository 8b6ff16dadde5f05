import {
  applianceFieldsSchema,
  defaultAlertDelayFor,
  defaultSafeZoneFor,
  ESTATE_MESSAGES,
  fromUnit,
  isApplianceType,
  MESSAGES,
  toUnitInput,
  type ApplianceType,
  type TemperatureUnit,
} from '@ks/domain';

/** The equipment form as typed: temperatures in the viewer's unit, numbers as text until submitted. */
export interface EquipmentFormValues {
  name: string;
  type: ApplianceType | '';
  contents: string;
  description: string;
  equipmentId: string;
  serialNumber: string;
  vendor: string;
  maintenance: string;
  areaId: string | null;
  photoFileId: string | null;
  safeMin: string;
  safeMax: string;
  alertDelayMin: string;
  /** Once the person edits the zone or delay, a type change no longer replaces them with defaults. */
  zoneEdited: boolean;
}

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
export const EQUIPMENT_MESSAGE_KEYS: Record<string, EquipmentErrorKey> = {
  [MESSAGES.fieldRequired]: 'validation.required',
  [MESSAGES.selectEquipmentType]: 'equipment.errors.selectType',
  [ESTATE_MESSAGES.tooLong]: 'equipment.errors.tooLong',
  [ESTATE_MESSAGES.safeZoneEmpty]: 'equipment.errors.safeZoneEmpty',
  [ESTATE_MESSAGES.safeZoneOrder]: 'equipment.errors.safeZoneOrder',
  [ESTATE_MESSAGES.temperatureOutOfRange]: 'equipment.errors.temperatureOutOfRange',
  [ESTATE_MESSAGES.alertDelayOutOfRange]: 'equipment.errors.alertDelayOutOfRange',
};

export interface ExistingAppliance {
  name: string;
  type: ApplianceType;
  contents: string | null;
  description: string | null;
  equipmentId: string | null;
  serialNumber: string | null;
  vendor: string | null;
  maintenance: string | null;
  areaId: string | null;
  photoFileId: string | null;
  safeZone: { min: number | null; max: number | null };
  alertDelayMin: number;
}

const limitText = (celsius: number | null, unit: TemperatureUnit) => (celsius === null ? '' : String(toUnitInput(celsius, unit)));

/** Starting values: an existing appliance's, or an empty form (optionally in a given area). */
export function initialEquipmentValues(
  appliance: ExistingAppliance | null,
  unit: TemperatureUnit,
  areaId: string | null = null,
): EquipmentFormValues {
  if (!appliance) {
    return {
      name: '',
      type: '',
      contents: '',
      description: '',
      equipmentId: '',
      serialNumber: '',
      vendor: '',
      maintenance: '',
      areaId,
      photoFileId: null,
      safeMin: '',
      safeMax: '',
      alertDelayMin: '',
      zoneEdited: false,
    };
  }
  return {
    name: appliance.name,
    type: appliance.type,
    contents: appliance.contents ?? '',
    description: appliance.description ?? '',
    equipmentId: appliance.equipmentId ?? '',
    serialNumber: appliance.serialNumber ?? '',
    vendor: appliance.vendor ?? '',
    maintenance: appliance.maintenance ?? '',
    areaId: appliance.areaId,
    photoFileId: appliance.photoFileId,
    safeMin: limitText(appliance.safeZone.min, unit),
    safeMax: limitText(appliance.safeZone.max, unit),
    alertDelayMin: String(appliance.alertDelayMin),
    zoneEdited: true,
  };
}

/** Choosing a type fills in its PRODUCT.md safe zone and alert delay, unless the person changed them. */
export function withType(values: EquipmentFormValues, type: string | null, unit: TemperatureUnit): EquipmentFormValues {
  if (!isApplianceType(type)) return { ...values, type: '' };
  if (values.zoneEdited) return { ...values, type };
  const zone = defaultSafeZoneFor(type);
  return {
    ...values,
    type,
    safeMin: limitText(zone.min, unit),
    safeMax: limitText(zone.max, unit),
    alertDelayMin: String(defaultAlertDelayFor(type)),
  };
}

/** Converts shown values back to °C when the unit switches, so the zone keeps its meaning. */
export function withUnit(values: EquipmentFormValues, from: TemperatureUnit, to: TemperatureUnit): EquipmentFormValues {
  if (from === to) return values;
  const convert = (text: string) => {
    const number = parseNumber(text);
    return number === null ? text : String(toUnitInput(fromUnit(number, from), to));
  };
  return { ...values, safeMin: convert(values.safeMin), safeMax: convert(values.safeMax) };
}

function parseNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : Number.NaN;
}

/** The API input for the form (temperatures converted to °C); validation is `validateEquipment`. */
export function toEquipmentInput(values: EquipmentFormValues, unit: TemperatureUnit) {
  const min = parseNumber(values.safeMin);
  const max = parseNumber(values.safeMax);
  const delay = parseNumber(values.alertDelayMin);
  return {
    name: values.name,
    type: values.type === '' ? undefined : values.type,
    contents: values.contents,
    description: values.description,
    equipmentId: values.equipmentId,
    serialNumber: values.serialNumber,
    vendor: values.vendor,
    maintenance: values.maintenance,
    areaId: values.areaId,
    photoFileId: values.photoFileId,
    safeZone:
      min === null && max === null && !values.zoneEdited
        ? null
        : { min: min === null ? null : fromUnit(min, unit), max: max === null ? null : fromUnit(max, unit) },
    alertDelayMin: delay,
  };
}

/** Field errors from the domain schema (the same rules the API applies), as i18n keys. */
export function validateEquipment(values: EquipmentFormValues, unit: TemperatureUnit): Partial<Record<EquipmentField, EquipmentErrorKey>> {
  const result = applianceFieldsSchema.safeParse(toEquipmentInput(values, unit));
  if (result.success) return {};
  const errors: Partial<Record<EquipmentField, EquipmentErrorKey>> = {};
  for (const issue of result.error.issues) {
    const [head, sub] = issue.path;
    const field: EquipmentField =
      head === 'name' || head === 'type' || head === 'alertDelayMin'
        ? head
        : head === 'safeZone'
          ? sub === 'max'
            ? 'safeMax'
            : 'safeMin'
          : 'text';
    errors[field] ??= EQUIPMENT_MESSAGE_KEYS[issue.message] ?? 'equipment.errors.invalid';
  }
  return errors;
}

import {
  asWritten,
  defaultAlertDelayFor,
  defaultSafeZoneFor,
  exactCelsius,
  isApplianceType,
  type ApplianceType,
  type JurisdictionProfileId,
  type TemperatureUnit,
} from '@ks/domain';

/** The equipment form as typed: the safe zone in its own unit (`zoneUnit`), numbers as text until submitted. */
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
  /** The unit the safe zone is written in, and stored in: 135 °F stays 135 °F. */
  zoneUnit: TemperatureUnit;
  alertDelayMin: string;
  /** Once the person edits the zone or delay, a type change no longer replaces them with defaults. */
  zoneEdited: boolean;
}

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
  safeZone: { min: number | null; max: number | null; unit?: TemperatureUnit | null };
  alertDelayMin: number;
}

/** A limit for the input: as written in `unit`, up to two decimals (135, 40.5, 57.22). */
const limitText = (celsius: number | null, unit: TemperatureUnit) =>
  celsius === null ? '' : String(Math.round(asWritten(celsius, unit) * 100) / 100);

/**
 * Starting values: an existing appliance's (its zone in the unit it was written in), or an empty form
 * (optionally in a given area) whose zone will be written in `unit` — the location profile's unit.
 */
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
      zoneUnit: unit,
      alertDelayMin: '',
      zoneEdited: false,
    };
  }
  const zoneUnit = appliance.safeZone.unit ?? unit;
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
    safeMin: limitText(appliance.safeZone.min, zoneUnit),
    safeMax: limitText(appliance.safeZone.max, zoneUnit),
    zoneUnit,
    alertDelayMin: String(appliance.alertDelayMin),
    zoneEdited: true,
  };
}

/**
 * Choosing a type fills in its safe zone and alert delay, unless the person changed them: the zone from
 * the location's jurisdiction profile (US hot holding ≥ 135 °F, UK ≥ 63 °C …), in the profile's unit.
 */
export function withType(values: EquipmentFormValues, type: string | null, profile?: JurisdictionProfileId): EquipmentFormValues {
  if (!isApplianceType(type)) return { ...values, type: '' };
  if (values.zoneEdited) return { ...values, type };
  const zone = defaultSafeZoneFor(type, profile);
  const zoneUnit = zone.unit ?? values.zoneUnit;
  return {
    ...values,
    type,
    safeMin: limitText(zone.min, zoneUnit),
    safeMax: limitText(zone.max, zoneUnit),
    zoneUnit,
    alertDelayMin: String(defaultAlertDelayFor(type)),
  };
}

/** Writes the zone in the other unit: the typed limits are converted, so the zone keeps its meaning. */
export function withZoneUnit(values: EquipmentFormValues, to: TemperatureUnit): EquipmentFormValues {
  if (values.zoneUnit === to) return values;
  const convert = (text: string) => {
    const number = parseNumber(text);
    return number === null || Number.isNaN(number) ? text : limitText(exactCelsius(number, values.zoneUnit), to);
  };
  return { ...values, safeMin: convert(values.safeMin), safeMax: convert(values.safeMax), zoneUnit: to };
}

function parseNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : Number.NaN;
}

/** The API input for the form (the zone as written, with its unit); validation is `validateEquipment`. */
export function toEquipmentInput(values: EquipmentFormValues) {
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
    safeZone: min === null && max === null && !values.zoneEdited ? null : { min, max, unit: values.zoneUnit },
    alertDelayMin: delay,
  };
}

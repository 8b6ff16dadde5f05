import { z } from 'zod';
import { MESSAGES } from './messages.js';

// Field helpers shared by the equipment, area and sensor schemas; not exported from the package index
// because their generic names would collide with other features'.

/** Messages of the equipment, area and sensor forms that the spec leaves open (§5 gives the others). */
export const ESTATE_MESSAGES = {
  tooLong: 'This text is too long',
  safeZoneEmpty: 'Set a lower or an upper limit',
  safeZoneOrder: 'The lower limit must be below the upper limit',
  temperatureOutOfRange: 'Enter a temperature between −60 °C and 150 °C',
  alertDelayOutOfRange: 'Enter a delay between 1 and 1440 minutes',
  invalidId: 'Invalid id',
  placementOutOfRange: 'The position must lie on the floorplan',
  reportingIntervalOutOfRange: 'Enter an interval between 30 seconds and 1 day',
  invalidDate: 'Invalid date',
  areaNameTaken: 'An area with this name already exists in this location',
  noFloorplan: 'Add a floorplan to the equipment’s area first',
  hwidTaken: 'A sensor with this hardware id is already registered',
  sensorAlreadyAttached: 'This sensor is already attached to other equipment',
  sensorAttachedElsewhere: 'Detach the sensor before moving it to another location',
  detachBeforeDelete: 'Detach the sensor before removing it from the registry',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A required one-line text: trimmed, 'Field is required' when empty. */
export function requiredText(max: number) {
  return z
    .string({ required_error: MESSAGES.fieldRequired, invalid_type_error: MESSAGES.fieldRequired })
    .trim()
    .min(1, MESSAGES.fieldRequired)
    .max(max, ESTATE_MESSAGES.tooLong);
}

/** An optional text: trimmed; empty, null or missing all become null (the value is cleared). */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, ESTATE_MESSAGES.tooLong)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A uuid reference that may be null (not set) or missing. */
export const optionalIdSchema = z
  .string()
  .regex(UUID, ESTATE_MESSAGES.invalidId)
  .nullish()
  .transform((value) => value ?? null);

export const idSchema = z.string({ required_error: MESSAGES.fieldRequired }).regex(UUID, ESTATE_MESSAGES.invalidId);

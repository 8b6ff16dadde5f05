import { z } from 'zod';
import { hardwareIdSchema } from './hardware-id.js';
import { ESTATE_MESSAGES, idSchema, optionalIdSchema, optionalText } from './estate-fields.js';
import { DEFAULT_SENSOR_PLACEMENT, SENSOR_PLACEMENTS } from './food-estimate.js';
import { DEFAULT_SENSOR_MODEL, SENSOR_MODELS } from './lorawan/types.js';

/** How often a sensor reports unless configured otherwise (PRODUCT.md: 5 min). */
export const DEFAULT_REPORTING_INTERVAL_SEC = 300;
export const REPORTING_INTERVAL_LIMITS_SEC = { min: 30, max: 24 * 60 * 60 } as const;
/** PRODUCT.md: a sensor silent for 3 of its reporting intervals is offline. */
export const OFFLINE_AFTER_INTERVALS = 3;
/** PRODUCT.md: battery under 20 % notifies once. */
export const LOW_BATTERY_PERCENT = 20;

export const SENSOR_SORT_COLUMNS = ['BATTERY', 'NEXT_MAINTENANCE', 'SIGNAL_LEVEL', 'TEMPERATURE'] as const;
export type SensorSortColumn = (typeof SENSOR_SORT_COLUMNS)[number];
export const SENSOR_SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export type SensorSortDirection = (typeof SENSOR_SORT_DIRECTIONS)[number];

const reportingInterval = z
  .number({ invalid_type_error: ESTATE_MESSAGES.reportingIntervalOutOfRange })
  .int(ESTATE_MESSAGES.reportingIntervalOutOfRange)
  .min(REPORTING_INTERVAL_LIMITS_SEC.min, ESTATE_MESSAGES.reportingIntervalOutOfRange)
  .max(REPORTING_INTERVAL_LIMITS_SEC.max, ESTATE_MESSAGES.reportingIntervalOutOfRange);

const sensorFields = {
  manufacturer: optionalText(120),
  photoFileId: optionalIdSchema,
  /** The location the sensor is kept for; null keeps it in the client's stock. */
  locationId: optionalIdSchema,
  reportingIntervalSec: reportingInterval.nullish().transform((value) => value ?? DEFAULT_REPORTING_INTERVAL_SEC),
  nextMaintenanceAt: z
    .date({ invalid_type_error: ESTATE_MESSAGES.invalidDate })
    .nullish()
    .transform((value) => value ?? null),
  /** What the sensor measures (PRODUCT.md "The food's temperature"): AIR unless said otherwise. */
  placement: z
    .enum(SENSOR_PLACEMENTS)
    .nullish()
    .transform((value) => value ?? DEFAULT_SENSOR_PLACEMENT),
  /** How its LoRaWAN uplinks are decoded (GENERIC: the network server's decoded fields only). */
  model: z
    .enum(SENSOR_MODELS)
    .nullish()
    .transform((value) => value ?? DEFAULT_SENSOR_MODEL),
};

/** Registers a sensor by its hardware id (unique within the client). */
export const createSensorInputSchema = z.object({ hwid: hardwareIdSchema, ...sensorFields });
/**
 * Changes the fields sent: a field left out keeps its value (`undefined` after parsing); an explicit
 * null clears it (a null `locationId` moves the sensor to stock).
 */
export const updateSensorInputSchema = z.object({
  id: idSchema,
  manufacturer: sensorFields.manufacturer.optional(),
  photoFileId: sensorFields.photoFileId.optional(),
  locationId: sensorFields.locationId.optional(),
  reportingIntervalSec: sensorFields.reportingIntervalSec.optional(),
  nextMaintenanceAt: sensorFields.nextMaintenanceAt.optional(),
  placement: z.enum(SENSOR_PLACEMENTS).optional(),
  model: z.enum(SENSOR_MODELS).optional(),
});

export type CreateSensorInput = z.output<typeof createSensorInputSchema>;
export type UpdateSensorInput = z.output<typeof updateSensorInputSchema>;

/** Whether a sensor has been silent for too long (never having reported counts as offline). */
export function isSensorOffline(lastReportAt: Date | null, reportingIntervalSec: number, now: Date = new Date()): boolean {
  if (!lastReportAt) return true;
  return now.getTime() - lastReportAt.getTime() > OFFLINE_AFTER_INTERVALS * reportingIntervalSec * 1000;
}

/** Whether a battery level (percent) is low enough to replace the battery. */
export function isBatteryLow(batteryLevel: number | null): boolean {
  return batteryLevel !== null && batteryLevel < LOW_BATTERY_PERCENT;
}

import { z } from 'zod';
import { hasAtLeast, type AccessLevel } from './access.js';
import { APPLIANCE_TYPES } from './enums.js';
import { MESSAGES } from './messages.js';
import { ESTATE_MESSAGES, idSchema, optionalIdSchema, optionalText, requiredText } from './estate-fields.js';
import { ALERT_DELAY_LIMITS_MIN, SAFE_ZONE_LIMITS_C } from './safe-zones.js';

export { ESTATE_MESSAGES } from './estate-fields.js';

export const APPLIANCE_SORT_COLUMNS = ['NAME', 'FOOD_SAFENESS', 'GENERATED_DATE'] as const;
export type ApplianceSortColumn = (typeof APPLIANCE_SORT_COLUMNS)[number];

const limitSchema = z
  .number({ invalid_type_error: ESTATE_MESSAGES.temperatureOutOfRange })
  .min(SAFE_ZONE_LIMITS_C.min, ESTATE_MESSAGES.temperatureOutOfRange)
  .max(SAFE_ZONE_LIMITS_C.max, ESTATE_MESSAGES.temperatureOutOfRange)
  .nullish()
  .transform((value) => value ?? null);

/** A safe zone in °C: at least one bound, the lower one below the upper one. */
export const safeZoneSchema = z
  .object({ min: limitSchema, max: limitSchema })
  .refine((zone) => zone.min !== null || zone.max !== null, { message: ESTATE_MESSAGES.safeZoneEmpty, path: ['min'] })
  .refine((zone) => zone.min === null || zone.max === null || zone.min < zone.max, {
    message: ESTATE_MESSAGES.safeZoneOrder,
    path: ['max'],
  });

export const alertDelaySchema = z
  .number({ invalid_type_error: ESTATE_MESSAGES.alertDelayOutOfRange })
  .int(ESTATE_MESSAGES.alertDelayOutOfRange)
  .min(ALERT_DELAY_LIMITS_MIN.min, ESTATE_MESSAGES.alertDelayOutOfRange)
  .max(ALERT_DELAY_LIMITS_MIN.max, ESTATE_MESSAGES.alertDelayOutOfRange);

export const applianceTypeSchema = z.enum(APPLIANCE_TYPES, {
  errorMap: () => ({ message: MESSAGES.selectEquipmentType }),
});

/** The editable fields of a piece of equipment, as the create and edit forms send them. */
export const applianceFieldsSchema = z.object({
  name: requiredText(120),
  type: applianceTypeSchema,
  contents: optionalText(200),
  description: optionalText(2000),
  equipmentId: optionalText(100),
  serialNumber: optionalText(100),
  vendor: optionalText(120),
  maintenance: optionalText(500),
  areaId: optionalIdSchema,
  photoFileId: optionalIdSchema,
  /** Missing: the type's default (PRODUCT.md). */
  safeZone: safeZoneSchema.nullish().transform((value) => value ?? null),
  /** Missing: the type's default (30 min cold, 15 min hot holding). */
  alertDelayMin: alertDelaySchema.nullish().transform((value) => value ?? null),
});

export const createApplianceInputSchema = applianceFieldsSchema.extend({ locationId: idSchema });
export const updateApplianceInputSchema = applianceFieldsSchema.extend({ id: idSchema });

export type ApplianceFields = z.output<typeof applianceFieldsSchema>;
export type CreateApplianceInput = z.output<typeof createApplianceInputSchema>;
export type UpdateApplianceInput = z.output<typeof updateApplianceInputSchema>;

/**
 * PRODUCT.md's matrix for the monitored estate. Visibility of a location is checked apart (a Location
 * Manager only sees their own); these say what the level may do inside a visible location.
 */
export const ESTATE_ACCESS = {
  /** Temperatures, equipment, areas and sensors: closed to Basic Users. */
  view: (level: AccessLevel | null) => hasAtLeast(level, 'STANDARD_USER'),
  /** Equipment, areas, floorplans, attaching and detaching sensors. */
  manageEquipment: (level: AccessLevel | null) => hasAtLeast(level, 'LOCATION_MANAGER'),
  /** Registering sensors, editing the registry, rotating ingest credentials. */
  manageSensorRegistry: (level: AccessLevel | null) => hasAtLeast(level, 'MANAGER'),
} as const;

import { z } from 'zod';
import { hasAtLeast, type AccessLevel } from './access.js';
import { APPLIANCE_TYPES, TEMPERATURE_UNITS } from './enums.js';
import { MESSAGES } from './messages.js';
import { ESTATE_MESSAGES, idSchema, optionalIdSchema, optionalText, requiredText } from './estate-fields.js';
import { ALERT_DELAY_LIMITS_MIN, SAFE_ZONE_LIMITS_C, type SafeZone } from './safe-zones.js';
import { exactCelsius } from './temperature.js';
import { applianceFoodFieldsSchema } from './appliance-food-fields.js';

export { ESTATE_MESSAGES } from './estate-fields.js';

export const APPLIANCE_SORT_COLUMNS = ['NAME', 'FOOD_SAFENESS', 'GENERATED_DATE'] as const;
export type ApplianceSortColumn = (typeof APPLIANCE_SORT_COLUMNS)[number];

const limitSchema = z
  .number({ invalid_type_error: ESTATE_MESSAGES.temperatureOutOfRange })
  .nullish()
  .transform((value) => value ?? null);

const withinSensorRange = (celsius: number | null) =>
  celsius === null || (celsius >= SAFE_ZONE_LIMITS_C.min && celsius <= SAFE_ZONE_LIMITS_C.max);

/**
 * A safe zone as written: bounds in `unit` (°C when absent), at least one of them, the lower one below the
 * upper one. Its output is exact °C plus the unit it was written in (135 °F stays 135 °F, see SafeZone).
 */
export const safeZoneSchema = z
  .object({ min: limitSchema, max: limitSchema, unit: z.enum(TEMPERATURE_UNITS).nullish() })
  .transform((zone): Required<SafeZone> => ({
    min: zone.min === null ? null : exactCelsius(zone.min, zone.unit ?? 'C'),
    max: zone.max === null ? null : exactCelsius(zone.max, zone.unit ?? 'C'),
    unit: zone.unit ?? 'C',
  }))
  .superRefine((zone, context) => {
    for (const bound of ['min', 'max'] as const) {
      if (!withinSensorRange(zone[bound])) {
        context.addIssue({ code: z.ZodIssueCode.custom, message: ESTATE_MESSAGES.temperatureOutOfRange, path: [bound] });
      }
    }
  })
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
  /** Missing: the type's default from the location's jurisdiction profile (PRODUCT.md). */
  safeZone: safeZoneSchema.nullish().transform((value) => value ?? null),
  /** Missing: the type's default (30 min cold, 15 min hot holding). */
  alertDelayMin: alertDelaySchema.nullish().transform((value) => value ?? null),
  ...applianceFoodFieldsSchema,
});

export const createApplianceInputSchema = applianceFieldsSchema.extend({ locationId: idSchema });
/**
 * An edit sends only what changes (issue 17: a partial update wiped area, equipment id and placement): a
 * missing field stays undefined and keeps its stored value; null clears an optional one.
 */
export const updateApplianceInputSchema = applianceFieldsSchema.partial().extend({ id: idSchema });

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

import { z } from 'zod';
import { BATCH_LIFE_LIMITS_DAYS } from './batch-life.js';
import { FOOD_TIME_CONSTANT_MIN } from './food-estimate.js';
import { isValidServiceWindow, SERVICE_HOURS_MESSAGES, type ServiceWindow } from './service-hours.js';

/** The food-model fields of a piece of equipment (PRODUCT.md "Food-safety model"), as its forms send them. */
export const APPLIANCE_FOOD_MESSAGES = {
  timeConstantOutOfRange: `The food time constant must be a whole number of minutes from ${FOOD_TIME_CONSTANT_MIN.min} to ${FOOD_TIME_CONSTANT_MIN.max}`,
  batchLifeOutOfRange: `The batch life must be a whole number of days from ${BATCH_LIFE_LIMITS_DAYS.min} to ${BATCH_LIFE_LIMITS_DAYS.max}`,
  serviceHoursInvalid: SERVICE_HOURS_MESSAGES.invalidWindow,
} as const;

const wholeBetween = (min: number, max: number, message: string) =>
  z.number({ invalid_type_error: message }).int(message).min(min, message).max(max, message);

export const serviceWindowSchema = z
  .object({ weekday: z.number(), startMin: z.number(), endMin: z.number() })
  .refine((w: ServiceWindow) => isValidServiceWindow(w), { message: APPLIANCE_FOOD_MESSAGES.serviceHoursInvalid });

export const applianceFoodFieldsSchema = {
  /** Missing: 30 min. */
  foodTimeConstantMin: wholeBetween(FOOD_TIME_CONSTANT_MIN.min, FOOD_TIME_CONSTANT_MIN.max, APPLIANCE_FOOD_MESSAGES.timeConstantOutOfRange)
    .nullish()
    .transform((value) => value ?? null),
  /** Missing: 7 days cold, 1 day hot. */
  batchLifeDays: wholeBetween(BATCH_LIFE_LIMITS_DAYS.min, BATCH_LIFE_LIMITS_DAYS.max, APPLIANCE_FOOD_MESSAGES.batchLifeOutOfRange)
    .nullish()
    .transform((value) => value ?? null),
  serviceDisplay: z
    .boolean()
    .nullish()
    .transform((value) => value ?? null),
  outOfService: z
    .boolean()
    .nullish()
    .transform((value) => value ?? null),
  serviceHours: z
    .array(serviceWindowSchema)
    .max(28, APPLIANCE_FOOD_MESSAGES.serviceHoursInvalid)
    .nullish()
    .transform((value) => value ?? null),
};

import { createSensorInputSchema, MESSAGES } from '@ks/domain';
import type { ZodIssue } from 'zod';
import { schemaValidator } from '../../lib/forms/schema-validator';

export interface SensorFormValues {
  hwid: string;
  manufacturer: string;
  locationId: string | null;
  reportingIntervalSec: string;
  /** yyyy-mm-dd, empty when not planned. */
  nextMaintenance: string;
}

export type SensorMessageKey = 'validation.required' | 'sensors.hwidTooLong' | 'sensors.reportingIntervalOutOfRange';

/** The fields the API's schema checks here (the interval typed as text becomes a number). */
function sensorInputOf({ hwid, reportingIntervalSec }: SensorFormValues) {
  const interval = Number(reportingIntervalSec);
  return { hwid, reportingIntervalSec: Number.isFinite(interval) ? interval : Number.NaN };
}

/** The fields that show the schema's refusals; the others are chosen from lists or dates the browser checks. */
const sensorFieldOf = (issue: ZodIssue) => {
  const field = issue.path[0];
  return field === 'hwid' || field === 'reportingIntervalSec' ? field : null;
};

const sensorMessageKey = (issue: ZodIssue): SensorMessageKey => {
  if (issue.path[0] === 'reportingIntervalSec') return 'sensors.reportingIntervalOutOfRange';
  return issue.message === MESSAGES.fieldRequired ? 'validation.required' : 'sensors.hwidTooLong';
};

/** The sensor form's `validate`: the API's own schema, one i18n key per field. */
export const validateSensor = schemaValidator<SensorFormValues, SensorMessageKey>(
  createSensorInputSchema,
  sensorMessageKey,
  sensorInputOf,
  sensorFieldOf,
);

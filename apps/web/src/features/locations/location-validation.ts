import { LOCATION_MESSAGES, locationInputSchema, MESSAGES } from '@ks/domain';
import type { ZodIssue } from 'zod';
import { schemaValidator } from '../../lib/forms/schema-validator';
import { locationInputOf, type LocationFormField, type LocationFormValues } from './location-form-values';

/** i18n keys of the messages the form can show (the domain schema's English texts, translated). */
export type LocationMessageKey =
  | 'validation.required'
  | 'locations.validation.selectFoodType'
  | 'locations.validation.selectServiceType'
  | 'locations.validation.selectCountry'
  | 'locations.validation.selectTimezone'
  | 'locations.validation.tooLong'
  | 'locations.validation.tooManyVendors'
  | 'locations.validation.selectJurisdiction';

// The domain schema's messages are the domain's own constants, turned here into the i18n text.
const MESSAGE_KEYS: Record<string, LocationMessageKey> = {
  [MESSAGES.fieldRequired]: 'validation.required',
  [MESSAGES.selectFoodType]: 'locations.validation.selectFoodType',
  [MESSAGES.selectServiceType]: 'locations.validation.selectServiceType',
  [LOCATION_MESSAGES.invalidCountry]: 'locations.validation.selectCountry',
  [LOCATION_MESSAGES.invalidTimezone]: 'locations.validation.selectTimezone',
  [LOCATION_MESSAGES.tooLong]: 'locations.validation.tooLong',
  [LOCATION_MESSAGES.tooManyVendors]: 'locations.validation.tooManyVendors',
  [LOCATION_MESSAGES.invalidJurisdiction]: 'locations.validation.selectJurisdiction',
};

const FORM_FIELDS: readonly string[] = [
  'name',
  'country',
  'timezone',
  'state',
  'address',
  'zip',
  'city',
  'serviceType',
  'foodTypes',
  'sites',
  'vendors',
  'logo',
  'jurisdictionProfile',
] satisfies LocationFormField[];

const locationMessageKey = (issue: ZodIssue): LocationMessageKey => MESSAGE_KEYS[issue.message] ?? 'validation.required';

/** The input's `logoId` is the form's logo field; an issue of a field the form does not show is left out. */
function locationFieldOf(issue: ZodIssue): LocationFormField | null {
  const head = String(issue.path[0] ?? '');
  const field = head === 'logoId' ? 'logo' : head;
  return FORM_FIELDS.includes(field) ? (field as LocationFormField) : null;
}

/** The location form's `validate`: the API's own schema (spec §5 messages), one i18n key per field. */
export const validateLocation = schemaValidator<LocationFormValues, LocationMessageKey>(
  locationInputSchema,
  locationMessageKey,
  locationInputOf,
  locationFieldOf,
);

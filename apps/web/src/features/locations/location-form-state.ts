import { LOCATION_MESSAGES, locationInputSchema, MESSAGES, type LocationInput, type Plan } from '@ks/domain';
import type { ImageSet } from '../../ui/protected-files';

/** What the location form edits; selects hold '' until chosen. */
export type LocationFormValues = {
  name: string;
  country: string;
  timezone: string;
  state: string;
  address: string;
  zip: string;
  city: string;
  serviceType: string;
  foodTypes: string[];
  sites: string[];
  vendors: string[];
  logo: { id: string; image: ImageSet | null } | null;
  plan: Plan;
};

export type LocationFormField = Exclude<keyof LocationFormValues, 'plan'>;

/** i18n keys of the messages the form can show (the domain schema's English texts, translated). */
export type LocationMessageKey =
  | 'validation.required'
  | 'locations.validation.selectFoodType'
  | 'locations.validation.selectServiceType'
  | 'locations.validation.selectCountry'
  | 'locations.validation.selectTimezone'
  | 'locations.validation.tooLong'
  | 'locations.validation.tooManyVendors';

export type LocationFormErrors = Partial<Record<LocationFormField, LocationMessageKey>>;

const MESSAGE_KEYS: Record<string, LocationMessageKey> = {
  [MESSAGES.fieldRequired]: 'validation.required',
  [MESSAGES.selectFoodType]: 'locations.validation.selectFoodType',
  [MESSAGES.selectServiceType]: 'locations.validation.selectServiceType',
  [LOCATION_MESSAGES.invalidCountry]: 'locations.validation.selectCountry',
  [LOCATION_MESSAGES.invalidTimezone]: 'locations.validation.selectTimezone',
  [LOCATION_MESSAGES.tooLong]: 'locations.validation.tooLong',
  [LOCATION_MESSAGES.tooManyVendors]: 'locations.validation.tooManyVendors',
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
] satisfies LocationFormField[];

/** The browser's own time zone when it is a real IANA zone, for a new location's default. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    return '';
  }
}

export function emptyLocationForm(timezone = browserTimeZone()): LocationFormValues {
  return {
    name: '',
    country: '',
    timezone,
    state: '',
    address: '',
    zip: '',
    city: '',
    serviceType: '',
    foodTypes: [],
    sites: [],
    vendors: [],
    logo: null,
    plan: 'SMALL_KITCHEN',
  };
}

/** The form filled from a stored location. */
export function formFromLocation(location: {
  name: string;
  country?: string | null;
  timezone: string;
  state?: string | null;
  address?: string | null;
  zip?: string | null;
  city?: string | null;
  serviceType?: string | null;
  foodTypes: string[];
  sites: string[];
  vendors: string[];
  plan: Plan;
  logo?: ImageSet | { id: string; small: string; medium: string } | null;
}): LocationFormValues {
  const logo = location.logo;
  return {
    name: location.name,
    country: location.country ?? '',
    timezone: location.timezone,
    state: location.state ?? '',
    address: location.address ?? '',
    zip: location.zip ?? '',
    city: location.city ?? '',
    serviceType: location.serviceType ?? '',
    foodTypes: location.foodTypes,
    sites: location.sites,
    vendors: location.vendors,
    plan: location.plan,
    logo: logo
      ? { id: logo.id, image: 'large' in logo ? logo : { ...logo, large: logo.medium, xlarge: logo.medium, original: logo.medium } }
      : null,
  };
}

/**
 * Checks the form with the same zod schema as the API (spec §5 messages) and returns either the
 * mutation input or one message per field, as i18n keys.
 */
export function validateLocationForm(
  values: LocationFormValues,
): { input: LocationInput; errors: null } | { input: null; errors: LocationFormErrors } {
  const result = locationInputSchema.safeParse({
    name: values.name,
    country: values.country || undefined,
    timezone: values.timezone || undefined,
    state: values.state,
    address: values.address,
    zip: values.zip,
    city: values.city,
    serviceType: values.serviceType || undefined,
    foodTypes: values.foodTypes,
    sites: values.sites,
    vendors: values.vendors,
    logoId: values.logo?.id ?? null,
  });
  if (result.success) return { input: result.data, errors: null };
  const errors: LocationFormErrors = {};
  for (const issue of result.error.issues) {
    const head = String(issue.path[0] ?? '');
    const field = (head === 'logoId' ? 'logo' : head) as LocationFormField;
    if (!FORM_FIELDS.includes(field) || errors[field]) continue;
    errors[field] = MESSAGE_KEYS[issue.message] ?? 'validation.required';
  }
  return { input: null, errors };
}

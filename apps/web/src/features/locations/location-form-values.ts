import { isJurisdictionProfileId, jurisdictionForCountry, type JurisdictionProfileId, type Plan } from '@ks/domain';
import type { ImageSet } from '../../ui/protected-files';
import { mainTimeZoneOf } from './country-time-zones';

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
  /** The food code; '' until a country is chosen on a new location. */
  jurisdictionProfile: JurisdictionProfileId | '';
  /** Once the person picks a food code, choosing another country no longer replaces it. */
  profileChosen: boolean;
};

export type LocationFormField = Exclude<keyof LocationFormValues, 'plan' | 'profileChosen'>;

/** A new location: no time zone until its country gives one (the browser's zone is not the kitchen's). */
export function emptyLocationForm(timezone = ''): LocationFormValues {
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
    jurisdictionProfile: '',
    profileChosen: false,
  };
}

/**
 * A new country: a new location's food code follows it (PRODUCT.md: chosen from the country) until the
 * person picks one; a stored location keeps the one it has, since someone may have chosen it. The time
 * zone follows the country too (see zoneForCountry).
 */
export function withCountry(values: LocationFormValues, country: string): LocationFormValues {
  const next = { ...values, country, timezone: zoneForCountry(values, country) };
  if (values.profileChosen || !country) return next;
  return { ...next, jurisdictionProfile: jurisdictionForCountry(country) };
}

/**
 * The time zone follows the country (its main zone) while it is empty or still the previous country's
 * main zone; a zone the person picked stays.
 */
function zoneForCountry(values: LocationFormValues, country: string): string {
  const followsCountry = !values.timezone || values.timezone === mainTimeZoneOf(values.country);
  return followsCountry ? mainTimeZoneOf(country) || values.timezone : values.timezone;
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
  jurisdictionProfile?: string | null;
  logo?: ImageSet | { id: string; small: string; medium: string } | null;
}): LocationFormValues {
  const profile = location.jurisdictionProfile;
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
    jurisdictionProfile: isJurisdictionProfileId(profile) ? profile : jurisdictionForCountry(location.country),
    profileChosen: true,
    logo: logo
      ? { id: logo.id, image: 'large' in logo ? logo : { ...logo, large: logo.medium, xlarge: logo.medium, original: logo.medium } }
      : null,
  };
}

/** The form's values in the shape of the API's input (selects still empty become absent). */
export function locationInputOf(values: LocationFormValues) {
  return {
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
    jurisdictionProfile: values.jurisdictionProfile || null,
  };
}

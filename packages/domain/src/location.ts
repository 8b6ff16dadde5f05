import { z } from 'zod';
import { hasAtLeast, type AccessLevel } from './access.js';
import { FOOD_TYPES, SERVICE_TYPES, SITE_KINDS } from './enums.js';
import { JURISDICTION_PROFILES } from './jurisdiction.js';
import { MESSAGES } from './messages.js';

/** Messages of the location form that the spec leaves open (§5 gives the others). */
export const LOCATION_MESSAGES = {
  tooLong: 'This text is too long',
  invalidCountry: 'Please select a country',
  invalidTimezone: 'Please select a time zone',
  invalidId: 'Invalid id',
  tooManyVendors: 'At most 20 vendors',
  invalidJurisdiction: 'Please select a food code',
} as const;

/** ISO 3166-1 alpha-2 codes; the web shows each in the reader's language (Intl.DisplayNames). */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO ' +
  'JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR ' +
  'MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO ' +
  'RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV ' +
  'TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when the runtime knows the IANA time zone (both Node and browsers ship the full database). */
export function isKnownTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const required = (max: number) =>
  z
    .string({ required_error: MESSAGES.fieldRequired, invalid_type_error: MESSAGES.fieldRequired })
    .trim()
    .min(1, MESSAGES.fieldRequired)
    .max(max, LOCATION_MESSAGES.tooLong);

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, LOCATION_MESSAGES.tooLong)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * Every field of a location (spec §3) as the create and edit forms send them. Required: name, country,
 * timezone, address, zip, city, a service type and at least one food type; state, sites, vendors and
 * the logo are optional.
 */
export const locationInputSchema = z.object({
  name: required(120),
  country: required(2)
    .transform((code) => code.toUpperCase())
    .refine((code) => COUNTRY_CODES.includes(code), LOCATION_MESSAGES.invalidCountry),
  timezone: required(64).refine(isKnownTimeZone, LOCATION_MESSAGES.invalidTimezone),
  state: optional(80),
  address: required(200),
  zip: required(20),
  city: required(80),
  serviceType: z.enum(SERVICE_TYPES, { errorMap: () => ({ message: MESSAGES.selectServiceType }) }),
  foodTypes: z
    .array(z.enum(FOOD_TYPES, { errorMap: () => ({ message: MESSAGES.selectFoodType }) }), {
      required_error: MESSAGES.selectFoodType,
      invalid_type_error: MESSAGES.selectFoodType,
    })
    .min(1, MESSAGES.selectFoodType)
    .transform((values) => [...new Set(values)]),
  sites: z
    .array(z.enum(SITE_KINDS))
    .nullish()
    .transform((values) => [...new Set(values ?? [])]),
  vendors: z
    .array(z.string().trim().max(80, LOCATION_MESSAGES.tooLong))
    .max(20, LOCATION_MESSAGES.tooManyVendors)
    .nullish()
    .transform((values) => [...new Set((values ?? []).filter((vendor) => vendor.length > 0))]),
  logoId: z
    .string()
    .regex(UUID, LOCATION_MESSAGES.invalidId)
    .nullish()
    .transform((value) => value ?? null),
  /**
   * The food code the location follows. Missing: on create, the one of its country
   * (`jurisdictionForCountry`); on update, the location keeps the one it has.
   */
  jurisdictionProfile: z
    .enum(JURISDICTION_PROFILES, { errorMap: () => ({ message: LOCATION_MESSAGES.invalidJurisdiction }) })
    .nullish()
    .transform((value) => value ?? null),
});

export type LocationInput = z.output<typeof locationInputSchema>;
export type LocationFormValues = z.input<typeof locationInputSchema>;

/** What the viewer may do with one location (PRODUCT.md's matrix); the API sends it as `viewerCan`. */
export interface LocationPermissions {
  update: boolean;
  delete: boolean;
  changePlan: boolean;
}

/**
 * Managers and Full Admins manage every location of their client; a Location Manager edits the details
 * of the locations assigned to them, but neither deletes them nor changes their plan; users only read.
 */
export function locationPermissions(level: AccessLevel | null, assigned: boolean): LocationPermissions {
  const manages = hasAtLeast(level, 'MANAGER');
  return { update: manages || (level === 'LOCATION_MANAGER' && assigned), delete: manages, changePlan: manages };
}

/** Creating locations is for Managers and Full Admins. */
export function canCreateLocation(level: AccessLevel | null): boolean {
  return hasAtLeast(level, 'MANAGER');
}

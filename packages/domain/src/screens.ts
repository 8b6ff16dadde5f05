import { hasAtLeast, type AccessLevel } from './access.js';

/** The signed-in screens of the main navigation. */
export const SCREENS = [
  'dashboard',
  'locations',
  'temperatures',
  'records',
  'quests',
  'training',
  'users',
  'diary',
  'media',
  'fixits',
  'sensors',
  'plans',
  'billing',
  'settings',
  'profile',
] as const;
export type Screen = (typeof SCREENS)[number];

/**
 * The lowest access level that may use a screen (PRODUCT.md's matrix); screens not named are for every
 * member. Monitoring (temperatures, sensors) and plan usage are closed to Basic Users, user administration
 * is for Location Managers and up, the subscription is a Manager's matter. The API enforces the same rules
 * on its own; this only keeps the web from offering what would answer "not part of your access level".
 */
const SCREEN_MINIMUM_LEVEL: Partial<Record<Screen, AccessLevel>> = {
  temperatures: 'STANDARD_USER',
  // Cooling logs and the inspection report (the report's own page is for Location Managers and up).
  records: 'STANDARD_USER',
  sensors: 'STANDARD_USER',
  plans: 'STANDARD_USER',
  users: 'LOCATION_MANAGER',
  billing: 'MANAGER',
};

/** Whether the navigation offers `screen` to a viewer of `level` (null: not a member of the client). */
export function canOpenScreen(screen: Screen, level: AccessLevel | null): boolean {
  const minimum = SCREEN_MINIMUM_LEVEL[screen];
  return minimum === undefined || hasAtLeast(level, minimum);
}

import type { ClientRole, SystemRole } from './enums.js';

/** Access levels of spec §6, derived from roles as PRODUCT.md's matrix says. */
export const ACCESS_LEVELS = ['FULL_ADMIN', 'MANAGER', 'LOCATION_MANAGER', 'STANDARD_USER', 'BASIC_USER'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

export const ACCESS_LEVEL_LABELS: Record<AccessLevel, string> = {
  FULL_ADMIN: 'Full Admin',
  MANAGER: 'Manager',
  LOCATION_MANAGER: 'Location Manager',
  STANDARD_USER: 'Standard User',
  BASIC_USER: 'Basic User',
};

/** The viewer's level inside one client; a Full Admin is that everywhere. */
export function accessLevelOf(systemRole: SystemRole, clientRole: ClientRole | null): AccessLevel | null {
  if (systemRole === 'ADMIN') return 'FULL_ADMIN';
  if (clientRole === 'MANAGER') return 'MANAGER';
  if (clientRole === 'LOCATION_MANAGER') return 'LOCATION_MANAGER';
  if (clientRole === 'USER') return systemRole === 'BASIC' ? 'BASIC_USER' : 'STANDARD_USER';
  return null;
}

const RANK: Record<AccessLevel, number> = {
  BASIC_USER: 1,
  STANDARD_USER: 2,
  LOCATION_MANAGER: 3,
  MANAGER: 4,
  FULL_ADMIN: 5,
};

/** True when `level` is at least `minimum` in the matrix's order. */
export function hasAtLeast(level: AccessLevel | null, minimum: AccessLevel): boolean {
  return level !== null && RANK[level] >= RANK[minimum];
}

/** Whether the level sees every location of its client (otherwise only its assigned ones). */
export function seesAllLocations(level: AccessLevel | null): boolean {
  return hasAtLeast(level, 'MANAGER');
}

/** Monitoring screens (temperatures, sensors, alerts) are closed to Basic Users. */
export function canViewMonitoring(level: AccessLevel | null): boolean {
  return hasAtLeast(level, 'STANDARD_USER');
}

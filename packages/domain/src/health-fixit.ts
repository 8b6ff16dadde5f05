import { hasAtLeast, type AccessLevel } from './access.js';
import type { HealthStatus } from './asset-health/index.js';

/** Where a fix-it comes from: a checklist answer, or an appliance's health finding (decision 0370). */
export const FIXIT_ORIGINS = ['CHECKLIST', 'HEALTH'] as const;
export type FixitOrigin = (typeof FIXIT_ORIGINS)[number];

/** The refusals of `raiseHealthFixit` (English; the web words them by code). */
export const HEALTH_FIXIT_MESSAGES = {
  alreadyOpen: 'This appliance already has an open fix-it for its health',
  nothingToFix: 'Its health shows nothing to fix right now',
} as const;

/**
 * Who raises a fix-it from a health finding: the Managers and the Location Managers of the appliance's
 * location (a Full Admin too), the people the service-soon notice goes to. Standard and Basic Users
 * resolve fix-its; they do not open work for the engineer.
 */
export function mayRaiseHealthFixit(level: AccessLevel | null): boolean {
  return hasAtLeast(level, 'LOCATION_MANAGER');
}

/** A finding worth a fix-it: WATCH or SERVICE_SOON (decision 0370); OK has nothing to fix. */
export function isFixableHealth(status: HealthStatus): status is Exclude<HealthStatus, 'OK'> {
  return status !== 'OK';
}

import { hasAtLeast, type AccessLevel } from './access.js';
import type { TemperatureUnit } from './enums.js';
import { exactCelsius } from './temperature.js';

/** What a corrective action answers (PRODUCT.md "Corrective action"). */
export const CORRECTIVE_ACTION_SUBJECTS = ['ALERT', 'FOOD_VERDICT', 'COOLING_LOG', 'FIXIT'] as const;
export type CorrectiveActionSubject = (typeof CORRECTIVE_ACTION_SUBJECTS)[number];

/** What became of the food. */
export const FOOD_FATES = ['DISCARDED', 'USED_NOW', 'MOVED', 'KEPT_AFTER_PROBE'] as const;
export type FoodFate = (typeof FOOD_FATES)[number];

export const CALIBRATION_METHODS = ['ICE_POINT', 'REFERENCE_PROBE'] as const;
export type CalibrationMethod = (typeof CALIBRATION_METHODS)[number];

/** The records whose changes the audit trail keeps. */
export const AUDIT_SUBJECTS = [
  'SAFE_ZONE',
  'JURISDICTION_PROFILE',
  'SENSOR_OFFSET',
  'SENSOR_ATTACHMENT',
  'CORRECTIVE_ACTION',
  'COOLING_LOG',
  'CALIBRATION_CHECK',
  'FIXIT',
] as const;
export type AuditSubject = (typeof AUDIT_SUBJECTS)[number];

export const CORRECTIVE_ACTION_LIMITS = { quantityMax: 100, noteMax: 2000, costMax: 1_000_000 } as const;
/**
 * The one bound on free text of the HACCP records (issue 35 item 5: a 100,000-character food name was stored):
 * a name (food, product, supplier) fits a line, a note (notes, corrective actions, reasons) a paragraph.
 */
export const HACCP_TEXT_LIMITS = { name: 120, note: CORRECTIVE_ACTION_LIMITS.noteMax } as const;
export type HaccpTextKind = keyof typeof HACCP_TEXT_LIMITS;
/** The message of a text over its bound (code TOO_LONG with `limit`). */
export const haccpTextTooLong = (kind: HaccpTextKind) => `Use at most ${HACCP_TEXT_LIMITS[kind]} characters`;
/** Whether `text` (already trimmed) is over its bound. */
export const isHaccpTextTooLong = (kind: HaccpTextKind, text: string) => [...text].length > HACCP_TEXT_LIMITS[kind];
/**
 * How far back a record may be dated when it is entered: a cooling or reheating log is started on the spot
 * or caught up after a shift, never entered for 1990 (issue 35 item 5). The future is refused too (a minute's
 * clock skew aside).
 */
export const HACCP_BACKDATE_MAX_HOURS = 24;
/** A probe reading outside this range is a typo, not a temperature. */
export const PROBE_READING_LIMITS_C = { min: -90, max: 400 } as const;
/** A sensor offset larger than this is a broken sensor to replace, not one to correct. */
export const SENSOR_OFFSET_MAX_C = 10;
export const DEFAULT_CALIBRATION_INTERVAL_MONTHS = 6;
export const CALIBRATION_INTERVAL_MONTHS_MAX = 24;
/** A manual checklist reading further than this from the appliance's sensor is flagged. */
export const SENSOR_DISAGREEMENT_C = 2;

/**
 * Who signs off a corrective action (and so closes out an alert): a Manager or a Location Manager of the
 * location (a Full Admin too). Anybody who may see the problem may record what was done.
 */
export function maySignOffCorrectiveAction(level: AccessLevel | null): boolean {
  return hasAtLeast(level, 'LOCATION_MANAGER');
}

/** Who sets a sensor's offset and calibration schedule (the estate is Location Manager work). */
export function mayCalibrateSensors(level: AccessLevel | null): boolean {
  return hasAtLeast(level, 'LOCATION_MANAGER');
}

/** The details a fate needs, and only those. */
export interface FateDetails {
  fate: FoodFate;
  movedToApplianceId?: string | null;
  probeReadingC?: number | null;
}

/** Why the details do not fit the fate (field and message), or null when they do. */
export function fateDetailsProblem(details: FateDetails): { field: string; message: string } | null {
  const moved = details.movedToApplianceId != null;
  const probed = details.probeReadingC != null;
  if (details.fate === 'MOVED' && !moved) return { field: 'movedToApplianceId', message: 'Say which appliance the food was moved to' };
  if (details.fate !== 'MOVED' && moved) return { field: 'movedToApplianceId', message: 'Only moved food goes to another appliance' };
  if (details.fate === 'KEPT_AFTER_PROBE' && !probed)
    return { field: 'probeReading', message: 'Give the probe reading the food was kept on' };
  if (details.fate !== 'KEPT_AFTER_PROBE' && probed)
    return { field: 'probeReading', message: 'A probe reading belongs to food kept after a probe check' };
  const reading = details.probeReadingC;
  if (reading != null && (!Number.isFinite(reading) || reading < PROBE_READING_LIMITS_C.min || reading > PROBE_READING_LIMITS_C.max)) {
    return { field: 'probeReading', message: 'The probe reading is out of range' };
  }
  return null;
}

/** ±1 °C, or ±2 °F for a check written in °F (the tolerance keeps the unit it was written in). */
export function calibrationToleranceC(unit: TemperatureUnit): number {
  return unit === 'F' ? exactCelsius(2, 'F') - exactCelsius(0, 'F') : 1;
}

/** A calibration check passes when the sensor is within the tolerance of the reference. */
export function calibrationPassed(referenceC: number, sensorC: number, unit: TemperatureUnit): boolean {
  // Rounded to a micro-degree so a reading exactly on the tolerance passes despite floating-point noise.
  return Math.round(Math.abs(sensorC - referenceC) * 1e6) <= Math.round(calibrationToleranceC(unit) * 1e6);
}

/** When the next calibration is due: the interval after the last check (or after `since` without one). */
export function nextCalibrationDue(lastCheckAt: Date | null, since: Date, intervalMonths: number): Date {
  const from = new Date(lastCheckAt ?? since);
  const due = new Date(from);
  due.setUTCMonth(due.getUTCMonth() + intervalMonths);
  // 31 August + 6 months would roll into March; the due date stays in the intended month's last day.
  if (due.getUTCDate() !== from.getUTCDate()) due.setUTCDate(0);
  return due;
}

/** How far a manual reading is from the sensor, in °C, when it is flagged (more than 2 °C); else null. */
export function sensorDisagreementC(manualC: number, sensorC: number): number | null {
  const difference = Math.round(Math.abs(manualC - sensorC) * 10) / 10;
  return difference > SENSOR_DISAGREEMENT_C ? difference : null;
}

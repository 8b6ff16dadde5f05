import {
  CALIBRATION_INTERVAL_MONTHS_MAX,
  calibrationPassed,
  calibrationToleranceC,
  exactCelsius,
  mayCalibrateSensors,
  nextCalibrationDue,
  SENSOR_OFFSET_MAX_C,
  type CalibrationMethod,
  type TemperatureUnit,
} from '@ks/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { calibrationChecks, sensors } from '../../db/schema/index.js';
import { forbiddenError, notFoundError, validationError } from '../../graphql/errors.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { calibratedSensor, type SensorRow } from './calibrated-sensor.js';

export type CalibrationCheckRow = typeof calibrationChecks.$inferSelect;

/** A temperature difference typed in `unit`, in °C (an offset of 1 °F is 5/9 °C: no 32 to subtract). */
export function differenceInCelsius(value: number, unit: TemperatureUnit): number {
  return unit === 'F' ? (value * 5) / 9 : value;
}

/**
 * Sets a sensor's calibration offset (added to every temperature it sends from now on; ingest keeps the
 * raw value) and/or its calibration interval. Location Managers and up. Who and when are kept on the
 * sensor; the audit trail row is written by the database.
 */
export async function setSensorCalibration({
  scope,
  sensorId,
  offset,
  intervalMonths,
}: {
  scope: Scope;
  sensorId: string;
  offset?: { value: number; unit: TemperatureUnit } | null;
  intervalMonths?: number | null;
}): Promise<SensorRow> {
  const tenant = tenantOf(scope);
  const sensor = await calibratedSensor({ scope, id: sensorId, lock: true });
  if (!sensor) throw notFoundError('Sensor');
  if (!mayCalibrateSensors(tenant.level)) throw forbiddenError();
  const changes: Partial<typeof sensors.$inferInsert> = {};
  if (offset) {
    const offsetC = differenceInCelsius(offset.value, offset.unit);
    if (!Number.isFinite(offsetC) || Math.abs(offsetC) > SENSOR_OFFSET_MAX_C) {
      throw validationError(`An offset is at most ${SENSOR_OFFSET_MAX_C} °C either way`, 'offset');
    }
    if (offsetC !== sensor.temperatureOffsetC)
      Object.assign(changes, { temperatureOffsetC: offsetC, offsetSetBy: tenant.userId, offsetSetAt: new Date() });
  }
  if (intervalMonths != null) {
    if (!Number.isInteger(intervalMonths) || intervalMonths < 1 || intervalMonths > CALIBRATION_INTERVAL_MONTHS_MAX) {
      throw validationError(`Between 1 and ${CALIBRATION_INTERVAL_MONTHS_MAX} months`, 'intervalMonths');
    }
    changes.calibrationIntervalMonths = intervalMonths;
  }
  if (Object.keys(changes).length === 0) return sensor;
  const db = await scope.db();
  const [updated] = await db
    .update(sensors)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(sensors.id, sensor.id))
    .returning();
  return updated ?? sensor;
}

/** A calibration check as typed: readings in `unit`; an ice-point check's reference is 0 °C unless given. */
export interface CalibrationCheckInput {
  sensorId: string;
  method: CalibrationMethod;
  reference?: number | null;
  sensorReading: number;
  unit: TemperatureUnit;
  note?: string | null;
}

/**
 * Records a calibration check of a sensor: pass when the sensor is within ±1 °C (±2 °F when written in
 * °F) of the reference. Standard Users and up (the person holding the probe records it).
 */
export async function recordCalibrationCheck({
  scope,
  input,
}: {
  scope: Scope;
  input: CalibrationCheckInput;
}): Promise<CalibrationCheckRow> {
  const tenant = tenantOf(scope);
  const sensor = await calibratedSensor({ scope, id: input.sensorId });
  if (!sensor) throw notFoundError('Sensor');
  if (input.method === 'REFERENCE_PROBE' && input.reference == null) throw validationError('Give the reference probe reading', 'reference');
  const referenceC = input.reference == null ? 0 : exactCelsius(input.reference, input.unit);
  const sensorC = exactCelsius(input.sensorReading, input.unit);
  if (![referenceC, sensorC].every((v) => Number.isFinite(v) && v > -90 && v < 400))
    throw validationError('A reading is out of range', 'sensorReading');
  const note = input.note?.trim() ?? '';
  if (note.length > 2000) throw validationError('At most 2000 characters', 'note');
  const db = await scope.db();
  const [row] = await db
    .insert(calibrationChecks)
    .values({
      clientId: tenant.clientId,
      sensorId: sensor.id,
      locationId: sensor.locationId,
      applianceId: sensor.applianceId,
      method: input.method,
      referenceC,
      sensorC,
      unit: input.unit,
      toleranceC: calibrationToleranceC(input.unit),
      passed: calibrationPassed(referenceC, sensorC, input.unit),
      note: note === '' ? null : note,
      checkedBy: tenant.userId,
      checkedAt: new Date(),
    })
    .returning();
  if (!row) throw new Error('calibration check insert returned nothing');
  return row;
}

/** The latest checks of some sensors (newest first, `perSensor` each), for the sensor and equipment pages. */
export async function calibrationChecksOf({
  db,
  clientId,
  sensorIds,
  perSensor = 10,
}: {
  db: Db;
  clientId: string;
  sensorIds: readonly string[];
  perSensor?: number;
}) {
  if (sensorIds.length === 0) return new Map<string, CalibrationCheckRow[]>();
  const rows = await db
    .select()
    .from(calibrationChecks)
    .where(and(eq(calibrationChecks.clientId, clientId), inArray(calibrationChecks.sensorId, [...sensorIds])))
    .orderBy(desc(calibrationChecks.checkedAt));
  const bySensor = new Map<string, CalibrationCheckRow[]>();
  for (const row of rows) {
    const list = bySensor.get(row.sensorId) ?? [];
    if (list.length < perSensor) list.push(row);
    bySensor.set(row.sensorId, list);
  }
  return bySensor;
}

/** When the sensor's latest check failed (it is due again from then), or null when it passed or there is none. */
export function calibrationFailedAt(checks: CalibrationCheckRow[]): Date | null {
  const latest = checks[0];
  return latest && !latest.passed ? latest.checkedAt : null;
}

/**
 * When a sensor's next calibration is due: at once when its latest check failed (issue 34 item 10: the
 * sensor reads wrong until it is corrected and checked again), else its interval after the last passed
 * check, else after it was registered. `checks` newest first, as `calibrationChecksOf` gives them.
 */
export function calibrationDueAt({
  sensor,
  checks,
}: {
  sensor: Pick<SensorRow, 'createdAt' | 'calibrationIntervalMonths'>;
  checks: CalibrationCheckRow[];
}): Date {
  const failedAt = calibrationFailedAt(checks);
  if (failedAt) return failedAt;
  const lastPassed = checks.find((check) => check.passed);
  return nextCalibrationDue(lastPassed?.checkedAt ?? null, sensor.createdAt, sensor.calibrationIntervalMonths);
}

import { CALIBRATION_METHODS, mayCalibrateSensors } from '@ks/domain';
import { builder } from '../../graphql/builder.js';
import { publishing, recordsChanged } from '../../events/mutation-events.js';
import { batchLoader } from '../../scope/batch-loader.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { SensorType } from '../sensors/sensors.schema.js';
import { QuestPersonType } from '../checklists/submissions.schema.js';
import { personById } from '../checklists/people.service.js';
import { TemperatureUnitEnum } from '../users/me.schema.js';
import { sensorsFailingCalibration } from './calibration-failures.service.js';
import {
  calibrationChecksOf,
  calibrationDueAt,
  calibrationFailedAt,
  recordCalibrationCheck,
  setSensorCalibration,
  type CalibrationCheckRow,
} from './calibration.service.js';

export const CalibrationMethodEnum = builder.enumType('CalibrationMethod', { values: CALIBRATION_METHODS });

// Not cached: a check recorded in the same request must show up on the sensor it returns.
const checksBySensor = batchLoader<string, CalibrationCheckRow[]>(
  async (scope: Scope, ids) => calibrationChecksOf({ db: await scope.db(), clientId: tenantOf(scope).clientId, sensorIds: ids }),
  { cache: false },
);

/** A calibration check of a sensor (temperatures in °C; `unit` is the one it was written in). */
export const CalibrationCheckType = builder.objectRef<CalibrationCheckRow>('CalibrationCheck').implement({
  authScopes: { level: 'STANDARD_USER' },
  fields: (t) => ({
    id: t.exposeID('id'),
    sensorId: t.exposeID('sensorId'),
    method: t.field({ type: CalibrationMethodEnum, resolve: (c) => c.method }),
    reference: t.float({ resolve: (c) => c.referenceC }),
    sensorReading: t.float({ resolve: (c) => c.sensorC }),
    unit: t.field({ type: TemperatureUnitEnum, resolve: (c) => c.unit }),
    tolerance: t.float({ description: '±°C the check allowed (1 °C, or 2 °F written in °F).', resolve: (c) => c.toleranceC }),
    passed: t.exposeBoolean('passed'),
    note: t.exposeString('note', { nullable: true }),
    checkedBy: t.field({ type: QuestPersonType, nullable: true, resolve: (c, _a, ctx) => personById({ scope: ctx, id: c.checkedBy }) }),
    checkedAt: t.field({ type: 'DateTime', resolve: (c) => c.checkedAt }),
  }),
});

builder.objectFields(SensorType, (t) => ({
  temperatureOffset: t.float({
    description: 'Added to every temperature the sensor sends (°C); the raw value is kept on each reading.',
    resolve: (s) => s.temperatureOffsetC,
  }),
  offsetSetAt: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.offsetSetAt }),
  offsetSetBy: t.field({ type: QuestPersonType, nullable: true, resolve: (s, _a, ctx) => personById({ scope: ctx, id: s.offsetSetBy }) }),
  calibrationIntervalMonths: t.exposeInt('calibrationIntervalMonths'),
  calibrationDueAt: t.field({
    type: 'DateTime',
    description: 'The interval after the last passed check (or after the sensor was registered).',
    resolve: async (s, _a, ctx) => calibrationDueAt({ sensor: s, checks: (await checksBySensor.load(ctx, s.id)) ?? [] }),
  }),
  calibrationFailedAt: t.field({
    type: 'DateTime',
    nullable: true,
    description: 'When the latest calibration check failed: the sensor is due again from then. Null when it passed.',
    resolve: async (s, _a, ctx) => calibrationFailedAt((await checksBySensor.load(ctx, s.id)) ?? []),
  }),
  calibrationChecks: t.field({
    type: [CalibrationCheckType],
    description: 'The last 10 checks, newest first.',
    resolve: async (s, _a, ctx) => (await checksBySensor.load(ctx, s.id)) ?? [],
  }),
  viewerCanCalibrate: t.boolean({ resolve: (_s, _a, ctx) => mayCalibrateSensors(ctx.level) }),
}));

builder.queryFields((t) => ({
  sensorsFailingCalibration: t.field({
    type: [SensorType],
    description: 'Sensors of the visible locations whose latest calibration check failed: due now (the dashboard).',
    authScopes: { level: 'STANDARD_USER' },
    resolve: (_root, _args, ctx) => sensorsFailingCalibration({ scope: ctx }),
  }),
}));

builder.mutationFields((t) => ({
  setSensorCalibration: t.field({
    type: SensorType,
    description: "Sets a sensor's offset (in `unit`, default °C) and/or calibration interval (months). Location Managers and up.",
    authScopes: { level: 'LOCATION_MANAGER' },
    args: {
      sensorId: t.arg.id({ required: true }),
      offset: t.arg.float(),
      unit: t.arg({ type: TemperatureUnitEnum }),
      intervalMonths: t.arg.int(),
    },
    resolve: (_root, args, ctx) =>
      setSensorCalibration({
        scope: ctx,
        sensorId: String(args.sensorId),
        offset: args.offset == null ? null : { value: args.offset, unit: args.unit ?? 'C' },
        intervalMonths: args.intervalMonths,
      }).then(publishing(ctx, recordsChanged)),
  }),
  recordCalibrationCheck: t.field({
    type: CalibrationCheckType,
    description: 'Records an ice-point or reference-probe check of a sensor; it passes within ±1 °C (±2 °F).',
    authScopes: { level: 'STANDARD_USER' },
    args: {
      sensorId: t.arg.id({ required: true }),
      method: t.arg({ type: CalibrationMethodEnum, required: true }),
      reference: t.arg.float({ description: 'The reference reading (ice point: 0 °C / 32 °F when left out).' }),
      sensorReading: t.arg.float({ required: true }),
      unit: t.arg({ type: TemperatureUnitEnum, required: true }),
      note: t.arg.string(),
    },
    resolve: (_root, args, ctx) =>
      recordCalibrationCheck({
        scope: ctx,
        input: {
          sensorId: String(args.sensorId),
          method: args.method,
          reference: args.reference,
          sensorReading: args.sensorReading,
          unit: args.unit,
          note: args.note,
        },
      }).then(publishing(ctx, recordsChanged)),
  }),
}));

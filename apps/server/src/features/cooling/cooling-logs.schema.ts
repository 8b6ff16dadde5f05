import { exactCelsius, PROCESS_KINDS, PROCESS_VARIANTS, type CheckpointState } from '@ks/domain';
import { builder } from '../../graphql/builder.js';
import { tenantOf, type GraphQLContext } from '../../graphql/context.js';
import { validationError } from '../../graphql/errors.js';
import { PROCESS_LOG_RESOLUTIONS, PROCESS_LOG_STATUSES } from '../../db/schema/index.js';
import { JurisdictionProfileEnum } from '../locations/locations.schema.js';
import { TemperatureUnitEnum } from '../users/me.schema.js';
import type { LogReading } from './cooling-readings.js';
import {
  coolingLogById,
  coolingLogsOfLocation,
  recordCoolingReading,
  resolveFailedCoolingLog,
  restartsOf,
  setCoolingLogLeftHeatAt,
  startCoolingLog,
  viewsOf,
  type CoolingLogView,
} from './cooling-logs.service.js';
import type { Tenant } from './tenant-location.service.js';
import { correctiveActionsOf, recordCorrectiveAction } from '../corrective-actions/corrective-actions.service.js';

// Cooling and reheating are kitchen work: Standard Users and above (the monitoring screens' level).
const USE = { level: 'STANDARD_USER' } as const;
const DAY_MS = 24 * 60 * 60_000;

function tenantOfRequest(ctx: GraphQLContext): Tenant {
  const viewer = tenantOf(ctx);
  return { clientId: viewer.clientId, userId: viewer.userId, accessLevel: viewer.accessLevel };
}

const ProcessLogKindEnum = builder.enumType('ProcessLogKind', { values: PROCESS_KINDS });
const ProcessLogVariantEnum = builder.enumType('ProcessLogVariant', {
  values: PROCESS_VARIANTS,
  description:
    'AMBIENT_INGREDIENTS: 41 °F within 4 h (FDA 3-501.14(B)); PROCESSED_RTE: reheat to 135 °F (3-403.11(C)); SCOTLAND: reheat to 82 °C.',
});
const ProcessLogStatusEnum = builder.enumType('ProcessLogStatus', { values: PROCESS_LOG_STATUSES });
const ProcessLogResolutionEnum = builder.enumType('ProcessLogResolution', { values: PROCESS_LOG_RESOLUTIONS });
const CheckpointStatusEnum = builder.enumType('ProcessCheckpointStatus', { values: ['MET', 'MISSED', 'PENDING'] as const });
const ReadingSourceEnum = builder.enumType('ProcessReadingSource', { values: ['MANUAL', 'PROBE'] as const });

const CheckpointType = builder.objectRef<CheckpointState>('ProcessCheckpoint').implement({
  authScopes: USE,
  fields: (t) => ({
    index: t.exposeInt('index'),
    targetValue: t.float({
      nullable: true,
      description: 'The target as the regulation writes it (in targetUnit); null: "as low as possible".',
      resolve: (c) => c.checkpoint.target?.value ?? null,
    }),
    targetUnit: t.field({ type: TemperatureUnitEnum, nullable: true, resolve: (c) => c.checkpoint.target?.unit ?? null }),
    withinMin: t.int({ description: 'Minutes from the start of the log.', resolve: (c) => c.checkpoint.withinMin }),
    deadline: t.field({ type: 'DateTime', resolve: (c) => new Date(c.deadlineMs) }),
    status: t.field({ type: CheckpointStatusEnum, resolve: (c) => c.status }),
    metAt: t.field({ type: 'DateTime', nullable: true, resolve: (c) => (c.metAtMs === null ? null : new Date(c.metAtMs)) }),
    metTemperature: t.float({ nullable: true, description: '°C', resolve: (c) => c.metCelsius }),
  }),
});

const ReadingType = builder.objectRef<LogReading>('ProcessLogReading').implement({
  authScopes: USE,
  fields: (t) => ({
    time: t.field({ type: 'DateTime', resolve: (r) => new Date(r.timeMs) }),
    temperature: t.float({ description: '°C', resolve: (r) => r.celsius }),
    source: t.field({ type: ReadingSourceEnum, resolve: (r) => r.source }),
  }),
});

export const CoolingLogType = builder.objectRef<CoolingLogView>('CoolingLog').implement({
  description: 'A cooling or reheating log of one batch of food, checked against its location’s jurisdiction profile.',
  authScopes: USE,
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: ProcessLogKindEnum, resolve: (l) => l.kind }),
    foodName: t.exposeString('foodName'),
    locationId: t.exposeID('locationId'),
    applianceId: t.exposeID('applianceId', { nullable: true }),
    applianceName: t.exposeString('applianceName', { nullable: true, description: 'Null: on the bench.' }),
    sensorId: t.exposeID('sensorId', { nullable: true }),
    profile: t.field({ type: JurisdictionProfileEnum, resolve: (l) => l.profile }),
    startedAt: t.field({ type: 'DateTime', resolve: (l) => l.startedAt }),
    startTemperature: t.float({ description: '°C', resolve: (l) => l.startTemperatureC }),
    startedByName: t.exposeString('startedByName', { nullable: true }),
    variant: t.field({ type: ProcessLogVariantEnum, resolve: (l) => l.variant }),
    leftHeatAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the food left the heat, as the cook gave it.',
      resolve: (l) => l.leftHeatAt,
    }),
    startShown: t.boolean({
      description:
        'False: started below 135 °F / 60 °C and no time given for leaving the heat ("start not shown"); stage 1 cannot pass by itself.',
      resolve: (l) => l.evaluation.startShown,
    }),
    clockStartedAt: t.field({
      type: 'DateTime',
      description: 'Where the deadlines count from: when the food was at or below the start temperature.',
      resolve: (l) => new Date(l.evaluation.clockStartedAtMs),
    }),
    status: t.field({
      type: ProcessLogStatusEnum,
      description: 'Where the log stands now (a missed checkpoint fails it at its deadline).',
      resolve: (l) => (l.status === 'RUNNING' ? l.evaluation.verdict : l.status),
    }),
    endedAt: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: (l) => l.endedAt ?? (l.evaluation.endedAtMs === null ? null : new Date(l.evaluation.endedAtMs)),
    }),
    checkpoints: t.field({ type: [CheckpointType], resolve: (l) => l.evaluation.checkpoints }),
    readings: t.field({ type: [ReadingType], resolve: (l) => l.readings }),
    resolution: t.field({ type: ProcessLogResolutionEnum, nullable: true, resolve: (l) => l.resolution }),
    resolutionNote: t.exposeString('resolutionNote', { nullable: true }),
    resolvedAt: t.field({ type: 'DateTime', nullable: true, resolve: (l) => l.resolvedAt }),
    resolvedByName: t.exposeString('resolvedByName', { nullable: true }),
    restartOfId: t.exposeID('restartOf', { nullable: true }),
    restartedAsId: t.id({
      nullable: true,
      description: 'The log that restarted this one after reheating.',
      resolve: async (l, _args, ctx) => (await restartsOf({ db: await ctx.db(), ids: [l.id] })).get(l.id) ?? null,
    }),
  }),
});

const StartCoolingLogInput = builder.inputType('StartCoolingLogInput', {
  fields: (t) => ({
    locationId: t.id({ required: true }),
    kind: t.field({ type: ProcessLogKindEnum, required: true }),
    foodName: t.string({ required: true }),
    /** Where it cools; none: on the bench. */
    applianceId: t.id(),
    /** A probe sensor whose readings feed the log. */
    sensorId: t.id(),
    startedAt: t.field({ type: 'DateTime' }),
    startTemperature: t.float({ required: true }),
    unit: t.field({ type: TemperatureUnitEnum, required: true }),
    variant: t.field({ type: ProcessLogVariantEnum }),
    leftHeatAt: t.field({ type: 'DateTime' }),
  }),
});

const RecordCoolingReadingInput = builder.inputType('RecordCoolingReadingInput', {
  fields: (t) => ({
    logId: t.id({ required: true }),
    temperature: t.float({ required: true }),
    unit: t.field({ type: TemperatureUnitEnum, required: true }),
    time: t.field({ type: 'DateTime' }),
  }),
});

const ResolveCoolingLogInput = builder.inputType('ResolveCoolingLogInput', {
  fields: (t) => ({
    logId: t.id({ required: true }),
    resolution: t.field({ type: ProcessLogResolutionEnum, required: true }),
    /** REHEATED_AND_RESTARTED: what the food was reheated to. */
    reheatTemperature: t.float(),
    unit: t.field({ type: TemperatureUnitEnum }),
    note: t.string(),
  }),
});

const ResolveCoolingLogPayload = builder
  .objectRef<{ log: CoolingLogView; restart: CoolingLogView | null }>('ResolveCoolingLogPayload')
  .implement({
    authScopes: USE,
    fields: (t) => ({
      log: t.field({ type: CoolingLogType, resolve: (p) => p.log }),
      restart: t.field({ type: CoolingLogType, nullable: true, resolve: (p) => p.restart }),
    }),
  });

builder.queryFields((t) => ({
  coolingLogs: t.field({
    type: [CoolingLogType],
    description: 'Cooling and reheating logs of a location started in [from, to) (default: the last 7 days), newest first.',
    authScopes: USE,
    args: { locationId: t.arg.id({ required: true }), from: t.arg({ type: 'DateTime' }), to: t.arg({ type: 'DateTime' }) },
    resolve: async (_root, args, ctx) => {
      const to = args.to ?? new Date(Date.now() + DAY_MS);
      const from = args.from ?? new Date(to.getTime() - 8 * DAY_MS);
      if (to <= from) throw validationError('The period must end after it starts', 'to');
      return coolingLogsOfLocation({ db: await ctx.db(), tenant: tenantOfRequest(ctx), locationId: String(args.locationId), from, to });
    },
  }),
  coolingLog: t.field({
    type: CoolingLogType,
    authScopes: USE,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => coolingLogById({ db: await ctx.db(), tenant: tenantOfRequest(ctx), id: String(args.id) }),
  }),
}));

builder.mutationFields((t) => ({
  startCoolingLog: t.field({
    type: CoolingLogType,
    description: 'Starts a cooling or reheating log; its checkpoints are the location’s jurisdiction profile.',
    authScopes: USE,
    args: { input: t.arg({ type: StartCoolingLogInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const db = await ctx.db();
      const row = await startCoolingLog({
        db,
        tenant: tenantOfRequest(ctx),
        input: {
          locationId: String(input.locationId),
          kind: input.kind,
          foodName: input.foodName,
          applianceId: input.applianceId ? String(input.applianceId) : null,
          sensorId: input.sensorId ? String(input.sensorId) : null,
          startedAt: input.startedAt ?? null,
          startTemperatureC: exactCelsius(input.startTemperature, input.unit),
          variant: input.variant ?? null,
          leftHeatAt: input.leftHeatAt ?? null,
        },
      });
      return (await viewsOf({ db, rows: [row], now: new Date() }))[0]!;
    },
  }),
  recordCoolingReading: t.field({
    type: CoolingLogType,
    description: 'Adds a temperature taken by hand (a probe thermometer) to a running log.',
    authScopes: USE,
    args: { input: t.arg({ type: RecordCoolingReadingInput, required: true }) },
    resolve: async (_root, { input }, ctx) =>
      recordCoolingReading({
        db: await ctx.db(),
        tenant: tenantOfRequest(ctx),
        input: { logId: String(input.logId), temperatureC: exactCelsius(input.temperature, input.unit), time: input.time ?? null },
      }),
  }),
  setCoolingLogLeftHeatAt: t.field({
    type: CoolingLogType,
    description: 'The time the food left the heat, for a log started below 135 °F / 60 °C: stage 1 counts from it.',
    authScopes: USE,
    args: { logId: t.arg.id({ required: true }), leftHeatAt: t.arg({ type: 'DateTime', required: true }) },
    resolve: async (_root, args, ctx) =>
      setCoolingLogLeftHeatAt({
        db: await ctx.db(),
        tenant: tenantOfRequest(ctx),
        input: { logId: String(args.logId), leftHeatAt: args.leftHeatAt },
      }),
  }),
  resolveFailedCoolingLog: t.field({
    type: ResolveCoolingLogPayload,
    description: 'The corrective action of a failed log: reheated and restarted (once, cooling only), or discarded.',
    authScopes: USE,
    args: { input: t.arg({ type: ResolveCoolingLogInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const db = await ctx.db();
      const now = new Date();
      const reheat = input.reheatTemperature ?? null;
      const { log, restart } = await resolveFailedCoolingLog({
        db,
        tenant: tenantOfRequest(ctx),
        input: {
          logId: String(input.logId),
          resolution: input.resolution,
          reheatTemperatureC: reheat === null ? null : exactCelsius(reheat, input.unit ?? 'C'),
          note: input.note ?? null,
        },
        now,
      });
      // A discarded batch is a corrective action with the food's fate (issue 19): recorded here unless the
      // cook already filled in the full form (one record per problem).
      if (input.resolution === 'DISCARDED' && (await correctiveActionsOf({ scope: ctx, kind: 'COOLING_LOG', ids: [log.id] })).length === 0)
        await recordCorrectiveAction({
          scope: ctx,
          input: { subject: { kind: 'COOLING_LOG', id: log.id }, fate: 'DISCARDED', note: input.note ?? null },
        });
      const [logView, restartView] = await viewsOf({ db, rows: restart ? [log, restart] : [log], now });
      return { log: logView!, restart: restartView ?? null };
    },
  }),
}));

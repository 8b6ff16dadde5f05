import { ACCESS_LEVELS } from '@ks/domain';
import { alertChanged, publishing } from '../../events/mutation-events.js';
import { builder } from '../../graphql/builder.js';
import { tenantOf } from '../../graphql/context.js';
import { TempAlertType } from '../alerts/alerts.schema.js';
import { personOf } from '../alerts/alerts.service.js';
import { acknowledgeTempAlert, acknowledgementOf } from './acknowledge.service.js';
import { REACH_CHANNELS, type ChainStep, type NotifyTargets } from './chain-model.js';
import { deliveriesOf, type DeliveryLogRow } from './delivery-log.service.js';
import { chainFor, saveEscalationChain, type EffectiveChain } from './escalation-chains.service.js';
import { myReachSettings, saveMyReachSettings, type ReachSettings } from './reach-settings.service.js';
import { rotaOf, saveRota, type RotaShift } from './rota.service.js';

// Acknowledging is open to anyone who may snooze (PRODUCT.md): Standard Users and up.
const HANDLE = { level: 'STANDARD_USER' } as const;
// Chains and rotas are set up by Location Managers (of their locations) and Managers.
const ORGANISE = { level: 'LOCATION_MANAGER' } as const;

export const ReachChannelEnum = builder.enumType('ReachChannel', { values: REACH_CHANNELS });
const StepKindEnum = builder.enumType('EscalationStepKind', { values: ['WAIT', 'NOTIFY'] as const });
const ChainSourceEnum = builder.enumType('EscalationChainSource', { values: ['LOCATION', 'CLIENT_DEFAULT', 'BUILT_IN'] as const });
const TargetLevelEnum = builder.enumType('EscalationAccessLevel', { values: ACCESS_LEVELS });
export const NoticeOutcomeEnum = builder.enumType('NoticeOutcome', { values: ['PENDING', 'DELIVERED', 'FAILED', 'SKIPPED'] as const });
const NoticeKindEnum = builder.enumType('NoticeKind', { values: ['ALERT', 'HANDLING'] as const });

const StepType = builder.objectRef<ChainStep>('EscalationStep').implement({
  authScopes: ORGANISE,
  fields: (t) => ({
    kind: t.field({ type: StepKindEnum, resolve: (s) => s.kind }),
    minutes: t.int({ nullable: true, resolve: (s) => (s.kind === 'WAIT' ? s.minutes : null) }),
    userIds: t.idList({ resolve: (s) => (s.kind === 'NOTIFY' ? s.targets.userIds : []) }),
    accessLevels: t.field({ type: [TargetLevelEnum], resolve: (s) => (s.kind === 'NOTIFY' ? s.targets.accessLevels : []) }),
    onShift: t.boolean({ resolve: (s) => s.kind === 'NOTIFY' && s.targets.onShift }),
    everyManager: t.boolean({ resolve: (s) => s.kind === 'NOTIFY' && s.targets.everyManager }),
    channels: t.field({ type: [ReachChannelEnum], resolve: (s) => (s.kind === 'NOTIFY' ? s.channels : []) }),
  }),
});

const ChainType = builder.objectRef<EffectiveChain>('EscalationChain').implement({
  description: 'The steps an alert runs through until someone acknowledges, snoozes or attends it, or it ends.',
  authScopes: ORGANISE,
  fields: (t) => ({
    source: t.field({
      type: ChainSourceEnum,
      description: "The location's own, the client's default, or PRODUCT.md's.",
      resolve: (c) => c.source,
    }),
    locationId: t.id({ nullable: true, resolve: (c) => c.locationId }),
    steps: t.field({ type: [StepType], resolve: (c) => c.steps }),
    ackTimeoutMinutes: t.int({ resolve: (c) => c.ackTimeoutMin }),
    updatedAt: t.field({ type: 'DateTime', nullable: true, resolve: (c) => c.updatedAt }),
  }),
});

const StepInput = builder.inputType('EscalationStepInput', {
  fields: (t) => ({
    kind: t.field({ type: StepKindEnum, required: true }),
    minutes: t.int(),
    userIds: t.idList(),
    accessLevels: t.field({ type: [TargetLevelEnum] }),
    onShift: t.boolean(),
    everyManager: t.boolean(),
    channels: t.field({ type: [ReachChannelEnum] }),
  }),
});

const SaveChainInput = builder.inputType('SaveEscalationChainInput', {
  fields: (t) => ({
    /** None: the client's default chain (Managers). */
    locationId: t.id(),
    steps: t.field({ type: [StepInput], required: true }),
    ackTimeoutMinutes: t.int(),
  }),
});

type StepInputShape = {
  kind: 'WAIT' | 'NOTIFY';
  minutes?: number | null;
  userIds?: Array<string | number> | null;
  accessLevels?: NotifyTargets['accessLevels'] | null;
  onShift?: boolean | null;
  everyManager?: boolean | null;
  channels?: ChainStep extends infer S ? (S extends { channels: infer C } ? C : never) | null : never;
};

function stepOf(input: StepInputShape): ChainStep {
  if (input.kind === 'WAIT') return { kind: 'WAIT', minutes: input.minutes ?? 0 };
  return {
    kind: 'NOTIFY',
    targets: {
      userIds: (input.userIds ?? []).map(String),
      accessLevels: input.accessLevels ?? [],
      onShift: input.onShift ?? false,
      everyManager: input.everyManager ?? false,
    },
    channels: input.channels ?? [],
  };
}

const ShiftType = builder.objectRef<RotaShift>('RotaShift').implement({
  description: "A weekly shift on the location's clock: ISO weekday (1 Monday … 7 Sunday), minutes after midnight.",
  authScopes: HANDLE,
  fields: (t) => ({
    userId: t.id({ resolve: (s) => s.userId }),
    weekday: t.int({ resolve: (s) => s.weekday }),
    startMinute: t.int({ resolve: (s) => s.startMin }),
    endMinute: t.int({ description: 'At or before the start: runs past midnight. 1440: until midnight.', resolve: (s) => s.endMin }),
  }),
});

const ShiftInput = builder.inputType('RotaShiftInput', {
  fields: (t) => ({
    userId: t.id({ required: true }),
    weekday: t.int({ required: true }),
    startMinute: t.int({ required: true }),
    endMinute: t.int({ required: true }),
  }),
});

const SettingsType = builder.objectRef<ReachSettings>('ReachSettings').implement({
  description: 'How the viewer is reached: channels, and quiet hours (LOW alerts and reminders wait; HIGH alerts do not).',
  authScopes: { signedIn: true },
  fields: (t) => ({
    channels: t.field({ type: [ReachChannelEnum], resolve: (s) => s.channels }),
    quietStartMinute: t.int({ nullable: true, resolve: (s) => s.quietStartMin }),
    quietEndMinute: t.int({ nullable: true, resolve: (s) => s.quietEndMin }),
  }),
});

const SettingsInput = builder.inputType('ReachSettingsInput', {
  fields: (t) => ({
    channels: t.field({ type: [ReachChannelEnum], required: true }),
    quietStartMinute: t.int(),
    quietEndMinute: t.int(),
  }),
});

const HandlerType = builder.objectRef<{ id: string; displayName: string }>('AlertHandler').implement({
  authScopes: HANDLE,
  fields: (t) => ({ id: t.id({ resolve: (p) => p.id }), displayName: t.string({ resolve: (p) => p.displayName }) }),
});

const DeliveryType = builder.objectRef<DeliveryLogRow>('NoticeDelivery').implement({
  description: 'One notice about an alert: channel, person, time and outcome.',
  authScopes: HANDLE,
  fields: (t) => ({
    id: t.id({ resolve: (d) => d.id }),
    kind: t.field({ type: NoticeKindEnum, resolve: (d) => d.kind }),
    channel: t.field({ type: ReachChannelEnum, resolve: (d) => d.channel }),
    personId: t.id({ nullable: true, resolve: (d) => d.userId }),
    personName: t.string({ nullable: true, resolve: (d) => d.personName }),
    time: t.field({ type: 'DateTime', resolve: (d) => d.createdAt }),
    outcome: t.field({ type: NoticeOutcomeEnum, resolve: (d) => d.outcome }),
    reason: t.string({ nullable: true, description: 'Why it failed or was held back.', resolve: (d) => d.reason }),
    finishedAt: t.field({ type: 'DateTime', nullable: true, resolve: (d) => d.finishedAt }),
    acknowledgedAt: t.field({ type: 'DateTime', nullable: true, resolve: (d) => d.acknowledgedAt }),
  }),
});

builder.objectFields(TempAlertType, (t) => ({
  acknowledgedBy: t.field({
    type: HandlerType,
    nullable: true,
    description: 'Who said "I\'m handling it" for this detection ("Maria is handling it").',
    resolve: async (a, _args, ctx) =>
      personOf({ scope: ctx, userId: (await acknowledgementOf({ scope: ctx, alertId: a.id })).acknowledgedBy }),
  }),
  acknowledgedAt: t.field({
    type: 'DateTime',
    nullable: true,
    resolve: async (a, _args, ctx) => (await acknowledgementOf({ scope: ctx, alertId: a.id })).acknowledgedAt,
  }),
  deliveries: t.field({
    type: [DeliveryType],
    description: 'Every notice sent about this alert, oldest first.',
    resolve: (a, _args, ctx) => deliveriesOf({ scope: ctx, alertId: a.id }),
  }),
}));

builder.queryFields((t) => ({
  escalationChain: t.field({
    type: ChainType,
    description: "The chain a location's alerts run (its own, else the client's default); without a location, the client's default.",
    authScopes: ORGANISE,
    args: { locationId: t.arg.id() },
    resolve: (_root, args, ctx) => chainFor({ scope: ctx, locationId: args.locationId ? String(args.locationId) : null }),
  }),
  rota: t.field({
    type: [ShiftType],
    description: "The location's weekly rota.",
    authScopes: HANDLE,
    args: { locationId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => rotaOf({ scope: ctx, locationId: String(args.locationId) }),
  }),
  myReachSettings: t.field({
    type: SettingsType,
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => myReachSettings({ scope: ctx }),
  }),
}));

builder.mutationFields((t) => ({
  acknowledgeTempAlert: t.field({
    type: TempAlertType,
    description: '"I\'m handling it": stops the chain and tells everyone notified; still out of range after the timeout, it re-escalates.',
    authScopes: HANDLE,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      acknowledgeTempAlert({
        scope: ctx,
        system: { config: ctx.config, pool: ctx.pool, mailer: ctx.mailer, log: ctx.log },
        id: String(args.id),
      }).then(publishing(ctx, alertChanged)),
  }),
  saveEscalationChain: t.field({
    type: ChainType,
    authScopes: ORGANISE,
    args: { input: t.arg({ type: SaveChainInput, required: true }) },
    resolve: (_root, { input }, ctx) => {
      tenantOf(ctx);
      return saveEscalationChain({
        scope: ctx,
        locationId: input.locationId ? String(input.locationId) : null,
        chain: { steps: input.steps.map(stepOf), ackTimeoutMin: input.ackTimeoutMinutes ?? 30 },
      });
    },
  }),
  saveRota: t.field({
    type: [ShiftType],
    authScopes: ORGANISE,
    args: { locationId: t.arg.id({ required: true }), shifts: t.arg({ type: [ShiftInput], required: true }) },
    resolve: (_root, args, ctx) =>
      saveRota({
        scope: ctx,
        locationId: String(args.locationId),
        shifts: args.shifts.map((s) => ({ userId: String(s.userId), weekday: s.weekday, startMin: s.startMinute, endMin: s.endMinute })),
      }),
  }),
  saveMyReachSettings: t.field({
    type: SettingsType,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: SettingsInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      saveMyReachSettings({
        scope: ctx,
        settings: { channels: input.channels, quietStartMin: input.quietStartMinute ?? null, quietEndMin: input.quietEndMinute ?? null },
      }),
  }),
}));

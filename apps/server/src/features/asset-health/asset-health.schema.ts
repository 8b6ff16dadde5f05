import {
  HEALTH_FINDING_KINDS,
  HEALTH_STATUSES,
  healthFindingText,
  isHealthJudged,
  type HealthFigures,
  type HealthFinding,
} from '@ks/domain';
import { builder } from '../../graphql/builder.js';
import { ApplianceType } from '../appliances/appliances.schema.js';
import { appliancesNeedingAttention, type ApplianceAttention } from './asset-health-attention.service.js';
import { healthOf, NOT_COMPUTED, viewerUnit, type HealthView } from './asset-health.read.js';

const READ = { level: 'STANDARD_USER' } as const;

export const HealthStatusEnum = builder.enumType('HealthStatus', { values: HEALTH_STATUSES });
export const HealthFindingKindEnum = builder.enumType('HealthFindingKind', { values: HEALTH_FINDING_KINDS });

const minutes = (description: string) => ({ nullable: true, description }) as const;

/** The numbers behind a finding: °C and minutes, whatever the viewer's unit (`text` converts). */
const HealthFiguresType = builder.objectRef<HealthFigures>('HealthFigures').implement({
  authScopes: READ,
  fields: (t) => ({
    referenceMin: t.exposeFloat('referenceMin', minutes('Before (older part of the window): recovery or defrost minutes.')),
    recentMin: t.exposeFloat('recentMin', minutes('Now (last days): recovery or defrost minutes; for an open door, minutes up.')),
    referenceCount: t.exposeFloat('referenceCount', minutes('Door openings a day usually, or events measured before.')),
    recentCount: t.exposeFloat('recentCount', minutes('Door openings in the last 24 hours, or events measured now.')),
    baselineFromC: t.exposeFloat('baselineFromC', minutes('Steady level before the rise, °C.')),
    baselineNowC: t.exposeFloat('baselineNowC', minutes('Steady level now, °C.')),
    slopeCPerDay: t.exposeFloat('slopeCPerDay', minutes('Rise of the steady level, °C a day.')),
    referenceNoiseC: t.exposeFloat('referenceNoiseC', minutes('Swing between readings before, °C.')),
    recentNoiseC: t.exposeFloat('recentNoiseC', minutes('Swing between readings now, °C.')),
    riseC: t.exposeFloat('riseC', minutes('How far above its steady level the air is now, °C.')),
    daysToLeaveZone: t.exposeInt('daysToLeaveZone', minutes('Likely to leave its safe zone within this many days.')),
    missedCycles: t.exposeInt('missedCycles', minutes('Expected defrosts that did not come.')),
  }),
});

export const HealthFindingType = builder.objectRef<HealthFinding>('HealthFinding').implement({
  authScopes: READ,
  fields: (t) => ({
    kind: t.field({ type: HealthFindingKindEnum, resolve: (f) => f.kind }),
    status: t.field({ type: HealthStatusEnum, resolve: (f) => f.status }),
    since: t.field({ type: 'DateTime', description: 'When the condition was first seen.', resolve: (f) => new Date(f.since) }),
    text: t.string({
      description: "The finding for people, in the viewer's language and temperature unit.",
      resolve: async (f, _args, ctx) => healthFindingText(f, { language: ctx.viewer?.language ?? 'en', unit: await viewerUnit(ctx) }),
    }),
    figures: t.field({ type: HealthFiguresType, resolve: (f) => f.figures }),
  }),
});

/** One day's steady level (the trend the findings read). */
const HealthBaselineDayType = builder.objectRef<{ day: number; baselineC: number }>('HealthBaselineDay').implement({
  authScopes: READ,
  fields: (t) => ({
    day: t.field({ type: 'DateTime', description: 'Start of the 24 hours.', resolve: (d) => new Date(d.day) }),
    baselineC: t.exposeFloat('baselineC', { description: 'Median of the quiet readings, °C.' }),
  }),
});

const ApplianceHealthType = builder.objectRef<HealthView>('ApplianceHealth').implement({
  authScopes: READ,
  fields: (t) => ({
    status: t.field({ type: HealthStatusEnum, resolve: (h) => h.status }),
    findings: t.field({ type: [HealthFindingType], resolve: (h) => h.findings }),
    computedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'Null until the job first judged it.',
      resolve: (h) => h.computedAt,
    }),
    baseline: t.field({
      type: [HealthBaselineDayType],
      description: 'The steady level per day over the learning window, oldest first.',
      resolve: (h) => h.pattern?.dailyBaseline ?? [],
    }),
    defrostPeriodMin: t.int({ nullable: true, resolve: (h) => h.pattern?.defrost?.periodMin ?? null }),
    defrostLengthMin: t.int({ nullable: true, resolve: (h) => (h.pattern?.defrost ? Math.round(h.pattern.defrost.lengthMin) : null) }),
    doorOpeningsPerDay: t.float({ nullable: true, resolve: (h) => h.pattern?.doorOpeningsPerDay ?? null }),
    recoveryMin: t.int({ nullable: true, resolve: (h) => h.pattern?.recoveryMin ?? null }),
    serviceSoonNotifiedAt: t.field({ type: 'DateTime', nullable: true, resolve: (h) => h.serviceSoonNotifiedAt }),
  }),
});

builder.objectFields(ApplianceType, (t) => ({
  health: t.field({
    type: ApplianceHealthType,
    authScopes: READ,
    description: 'What its own temperatures say about the unit (door, defrost, compressor): OK, WATCH or SERVICE_SOON.',
    // A type health does not judge reads never judged, whatever an older row says (decision 0221).
    resolve: (a, _args, ctx) => (isHealthJudged(a.type) ? healthOf(ctx, a.id) : NOT_COMPUTED),
  }),
}));

const ApplianceAttentionType = builder.objectRef<ApplianceAttention>('ApplianceAttention').implement({
  authScopes: READ,
  description: 'An appliance whose own temperatures say it needs someone (WATCH or SERVICE_SOON).',
  fields: (t) => ({
    appliance: t.field({ type: ApplianceType, resolve: (a) => a.appliance }),
    status: t.field({ type: HealthStatusEnum, resolve: (a) => a.status }),
    reason: t.field({ type: HealthFindingType, description: 'The worst finding (of equal status, the oldest).', resolve: (a) => a.reason }),
    findings: t.field({ type: [HealthFindingType], description: 'Every finding, worst first.', resolve: (a) => a.findings }),
    since: t.field({ type: 'DateTime', description: 'When the earliest of its findings began.', resolve: (a) => a.since }),
  }),
});

builder.queryFields((t) => ({
  appliancesNeedingAttention: t.field({
    type: [ApplianceAttentionType],
    authScopes: READ,
    description:
      'Equipment of the visible locations (or of `locationId`) whose health is WATCH or SERVICE_SOON, judged in the last 3 hours, SERVICE_SOON first.',
    args: { locationId: t.arg.id({ required: false }) },
    resolve: (_root, { locationId }, ctx) => appliancesNeedingAttention({ scope: ctx, locationId: locationId ? String(locationId) : null }),
  }),
}));

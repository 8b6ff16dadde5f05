import { FIXIT_ORIGINS, healthFindingText, isHealthJudged, mayRaiseHealthFixit, type HealthFinding } from '@ks/domain';
import { builder } from '../../graphql/builder.js';
import { fixitChanged, publishing } from '../../events/mutation-events.js';
import { batchLoader } from '../../scope/batch-loader.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { applianceByKnownId, type ApplianceRow } from '../appliances/appliances.service.js';
import { ApplianceType } from '../appliances/appliances.schema.js';
import { FixitType } from '../checklists/fixits.schema.js';
import { HealthFindingKindEnum, HealthStatusEnum } from './asset-health.schema.js';
import { viewerUnit } from './asset-health.read.js';
import { openHealthFixits, raiseHealthFixit } from './health-fixit.service.js';

const FixitOriginEnum = builder.enumType('FixitOrigin', { values: FIXIT_ORIGINS });

/**
 * The appliance a health fix-it is about: its id, name and where its page is. Any level that sees the
 * fix-it sees this much (a Basic User given the fix-it cannot read `Appliance` itself).
 */
const FixitApplianceType = builder.objectRef<ApplianceRow>('FixitAppliance').implement({
  authScopes: { tenant: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    locationId: t.exposeID('locationId'),
    areaId: t.exposeID('areaId', { nullable: true }),
  }),
});

/** The finding a health fix-it was raised from, as it stood then; the sentence is made for the viewer. */
const FixitHealthFindingType = builder.objectRef<HealthFinding>('FixitHealthFinding').implement({
  authScopes: { tenant: true },
  fields: (t) => ({
    kind: t.field({ type: HealthFindingKindEnum, resolve: (f) => f.kind }),
    status: t.field({ type: HealthStatusEnum, resolve: (f) => f.status }),
    since: t.field({ type: 'DateTime', resolve: (f) => new Date(f.since) }),
    text: t.string({
      description: "The finding for people, in the viewer's language and temperature unit.",
      resolve: async (f, _args, ctx) => healthFindingText(f, { language: ctx.viewer?.language ?? 'en', unit: await viewerUnit(ctx) }),
    }),
  }),
});

builder.objectFields(FixitType, (t) => ({
  origin: t.field({
    type: FixitOriginEnum,
    description: 'CHECKLIST: raised by an answer; HEALTH: raised from an appliance health finding.',
    resolve: (fixit) => (fixit.applianceId ? 'HEALTH' : 'CHECKLIST'),
  }),
  appliance: t.field({
    type: FixitApplianceType,
    nullable: true,
    description: 'The appliance a health fix-it is about; null for a checklist fix-it.',
    resolve: (fixit, _a, ctx) => applianceByKnownId({ scope: ctx, applianceId: fixit.applianceId }),
  }),
  healthFinding: t.field({
    type: FixitHealthFindingType,
    nullable: true,
    description: 'The health finding it was raised from, as it stood when raised.',
    resolve: (fixit) => fixit.healthFinding ?? null,
  }),
}));

const loadOpenHealthFixits = batchLoader((scope: Scope, ids: string[]) => openHealthFixits({ scope, applianceIds: ids }));

builder.objectFields(ApplianceType, (t) => ({
  openHealthFixit: t.field({
    type: FixitType,
    nullable: true,
    description: 'The PENDING fix-it raised from its health, if any (one at a time).',
    resolve: async (appliance, _a, ctx) => (await loadOpenHealthFixits.load(ctx, appliance.id)) ?? null,
  }),
  viewerCanRaiseHealthFixit: t.boolean({
    description: 'Whether the viewer may raise a fix-it from its health (Managers and Location Managers; a judged type).',
    resolve: (appliance, _a, ctx) => isHealthJudged(appliance.type) && mayRaiseHealthFixit(tenantOf(ctx).level),
  }),
}));

builder.mutationFields((t) => ({
  raiseHealthFixit: t.field({
    type: FixitType,
    description:
      "Opens a fix-it from the appliance's worst current health finding (WATCH or SERVICE_SOON); one open at a time per appliance.",
    authScopes: { tenant: true },
    args: { applianceId: t.arg.id({ required: true }) },
    resolve: (_root, { applianceId }, ctx) =>
      raiseHealthFixit({ scope: ctx, applianceId: String(applianceId) }).then(publishing(ctx, fixitChanged)),
  }),
}));

import { PLAN_LABELS } from '@ks/domain';
import { builder } from '../../graphql/builder.js';
import { LocationType, PlanEnum } from '../locations/locations.schema.js';
import { changeLocationPlan, planUsageOf, type PlanUsage } from './plans.service.js';

const PlanUsageType = builder.objectRef<PlanUsage>('PlanUsage').implement({
  description: 'A location plan (spec §9: up to 10 pieces of equipment for a small kitchen, 30 for a dedicated-staff kitchen) and its use.',
  authScopes: { level: 'STANDARD_USER' },
  fields: (t) => ({
    plan: t.field({ type: PlanEnum, resolve: (usage) => usage.plan }),
    label: t.string({ resolve: (usage) => PLAN_LABELS[usage.plan] }),
    equipmentLimit: t.exposeInt('equipmentLimit'),
    equipmentCount: t.exposeInt('equipmentCount'),
    roomLeft: t.exposeInt('roomLeft'),
  }),
});

builder.objectFields(LocationType, (t) => ({
  planUsage: t.field({
    type: PlanUsageType,
    authScopes: { level: 'STANDARD_USER' },
    resolve: (location, _args, ctx) => planUsageOf({ scope: ctx, locationId: location.id, plan: location.plan }),
  }),
}));

builder.mutationFields((t) => ({
  updateLocationPlan: t.field({
    type: LocationType,
    description: 'Moves a location to another plan (Managers and Full Admins).',
    authScopes: { level: 'MANAGER' },
    args: { id: t.arg.id({ required: true }), plan: t.arg({ type: PlanEnum, required: true }) },
    resolve: (_root, { id, plan }, ctx) => changeLocationPlan({ scope: ctx, id: String(id), plan }),
  }),
}));

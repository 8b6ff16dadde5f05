import { FOOD_TYPES, JURISDICTION_PROFILES, locationInputSchema, PLANS, SERVICE_TYPES, SITE_KINDS, type Plan } from '@ks/domain';
import { builder, MutationStatusEnum } from '../../graphql/builder.js';
import { ImageSetType, resolveImageSet } from '../files/files.schema.js';
import { createLocation, deleteLocation, updateLocation } from './location-mutations.service.js';
import { locationPermissionsFor } from './location-permissions.service.js';
import { usersCountOf } from './location-summary.service.js';
import { type LocationRow, listVisibleLocations, visibleLocationById } from '../../scope/visible-locations.js';

export const PlanEnum = builder.enumType('Plan', { values: PLANS });
export const ServiceTypeEnum = builder.enumType('ServiceType', { values: SERVICE_TYPES });
export const FoodTypeEnum = builder.enumType('FoodType', { values: FOOD_TYPES });
export const SiteKindEnum = builder.enumType('SiteKind', { values: SITE_KINDS });
export const JurisdictionProfileEnum = builder.enumType('JurisdictionProfile', {
  description: 'The food code a location follows (PRODUCT.md "Food-safety model"): US FDA, UK FSA, AU/NZ FSANZ, Codex.',
  values: JURISDICTION_PROFILES,
});

/** What the summary of one location is computed for. */
export interface LocationSummarySource {
  location: LocationRow;
}

/**
 * Spec §3 location summary. This file defines the type and `usersCount`; every other feature adds its
 * own counts from its own files with `builder.objectFields(LocationSummaryType, …)` (sensorsCount,
 * tempAlertsCount, quests, fixits …), resolving from `summary.location` with a per-request batch
 * (`batchLoader`) so a list of locations costs one query per field. Monitoring data: not for Basic Users.
 */
export const LocationSummaryType = builder.objectRef<LocationSummarySource>('LocationSummary');
export const LocationType = builder.objectRef<LocationRow>('Location');

LocationSummaryType.implement({
  authScopes: { level: 'STANDARD_USER' },
  fields: (t) => ({
    locationId: t.id({ resolve: (summary) => summary.location.id }),
    location: t.field({ type: LocationType, resolve: (summary) => summary.location }),
    usersCount: t.int({ resolve: (summary, _args, ctx) => usersCountOf({ scope: ctx, locationId: summary.location.id }) }),
  }),
});

const LocationViewerCan = builder.objectRef<{ update: boolean; delete: boolean; changePlan: boolean }>('LocationViewerCan').implement({
  authScopes: { tenant: true },
  fields: (t) => ({
    update: t.exposeBoolean('update'),
    delete: t.exposeBoolean('delete'),
    changePlan: t.exposeBoolean('changePlan'),
  }),
});

LocationType.implement({
  authScopes: { tenant: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    timezone: t.exposeString('timezone'),
    country: t.exposeString('country', { nullable: true }),
    state: t.exposeString('state', { nullable: true }),
    address: t.exposeString('address', { nullable: true }),
    zip: t.exposeString('zip', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    serviceType: t.exposeString('serviceType', { nullable: true }),
    foodTypes: t.exposeStringList('foodTypes'),
    sites: t.exposeStringList('sites'),
    vendors: t.exposeStringList('vendors'),
    plan: t.field({ type: PlanEnum, resolve: (location) => location.plan }),
    jurisdictionProfile: t.field({
      type: JurisdictionProfileEnum,
      description: 'Its food code; new equipment takes its safe-zone defaults from it.',
      resolve: (location) => location.jurisdictionProfile,
    }),
    logo: t.field({
      type: ImageSetType,
      nullable: true,
      resolve: (location, _args, ctx) => resolveImageSet(ctx, location.logoFileId),
    }),
    summary: t.field({
      type: LocationSummaryType,
      authScopes: { level: 'STANDARD_USER' },
      resolve: (location) => ({ location }),
    }),
    viewerCan: t.field({
      type: LocationViewerCan,
      resolve: (location, _args, ctx) => locationPermissionsFor({ scope: ctx, location }),
    }),
  }),
});

const LocationOption = builder.objectRef<LocationRow>('LocationOption').implement({
  authScopes: { tenant: true },
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const LocationInput = builder
  .inputType('LocationInput', {
    fields: (t) => ({
      name: t.string(),
      country: t.string(),
      timezone: t.string(),
      state: t.string(),
      address: t.string(),
      zip: t.string(),
      city: t.string(),
      serviceType: t.field({ type: ServiceTypeEnum }),
      foodTypes: t.field({ type: [FoodTypeEnum] }),
      sites: t.field({ type: [SiteKindEnum] }),
      vendors: t.stringList(),
      logoId: t.id(),
      jurisdictionProfile: t.field({
        type: JurisdictionProfileEnum,
        description: "Missing: on create, its country's (US → US_FDA, GB → UK_FSA, AU/NZ → AU_NZ, else CODEX); on update, unchanged.",
      }),
    }),
  })
  .validate(locationInputSchema);

const DeleteLocationPayload = builder.objectRef<{ id: string }>('DeleteLocationPayload').implement({
  authScopes: { tenant: true },
  fields: (t) => ({
    status: t.field({ type: MutationStatusEnum, resolve: () => 'SUCCESS' as const }),
    id: t.exposeID('id'),
  }),
});

builder.queryFields((t) => ({
  locations: t.field({
    type: [LocationType],
    authScopes: { tenant: true },
    resolve: (_root, _args, ctx) => listVisibleLocations({ scope: ctx }),
  }),
  location: t.field({
    type: LocationType,
    nullable: true,
    authScopes: { tenant: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => visibleLocationById({ scope: ctx, id: String(id) }),
  }),
  locationOptions: t.field({
    type: [LocationOption],
    authScopes: { tenant: true },
    resolve: (_root, _args, ctx) => listVisibleLocations({ scope: ctx }),
  }),
  locationSummaries: t.field({
    type: [LocationSummaryType],
    description: 'Summaries of the visible locations (all of them, or those of `ids` the viewer may see).',
    authScopes: { level: 'STANDARD_USER' },
    args: { ids: t.arg.idList() },
    resolve: async (_root, { ids }, ctx) => {
      const wanted = ids?.map(String).filter((id) => /^[0-9a-f-]{36}$/i.test(id));
      const rows = await listVisibleLocations({ scope: ctx, ids: wanted });
      return rows.map((location) => ({ location }));
    },
  }),
}));

builder.mutationFields((t) => ({
  createLocation: t.field({
    type: LocationType,
    authScopes: { level: 'MANAGER' },
    args: {
      input: t.arg({ type: LocationInput, required: true }),
      plan: t.arg({ type: PlanEnum }),
    },
    resolve: (_root, { input, plan }, ctx) =>
      createLocation({
        scope: ctx,
        creatorIsMember: Boolean(ctx.viewer?.clientRole),
        input: locationInputSchema.parse(input),
        plan: (plan ?? 'SMALL_KITCHEN') as Plan,
      }),
  }),
  updateLocation: t.field({
    type: LocationType,
    authScopes: { level: 'LOCATION_MANAGER' },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: LocationInput, required: true }) },
    resolve: (_root, { id, input }, ctx) => updateLocation({ scope: ctx, id: String(id), input: locationInputSchema.parse(input) }),
  }),
  deleteLocation: t.field({
    type: DeleteLocationPayload,
    authScopes: { level: 'MANAGER' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => deleteLocation({ scope: ctx, id: String(id) }),
  }),
}));

import { builder } from '../../graphql/builder.js';
import { listVisibleLocations, visibleLocationById, type LocationRow } from './locations.service.js';

export const LocationType = builder.objectRef<LocationRow>('Location').implement({
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
    plan: t.exposeString('plan'),
  }),
});

const LocationOption = builder.objectRef<LocationRow>('LocationOption').implement({
  authScopes: { tenant: true },
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

builder.queryFields((t) => ({
  locations: t.field({
    type: [LocationType],
    authScopes: { tenant: true },
    resolve: (_root, _args, ctx) => listVisibleLocations({ ctx }),
  }),
  location: t.field({
    type: LocationType,
    nullable: true,
    authScopes: { tenant: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => visibleLocationById({ ctx, id: String(id) }),
  }),
  locationOptions: t.field({
    type: [LocationOption],
    authScopes: { tenant: true },
    resolve: (_root, _args, ctx) => listVisibleLocations({ ctx }),
  }),
}));

import { builder } from '../../graphql/builder.js';
import { tenantOf, type GraphQLContext } from '../../graphql/context.js';
import { Kind, type GraphQLResolveInfo } from 'graphql';
import { hasAtLeast, seesAllLocations, type AccessLevel } from '@ks/domain';
import { forbiddenError, notFoundError, unauthenticatedError } from '../../graphql/errors.js';
import { visibleLocationById, visibleLocationIds } from '../../scope/visible-locations.js';
import { TempAlertType } from '../alerts/alerts.schema.js';
import { visibleApplianceById } from '../appliances/appliances.service.js';
import { ApplianceType } from '../appliances/appliances.schema.js';
import { FixitType } from '../checklists/fixits.schema.js';
import { QuestActivationType } from '../checklists/activations.schema.js';
import { subjectOf, type Audience, type Delivered } from './live-event-subjects.js';
import {
  locationProgressFor,
  temperatureChangeFor,
  type LocationProgressChange,
  type SubjectRead,
  type TemperatureChange,
} from './live-rereads.js';
import { openLiveStream, withAudience } from './live-stream.js';

// Monitoring is for Standard Users and above, as its queries (PRODUCT.md: Basic Users have no monitoring).
const MONITORING = { level: 'STANDARD_USER' } as const;
const TEMPERATURE_KINDS = ['ALERT', 'FOOD', 'READINGS', 'RECORDS'] as const;

const TemperatureChangeKindEnum = builder.enumType('TemperatureChangeKind', {
  description:
    'ALERT: an alert was detected, snoozed or ended. FOOD: a food verdict moved on. READINGS: new readings arrived. RECORDS: its history changed (a calibration check, an offset, a corrective action).',
  values: TEMPERATURE_KINDS,
});
const LocationProgressKindEnum = builder.enumType('LocationProgressKind', { values: ['FIXIT', 'ACTIVATION'] as const });

const TemperatureChangeType = builder.objectRef<TemperatureChange>('TemperatureChange').implement({
  authScopes: MONITORING,
  fields: (t) => ({
    kind: t.field({ type: TemperatureChangeKindEnum, resolve: (c) => c.kind }),
    locationId: t.exposeID('locationId'),
    applianceId: t.exposeID('applianceId'),
    appliance: t.field({ type: ApplianceType, resolve: (c) => c.appliance ?? unreadAppliance() }),
    alert: t.field({ type: TempAlertType, nullable: true, description: 'The alert that changed (ALERT only).', resolve: (c) => c.alert }),
  }),
});

const LocationProgressChangeType = builder.objectRef<LocationProgressChange>('LocationProgressChange').implement({
  authScopes: { tenant: true },
  fields: (t) => ({
    kind: t.field({ type: LocationProgressKindEnum, resolve: (c) => c.kind }),
    locationId: t.exposeID('locationId'),
    fixit: t.field({ type: FixitType, nullable: true, resolve: (c) => c.fixit }),
    questActivation: t.field({ type: QuestActivationType, nullable: true, resolve: (c) => c.questActivation }),
  }),
});

/** temperatureChangeFor reads the appliance whenever the subscription selects it: null here is a bug. */
function unreadAppliance(): never {
  throw new Error('TemperatureChange.appliance was selected but not read');
}

/**
 * Which re-read fields a subscription's selection asks for. A fragment counts as asking for both (its
 * fields are not looked into: rare in a subscription, and reading too much is only slower).
 */
function rereadsSelected(info: GraphQLResolveInfo): { appliance: boolean; alert: boolean } {
  const names = new Set<string>();
  for (const node of info.fieldNodes)
    for (const selection of node.selectionSet?.selections ?? []) {
      if (selection.kind !== Kind.FIELD) return { appliance: true, alert: true };
      names.add(selection.name.value);
    }
  return { appliance: names.has('appliance'), alert: names.has('alert') };
}

/**
 * Who a stream's events reach, fixed when it opens: its person and level, and the locations it may carry:
 * every location of the client for a viewer who sees them all (a location added later included), else the
 * viewer's assigned ones. A change of level or locations ends the stream (an ACCESS event) and the client
 * subscribes again, so the audience stays true for the stream's life, and an event (and its one shared
 * read) is checked against it without a read per subscriber.
 */
async function streamAudience(ctx: GraphQLContext, userId: string): Promise<Audience> {
  if (seesAllLocations(ctx.level)) return { userId, level: ctx.level, sees: () => true };
  const visible = await visibleLocationIds(ctx);
  return { userId, level: ctx.level, sees: (locationId) => visible.has(locationId) };
}

/** The event's rows, read once for every subscriber of its client on this instance. */
function sharedRead(ctx: GraphQLContext): SubjectRead {
  const { clientId } = tenantOf(ctx);
  return (event) => subjectOf(ctx.pool, ctx.requestState.log, clientId, event);
}

builder.subscriptionType({});

/**
 * The signed-in person (and session) a stream belongs to. The field's authScopes are checked again here, at subscribe
 * time: a person downgraded below `minimum` whose stream just ended must not be let back in (issue 35 item 4).
 */
function viewerOf(
  ctx: { viewer: { userId: string; sessionId: string | null; accessLevel: AccessLevel | null } | null },
  minimum?: AccessLevel,
): { userId: string; sessionId: string | null } {
  if (!ctx.viewer) throw unauthenticatedError();
  if (minimum && !hasAtLeast(ctx.viewer.accessLevel, minimum)) throw forbiddenError();
  return { userId: ctx.viewer.userId, sessionId: ctx.viewer.sessionId };
}

builder.subscriptionFields((t) => ({
  temperatureChanged: t.field({
    type: TemperatureChangeType,
    // Null never reaches the client: an event the viewer may not see is left out (live-event-context.ts).
    nullable: true,
    description:
      'Live monitoring of the visible locations, or of one location or appliance: alerts detected, snoozed or ended, food verdicts, new readings.',
    authScopes: MONITORING,
    args: {
      locationId: t.arg.id(),
      applianceId: t.arg.id(),
      kinds: t.arg({ type: [TemperatureChangeKindEnum], description: 'Only these kinds (default: all).' }),
    },
    subscribe: async (_root, args, ctx) => {
      const { clientId } = tenantOf(ctx);
      const locationId = args.locationId ? String(args.locationId) : null;
      const applianceId = args.applianceId ? String(args.applianceId) : null;
      if (locationId && !(await visibleLocationById({ scope: ctx, id: locationId }))) throw notFoundError('Location');
      if (applianceId && !(await visibleApplianceById({ scope: ctx, id: applianceId }))) throw notFoundError('Appliance');
      const kinds = new Set<string>(args.kinds ?? TEMPERATURE_KINDS);
      const viewer = viewerOf(ctx, MONITORING.level);
      const audience = await streamAudience(ctx, viewer.userId);
      const stream = await openLiveStream(
        ctx.pool,
        clientId,
        viewer,
        (event) =>
          kinds.has(event.kind) &&
          'applianceId' in event &&
          audience.sees(event.locationId) &&
          (!locationId || event.locationId === locationId) &&
          (!applianceId || event.applianceId === applianceId),
      );
      return withAudience(stream, audience);
    },
    // The event carries what the screens select (kind and ids); one shared read for the fields that need one.
    resolve: (delivered: Delivered, _args, ctx, info) => temperatureChangeFor(sharedRead(ctx), delivered, rereadsSelected(info)),
  }),
  locationProgressChanged: t.field({
    type: LocationProgressChangeType,
    nullable: true,
    description:
      "Live progress of checklists and fix-its (one location's, or every visible one's), as the fixits and activation queries show them.",
    authScopes: { tenant: true },
    args: { locationId: t.arg.id({ description: 'One location; all the visible ones when left out.' }) },
    subscribe: async (_root, args, ctx) => {
      const { clientId } = tenantOf(ctx);
      const locationId = args.locationId ? String(args.locationId) : null;
      if (locationId && !(await visibleLocationById({ scope: ctx, id: locationId }))) throw notFoundError('Location');
      const viewer = viewerOf(ctx);
      const audience = await streamAudience(ctx, viewer.userId);
      const stream = await openLiveStream(
        ctx.pool,
        clientId,
        viewer,
        (event) =>
          (event.kind === 'FIXIT' || event.kind === 'ACTIVATION') &&
          audience.sees(event.locationId) &&
          (!locationId || event.locationId === locationId),
      );
      return withAudience(stream, audience);
    },
    // One read per event for all its subscribers, then this viewer's rules (a Basic User's own fix-its).
    resolve: (delivered: Delivered, _args, ctx) => locationProgressFor(sharedRead(ctx), delivered),
  }),
}));

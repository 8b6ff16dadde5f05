import { builder } from '../../graphql/builder.js';
import { pageObjectType } from '../../graphql/page-type.js';
import { alertChanged, foodChanged, publishing } from '../../events/mutation-events.js';
import { ALERT_REASONS, ALERT_SEVERITIES, ALERT_STATUS_CODES, FOOD_SAFENESS } from '@ks/domain';
import { ApplianceType } from '../appliances/appliances.schema.js';
import { applianceByKnownId } from '../appliances/appliances.service.js';
import { LocationSummaryType } from '../locations/locations.schema.js';
import {
  applianceAlerts,
  currentAlertOf,
  locationTempAlerts,
  openAlertsOfVisibleLocations,
  personOf,
  snoozeTempAlert,
  statusHistoryOf,
  tempAlertsCountOf,
  type AlertPerson,
  type TempAlertRow,
  type TempAlertStatusRow,
} from './alerts.service.js';
import { alertHistoryText } from './alert-history-text.js';
import { worstFoodVerdictOf } from './alert-food-verdict.service.js';
import { FoodVerdictWordEnum } from '../food-verdict/food-verdict.schema.js';
import { currentFoodBatchOf, foodAtRiskOfVisibleLocations, startFoodBatch, type CurrentFoodBatch } from './food-batches.service.js';
import { temperatureOverview, type TemperatureOverview } from './temperature-overview.service.js';

/** A spoilage estimate only while it is ahead: the engine's stays where the last reading left it, and a silence runs past it. */
const stillAhead = (at: Date | null) => (at && at.getTime() > Date.now() ? at : null);

// Monitoring data: Standard Users and above (PRODUCT.md matrix; Basic Users have no monitoring screens).
const READ = { level: 'STANDARD_USER' } as const;

export const TempAlertReasonEnum = builder.enumType('TempAlertReason', { values: ALERT_REASONS });
export const TempAlertSeverityEnum = builder.enumType('TempAlertSeverity', { values: ALERT_SEVERITIES });
export const TempAlertStatusCodeEnum = builder.enumType('TempAlertStatusCode', { values: ALERT_STATUS_CODES });
export const FoodSafenessEnum = builder.enumType('FoodSafeness', { values: FOOD_SAFENESS });

const TempAlertStatusType = builder
  .objectRef<Pick<TempAlertStatusRow, 'time' | 'description' | 'statusCode'>>('TempAlertStatus')
  .implement({
    authScopes: READ,
    fields: (t) => ({
      time: t.field({ type: 'DateTime', resolve: (s) => s.time }),
      description: t.string({
        description: "What happened, in the viewer's language.",
        resolve: (s, _args, ctx) => alertHistoryText(s.description, ctx.viewer?.language ?? 'en'),
      }),
      statusCode: t.field({ type: TempAlertStatusCodeEnum, resolve: (s) => s.statusCode }),
    }),
  });

const TempAlertPersonType = builder.objectRef<AlertPerson>('TempAlertPerson').implement({
  authScopes: READ,
  fields: (t) => ({ id: t.exposeID('id'), displayName: t.exposeString('displayName') }),
});

/** Spec §3 "Temp alert". */
export const TempAlertType = builder.objectRef<TempAlertRow>('TempAlert').implement({
  authScopes: READ,
  fields: (t) => ({
    id: t.exposeID('id'),
    startedAt: t.field({ type: 'DateTime', resolve: (a) => a.startedAt }),
    endedAt: t.field({ type: 'DateTime', nullable: true, resolve: (a) => a.endedAt }),
    severity: t.field({ type: TempAlertSeverityEnum, resolve: (a) => a.severity }),
    reason: t.field({ type: TempAlertReasonEnum, resolve: (a) => a.reason }),
    worstFoodSafeness: t.field({ type: FoodSafenessEnum, resolve: (a) => a.worstFoodSafeness }),
    worstFoodVerdict: t.field({
      type: FoodVerdictWordEnum,
      nullable: true,
      description: 'The worst food verdict while the alert ran (SAFE, USE NOW, ACT NOW, DISCARD, UNCERTAIN); null without food.',
      resolve: (a, _args, ctx) => worstFoodVerdictOf({ scope: ctx, alert: a }),
    }),
    estimatedFoodSpoilageAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'Never in the past: a deadline that has passed is no "safe until" (decision 0121).',
      resolve: (a) => stillAhead(a.estimatedFoodSpoilageAt),
    }),
    snoozedUntil: t.field({ type: 'DateTime', nullable: true, resolve: (a) => a.snoozedUntil }),
    extremeTemperature: t.float({
      nullable: true,
      description: 'The temperature furthest outside the safe zone during the alert, °C.',
      resolve: (a) => a.extremeTemperature,
    }),
    responsible: t.field({
      type: TempAlertPersonType,
      nullable: true,
      description: 'Who snoozed it last.',
      resolve: (a, _args, ctx) => personOf({ scope: ctx, userId: a.responsibleUserId }),
    }),
    currentStatus: t.field({
      type: TempAlertStatusType,
      resolve: async (a, _args, ctx) => {
        const history = await statusHistoryOf({ scope: ctx, alertId: a.id });
        return history[history.length - 1] ?? { time: a.updatedAt, description: '', statusCode: a.status };
      },
    }),
    statusHistory: t.field({ type: [TempAlertStatusType], resolve: (a, _args, ctx) => statusHistoryOf({ scope: ctx, alertId: a.id }) }),
    applianceId: t.exposeID('applianceId'),
    locationId: t.exposeID('locationId'),
    appliance: t.field({
      type: ApplianceType,
      nullable: true,
      resolve: (a, _args, ctx) => applianceByKnownId({ scope: ctx, applianceId: a.applianceId }),
    }),
  }),
});

const TempAlertPageType = pageObjectType('TempAlertPage', TempAlertType, READ);

/** Spec §3 currentFsBatch: the food an appliance holds now and whether it is still safe. */
const FoodBatchType = builder.objectRef<CurrentFoodBatch>('FoodBatch').implement({
  authScopes: READ,
  fields: (t) => ({
    id: t.exposeID('id'),
    startedAt: t.field({ type: 'DateTime', resolve: (b) => b.startedAt }),
    foodSafeness: t.field({ type: FoodSafenessEnum, resolve: (b) => b.foodSafeness }),
    useNow: t.exposeBoolean('useNow', { description: 'From 2 hours in the danger zone until discard (4 h): serve or discard now.' }),
    estimatedFoodSpoilageAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'Never in the past: a deadline that has passed is no "safe until" (decision 0121).',
      resolve: (b) => stillAhead(b.estimatedFoodSpoilageAt),
    }),
    dangerMinutes: t.exposeInt('dangerMinutes', {
      description: "Time this batch has spent in the danger zone of its location's jurisdiction, time without data included.",
    }),
    unknownMinutes: t.exposeInt('unknownMinutes', {
      description: 'The part of dangerMinutes without readings (a gap of more than 3 reporting intervals next to a danger reading).',
    }),
    excursions: t.exposeInt('excursions', { description: 'Separate stays in the danger zone.' }),
    uncertain: t.exposeBoolean('uncertain', { description: 'The verdict includes time without data (counted as danger time).' }),
    useNowAt: t.field({ type: 'DateTime', nullable: true, description: 'When the batch reached "use now".', resolve: (b) => b.useNowAt }),
    discardAt: t.field({ type: 'DateTime', nullable: true, description: 'When the batch reached "discard".', resolve: (b) => b.discardAt }),
    outsideMinutes: t.int({
      deprecationReason: 'The food clock counts the danger zone, not the safe zone: use dangerMinutes.',
      resolve: (b) => b.dangerMinutes,
    }),
  }),
});

const TemperatureOverviewType = builder.objectRef<TemperatureOverview>('TemperatureOverview').implement({
  authScopes: READ,
  fields: (t) => ({
    locationId: t.exposeID('locationId'),
    appliancesCount: t.exposeInt('appliancesCount'),
    monitoredCount: t.exposeInt('monitoredCount'),
    inRangeCount: t.exposeInt('inRangeCount'),
    outOfRangeCount: t.exposeInt('outOfRangeCount'),
    offlineCount: t.exposeInt('offlineCount'),
    noReadingCount: t.exposeInt('noReadingCount'),
    lowBatteryCount: t.exposeInt('lowBatteryCount'),
    openAlertsCount: t.exposeInt('openAlertsCount'),
    highAlertsCount: t.exposeInt('highAlertsCount'),
    snoozedAlertsCount: t.exposeInt('snoozedAlertsCount'),
    foodAtRiskCount: t.exposeInt('foodAtRiskCount'),
    worstFoodSafeness: t.field({ type: FoodSafenessEnum, nullable: true, resolve: (o) => o.worstFoodSafeness }),
    openAlerts: t.field({ type: [TempAlertType], resolve: (o) => o.openAlerts }),
  }),
});

builder.objectFields(ApplianceType, (t) => ({
  currentAlert: t.field({
    type: TempAlertType,
    nullable: true,
    description: 'The open alert (DETECTED or SNOOZED), if any.',
    resolve: (a, _args, ctx) => currentAlertOf({ scope: ctx, applianceId: a.id }),
  }),
  currentFsBatch: t.field({
    type: FoodBatchType,
    nullable: true,
    description: "The current food batch's safeness; null until the sensor's first reading.",
    resolve: (a, _args, ctx) => currentFoodBatchOf({ scope: ctx, appliance: a }),
  }),
}));

builder.objectFields(LocationSummaryType, (t) => ({
  tempAlertsCount: t.int({
    description: 'Open temperature alerts.',
    resolve: (summary, _args, ctx) => tempAlertsCountOf({ scope: ctx, locationId: summary.location.id }),
  }),
}));

builder.queryFields((t) => ({
  applianceAlerts: t.field({
    type: TempAlertPageType,
    description: 'Alerts of an appliance, newest first (the equipment page asks for first 10, page 1).',
    authScopes: READ,
    args: { id: t.arg.id({ required: true }), first: t.arg.int(), page: t.arg.int() },
    resolve: (_root, args, ctx) => applianceAlerts({ scope: ctx, applianceId: String(args.id), first: args.first, page: args.page }),
  }),
  locationTempAlerts: t.field({
    type: [TempAlertType],
    description: 'Open alerts of a location, newest first; with `since`, also those that ended after it.',
    authScopes: READ,
    args: { locationId: t.arg.id({ required: true }), since: t.arg({ type: 'DateTime' }) },
    resolve: (_root, args, ctx) => locationTempAlerts({ scope: ctx, locationId: String(args.locationId), since: args.since }),
  }),
  openTempAlerts: t.field({
    type: [TempAlertType],
    description: 'Open alerts of every location the viewer can see (the dashboard), newest first.',
    authScopes: READ,
    resolve: (_root, _args, ctx) => openAlertsOfVisibleLocations({ scope: ctx }),
  }),
  foodAtRisk: t.field({
    type: [ApplianceType],
    description: 'Equipment of every visible location whose food batch reached "use now" or "discard", alert or not (the dashboard).',
    authScopes: READ,
    resolve: (_root, _args, ctx) => foodAtRiskOfVisibleLocations({ scope: ctx }),
  }),
  temperatureOverview: t.field({
    type: TemperatureOverviewType,
    nullable: true,
    authScopes: READ,
    args: { locationId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => temperatureOverview({ scope: ctx, locationId: String(args.locationId) }),
  }),
}));

builder.mutationFields((t) => ({
  snoozeTempAlert: t.field({
    type: TempAlertType,
    description: 'Silences an open alert until `until` (default 1 hour, at most 24); the viewer becomes responsible.',
    authScopes: READ,
    args: { id: t.arg.id({ required: true }), until: t.arg({ type: 'DateTime' }) },
    resolve: (_root, args, ctx) =>
      snoozeTempAlert({ scope: ctx, signInEmail: ctx.viewer?.email ?? '', id: String(args.id), until: args.until }).then(
        publishing(ctx, alertChanged),
      ),
  }),
  startFoodBatch: t.field({
    type: ApplianceType,
    description: 'The food was discarded or restocked: a new batch starts with no time outside the safe zone.',
    authScopes: READ,
    args: { applianceId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => startFoodBatch({ scope: ctx, applianceId: String(args.applianceId) }).then(publishing(ctx, foodChanged)),
  }),
}));

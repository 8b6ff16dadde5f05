import { z } from 'zod';
import { builder } from '../../graphql/builder.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { batchLoader } from '../../scope/batch-loader.js';
import { LocationSummaryType } from '../locations/locations.schema.js';
import {
  complianceTrendByLocation,
  sensorAttentionByLocation,
  todayChecklistsByLocation,
  TREND_MAX_DAYS,
  type ComplianceDay,
  type SensorAttention,
  type TodayChecklists,
} from './compliance.service.js';

// The dashboard's "are we compliant today?" facts, added to the (monitoring-only) location summary.
// Each batch answers every location of the list in one query.

const todayChecklists = batchLoader(async (scope: Scope, ids: string[]) =>
  todayChecklistsByLocation({ db: await scope.db(), clientId: tenantOf(scope).clientId, locationIds: ids, now: new Date() }),
);
const sensorAttention = batchLoader(async (scope: Scope, ids: string[]) =>
  sensorAttentionByLocation({ db: await scope.db(), clientId: tenantOf(scope).clientId, locationIds: ids, now: new Date() }),
);
// One batcher per asked length: `trend(days: 7)` and `trend(days: 30)` in one request stay apart.
const trendBatchers = new Map<number, ReturnType<typeof trendBatcher>>();
function trendBatcher(days: number) {
  return batchLoader(async (scope: Scope, ids: string[]) =>
    complianceTrendByLocation({ db: await scope.db(), clientId: tenantOf(scope).clientId, locationIds: ids, days, now: new Date() }),
  );
}

const DAYS = z
  .number()
  .int()
  .min(1, `Days must be between 1 and ${TREND_MAX_DAYS}`)
  .max(TREND_MAX_DAYS, `Days must be between 1 and ${TREND_MAX_DAYS}`);

const TodayChecklistsType = builder.objectRef<TodayChecklists>('LocationTodayChecklists').implement({
  description: "Today's checklist windows, today being the location's local date.",
  authScopes: { tenant: true },
  fields: (t) => ({
    done: t.exposeInt('done', { description: 'Submitted.' }),
    inProgress: t.exposeInt('inProgress', { description: 'Started, window still open.' }),
    toDo: t.exposeInt('toDo', { description: 'Not started, window open or to come today.' }),
    missed: t.exposeInt('missed', { description: 'Window closed unfinished (scores 0).' }),
  }),
});

const SensorAttentionType = builder.objectRef<SensorAttention>('LocationSensorAttention').implement({
  authScopes: { tenant: true },
  fields: (t) => ({
    offline: t.exposeInt('offline', { description: 'Attached sensors silent for 3 reporting intervals (never-reporting ones excluded).' }),
    lowBattery: t.exposeInt('lowBattery', { description: 'Attached sensors whose battery is under 20 %.' }),
  }),
});

const ComplianceDayType = builder.objectRef<ComplianceDay>('LocationComplianceDay').implement({
  authScopes: { tenant: true },
  fields: (t) => ({
    day: t.exposeString('day', { description: "The location's local date (YYYY-MM-DD)." }),
    score: t.exposeInt('score', { nullable: true, description: "Average of the day's activation scores; null without any." }),
    alertsCount: t.exposeInt('alertsCount', { description: 'Temperature alerts that started that day.' }),
  }),
});

builder.objectFields(LocationSummaryType, (t) => ({
  todayChecklists: t.field({
    type: TodayChecklistsType,
    resolve: async (summary, _a, ctx) =>
      (await todayChecklists.load(ctx, summary.location.id)) ?? { done: 0, inProgress: 0, toDo: 0, missed: 0 },
  }),
  sensorAttention: t.field({
    type: SensorAttentionType,
    resolve: async (summary, _a, ctx) => (await sensorAttention.load(ctx, summary.location.id)) ?? { offline: 0, lowBattery: 0 },
  }),
  trend: t.field({
    type: [ComplianceDayType],
    description: `The last \`days\` local days (1 to ${TREND_MAX_DAYS}, oldest first, today last): score and alerts per day.`,
    args: { days: t.arg.int({ required: true, defaultValue: 30, validate: DAYS }) },
    resolve: async (summary, args, ctx) => {
      let batcher = trendBatchers.get(args.days);
      if (!batcher) trendBatchers.set(args.days, (batcher = trendBatcher(args.days)));
      return (await batcher.load(ctx, summary.location.id)) ?? [];
    },
  }),
}));

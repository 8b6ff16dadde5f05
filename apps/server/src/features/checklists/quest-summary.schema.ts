import { hasAtLeast } from '@ks/domain';
import { builder } from '../../graphql/builder.js';
import { tenantOf, type Scope } from '../../scope/scope.js';
import { batchLoader } from '../../scope/batch-loader.js';
import { fixitCountsByLocation } from './fixits.service.js';
import { LocationSummaryType, LocationType } from '../locations/locations.schema.js';
import { locationScores, questCountsByLocation, type QuestCounts } from './quest-summary.service.js';

// Each batch answers every location of the list in one query (the dashboard shows them all).
const questCounts = batchLoader(async (scope: Scope, ids: string[]) =>
  questCountsByLocation({ db: await scope.db(), clientId: tenantOf(scope).clientId, locationIds: ids, now: new Date() }),
);
const fixitCounts = batchLoader(async (scope: Scope, ids: string[]) =>
  fixitCountsByLocation({ db: await scope.db(), clientId: tenantOf(scope).clientId, locationIds: ids }),
);
const scores = batchLoader(async (scope: Scope, ids: string[]) =>
  locationScores({ db: await scope.db(), clientId: tenantOf(scope).clientId, locationIds: ids, now: new Date() }),
);

const QuestCountsType = builder.objectRef<QuestCounts>('LocationQuestCounts').implement({
  authScopes: { tenant: true },
  fields: (t) => ({
    active: t.exposeInt('active', { description: 'Active quests at the location.' }),
    finished: t.exposeInt('finished', { description: 'Activations submitted in the last 30 days.' }),
    currentPending: t.exposeInt('currentPending', { description: 'Open windows nobody has started.' }),
    currentProgress: t.exposeInt('currentProgress', { description: 'Open windows in progress.' }),
    currentFinished: t.exposeInt('currentFinished', { description: 'Windows open now that are already submitted.' }),
  }),
});

const FixitCountsType = builder.objectRef<{ pending: number; resolved: number }>('LocationFixitCounts').implement({
  authScopes: { tenant: true },
  fields: (t) => ({ pending: t.exposeInt('pending'), resolved: t.exposeInt('resolved') }),
});

builder.objectFields(LocationSummaryType, (t) => ({
  quests: t.field({
    type: QuestCountsType,
    resolve: async (summary, _a, ctx) =>
      (await questCounts.load(ctx, summary.location.id)) ?? {
        active: 0,
        finished: 0,
        currentPending: 0,
        currentProgress: 0,
        currentFinished: 0,
      },
  }),
  fixits: t.field({
    type: FixitCountsType,
    resolve: async (summary, _a, ctx) => (await fixitCounts.load(ctx, summary.location.id)) ?? { pending: 0, resolved: 0 },
  }),
}));

builder.objectFields(LocationType, (t) => ({
  score: t.int({
    nullable: true,
    description: 'Average of the last 30 days of activation scores (missed ones count 0); null without any, and for Basic Users.',
    resolve: async (location, _a, ctx) => {
      // Scores are monitoring data, closed to Basic Users like the rest of the summary.
      if (!hasAtLeast(ctx.level, 'STANDARD_USER')) return null;
      return (await scores.load(ctx, location.id)) ?? null;
    },
  }),
}));

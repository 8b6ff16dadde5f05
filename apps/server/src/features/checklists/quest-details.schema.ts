import { builder } from '../../graphql/builder.js';
import { QuestActivationType } from './activations.schema.js';
import { QuestSubmissionType } from './submissions.schema.js';
import { listQuestSubmissions, submissionStatsOfQuest, type SubmissionStats } from './submissions.service.js';
import { todayActivationsOfQuest } from './activations.service.js';
import type { QuestRecord } from './quest-records.service.js';
import { QuestType } from './quests.schema.js';
import { questById } from './quests.service.js';

const RECENT_SUBMISSIONS = 10;

/** `/quests/{id}` 'Quest details': the quest with today's progress and its latest results. */
const QuestDetailsType = builder.objectRef<{ quest: QuestRecord; stats: SubmissionStats }>('QuestDetails').implement({
  authScopes: { tenant: true },
  fields: (t) => ({
    id: t.id({ resolve: (details) => details.quest.id }),
    quest: t.field({ type: QuestType, resolve: (details) => details.quest }),
    todayActivations: t.field({
      type: [QuestActivationType],
      description: "Today's windows at the viewer's locations (each location's local date).",
      resolve: (details, _a, ctx) => todayActivationsOfQuest({ scope: ctx, questId: details.quest.id }),
    }),
    submissionCount: t.int({ resolve: (details) => details.stats.submissionCount }),
    averageScore: t.int({ nullable: true, resolve: (details) => details.stats.averageScore }),
    lastSubmittedAt: t.field({ type: 'DateTime', nullable: true, resolve: (details) => details.stats.lastSubmittedAt }),
    recentSubmissions: t.field({
      type: [QuestSubmissionType],
      resolve: async (details, _a, ctx) =>
        (await listQuestSubmissions({ scope: ctx, filters: { questId: details.quest.id }, page: 1, first: RECENT_SUBMISSIONS })).items,
    }),
  }),
});

builder.queryFields((t) => ({
  questDetails: t.field({
    type: QuestDetailsType,
    nullable: true,
    authScopes: { tenant: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      const quest = await questById({ scope: ctx, id: String(id) });
      return quest ? { quest, stats: await submissionStatsOfQuest({ scope: ctx, questId: quest.id }) } : null;
    },
  }),
}));

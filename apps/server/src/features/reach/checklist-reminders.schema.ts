import { builder } from '../../graphql/builder.js';
import {
  checklistRemindersOf,
  type ChecklistReminders,
  type PlannedNotice,
  type RecentChecklistNotice,
  type ReminderWindow,
} from './checklist-reminder-plan.service.js';
import type { ChecklistPhase } from './checklist-notice-text.js';
import { NoticeOutcomeEnum, ReachChannelEnum } from './reach.schema.js';

// The people of a location who may acknowledge alerts see its reminders too (the rota's level).
const SEE = { level: 'STANDARD_USER' } as const;

const PHASES = { opened: 'OPENED', closing: 'CLOSING', missed: 'MISSED' } as const satisfies Record<ChecklistPhase, string>;
const PhaseEnum = builder.enumType('ChecklistNoticePhase', {
  description: 'OPENED: the window opened. CLOSING: 15 min before it closes unanswered. MISSED: it ended unsubmitted.',
  values: Object.values(PHASES),
});

const PlannedType = builder.objectRef<PlannedNotice>('PlannedChecklistNotice').implement({
  authScopes: SEE,
  fields: (t) => ({
    phase: t.field({ type: PhaseEnum, resolve: (n) => PHASES[n.phase] }),
    at: t.field({ type: 'DateTime', resolve: (n) => n.at }),
    sent: t.boolean({ description: 'The delivery log holds it.', resolve: (n) => n.sent }),
  }),
});

const WindowType = builder.objectRef<ReminderWindow>('ChecklistReminderWindow').implement({
  description: "One of today's checklist windows at the location and the notices it gets.",
  authScopes: SEE,
  fields: (t) => ({
    activationId: t.id({ resolve: (w) => w.activationId }),
    checklistName: t.string({ resolve: (w) => w.checklistName }),
    startsAt: t.field({ type: 'DateTime', resolve: (w) => w.startsAt }),
    endsAt: t.field({ type: 'DateTime', resolve: (w) => w.endsAt }),
    submitted: t.boolean({ resolve: (w) => w.submitted }),
    notices: t.field({ type: [PlannedType], resolve: (w) => w.notices }),
  }),
});

const RecentType = builder.objectRef<RecentChecklistNotice>('ChecklistNotice').implement({
  description: 'A checklist notice of the delivery log: who, how, when and what became of it.',
  authScopes: SEE,
  fields: (t) => ({
    id: t.id({ resolve: (n) => n.id }),
    phase: t.field({ type: PhaseEnum, resolve: (n) => PHASES[n.phase] }),
    checklistName: t.string({ resolve: (n) => n.checklistName }),
    time: t.field({ type: 'DateTime', resolve: (n) => n.createdAt }),
    personName: t.string({ nullable: true, resolve: (n) => n.personName }),
    channel: t.field({ type: ReachChannelEnum, resolve: (n) => n.channel }),
    outcome: t.field({ type: NoticeOutcomeEnum, resolve: (n) => n.outcome }),
    reason: t.string({ nullable: true, resolve: (n) => n.reason }),
  }),
});

const RemindersType = builder.objectRef<ChecklistReminders>('ChecklistReminders').implement({
  authScopes: SEE,
  fields: (t) => ({
    windows: t.field({ type: [WindowType], description: "Today's windows on the location's calendar.", resolve: (r) => r.windows }),
    recent: t.field({ type: [RecentType], description: 'The latest 20 checklist notices, newest first.', resolve: (r) => r.recent }),
  }),
});

builder.queryFields((t) => ({
  checklistReminders: t.field({
    type: RemindersType,
    description: 'What the checklist-reminders job sends today at a location, and what it has sent.',
    authScopes: SEE,
    args: { locationId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => checklistRemindersOf({ scope: ctx, locationId: String(args.locationId) }),
  }),
}));

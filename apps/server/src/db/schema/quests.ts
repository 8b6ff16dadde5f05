import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ACTION_CATEGORIES, ACTION_TYPES, FIXIT_STATUSES, IMPORTANCE, QUEST_KINDS, QUEST_PROGRESS, type HealthFinding } from '@ks/domain';
import { clientId, createdAt, id, tstz } from './columns.js';
import { appliances } from './estate.js';
import { files } from './files.js';
import { users } from './identity.js';
import { locations } from './locations.js';

/**
 * The client's action library. An action is reusable: several quests (and trainings) may hold the same
 * action, which is why editing is blocked while any of them is active. `properties` is validated by the
 * domain schema of its `type` before it is written.
 */
export const actions = pgTable(
  'actions',
  {
    id: id(),
    clientId: clientId(),
    type: text('type', { enum: ACTION_TYPES }).notNull(),
    name: text('name').notNull().default(''),
    description: text('description').notNull().default(''),
    category: text('category', { enum: ACTION_CATEGORIES }),
    importance: text('importance', { enum: IMPORTANCE }).notNull().default('NORMAL'),
    properties: jsonb('properties')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Listed in the action library (and placeable in other quests and trainings). An action made in a quest or
     * training editor is private to it until a Manager saves it to the library (issue 41, decision 0390).
     */
    inLibrary: boolean('in_library').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('actions_client_updated_idx').on(t.clientId, t.updatedAt), index('actions_client_category_idx').on(t.clientId, t.category)],
);

/** Files attached to an action (instructions with pictures, a how-to document…), in display order. */
export const actionAttachments = pgTable(
  'action_attachments',
  {
    clientId: clientId(),
    actionId: uuid('action_id')
      .notNull()
      .references(() => actions.id, { onDelete: 'cascade' }),
    // No cascade: a file used by an action must not disappear ('Cannot delete - file is used in Quest').
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.actionId, t.fileId] }), index('action_attachments_file_idx').on(t.fileId)],
);

/**
 * A quest template (kind QUEST) or a training (kind TRAINING, a later issue): name, schedule (RFC 5545
 * text with floating local times, see @ks/domain recurrence), window length and active flag. Deleting
 * is soft (`deleted_at`) so submissions, scores and fix-its keep their history.
 */
export const quests = pgTable(
  'quests',
  {
    id: id(),
    clientId: clientId(),
    kind: text('kind', { enum: QUEST_KINDS }).notNull().default('QUEST'),
    name: text('name').notNull().default(''),
    description: text('description').notNull().default(''),
    rrule: text('rrule'),
    durationMin: integer('duration_min').notNull().default(1440),
    active: boolean('active').notNull().default(false),
    /** When it was last switched on: activations are only generated for windows ending after this. */
    activatedAt: tstz('activated_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
    deletedAt: tstz('deleted_at'),
  },
  (t) => [index('quests_client_kind_idx').on(t.clientId, t.kind), check('quests_duration_check', sql`${t.durationMin} between 1 and 1440`)],
);

/** Locations a quest runs at; `generated_until` is how far ahead activations exist (job bookkeeping). */
export const questLocations = pgTable(
  'quest_locations',
  {
    clientId: clientId(),
    questId: uuid('quest_id')
      .notNull()
      .references(() => quests.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    generatedUntil: tstz('generated_until'),
    /** Paused at this location only (PRODUCT.md: a Location Manager's per-location pause); null: running. */
    pausedAt: tstz('paused_at'),
    pausedBy: uuid('paused_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.questId, t.locationId] }), index('quest_locations_location_idx').on(t.locationId)],
);

/** Ordered content of a quest: section markers (name, description) and actions. */
export const questParts = pgTable(
  'quest_parts',
  {
    id: id(),
    clientId: clientId(),
    questId: uuid('quest_id')
      .notNull()
      .references(() => quests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: ['SECTION', 'ACTION'] }).notNull(),
    actionId: uuid('action_id').references(() => actions.id),
    name: text('name').notNull().default(''),
    description: text('description').notNull().default(''),
  },
  (t) => [
    index('quest_parts_quest_position_idx').on(t.questId, t.position),
    index('quest_parts_action_idx').on(t.actionId),
    check('quest_parts_kind_check', sql`(${t.kind} = 'ACTION') = (${t.actionId} is not null)`),
  ],
);

/**
 * One occurrence of a quest's schedule at one location: PENDING → IN_PROGRESS (first answer) → FINISHED
 * (submitted). A window that closes unfinished gets `missed_at` and score 0. Unique per
 * (quest, location, start) so several job runners can generate the same window without duplicates.
 */
export const questActivations = pgTable(
  'quest_activations',
  {
    id: id(),
    clientId: clientId(),
    questId: uuid('quest_id')
      .notNull()
      .references(() => quests.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    startsAt: tstz('starts_at').notNull(),
    endsAt: tstz('ends_at').notNull(),
    /** The location's local date the window was planned for (for "today" lists and reports). */
    localDate: date('local_date').notNull(),
    progress: text('progress', { enum: QUEST_PROGRESS }).notNull().default('PENDING'),
    score: integer('score'),
    finishedAt: tstz('finished_at'),
    missedAt: tstz('missed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('quest_activations_window_key').on(t.questId, t.locationId, t.startsAt),
    index('quest_activations_location_starts_idx').on(t.locationId, t.startsAt),
    index('quest_activations_open_ends_idx')
      .on(t.endsAt)
      .where(sql`${t.progress} <> 'FINISHED' and ${t.missedAt} is null`),
    check('quest_activations_score_check', sql`${t.score} between 0 and 100`),
  ],
);

/**
 * The answers of one activation, saved as the workers go (IN_PROGRESS) and submitted once. Trainings
 * (a later issue) reuse it without an activation.
 */
export const questSubmissions = pgTable(
  'quest_submissions',
  {
    id: id(),
    clientId: clientId(),
    activationId: uuid('activation_id').references(() => questActivations.id, { onDelete: 'cascade' }),
    questId: uuid('quest_id')
      .notNull()
      .references(() => quests.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    submittedBy: uuid('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    startedAt: createdAt(),
    submittedAt: tstz('submitted_at'),
    score: integer('score'),
    answerCount: integer('answer_count').notNull().default(0),
    fixitCount: integer('fixit_count').notNull().default(0),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
    /** The id the device gave the submit (offline outbox): a second send of it returns this row. Unique over all clients. */
    clientSubmissionId: uuid('client_submission_id'),
    /**
     * The optional sign-off signature drawn on submit (issue 41 item 4): a PNG of the client's files, the
     * signer's name as it was then (a later rename does not rewrite the record) and when it was signed.
     */
    signatureFileId: uuid('signature_file_id').references(() => files.id),
    signedBy: uuid('signed_by').references(() => users.id, { onDelete: 'set null' }),
    signerName: text('signer_name'),
    signedAt: tstz('signed_at'),
  },
  (t) => [
    uniqueIndex('quest_submissions_activation_key').on(t.activationId),
    uniqueIndex('quest_submissions_client_submission_key').on(t.clientSubmissionId),
    index('quest_submissions_client_submitted_idx').on(t.clientId, t.submittedAt),
    index('quest_submissions_location_submitted_idx').on(t.locationId, t.submittedAt),
    index('quest_submissions_quest_submitted_idx').on(t.questId, t.submittedAt),
    check('quest_submissions_score_check', sql`${t.score} between 0 and 100`),
  ],
);

/** What the action looked like when answered, so history survives later edits of the library. */
export interface ActionSnapshot {
  type: (typeof ACTION_TYPES)[number];
  name: string;
  description: string;
  properties: Record<string, unknown>;
}

/**
 * The columns an answer to a submission's part has, fresh builders per table: quest_answers and the late
 * evidence (quest_late_answers) share them.
 */
export function answerColumns() {
  return {
    id: id(),
    clientId: clientId(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => questSubmissions.id, { onDelete: 'cascade' }),
    partId: uuid('part_id').references(() => questParts.id, { onDelete: 'set null' }),
    actionId: uuid('action_id')
      .notNull()
      .references(() => actions.id),
    position: integer('position').notNull(),
    actionSnapshot: jsonb('action_snapshot').$type<ActionSnapshot>().notNull(),
    value: jsonb('value').$type<Record<string, unknown>>().notNull(),
    compliant: boolean('compliant').notNull(),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    /** The worker's remark on the answer (issue 41 item 4): trimmed, at most ANSWER_NOTE_MAX characters. */
    note: text('note'),
  };
}

/** One answer per quest part of a submission (the same action may appear twice in a quest). */
export const questAnswers = pgTable(
  'quest_answers',
  {
    ...answerColumns(),
    answeredAt: tstz('answered_at').notNull().defaultNow(),
    /** The id the device gave this answer (offline outbox): a second send of it changes nothing. Unique over all clients. */
    clientAnswerId: uuid('client_answer_id'),
  },
  (t) => [
    uniqueIndex('quest_answers_submission_part_key').on(t.submissionId, t.partId),
    index('quest_answers_action_idx').on(t.actionId),
    uniqueIndex('quest_answers_client_answer_key').on(t.clientAnswerId),
  ],
);

/** Files uploaded as answers (FILE, PHOTO): kept as rows so a file in use can never be deleted. */
export const questAnswerFiles = pgTable(
  'quest_answer_files',
  {
    clientId: clientId(),
    answerId: uuid('answer_id')
      .notNull()
      .references(() => questAnswers.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
  },
  (t) => [primaryKey({ columns: [t.answerId, t.fileId] }), index('quest_answer_files_file_idx').on(t.fileId)],
);

/**
 * A corrective action raised by a non-compliant answer, or (decision 0370) by a Manager from an
 * appliance's health finding: PENDING until someone resolves it with a comment (resolver and time kept).
 * A checklist fix-it has its quest, action and submission; a health fix-it its appliance and the finding
 * as it stood when raised (the sentence is made for each viewer), never both.
 */
export const fixits = pgTable(
  'fixits',
  {
    id: id(),
    clientId: clientId(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    questId: uuid('quest_id').references(() => quests.id, { onDelete: 'cascade' }),
    activationId: uuid('activation_id').references(() => questActivations.id, { onDelete: 'cascade' }),
    actionId: uuid('action_id').references(() => actions.id),
    submissionId: uuid('submission_id').references(() => questSubmissions.id, { onDelete: 'cascade' }),
    /** A health fix-it's appliance (decision 0370). */
    applianceId: uuid('appliance_id').references(() => appliances.id, { onDelete: 'cascade' }),
    /** The finding it was raised from, as stored when raised (kind, status, since, figures). */
    healthFinding: jsonb('health_finding').$type<HealthFinding>(),
    answerId: uuid('answer_id').references(() => questAnswers.id, { onDelete: 'set null' }),
    submittedBy: uuid('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: FIXIT_STATUSES }).notNull().default('PENDING'),
    comment: text('comment'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: tstz('resolved_at'),
    /** Who is to fix it (issue 41): a member who sees the location; null while nobody is named. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** The calendar day (location's zone) it is due; overdue once the location's today is after it. */
    dueOn: date('due_on', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('fixits_client_status_created_idx').on(t.clientId, t.status, t.createdAt),
    index('fixits_location_status_idx').on(t.locationId, t.status),
    index('fixits_submission_idx').on(t.submissionId),
    index('fixits_owner_status_idx').on(t.clientId, t.ownerId, t.status),
    check('fixits_resolution_check', sql`(${t.status} = 'RESOLVED') = (${t.resolvedAt} is not null)`),
    check(
      'fixits_origin_check',
      sql`(${t.questId} is not null and ${t.actionId} is not null and ${t.submissionId} is not null and ${t.applianceId} is null and ${t.healthFinding} is null)
        or (${t.applianceId} is not null and ${t.healthFinding} is not null and ${t.questId} is null and ${t.actionId} is null and ${t.submissionId} is null and ${t.activationId} is null and ${t.answerId} is null)`,
    ),
    // One open health fix-it per appliance: raising again is refused (decision 0370).
    uniqueIndex('fixits_open_health_appliance_idx')
      .on(t.applianceId)
      .where(sql`${t.status} = 'PENDING' and ${t.applianceId} is not null`),
  ],
);

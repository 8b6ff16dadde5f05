import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { TRAINING_ATTEMPT_STATUSES } from '@ks/domain';
import { clientId, tstz } from './columns.js';
import { files } from './files.js';
import { users } from './identity.js';
import { quests, questSubmissions } from './quests.js';

/**
 * Trainings are `quests` rows of kind TRAINING (parts, locations, active flag, soft delete as quests).
 * These tables hold what only trainings have: certificates, the training's settings, who is assigned,
 * attempts (their answers live in quest_submissions / quest_answers, as quests store theirs) and the
 * expiry notices already sent.
 */

/** What a passed training earns. A training has one; its name defaults to the training's name. */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    clientId: clientId(),
    name: text('name').notNull().default(''),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('certificates_client_idx').on(t.clientId)],
);

/** One row per training (quest of kind TRAINING): its certificate, validity and banner picture. */
export const trainingSettings = pgTable(
  'training_settings',
  {
    questId: uuid('quest_id')
      .primaryKey()
      .references(() => quests.id, { onDelete: 'cascade' }),
    clientId: clientId(),
    certificateId: uuid('certificate_id')
      .notNull()
      .references(() => certificates.id),
    certificateDurationMon: integer('certificate_duration_mon').notNull().default(12),
    // No cascade: a picture used as a banner must not disappear under the training.
    bannerFileId: uuid('banner_file_id').references(() => files.id),
  },
  (t) => [
    index('training_settings_certificate_idx').on(t.certificateId),
    index('training_settings_banner_idx').on(t.bannerFileId),
    check('training_settings_duration_check', sql`${t.certificateDurationMon} between 1 and 120`),
  ],
);

/** Who must take a training. */
export const trainingAssignments = pgTable(
  'training_assignments',
  {
    clientId: clientId(),
    questId: uuid('quest_id')
      .notNull()
      .references(() => quests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: tstz('assigned_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.questId, t.userId] }), index('training_assignments_user_idx').on(t.userId)],
);

/**
 * One "training instance": a user taking a training once. The id is the id of its quest_submissions row
 * (times, score, answers are stored there as for quests); this row adds who, which certificate, the
 * outcome and how long the certificate it earned lasts. Retakes are new rows: history is kept.
 */
export const trainingAttempts = pgTable(
  'training_attempts',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => questSubmissions.id, { onDelete: 'cascade' }),
    clientId: clientId(),
    questId: uuid('quest_id')
      .notNull()
      .references(() => quests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    certificateId: uuid('certificate_id')
      .notNull()
      .references(() => certificates.id),
    status: text('status', { enum: TRAINING_ATTEMPT_STATUSES }).notNull().default('IN_PROGRESS'),
    startedAt: tstz('started_at').notNull().defaultNow(),
    submittedAt: tstz('submitted_at'),
    score: integer('score'),
    validUntil: tstz('valid_until'),
  },
  (t) => [
    // One open attempt per user and training: startTraining returns it instead of opening another.
    uniqueIndex('training_attempts_open_key')
      .on(t.questId, t.userId)
      .where(sql`${t.status} = 'IN_PROGRESS'`),
    index('training_attempts_user_certificate_idx').on(t.userId, t.certificateId),
    index('training_attempts_quest_submitted_idx').on(t.questId, t.submittedAt),
    index('training_attempts_valid_until_idx')
      .on(t.validUntil)
      .where(sql`${t.status} = 'PASSED'`),
    check('training_attempts_score_check', sql`${t.score} between 0 and 100`),
    check('training_attempts_passed_check', sql`(${t.status} = 'PASSED') = (${t.validUntil} is not null)`),
  ],
);

/** "Your certificate expires soon" e-mails already sent: once per (user, certificate, validUntil). */
export const certificationExpiryNotices = pgTable(
  'certification_expiry_notices',
  {
    clientId: clientId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    certificateId: uuid('certificate_id')
      .notNull()
      .references(() => certificates.id, { onDelete: 'cascade' }),
    validUntil: tstz('valid_until').notNull(),
    sentAt: tstz('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.certificateId, t.validUntil] })],
);

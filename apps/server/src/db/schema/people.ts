import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MOODS, NOTIFICATION_KINDS } from '@ks/domain';
import { files } from './files.js';
import { users } from './identity.js';
import { locations } from './locations.js';
import { clientId } from './columns.js';

/** A diary entry: a mood, a description or both, written by a user at one location (spec §7 submitDiary). */
export const diaryEntries = pgTable(
  'diary_entries',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    clientId: clientId(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mood: text('mood', { enum: MOODS }),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('diary_entries_location_created_idx').on(t.clientId, t.locationId, t.createdAt),
    index('diary_entries_user_created_idx').on(t.userId, t.createdAt),
    check('diary_entries_has_content', sql`${t.mood} IS NOT NULL OR ${t.description} IS NOT NULL`),
  ],
);

/**
 * Which notices reach a user by e-mail, per client (a person may manage in one client and cook in another).
 * No row means the default: on.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    clientId: clientId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    email: boolean('email').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.clientId, t.kind] }), index('notification_preferences_client_idx').on(t.clientId, t.kind)],
);

/**
 * The media library: uploaded files (files feature) a client keeps for quests and trainings. The
 * attachment id is the file id, so actions reference library items by file id; deleting the file removes
 * the entry. `name` is the library's display name (renamed with updateAttachment).
 */
export const mediaAttachments = pgTable(
  'media_attachments',
  {
    fileId: uuid('file_id')
      .primaryKey()
      .references(() => files.id, { onDelete: 'cascade' }),
    clientId: clientId(),
    name: text('name').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_attachments_client_updated_idx').on(t.clientId, t.updatedAt)],
);

/**
 * A person's profile photo as one client sees it: pictures are files of a client, so a member of several
 * clients has a photo per client (the one uploaded while working in it).
 */
export const userPhotos = pgTable(
  'user_photos',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: clientId(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.clientId] })],
);

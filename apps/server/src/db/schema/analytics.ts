import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Page views and product events sent by the web (spec §7 "Other services"). */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    clientId: uuid('client_id'),
    userId: uuid('user_id'),
    name: text('name').notNull(),
    path: text('path'),
    page: text('page'),
    loggedIn: boolean('logged_in').notNull().default(false),
    properties: jsonb('properties')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_client_created_idx').on(t.clientId, t.createdAt)],
);

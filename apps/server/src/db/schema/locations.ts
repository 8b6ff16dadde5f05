import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { files } from './files.js';
import { clients } from './identity.js';

/** A food-service location of a client. Later issues add areas, equipment and summaries. */
export const locations = pgTable(
  'locations',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    timezone: text('timezone').notNull(),
    country: text('country'),
    state: text('state'),
    address: text('address'),
    zip: text('zip'),
    city: text('city'),
    serviceType: text('service_type'),
    foodTypes: text('food_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sites: text('sites')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    vendors: text('vendors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The location's logo (a PICTURE file of the same client). */
    logoFileId: uuid('logo_file_id').references(() => files.id, { onDelete: 'set null' }),
    plan: text('plan', { enum: ['SMALL_KITCHEN', 'DEDICATED_STAFF_KITCHEN'] })
      .notNull()
      .default('SMALL_KITCHEN'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('locations_client_idx').on(t.clientId)],
);

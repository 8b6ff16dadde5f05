import { sql } from 'drizzle-orm';
import { JURISDICTION_PROFILES, PLANS } from '@ks/domain';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { files } from './files.js';
import { clientId } from './columns.js';

/** A food-service location of a client. Later issues add areas, equipment and summaries. */
export const locations = pgTable(
  'locations',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    clientId: clientId(),
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
    plan: text('plan', { enum: PLANS }).notNull().default('SMALL_KITCHEN'),
    /**
     * The food code the location follows (PRODUCT.md "Food-safety model"). The service chooses it from the
     * country on create; the default is what jurisdictionForCountry gives a location without a country.
     */
    jurisdictionProfile: text('jurisdiction_profile', { enum: JURISDICTION_PROFILES }).notNull().default('CODEX'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('locations_client_idx').on(t.clientId),
    check(
      'locations_jurisdiction_profile_known',
      sql`${t.jurisdictionProfile} IN (${sql.raw(JURISDICTION_PROFILES.map((id) => `'${id}'`).join(', '))})`,
    ),
  ],
);

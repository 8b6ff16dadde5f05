import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.js';
import { locations } from './locations.js';
import { clientId, id, tstz } from './columns.js';

/**
 * A read-only link to one location's inspection report for a period, for an inspector without an
 * account. Only the SHA-256 of the link's secret is stored; it expires (at most 30 days after it was
 * made, checked by the service and the table) and can be revoked.
 */
export const reportShareLinks = pgTable(
  'report_share_links',
  {
    id: id(),
    clientId: clientId(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    periodStart: tstz('period_start').notNull(),
    periodEnd: tstz('period_end').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
    revokedAt: tstz('revoked_at'),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('report_share_links_token_hash_key').on(t.tokenHash),
    index('report_share_links_location_idx').on(t.locationId, t.createdAt),
    index('report_share_links_client_idx').on(t.clientId),
    check('report_share_links_period_ordered', sql`${t.periodStart} < ${t.periodEnd}`),
    check('report_share_links_expiry_bounded', sql`${t.expiresAt} <= ${t.createdAt} + interval '30 days'`),
  ],
);

/** Every opening of a share link (the page or its PDF): when, from where, what. Append-only. */
export const reportShareOpenings = pgTable(
  'report_share_openings',
  {
    id: id(),
    clientId: clientId(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => reportShareLinks.id, { onDelete: 'cascade' }),
    openedAt: tstz('opened_at').notNull().defaultNow(),
    what: text('what', { enum: ['PAGE', 'PDF'] }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('report_share_openings_link_idx').on(t.linkId, t.openedAt), index('report_share_openings_client_idx').on(t.clientId)],
);

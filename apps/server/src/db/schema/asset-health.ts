import { HEALTH_STATUSES, type HealthFinding, type LearnedPattern } from '@ks/domain';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { appliances } from './estate.js';
import { clientId, tstz as at } from './columns.js';

/**
 * An appliance's health as the asset-health job last computed it from its readings (issue 38): the
 * status, the findings (figures in °C and minutes; sentences are made for each viewer), what it
 * learned (daily steady level, defrost cycle), and when its managers were told it needs service soon.
 */
export const applianceHealth = pgTable(
  'appliance_health',
  {
    applianceId: uuid('appliance_id')
      .primaryKey()
      .references(() => appliances.id, { onDelete: 'cascade' }),
    clientId: clientId(),
    status: text('status', { enum: HEALTH_STATUSES }).notNull(),
    findings: jsonb('findings').$type<HealthFinding[]>().notNull(),
    pattern: jsonb('pattern').$type<LearnedPattern>().notNull(),
    computedAt: at('computed_at').notNull(),
    /** Set when the unit entered SERVICE_SOON and its notice went out; cleared once it leaves it. */
    serviceSoonNotifiedAt: at('service_soon_notified_at'),
  },
  (t) => [index('appliance_health_client_idx').on(t.clientId)],
);

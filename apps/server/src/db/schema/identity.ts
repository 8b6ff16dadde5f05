import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CLIENT_ROLES, LANGUAGES, SYSTEM_ROLES, TEMPERATURE_UNITS } from '@ks/domain';

const id = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A client company: the tenant. */
export const clients = pgTable('clients', {
  id: id(),
  companyName: text('company_name').notNull(),
  createdAt: createdAt(),
});

/** A person. Global, because one person may belong to several clients (see memberships). */
export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    nickname: text('nickname'),
    phone: text('phone'),
    personalEmail: text('personal_email'),
    personalPhoneNumber: text('personal_phone_number'),
    workRole: text('work_role'),
    systemRole: text('system_role', { enum: SYSTEM_ROLES }).notNull().default('STANDARD'),
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    temperatureUnit: text('temperature_unit', { enum: TEMPERATURE_UNITS }).notNull().default('F'),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Carried in every access token (`tv`) and compared in the viewer lookup: raising it (password change,
     * deactivation, "log out everywhere") makes every access token already issued invalid at once.
     */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

/** A user's role inside one client. */
export const memberships = pgTable(
  'memberships',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientRole: text('client_role', { enum: CLIENT_ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('memberships_client_user_key').on(t.clientId, t.userId), index('memberships_user_idx').on(t.userId)],
);

/** Locations a user is assigned to. */
export const userLocations = pgTable(
  'user_locations',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.locationId] }), index('user_locations_location_idx').on(t.locationId)],
);

/** One row per issued refresh token; a family is every token rotated from one sign-in. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    familyId: uuid('family_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash), index('refresh_tokens_family_idx').on(t.familyId)],
);

/** Magic-link, password-reset and invitation tokens: stored hashed, single use, short-lived. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['MAGIC_LINK', 'PASSWORD_RESET', 'INVITATION'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('one_time_tokens_hash_key').on(t.tokenHash), index('one_time_tokens_user_kind_idx').on(t.userId, t.kind)],
);

/** Sliding-window counters for authentication rate limits, shared by every server instance. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    bucket: text('bucket').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] })],
);

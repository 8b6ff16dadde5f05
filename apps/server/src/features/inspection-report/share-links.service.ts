import { and, desc, eq, sql } from 'drizzle-orm';
import { hashToken, newSecureToken } from '../../auth/secure-token.js';
import { withSystemTx, type Db, type Pool } from '../../db/database.js';
import { isUuid } from '../../db/ids.js';
import { reportShareLinks, reportShareOpenings } from '../../db/schema/index.js';
import { notFoundError, validationError } from '../../graphql/errors.js';
import { tenantLocation, type Tenant } from '../cooling/tenant-location.service.js';

const DAY_MS = 24 * 60 * 60_000;
/** PRODUCT.md / issue 19: a share link lives at most 30 days. */
export const SHARE_LINK_MAX_DAYS = 30;
/** A report covers at most a year (the bench measures a year of one location). */
export const REPORT_MAX_DAYS = 366;
/** Without a period, the report covers the last 90 days. */
export const REPORT_DEFAULT_DAYS = 90;

export const REPORT_MESSAGES = {
  periodOrder: 'The period must end after it starts',
  periodTooLong: `A report covers at most ${REPORT_MAX_DAYS} days`,
  expiry: `A link expires after 1 to ${SHARE_LINK_MAX_DAYS} days`,
} as const;

export type ShareLinkRow = typeof reportShareLinks.$inferSelect;
export interface ShareLinkView extends ShareLinkRow {
  openings: number;
  lastOpenedAt: Date | null;
}

/** The report's period: the one asked for, or the last 90 days; refused when backwards or over a year. */
export function reportPeriod(from: Date | null | undefined, to: Date | null | undefined, now: Date): { from: Date; to: Date } {
  const end = to ?? now;
  const start = from ?? new Date(end.getTime() - REPORT_DEFAULT_DAYS * DAY_MS);
  if (end <= start) throw validationError(REPORT_MESSAGES.periodOrder, 'to');
  if (end.getTime() - start.getTime() > REPORT_MAX_DAYS * DAY_MS) throw validationError(REPORT_MESSAGES.periodTooLong, 'from');
  return { from: start, to: end };
}

/**
 * Makes a read-only link to a visible location's report for a period; the secret is returned once (only
 * its SHA-256 is stored).
 */
export async function createShareLink({
  db,
  tenant,
  input,
  now = new Date(),
}: {
  db: Db;
  tenant: Tenant;
  input: { locationId: string; from?: Date | null; to?: Date | null; expiresInDays: number };
  now?: Date;
}): Promise<{ link: ShareLinkView; token: string }> {
  const location = await tenantLocation({ db, tenant, id: input.locationId });
  if (!location) throw notFoundError('Location');
  const period = reportPeriod(input.from, input.to, now);
  if (!Number.isInteger(input.expiresInDays) || input.expiresInDays < 1 || input.expiresInDays > SHARE_LINK_MAX_DAYS) {
    throw validationError(REPORT_MESSAGES.expiry, 'expiresInDays');
  }
  const token = newSecureToken();
  const [link] = await db
    .insert(reportShareLinks)
    .values({
      clientId: tenant.clientId,
      locationId: location.id,
      tokenHash: hashToken(token),
      periodStart: period.from,
      periodEnd: period.to,
      createdAt: now,
      expiresAt: new Date(now.getTime() + input.expiresInDays * DAY_MS),
      createdBy: tenant.userId,
    })
    .returning();
  return { link: { ...link!, openings: 0, lastOpenedAt: null }, token };
}

/** A visible location's share links, newest first, with how often and when they were last opened. */
export async function shareLinksOf({ db, tenant, locationId }: { db: Db; tenant: Tenant; locationId: string }): Promise<ShareLinkView[]> {
  const location = await tenantLocation({ db, tenant, id: locationId });
  if (!location) throw notFoundError('Location');
  const rows = await db
    .select({
      link: reportShareLinks,
      openings: sql<number>`(SELECT count(*)::int FROM report_share_openings o WHERE o.link_id = report_share_links.id)`,
      lastOpenedMs: sql<
        number | null
      >`(SELECT (extract(epoch FROM max(o.opened_at)) * 1000)::float8 FROM report_share_openings o WHERE o.link_id = report_share_links.id)`,
    })
    .from(reportShareLinks)
    .where(and(eq(reportShareLinks.locationId, location.id), eq(reportShareLinks.clientId, tenant.clientId)))
    .orderBy(desc(reportShareLinks.createdAt))
    .limit(50);
  return rows.map((r) => ({ ...r.link, openings: r.openings, lastOpenedAt: r.lastOpenedMs === null ? null : new Date(r.lastOpenedMs) }));
}

/** Revokes a link of a visible location at once (the next opening finds nothing). */
export async function revokeShareLink({
  db,
  tenant,
  id,
  now = new Date(),
}: {
  db: Db;
  tenant: Tenant;
  id: string;
  now?: Date;
}): Promise<ShareLinkView> {
  const [found] = isUuid(id)
    ? await db
        .select()
        .from(reportShareLinks)
        .where(and(eq(reportShareLinks.id, id), eq(reportShareLinks.clientId, tenant.clientId)))
    : [];
  if (!found || !(await tenantLocation({ db, tenant, id: found.locationId }))) throw notFoundError('Share link');
  const [revoked] = await db
    .update(reportShareLinks)
    .set({
      revokedAt: sql`coalesce(${reportShareLinks.revokedAt}, ${now.toISOString()}::timestamptz)`,
      revokedBy: sql`coalesce(${reportShareLinks.revokedBy}, ${tenant.userId}::uuid)`,
    })
    .where(eq(reportShareLinks.id, found.id))
    .returning();
  const [view] = (await shareLinksOf({ db, tenant, locationId: found.locationId })).filter((l) => l.id === revoked!.id);
  return view ?? { ...revoked!, openings: 0, lastOpenedAt: null };
}

/**
 * An anonymous opening of a link: the link when it is live (neither expired nor revoked, its creator still
 * active), and the opening
 * logged in the same transaction; null for anything else, which the route answers like a missing page.
 */
export async function openShareLink({
  pool,
  token,
  opening,
  now = new Date(),
}: {
  pool: Pool;
  token: string;
  opening: { what: 'PAGE' | 'PDF'; ip: string | null; userAgent: string | null };
  now?: Date;
}): Promise<ShareLinkRow | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  return withSystemTx(pool, async (db) => {
    const [link] = await db
      .select()
      .from(reportShareLinks)
      .where(
        and(
          eq(reportShareLinks.tokenHash, hashToken(token)),
          sql`${reportShareLinks.revokedAt} IS NULL`,
          sql`${reportShareLinks.expiresAt} > ${now.toISOString()}::timestamptz`,
          // A link stops with its creator's deactivation (issue 35 item 5); a manager can issue a new one.
          sql`EXISTS (SELECT 1 FROM users u WHERE u.id = ${reportShareLinks.createdBy} AND u.is_active)`,
        ),
      );
    if (!link) return null;
    await db.insert(reportShareOpenings).values({
      clientId: link.clientId,
      linkId: link.id,
      openedAt: now,
      what: opening.what,
      ip: opening.ip,
      userAgent: opening.userAgent?.slice(0, 300) ?? null,
    });
    return link;
  });
}

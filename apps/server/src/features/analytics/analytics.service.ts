import { and, desc, eq, inArray } from 'drizzle-orm';
import { consume } from '../../auth/rate-limit.js';
import { withSystemTx } from '../../db/database.js';
import { analyticsEvents } from '../../db/schema/index.js';
import type { AppServices } from '../../scope/app-services.js';
import type { Scope } from '../../scope/scope.js';

export interface TrackEventInput {
  name: string;
  path?: string | null;
  page?: string | null;
  loggedIn?: boolean | null;
  platform?: string | null;
  os?: string | null;
  browser?: string | null;
  environment?: string | null;
  commit?: string | null;
}

/**
 * Stores one analytics event (page views, 'login', 'login-failed'). Anonymous visitors may send them,
 * so it runs as the system with the viewer's tenant attached when there is one.
 */
export async function trackEvent({
  scope,
  app,
  clientIp,
  input,
}: {
  scope: Scope;
  app: AppServices;
  /** The sender's address, for the rate limit. */
  clientIp: string;
  input: TrackEventInput;
}): Promise<boolean> {
  await consume(app.pool, { bucket: `events:ip:${clientIp}`, limit: 1000, windowSeconds: 15 * 60 });
  const { name, path, page, loggedIn, ...properties } = input;
  await withSystemTx(app.pool, (db) =>
    db.insert(analyticsEvents).values({
      clientId: scope.clientId,
      userId: scope.userId,
      name,
      path: path ?? null,
      page: page ?? null,
      loggedIn: Boolean(loggedIn && scope.userId),
      properties,
    }),
  );
  return true;
}

export interface ActivityEvent {
  name: string;
  page: string | null;
  path: string | null;
  createdAt: Date;
}

/**
 * A member's latest sign-ins and page views in the selected client (user details, "recent activity"),
 * read through the request's tenant transaction.
 */
export async function recentActivityOf({
  scope,
  userId,
  limit = 10,
}: {
  scope: Scope;
  userId: string;
  limit?: number;
}): Promise<ActivityEvent[]> {
  const clientId = scope.clientId;
  if (!clientId) return [];
  const db = await scope.db();
  return db
    .select({ name: analyticsEvents.name, page: analyticsEvents.page, path: analyticsEvents.path, createdAt: analyticsEvents.createdAt })
    .from(analyticsEvents)
    .where(
      and(
        eq(analyticsEvents.clientId, clientId),
        eq(analyticsEvents.userId, userId),
        inArray(analyticsEvents.name, ['login', 'page_view']),
      ),
    )
    .orderBy(desc(analyticsEvents.createdAt))
    .limit(limit);
}

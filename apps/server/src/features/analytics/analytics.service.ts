import { consume } from '../../auth/rate-limit.js';
import { withSystemTx } from '../../db/database.js';
import { analyticsEvents } from '../../db/schema/index.js';
import type { GraphQLContext } from '../../graphql/context.js';

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
export async function trackEvent({ ctx, input }: { ctx: GraphQLContext; input: TrackEventInput }): Promise<boolean> {
  await consume(ctx.pool, { bucket: `events:ip:${ctx.request.ip}`, limit: 1000, windowSeconds: 15 * 60 });
  const { name, path, page, loggedIn, ...properties } = input;
  await withSystemTx(ctx.pool, (db) =>
    db.insert(analyticsEvents).values({
      clientId: ctx.viewer?.clientId ?? null,
      userId: ctx.viewer?.userId ?? null,
      name,
      path: path ?? null,
      page: page ?? null,
      loggedIn: Boolean(loggedIn && ctx.viewer),
      properties,
    }),
  );
  return true;
}

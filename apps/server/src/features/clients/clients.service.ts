import { asc, eq } from 'drizzle-orm';
import { withSystemTx } from '../../db/database.js';
import { clients, memberships } from '../../db/schema/index.js';
import type { GraphQLContext } from '../../graphql/context.js';

export interface ClientRow {
  id: string;
  companyName: string;
}

/** The clients the viewer may choose: their memberships, or every client for a Full Admin. */
export async function listViewerClients({ ctx }: { ctx: GraphQLContext }): Promise<ClientRow[]> {
  const viewer = ctx.viewer;
  if (!viewer) return [];
  if (viewer.systemRole === 'ADMIN') {
    // Platform support staff: the one place that lists across tenants, by design (PRODUCT.md).
    return withSystemTx(ctx.pool, (db) =>
      db.select({ id: clients.id, companyName: clients.companyName }).from(clients).orderBy(asc(clients.companyName)),
    );
  }
  const db = await ctx.db();
  return db
    .select({ id: clients.id, companyName: clients.companyName })
    .from(memberships)
    .innerJoin(clients, eq(clients.id, memberships.clientId))
    .where(eq(memberships.userId, viewer.userId))
    .orderBy(asc(clients.companyName));
}

/** One client by id, as seen by the request's tenant transaction. */
export async function clientById({ ctx, clientId }: { ctx: GraphQLContext; clientId: string }): Promise<ClientRow | null> {
  const db = await ctx.db();
  const [row] = await db.select({ id: clients.id, companyName: clients.companyName }).from(clients).where(eq(clients.id, clientId));
  return row ?? null;
}

import { asc, eq } from 'drizzle-orm';
import { withSystemTx } from '../../db/database.js';
import { clients, memberships } from '../../db/schema/index.js';
import type { SystemRole } from '@ks/domain';
import type { AppServices } from '../../scope/app-services.js';
import type { Scope } from '../../scope/scope.js';

export interface ClientRow {
  id: string;
  companyName: string;
}

/**
 * The clients the viewer may choose: their memberships, or every client for a Full Admin (`systemRole`
 * is the viewer's, from the verified token: the scope knows the person, not their platform role).
 */
export async function listViewerClients({
  scope,
  app,
  systemRole,
}: {
  scope: Scope;
  app: AppServices;
  systemRole: SystemRole | null;
}): Promise<ClientRow[]> {
  const userId = scope.userId;
  if (!userId) return [];
  if (systemRole === 'ADMIN') {
    // Platform support staff: the one place that lists across tenants, by design (PRODUCT.md).
    return withSystemTx(app.pool, (db) =>
      db.select({ id: clients.id, companyName: clients.companyName }).from(clients).orderBy(asc(clients.companyName)),
    );
  }
  const db = await scope.db();
  return db
    .select({ id: clients.id, companyName: clients.companyName })
    .from(memberships)
    .innerJoin(clients, eq(clients.id, memberships.clientId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(clients.companyName));
}

/** One client by id, as seen by the request's tenant transaction. */
export async function clientById({ scope, clientId }: { scope: Scope; clientId: string }): Promise<ClientRow | null> {
  const db = await scope.db();
  const [row] = await db.select({ id: clients.id, companyName: clients.companyName }).from(clients).where(eq(clients.id, clientId));
  return row ?? null;
}

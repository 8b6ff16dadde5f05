import { isPostgresPool, type Pool } from '../db/database.js';
import type { GraphQLContext } from '../graphql/context.js';
import { tenantOf } from '../scope/scope.js';
import { createInProcessBus } from './in-process-bus.js';
import type { ClientEvents, LiveBus, LiveEvent } from './live-event.js';
import { createPostgresBus } from './postgres-bus.js';

const buses = new WeakMap<Pool, LiveBus>();

const log = (message: string, error?: unknown) => console.error(`[kitchen-sentinel] ${message}`, error ?? '');

/**
 * The bus of a server, one per database pool: LISTEN/NOTIFY on a real PostgreSQL (DATABASE_URL), so
 * instances sharing the database share events; in process on embedded PGlite, which serves one process.
 */
export function liveBusOf(pool: Pool): LiveBus {
  let bus = buses.get(pool);
  if (!bus) {
    bus = isPostgresPool(pool) ? createPostgresBus(pool, log) : createInProcessBus();
    buses.set(pool, bus);
  }
  return bus;
}

/** Ends every live subscription of this server (before its listener closes, so no stream holds it open). */
export async function closeLiveBus(pool: Pool): Promise<void> {
  const bus = buses.get(pool);
  buses.delete(pool);
  await bus?.close();
}

/** Publishes events whose work has committed (ingest and jobs call this after their transaction). */
export function publishLive(pool: Pool, batches: ClientEvents[]): Promise<void> {
  // An engine run reports per appliance: one entry per client makes one NOTIFY per client and batch.
  const byClient = new Map<string, LiveEvent[]>();
  for (const { clientId, events } of batches) {
    if (events.length === 0) continue;
    const list = byClient.get(clientId);
    if (list) list.push(...events);
    else byClient.set(clientId, [...events]);
  }
  if (byClient.size === 0) return Promise.resolve();
  return liveBusOf(pool).publish([...byClient].map(([clientId, events]) => ({ clientId, events })));
}

/** A mutation's event, sent once the request's transaction committed (never for work rolled back). */
export function publishAfterCommit(ctx: GraphQLContext, event: LiveEvent): void {
  const { clientId } = tenantOf(ctx);
  ctx.afterCommit(() => publishLive(ctx.pool, [{ clientId, events: [event] }]));
}

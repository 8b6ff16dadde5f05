import net from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler, type PGLiteSocketHandlerOptions } from '@electric-sql/pglite-socket';
import { lockDataDir } from './data-dir-lock.js';
import { ProtocolUnitQueue } from './protocol-unit-queue.js';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

const MAX_CONNECTIONS = 20;

/**
 * PGlite served over the PostgreSQL wire protocol on an ephemeral loopback port, so the server keeps
 * one code path (node-postgres + Drizzle) whether it runs embedded or against a real PostgreSQL.
 * PGlite is single-connection: ProtocolUnitQueue runs one connection's exchange, or transaction, at a time.
 */
export async function startEmbeddedPostgres(dataDir: string | null): Promise<EmbeddedPostgres> {
  // Before PGlite touches the files: a second process on them would corrupt the database (data-dir-lock.ts).
  const unlock = dataDir ? lockDataDir(dataDir) : () => undefined;
  try {
    const db = await PGlite.create(dataDir ?? undefined);
    const queryQueue = new ProtocolUnitQueue(db) as unknown as PGLiteSocketHandlerOptions['queryQueue'];
    const handlers = new Set<PGLiteSocketHandler>();
    const server = net.createServer((socket) => {
      if (handlers.size >= MAX_CONNECTIONS) return void socket.end('Too many connections\n');
      const handler = new PGLiteSocketHandler({ queryQueue, closeOnDetach: true });
      handlers.add(handler);
      const forget = () => handlers.delete(handler);
      handler.addEventListener('close', forget);
      handler.addEventListener('error', forget);
      handler.attach(socket).catch(() => socket.destroy());
    });
    server.maxConnections = MAX_CONNECTIONS;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', resolve);
    });
    const { port } = server.address() as net.AddressInfo;
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      async stop() {
        for (const handler of handlers) await handler.detach(true);
        await new Promise((resolve) => server.close(resolve));
        await db.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

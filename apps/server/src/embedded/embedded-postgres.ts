import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { lockDataDir } from './data-dir-lock.js';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * PGlite served over the PostgreSQL wire protocol on an ephemeral loopback port, so the server keeps
 * one code path (node-postgres + Drizzle) whether it runs embedded or against a real PostgreSQL.
 * PGlite is single-connection: the socket server multiplexes and runs one transaction at a time.
 */
export async function startEmbeddedPostgres(dataDir: string | null): Promise<EmbeddedPostgres> {
  // Before PGlite touches the files: a second process on them would corrupt the database (data-dir-lock.ts).
  const unlock = dataDir ? lockDataDir(dataDir) : () => undefined;
  try {
    const db = await PGlite.create(dataDir ?? undefined);
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 20 });
    await server.start();
    const address = (server as unknown as { server: { address(): { port: number } } }).server.address();
    return {
      url: `postgres://postgres@127.0.0.1:${address.port}/postgres`,
      async stop() {
        await server.stop();
        await db.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

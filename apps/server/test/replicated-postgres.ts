import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../src/embedded/free-port.js';

const run = promisify(execFile);

/** Debian's PostgreSQL server binaries (initdb, pg_ctl, pg_basebackup), or null where there are none. */
export const POSTGRES_BIN: string | null = (() => {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a));
  const found = versions.map((v) => path.join(root, v, 'bin')).find((bin) => fs.existsSync(path.join(bin, 'initdb')));
  return found ?? null;
})();

export interface ReplicatedPostgres {
  primaryUrl(database: string): string;
  replicaUrl(database: string): string;
  /** Runs one statement on the replica as the superuser (pg_wal_replay_pause(), …). */
  onReplica(statement: string): Promise<void>;
  stopReplica(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A private primary (initdb in a temporary folder, its own port) and a streaming replica of it
 * (pg_basebackup -R), both trust-authenticated on 127.0.0.1 and thrown away by `stop`. Root runs them as
 * `postgres` (PostgreSQL refuses root). fsync is off: these clusters hold test data for seconds.
 */
export async function startReplicatedPostgres(): Promise<ReplicatedPostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ks-replica-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await run('chown', ['postgres:postgres', dir]);
  const as = (file: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(POSTGRES_BIN!, file), ...args]) : run(path.join(POSTGRES_BIN!, file), args);
  const [primaryPort, replicaPort] = [await freePort(0), await freePort(0)];
  const primary = path.join(dir, 'primary');
  const replica = path.join(dir, 'replica');
  const settings = (port: number) =>
    [`port = ${port}`, "listen_addresses = '127.0.0.1'", `unix_socket_directories = '${dir}'`, 'fsync = off', 'max_connections = 60'].join(
      '\n',
    );
  await as('initdb', ['-D', primary, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  fs.appendFileSync(path.join(primary, 'postgresql.conf'), `\n${settings(primaryPort)}\nwal_level = replica\nmax_wal_senders = 4\n`);
  await as('pg_ctl', ['-D', primary, '-l', path.join(dir, 'primary.log'), '-w', 'start']);
  await as('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(primaryPort),
    '-U',
    'postgres',
    '-D',
    replica,
    '-R',
    '-X',
    'stream',
    '--no-sync',
  ]);
  fs.appendFileSync(path.join(replica, 'postgresql.conf'), `\n${settings(replicaPort)}\nhot_standby = on\n`);
  await as('pg_ctl', ['-D', replica, '-l', path.join(dir, 'replica.log'), '-w', 'start']);
  const url = (port: number, database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const stopCluster = (data: string) => as('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
  return {
    primaryUrl: (database) => url(primaryPort, database),
    replicaUrl: (database) => url(replicaPort, database),
    async onReplica(statement) {
      const client = new pg.Client({ connectionString: url(replicaPort, 'postgres') });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    },
    stopReplica: async () => void (await stopCluster(replica)),
    async stop() {
      await stopCluster(replica);
      await stopCluster(primary);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../src/embedded/free-port.js';

/** Debian's PgBouncer (`apt-get install pgbouncer`; .ci/run installs it), or null where there is none. */
export const PGBOUNCER_BINARY = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].find((file) => fs.existsSync(file)) ?? null;

export interface PgBouncer {
  /** `url` with its host and port replaced by the pooler's. */
  pooled(url: string): string;
  stop(): Promise<void>;
}

/**
 * A private PgBouncer in transaction mode in front of the PostgreSQL of `directUrl` (trust auth, as this
 * machine's cluster), on a free port, with a small server pool so that a client's consecutive transactions
 * do land on different server sessions. As root it runs as `postgres` (PgBouncer refuses root).
 */
export async function startPgBouncer(directUrl: string, serverPoolSize = 4): Promise<PgBouncer> {
  const target = new URL(directUrl);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ks-pgbouncer-'));
  const port = await freePort(0);
  const user = decodeURIComponent(target.username || 'postgres');
  fs.writeFileSync(path.join(dir, 'userlist.txt'), `"${user}" ""\n`);
  const conf = [
    '[databases]',
    `* = host=${target.hostname} port=${target.port || 5432}`,
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${port}`,
    "unix_socket_dir = ''",
    'auth_type = trust',
    `auth_file = ${dir}/userlist.txt`,
    'pool_mode = transaction',
    `default_pool_size = ${serverPoolSize}`,
    'max_client_conn = 500',
    'ignore_startup_parameters = extra_float_digits',
    `pidfile = ${dir}/pgbouncer.pid`,
  ].join('\n');
  const confFile = path.join(dir, 'pgbouncer.ini');
  fs.writeFileSync(confFile, `${conf}\n`);
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    for (const file of [dir, confFile, path.join(dir, 'userlist.txt')]) fs.chownSync(file, uid, gid);
  }
  let output = '';
  const child: ChildProcess = spawn(PGBOUNCER_BINARY!, [...(asRoot ? ['-u', 'postgres'] : []), confFile], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-4000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  await listening(port, child, () => output);
  return {
    pooled(url) {
      const pooled = new URL(url);
      pooled.hostname = '127.0.0.1';
      pooled.port = String(port);
      return pooled.toString();
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Resolves once the port takes connections; rejects with the pooler's output if it exits or 10 s pass. */
async function listening(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`pgbouncer exited with ${child.exitCode}:\n${output()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(true));
      socket.on('error', () => resolve(false));
      socket.on('connect', () => socket.end());
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`pgbouncer did not listen on ${port} within 10 s:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

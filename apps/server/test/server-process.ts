import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createPool, runMigrations, type Pool } from '../src/db/database.js';
import { createSuiteDatabase } from './harness.js';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * A database of its own beside TEST_DATABASE_URL for a suite whose servers run as child processes
 * (production mode needs PostgreSQL), migrated, with a pool for the test's own reads and writes.
 */
export async function createProcessDatabase(baseUrl: string): Promise<{ url: string; pool: Pool; drop(): Promise<void> }> {
  const database = await createSuiteDatabase(baseUrl);
  const pool = createPool(database.url, 4);
  await runMigrations(pool);
  return {
    url: database.url,
    pool,
    async drop() {
      await pool.end();
      await database.drop();
    },
  };
}

export interface ServerProcessOptions {
  databaseUrl: string;
  mqttUrl: string;
  smtpUrl: string;
  mqttClientId: string;
  mqttSharedGroup?: string;
  /** The HTTP port (default: any free one, not reported). */
  port?: number;
  /** More environment for the process. */
  env?: Record<string, string>;
}

/** The real server as a deployment runs it: its own process, NODE_ENV=production, external services only. */
export interface ServerProcess {
  /** Starts the process and resolves once it is subscribed and serving (it prints its banner then). */
  start(): Promise<void>;
  /** `kill -9`: no shutdown, no flush, no DISCONNECT; the broker keeps the session. */
  kill(): Promise<void>;
  /** SIGTERM, as a supervisor stops it. */
  stop(): Promise<void>;
  /** What the process printed lately (for failure messages). */
  output(): string;
  /** Whether the process is running (started and not exited). */
  alive(): boolean;
}

export function serverProcess(options: ServerProcessOptions): ServerProcess {
  let child: ChildProcess | null = null;
  let output = '';
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: options.databaseUrl,
    MQTT_URL: options.mqttUrl,
    SMTP_URL: options.smtpUrl,
    MQTT_CLIENT_ID: options.mqttClientId,
    MQTT_SHARED_GROUP: options.mqttSharedGroup ?? '',
    JWT_SECRET: 'server-process-test-secret-long-enough-for-hs256',
    PUBLIC_URL: 'http://127.0.0.1:1',
    PORT: String(options.port ?? 0),
    HOST: '127.0.0.1',
    SERVE_WEB: 'false',
    LOG_LEVEL: 'warn',
    LOG_REQUESTS: 'false',
    ...options.env,
  };
  async function exited(signal: NodeJS.Signals) {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const done = new Promise((resolve) => running.once('exit', resolve));
    running.kill(signal);
    await done;
  }
  return {
    async start() {
      output = '';
      // One process (node with tsx's loader, not the tsx CLI, which would run the server as its child).
      const started = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')], {
        cwd: repoRoot,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      const keep = (chunk: Buffer) => {
        output = (output + chunk.toString('utf8')).slice(-6000);
      };
      started.stderr!.on('data', keep);
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`the server process did not start within 60 s:\n${output}`)), 60_000);
        started.stdout!.on('data', (chunk: Buffer) => {
          keep(chunk);
          if (output.includes('Kitchen Sentinel is running')) {
            clearTimeout(timer);
            resolve();
          }
        });
        started.once('exit', (code) => {
          clearTimeout(timer);
          reject(new Error(`the server process exited with ${code}:\n${output}`));
        });
      });
    },
    kill: () => exited('SIGKILL'),
    stop: () => exited('SIGTERM'),
    output: () => output,
    alive: () => child !== null && child.exitCode === null && child.signalCode === null,
  };
}

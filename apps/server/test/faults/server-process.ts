import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../src/embedded/free-port.js';

const root = path.resolve(import.meta.dirname, '../../../..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code once the process ended. */
  exited: Promise<number | null>;
  /** What the process printed (stdout and stderr), for failure messages. */
  output(): string;
  /** Sends a signal and waits for the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * The real server as `npm start` runs it (`node --import tsx apps/server/src/main.ts`), in a process of its own so a
 * fault test can send it a real SIGTERM. Embedded broker and mailbox on free ports, no demo data, no web;
 * resolves once /readyz answers 200.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  // A free port is free when asked, not when the child binds it a second later: with vitest's suites and
  // Playwright's servers starting side by side, another process sometimes takes it in between. Ask again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(env);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === 3) throw error;
    }
  }
}

/** The child could not listen: the port it was given was taken meanwhile. */
class PortTaken extends Error {}

async function startOnce(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort(0);
  const url = `http://127.0.0.1:${port}`;
  // One process, tsx as a loader (as `npm start` runs it): the tsx CLI would sit in between and relay the
  // signal, and it SIGKILLs a child that does not confirm a signal within 30 ms, which a loaded server misses.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      MQTT_PORT: '0',
      SMTP_PORT: '0',
      SEED_DEMO: 'false',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'fault-test-secret-that-is-long-enough-for-hs256',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const running: ServerProcess = {
    url,
    child,
    exited,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  let ended = false;
  void exited.then(() => (ended = true));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (ended) {
      const message = `the server process ended before it was ready:\n${output}`;
      throw output.includes(`EADDRINUSE: address already in use 127.0.0.1:${port}`) ? new PortTaken(message) : new Error(message);
    }
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) return running;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await running.stop('SIGKILL');
  throw new Error(`the server process was not ready within 120 s:\n${output}`);
}

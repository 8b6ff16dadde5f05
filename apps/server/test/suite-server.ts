import { afterAll, beforeAll } from 'vitest';
import type { RunningServer } from '../src/server.js';
import { startTestServer } from './harness.js';

type TestServerOptions = Parameters<typeof startTestServer>[0];

/**
 * The suite's server: started before its tests (in the describe block, or the file, where this is called)
 * and stopped after them, last of the suite's after-hooks (Vitest runs them in reverse order). What it
 * returns stands for the running server: `server.pool`, `server.url` and passing `server` on all reach it.
 * Options given as a function are read when the server starts, after the hooks registered before this call.
 */
export function useTestServer(options: TestServerOptions | (() => TestServerOptions) = {}): RunningServer {
  let running: RunningServer | undefined;
  beforeAll(async () => {
    running = await startTestServer(typeof options === 'function' ? options() : options);
  });
  afterAll(async () => {
    await running?.stop();
  });
  return new Proxy({} as RunningServer, {
    get(_target, property) {
      if (!running) throw new Error(`the suite's server is not running (read of ${String(property)} outside a test or hook)`);
      const value = Reflect.get(running, property, running) as unknown;
      return typeof value === 'function' ? value.bind(running) : value;
    },
    has: (_target, property) => running !== undefined && property in running,
  });
}

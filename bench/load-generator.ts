/**
 * The benchmarks' side of load-worker.mjs: a load generator in its own thread, so that devices, gateways
 * and browsers do not share the server's event loop (in production they are other machines).
 */
import { Worker } from 'node:worker_threads';
import type { Pool } from '../apps/server/src/db/database.js';
import { cpuSample, type CpuSample } from './bench-server.js';

export interface LoadRun<T> {
  /** When the load started (the devices connected, the requests built): the clock starts here. */
  startedAt: number;
  /** CPU at that moment (this process and the database's backends). */
  cpuFrom: CpuSample;
  result: T & { activeMs: number };
}

/**
 * The load generator thread (load-worker.mjs), one for all of a benchmark's runs, warm-up included, so
 * that its start-up and its JIT's warm-up are not measured. A run's `activeMs` is the thread's own CPU
 * while it loaded, which the server's CPU figure leaves out.
 */
export class LoadGenerator {
  private readonly worker = new Worker(new URL('./load-worker.mjs', import.meta.url));
  private pending: {
    resolve: (run: LoadRun<unknown>) => void;
    reject: (error: Error) => void;
    started: { at: number; cpu: Promise<CpuSample> } | null;
  } | null = null;

  constructor(private readonly pool: Pool) {
    this.worker.on('message', (message: { type: string; result?: unknown; message?: string }) => {
      const pending = this.pending;
      if (!pending) return;
      if (message.type === 'started') pending.started = { at: performance.now(), cpu: cpuSample(this.pool) };
      if (message.type === 'error') {
        this.pending = null;
        pending.reject(new Error(message.message));
      }
      if (message.type === 'done' && pending.started) {
        this.pending = null;
        const { at, cpu } = pending.started;
        void cpu.then((cpuFrom) => pending.resolve({ startedAt: at, cpuFrom, result: message.result as LoadRun<unknown>['result'] }));
      }
    });
    this.worker.on('error', (error) => this.pending?.reject(error));
  }

  run<T>(job: Record<string, unknown>): Promise<LoadRun<T>> {
    return new Promise((resolve, reject) => {
      this.pending = { resolve: resolve as (run: LoadRun<unknown>) => void, reject, started: null };
      this.worker.postMessage(job);
    });
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }
}

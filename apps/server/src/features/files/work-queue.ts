/**
 * Runs at most `concurrency` tasks at once, the others waiting in order. Picture decoding goes through
 * one: libvips decodes on libuv's small thread pool, which logins' password hashing and file writes share,
 * and a 2-core machine gains nothing from decoding more pictures at once.
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly concurrency: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next task, so `running` never drops and rises again in between.
      if (next) next();
      else this.running -= 1;
    }
  }
}

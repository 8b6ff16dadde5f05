/**
 * Work a request starts and does not wait for — the alert e-mails and live events after an ingest batch
 * commits — which a shutdown must still let finish: a SIGTERM right after a breach was stored must not
 * lose the e-mail telling the kitchen about it.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  /** Keeps `task` (already started, failures handled by the caller) until it settles. */
  add(task: Promise<unknown>): void {
    const settled = task.then(
      () => undefined,
      () => undefined,
    );
    this.running.add(settled);
    void settled.finally(() => this.running.delete(settled));
  }

  /** Resolves once every task added so far, and any they add meanwhile, has settled. */
  async settle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}

import client from 'prom-client';

/**
 * Caps uploads in progress: on the server as a whole and per person. Each upload streams through
 * small buffers, but a flood still costs sockets, disk writes and picture decoding, and one person
 * should not be able to take every slot.
 */
export class UploadSlots {
  private total = 0;
  private readonly perUser = new Map<string, number>();
  /** `ks_upload_slots_in_use`: how close the server is to answering 429 (and a test's sign that uploads hold slots). */
  readonly metrics = new client.Registry();

  constructor(private readonly limits: { perServer: number; perUser: number }) {
    const inUse = () => this.total;
    new client.Gauge({
      name: 'ks_upload_slots_in_use',
      help: `Uploads in progress on this server (at most ${limits.perServer})`,
      registers: [this.metrics],
      collect() {
        this.set(inUse());
      },
    });
  }

  /** A release function when a slot is free for this person, or null (answer 429). */
  tryAcquire(userId: string): (() => void) | null {
    const mine = this.perUser.get(userId) ?? 0;
    if (this.total >= this.limits.perServer || mine >= this.limits.perUser) return null;
    this.total += 1;
    this.perUser.set(userId, mine + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      const left = (this.perUser.get(userId) ?? 1) - 1;
      if (left > 0) this.perUser.set(userId, left);
      else this.perUser.delete(userId);
    };
  }
}

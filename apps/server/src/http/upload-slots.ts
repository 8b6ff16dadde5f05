/**
 * Caps uploads in progress: on the server as a whole and per person. Each upload streams through
 * small buffers, but a flood still costs sockets, disk writes and picture decoding, and one person
 * should not be able to take every slot.
 */
export class UploadSlots {
  private total = 0;
  private readonly perUser = new Map<string, number>();

  constructor(private readonly limits: { perServer: number; perUser: number }) {}

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

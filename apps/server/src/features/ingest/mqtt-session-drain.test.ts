import { describe, expect, it } from 'vitest';
import { SILENT_LOG } from '../../scope/scope.js';
import { drainSession, MAX_DRAIN_PASSES, type Drainer } from './mqtt-session-drain.js';

// The drain's passes, against connections whose deliveries are scripted: what a real broker does on a busy
// box (a pause longer than the quiet window, a store that failed and reconnected) without waiting for one.

/** A pass's connection: stores `stored` messages at once, then stays quiet; `drops` ends it from outside. */
function scriptedDrainer(stored: number, drops = false): Drainer & { stopped: boolean } {
  let connected = true;
  const drainer = {
    stopped: false,
    ready: Promise.resolve(),
    handled: () => {
      if (drops) connected = false;
      return stored;
    },
    pending: () => 0,
    connected: () => connected,
    async stop() {
      drainer.stopped = true;
      connected = false;
    },
  };
  return drainer;
}

function passes(...script: Array<[stored: number, drops?: boolean]>) {
  const opened: Array<ReturnType<typeof scriptedDrainer>> = [];
  const open = () => {
    const [stored, drops] = script[opened.length] ?? [0];
    const drainer = scriptedDrainer(stored, drops);
    opened.push(drainer);
    return drainer;
  };
  return { open, opened };
}

describe('draining a gone instance session', () => {
  it('looks again after a pass that stored something, and is done only after a pass in which nothing arrived', async () => {
    const { open, opened } = passes([2000], [350], [0]);
    await drainSession({ peer: 'ks-1', open, ownerBack: () => false, log: SILENT_LOG, quietMs: 1 });
    expect(opened).toHaveLength(3);
    expect(opened.every((d) => d.stopped)).toBe(true);
  });

  it('connects again after a pass whose connection dropped (a store that failed), unless the owner is back', async () => {
    const failed = passes([0, true], [120], [0]);
    await drainSession({ peer: 'ks-1', open: failed.open, ownerBack: () => false, log: SILENT_LOG, quietMs: 1 });
    expect(failed.opened).toHaveLength(3);

    const takenBack = passes([40, true], [500]);
    await drainSession({ peer: 'ks-1', open: takenBack.open, ownerBack: () => true, log: SILENT_LOG, quietMs: 1 });
    expect(takenBack.opened).toHaveLength(1);
  });

  it('gives up with an error after so many passes that still deliver, so the takeover says it failed', async () => {
    const endless = passes(...Array.from({ length: MAX_DRAIN_PASSES + 1 }, () => [10] as [number]));
    await expect(drainSession({ peer: 'ks-1', open: endless.open, ownerBack: () => false, log: SILENT_LOG, quietMs: 1 })).rejects.toThrow(
      `after ${MAX_DRAIN_PASSES} drain passes`,
    );
    expect(endless.opened).toHaveLength(MAX_DRAIN_PASSES);
  });
});

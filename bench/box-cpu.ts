/**
 * The whole machine's CPU from /proc/stat: how much of the box sat idle during a run. A ratio below its
 * target with idle cores left says the path waits (round trips, windows), not that it costs too much CPU.
 */
import fs from 'node:fs';

export interface BoxSample {
  busy: number;
  total: number;
}

/** The box's CPU counters (all cores, in clock ticks); zeros where /proc/stat cannot be read. */
export function boxSample(): BoxSample {
  try {
    const line = fs.readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!;
    const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number); // user nice system idle iowait irq softirq steal
    const total = ticks.reduce((sum, n) => sum + n, 0);
    return { busy: total - ticks[3]! - ticks[4]!, total };
  } catch {
    return { busy: 0, total: 0 };
  }
}

/** The share of the box's CPU that was idle between two samples (0–1), or null without /proc/stat. */
export function idleShareBetween(from: BoxSample, to: BoxSample): number | null {
  const total = to.total - from.total;
  return total > 0 ? 1 - (to.busy - from.busy) / total : null;
}

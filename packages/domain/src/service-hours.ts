import { localDateOf, zonedInstant } from './zoned-time.js';

/**
 * Out of service (PRODUCT.md "Food-safety model"): an appliance switched off or emptied holds no food
 * batch and raises no temperature alert. By hand (a flag) or by weekly service hours in the location's
 * zone, e.g. a hot cabinet used 10:00–23:00. Back in service, a new batch starts.
 */
export interface ServiceWindow {
  /** ISO weekday of the window's start: 1 Monday … 7 Sunday. */
  weekday: number;
  /** Minutes after local midnight. */
  startMin: number;
  /** Minutes after local midnight; at or before `startMin`: the window ends the next day. */
  endMin: number;
}

export const SERVICE_HOURS_MESSAGES = {
  invalidWindow: 'A service window needs a weekday 1–7 and start and end times between 00:00 and 24:00',
} as const;

export function isValidServiceWindow(window: ServiceWindow): boolean {
  const minute = (m: number) => Number.isInteger(m) && m >= 0 && m <= 24 * 60;
  return Number.isInteger(window.weekday) && window.weekday >= 1 && window.weekday <= 7 && minute(window.startMin) && minute(window.endMin);
}

const DAY_MS = 86_400_000;

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** ISO weekday (1 Monday … 7 Sunday) of a local date `YYYY-MM-DD`. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The local midnight starting `date` plus `days` days in `timeZone` (the location's day boundary). */
export function dayBoundary(date: string, days: number, timeZone: string): number {
  return zonedInstant(addDays(date, days), 0, timeZone).getTime();
}

/** The in-service intervals [from, to) of the windows that touch `[fromMs, toMs]`, in time order. */
export function serviceIntervals(windows: readonly ServiceWindow[], timeZone: string, fromMs: number, toMs: number) {
  const intervals: Array<{ from: number; to: number }> = [];
  const first = addDays(localDateOf(new Date(fromMs - DAY_MS), timeZone), 0);
  for (let date = first; zonedInstant(date, 0, timeZone).getTime() <= toMs; date = addDays(date, 1)) {
    for (const window of windows) {
      if (window.weekday !== isoWeekday(date)) continue;
      const from = zonedInstant(date, window.startMin, timeZone).getTime();
      const to = zonedInstant(window.endMin > window.startMin ? date : addDays(date, 1), window.endMin, timeZone).getTime();
      if (to > fromMs && from <= toMs) intervals.push({ from, to });
    }
  }
  return intervals.sort((a, b) => a.from - b.from);
}

/**
 * Whether the appliance is in service at `atMs`, and since when (the start of the window it is in, merged
 * with windows that touch it). No windows at all: always in service (`since` null).
 */
export function serviceStateAt(
  windows: readonly ServiceWindow[],
  timeZone: string,
  atMs: number,
): { inService: boolean; since: number | null } {
  if (windows.length === 0) return { inService: true, since: null };
  const intervals = serviceIntervals(windows, timeZone, atMs - 8 * DAY_MS, atMs);
  let since: number | null = null;
  let end = Number.NEGATIVE_INFINITY;
  for (const interval of intervals) {
    if (interval.from > end) since = interval.from;
    end = Math.max(end, interval.to);
  }
  return end > atMs && since !== null ? { inService: true, since } : { inService: false, since: null };
}

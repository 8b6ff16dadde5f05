import { serviceIntervals } from '@ks/domain';
import type { EngineTarget } from './alert-store.js';

/** Whether an instant (epoch ms) lies in one of the appliance's service windows. */
export type InService = (atMs: number) => boolean;

/**
 * The appliance's weekly service hours as a test over `[fromMs, toMs]` (PRODUCT.md "Out of service": a hot
 * cabinet used 10:00–23:00 raises no temperature alert at night), in the location's zone. The windows are
 * expanded once for the span, so a run or a replay of thousands of readings asks a few intervals each.
 * Null when the appliance has no service hours (always in service).
 */
export function serviceHoursTest(target: Pick<EngineTarget, 'serviceHours' | 'timeZone'>, fromMs: number, toMs: number): InService | null {
  const windows = target.serviceHours ?? [];
  if (windows.length === 0) return null;
  const intervals = serviceIntervals(windows, target.timeZone ?? 'UTC', fromMs, toMs);
  return (atMs) => intervals.some((i) => i.from <= atMs && atMs < i.to);
}

/** The span of some readings and the clock, for `serviceHoursTest`. */
export function spanOf(readings: ReadonlyArray<{ time: Date }>, now: Date): { fromMs: number; toMs: number } {
  let fromMs = now.getTime();
  let toMs = now.getTime();
  for (const r of readings) {
    const at = r.time.getTime();
    if (at < fromMs) fromMs = at;
    if (at > toMs) toMs = at;
  }
  return { fromMs, toMs };
}

/** The readings that count for appliance alerts: those taken in service (all of them without service hours). */
export function inServiceOnly<R extends { time: Date }>(inService: InService | null, readings: R[]): R[] {
  return inService === null || readings.every((r) => inService(r.time.getTime()))
    ? readings
    : readings.filter((r) => inService(r.time.getTime()));
}

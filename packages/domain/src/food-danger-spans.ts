import { msUntilFoodReaches, type FoodReading } from './food-estimate.js';
import { isInDangerZone, type DangerZone } from './jurisdiction.js';

/**
 * The time a batch's food spent in the danger zone, as spans (PRODUCT.md "Conservative edges"): an
 * excursion starts at the last food temperature that was still safe and ends at the first safe one; a
 * span longer than 3 reporting intervals is also unknown time ("no data for N min"); and an open gap
 * after an unsafe reading runs up to now (if in doubt, throw it out).
 */
export interface DangerSpan {
  fromMs: number;
  toMs: number;
  /** No reading covers it (longer than the gap limit). */
  unknown: boolean;
}

export interface SpanFacts {
  /** Food temperatures in time order, at or after the batch start. */
  food: readonly FoodReading[];
  /** The air readings behind them (same times), for the open-gap projection; null: food readings. */
  air: readonly FoodReading[] | null;
  zone: DangerZone;
  batchStartMs: number;
  nowMs: number;
  maxGapMs: number;
  timeConstantMin: number;
}

export interface SpanResult {
  spans: DangerSpan[];
  /** The food is in the danger zone now (the last food temperature, or the open gap's projection). */
  inDangerNow: boolean;
  /** When the open gap's projection enters the danger zone, if it has not yet (ms); null: it does not. */
  projectedDangerAtMs: number | null;
}

function span(fromMs: number, toMs: number, maxGapMs: number): DangerSpan {
  return { fromMs, toMs, unknown: toMs - fromMs > maxGapMs };
}

/** The danger-zone limit the food crosses on its way towards `airC` (null: the air is not in the zone). */
function limitTowards(foodC: number, airC: number, zone: DangerZone): number | null {
  if (!isInDangerZone(airC, zone)) return null;
  return airC > foodC ? zone.aboveC : zone.belowC;
}

/** The open gap after the last reading: the last food temperature unsafe, or the air pulling it into the zone. */
function openGap(facts: SpanFacts, last: FoodReading, lastAir: FoodReading | null) {
  const gap = facts.nowMs - last.timeMs;
  if (isInDangerZone(last.celsius, facts.zone)) {
    return { span: gap > 0 ? span(last.timeMs, facts.nowMs, facts.maxGapMs) : null, inDangerNow: true, projected: null };
  }
  const limit = lastAir ? limitTowards(last.celsius, lastAir.celsius, facts.zone) : null;
  const wait = limit === null || !lastAir ? null : msUntilFoodReaches(last.celsius, lastAir.celsius, limit, facts.timeConstantMin);
  if (wait === null) return { span: null, inDangerNow: false, projected: null };
  const entersAt = last.timeMs + wait;
  if (entersAt >= facts.nowMs) return { span: null, inDangerNow: false, projected: entersAt };
  return { span: { ...span(entersAt, facts.nowMs, facts.maxGapMs), unknown: gap > facts.maxGapMs }, inDangerNow: true, projected: null };
}

export function dangerSpans(facts: SpanFacts): SpanResult {
  const { food, zone, maxGapMs } = facts;
  const spans: DangerSpan[] = [];
  if (food.length === 0) return { spans, inDangerNow: false, projectedDangerAtMs: null };
  const unsafe = food.map((r) => isInDangerZone(r.celsius, zone));
  const first = food[0]!;
  if (unsafe[0] && first.timeMs > facts.batchStartMs) spans.push(span(facts.batchStartMs, first.timeMs, maxGapMs));
  for (let i = 1; i < food.length; i += 1) {
    if (unsafe[i - 1] || unsafe[i]) spans.push(span(food[i - 1]!.timeMs, food[i]!.timeMs, maxGapMs));
  }
  const open = openGap(facts, food[food.length - 1]!, facts.air ? facts.air[facts.air.length - 1]! : null);
  if (open.span) spans.push(open.span);
  return { spans, inDangerNow: open.inDangerNow, projectedDangerAtMs: open.projected };
}

/** Spans that touch, merged: each one is a separate period in the danger zone. */
export function dangerPeriods(spans: readonly DangerSpan[]): Array<{ fromMs: number; toMs: number }> {
  const periods: Array<{ fromMs: number; toMs: number }> = [];
  for (const s of spans) {
    const last = periods[periods.length - 1];
    if (last && s.fromMs <= last.toMs) last.toMs = Math.max(last.toMs, s.toMs);
    else periods.push({ fromMs: s.fromMs, toMs: s.toMs });
  }
  return periods;
}

/**
 * The moment the cumulative danger time of `spans` reached `budgetMs` (null: not yet): the same time
 * whatever order the readings arrived in, since the spans are in time order.
 */
export function budgetReachedAt(spans: readonly DangerSpan[], budgetMs: number): number | null {
  let total = 0;
  for (const s of spans) {
    const length = s.toMs - s.fromMs;
    if (total + length >= budgetMs) return s.fromMs + (budgetMs - total);
    total += length;
  }
  return null;
}

import { budgetReachedAt, dangerPeriods, dangerSpans, type DangerSpan } from './food-danger-spans.js';
import { foodTemperatures, inTimeOrder, type FoodReading, type SensorPlacement } from './food-estimate.js';
import type { FoodControl, FoodRules } from './food-rules.js';
import { FOOD_DISCARD_AFTER_MS, FOOD_USE_NOW_AFTER_MS } from './food-safeness.js';
import { serviceStateAt, type ServiceWindow } from './service-hours.js';
import { timeControlVerdict } from './food-time-control.js';

/**
 * The one food verdict (PRODUCT.md "One verdict, one set of words, everywhere"): the equipment header and
 * card, the alert card, the lists, the dashboard, e-mails and the inspection report all show what this
 * function says. Pure: it is computed from the batch's stored readings and the clock, so late, shuffled
 * and newest-first readings give the same answer as ordered ones.
 */
export const FOOD_VERDICTS = ['SAFE', 'USE_NOW', 'DISCARD', 'ACT_NOW', 'UNCERTAIN'] as const;
export type FoodVerdictWord = (typeof FOOD_VERDICTS)[number];

/** Verdicts that ask someone to act (use, reheat, cool or discard the food): food at risk, a corrective action due. */
export const ACTION_FOOD_VERDICTS: ReadonlySet<FoodVerdictWord> = new Set(['USE_NOW', 'ACT_NOW', 'DISCARD']);

const RANK: Record<FoodVerdictWord, number> = { SAFE: 0, UNCERTAIN: 1, USE_NOW: 2, ACT_NOW: 3, DISCARD: 4 };

/** The worse of two verdicts: DISCARD, ACT NOW, USE NOW, UNCERTAIN, SAFE. */
export function worseFoodVerdict(a: FoodVerdictWord, b: FoodVerdictWord): FoodVerdictWord {
  return RANK[a] >= RANK[b] ? a : b;
}

export interface FoodBatchFacts {
  startedAtMs: number;
  /** The appliance's first batch: it starts at the earliest reading stored, however late it arrives. */
  startsAtFirstReading: boolean;
  control: FoodControl;
  /**
   * Air sensors: where the food estimate starts when it is earlier than the clock. A batch that turned
   * over at the end of its life holds the same food as the one before, so its estimate runs on from the
   * air before the boundary instead of restarting at the first reading (a door opening read at the
   * boundary is not the food's temperature). Readings before the clock's start count no danger time.
   */
  estimateFromMs?: number;
}

export interface FoodService {
  /** Switched off or emptied by hand. */
  outOfService: boolean;
  windows: readonly ServiceWindow[];
  timeZone: string;
}

export interface FoodVerdictInput {
  /** Null: the appliance holds no time/temperature-controlled food. */
  rules: FoodRules | null;
  placement: SensorPlacement;
  timeConstantMin: number;
  /** The primary sensor's stored readings (°C, offset applied), in any order. */
  readings: readonly FoodReading[];
  batch: FoodBatchFacts;
  /** 3 reporting intervals: a longer silence is time without data. */
  maxGapMs: number;
  nowMs: number;
  service?: FoodService;
  /**
   * The food estimate at the first reading, carried from a run over the readings before it (the
   * inspection report counts a year in pieces, each starting at the previous one's last reading); null:
   * the first reading's own value.
   */
  initialFoodC?: number | null;
}

export interface FoodDeadline {
  verdict: FoodVerdictWord;
  atMs: number;
}

export interface FoodVerdict {
  status: 'FOOD' | 'NOT_FOOD' | 'OUT_OF_SERVICE';
  /** Null unless status is FOOD. */
  verdict: FoodVerdictWord | null;
  control: FoodControl;
  /** Where the clock starts: the batch start, the earliest reading, or the start of the service window. */
  batchStartedAtMs: number | null;
  /** Temperature control: danger time (unknown included); time control: elapsed time. */
  dangerMs: number;
  unknownMs: number;
  /** Separate periods in the danger zone. */
  periods: number;
  uncertain: boolean;
  /** Time since the last reading when longer than the gap limit (no data for N min); null otherwise. */
  silentForMs: number | null;
  inDangerNow: boolean;
  /** When each stage was reached (ms), recomputed from all readings; null: not reached. */
  useNowAtMs: number | null;
  actNowAtMs: number | null;
  discardAtMs: number | null;
  /** The next change if things go on as they are; always after `nowMs`. Null: none coming. */
  next: FoodDeadline | null;
  /** The last food temperature (the estimate for air sensors). */
  foodC: number | null;
  lastReadingAtMs: number | null;
}

const HOUR_MS = 3_600_000;
const UK_PERIOD_MS = 2 * HOUR_MS;

function emptyVerdict(status: FoodVerdict['status'], control: FoodControl): FoodVerdict {
  return {
    status,
    verdict: null,
    control,
    batchStartedAtMs: null,
    dangerMs: 0,
    unknownMs: 0,
    periods: 0,
    uncertain: false,
    silentForMs: null,
    inDangerNow: false,
    useNowAtMs: null,
    actNowAtMs: null,
    discardAtMs: null,
    next: null,
    foodC: null,
    lastReadingAtMs: null,
  };
}

/** Where the clock starts: the batch's start (or its earliest reading), never before the current service window. */
function clockStart(input: FoodVerdictInput, ordered: readonly FoodReading[], serviceSince: number | null): number {
  const first = ordered[0]?.timeMs;
  const batchStart =
    input.batch.startsAtFirstReading && first !== undefined ? Math.min(input.batch.startedAtMs, first) : input.batch.startedAtMs;
  return serviceSince === null ? batchStart : Math.max(batchStart, serviceSince);
}

/** ACT NOW under Schedule 4 (UK hot holding, service/display): a second period, or (hot) a period reaching 2 h. */
function actNowAt(rules: FoodRules, periods: ReadonlyArray<{ fromMs: number; toMs: number }>): number | null {
  if (!rules.ukHotHolding && !rules.oneTolerance) return null;
  const candidates: number[] = [];
  if (periods[1]) candidates.push(periods[1].fromMs);
  if (rules.ukHotHolding) {
    const long = periods.find((p) => p.toMs - p.fromMs >= UK_PERIOD_MS);
    if (long) candidates.push(long.fromMs + UK_PERIOD_MS);
  }
  return candidates.length ? Math.min(...candidates) : null;
}

interface Stages {
  useNowAtMs: number | null;
  actNowAtMs: number | null;
  discardAtMs: number | null;
}

function stageWord(stages: Stages, nowMs: number): FoodVerdictWord | null {
  const reached = (at: number | null) => at !== null && at <= nowMs;
  if (reached(stages.discardAtMs)) return 'DISCARD';
  if (reached(stages.actNowAtMs)) return 'ACT_NOW';
  if (reached(stages.useNowAtMs)) return 'USE_NOW';
  return null;
}

/**
 * The next stage if the food stays where it is: counted from now while it is in the danger zone (or from
 * when the open gap's projection enters it), each budget what is left of it. Never a time already passed.
 */
function nextDeadline(facts: {
  rules: FoodRules;
  dangerMs: number;
  fromMs: number | null;
  currentPeriodFromMs: number | null;
  periods: number;
  stages: Stages;
  nowMs: number;
}): FoodDeadline | null {
  const { fromMs, dangerMs, stages } = facts;
  if (fromMs === null) return null;
  const options: FoodDeadline[] = [];
  if (stages.useNowAtMs === null && dangerMs < FOOD_USE_NOW_AFTER_MS)
    options.push({ verdict: 'USE_NOW', atMs: fromMs + FOOD_USE_NOW_AFTER_MS - dangerMs });
  if (stages.discardAtMs === null) options.push({ verdict: 'DISCARD', atMs: fromMs + Math.max(0, FOOD_DISCARD_AFTER_MS - dangerMs) });
  const periodStart = facts.currentPeriodFromMs ?? fromMs;
  if (facts.rules.ukHotHolding && stages.actNowAtMs === null && facts.periods <= 1)
    options.push({ verdict: 'ACT_NOW', atMs: periodStart + UK_PERIOD_MS });
  const future = options.filter((o) => o.atMs > facts.nowMs).sort((a, b) => a.atMs - b.atMs || RANK[b.verdict] - RANK[a.verdict]);
  return future[0] ?? null;
}

function sum(spans: readonly DangerSpan[], unknownOnly: boolean): number {
  return spans.reduce((total, s) => total + (unknownOnly && !s.unknown ? 0 : s.toMs - s.fromMs), 0);
}

/** How long the batch has had no reading (when longer than its gap allowance), and whether the verdict is sure. */
function certaintyOf(
  batch: readonly FoodReading[],
  input: FoodVerdictInput,
  unknownMs: number,
): { silentForMs: number | null; uncertain: boolean } {
  const last = batch[batch.length - 1] ?? null;
  const silent = last ? input.nowMs - last.timeMs : null;
  const silentForMs = silent !== null && silent > input.maxGapMs ? silent : null;
  return { silentForMs, uncertain: unknownMs > 0 || silentForMs !== null || last === null };
}

/**
 * The food clock under temperature control: the food temperatures (the estimate for air sensors, run in on
 * `runIn`, the air before the clock's start when the batch continues the same food) and their danger-zone
 * spans from `startMs` to now. The verdict and the inspection report's period danger time
 * (foodDangerSpansOf) both count through here.
 */
function temperatureSpans(
  input: FoodVerdictInput,
  rules: FoodRules,
  startMs: number,
  batch: readonly FoodReading[],
  runIn: readonly FoodReading[] = [],
) {
  const food = foodTemperatures([...runIn, ...batch], input.placement, input.timeConstantMin, input.initialFoodC ?? null).slice(
    runIn.length,
  );
  const result = dangerSpans({
    food,
    air: input.placement === 'AIR' ? batch : null,
    zone: rules.zone,
    batchStartMs: startMs,
    nowMs: input.nowMs,
    maxGapMs: input.maxGapMs,
    timeConstantMin: input.timeConstantMin,
  });
  return { food, result };
}

/** The verdict under temperature control: the danger-zone budget, and Schedule 4's tolerances for the UK. */
function temperatureVerdict(
  input: FoodVerdictInput,
  rules: FoodRules,
  startMs: number,
  batch: readonly FoodReading[],
  runIn: readonly FoodReading[],
): FoodVerdict {
  const { food, result } = temperatureSpans(input, rules, startMs, batch, runIn);
  const periods = dangerPeriods(result.spans);
  const stages: Stages = {
    useNowAtMs: budgetReachedAt(result.spans, FOOD_USE_NOW_AFTER_MS),
    actNowAtMs: actNowAt(rules, periods),
    discardAtMs: budgetReachedAt(result.spans, FOOD_DISCARD_AFTER_MS),
  };
  const dangerMs = sum(result.spans, false);
  const unknownMs = sum(result.spans, true);
  const { silentForMs, uncertain } = certaintyOf(batch, input, unknownMs);
  const currentPeriod = result.inDangerNow ? periods[periods.length - 1] : undefined;
  const next = nextDeadline({
    rules,
    dangerMs,
    fromMs: result.inDangerNow ? input.nowMs : result.projectedDangerAtMs,
    currentPeriodFromMs: currentPeriod?.fromMs ?? null,
    periods: periods.length,
    stages,
    nowMs: input.nowMs,
  });
  return {
    ...emptyVerdict('FOOD', 'TEMPERATURE'),
    verdict: stageWord(stages, input.nowMs) ?? (uncertain ? 'UNCERTAIN' : 'SAFE'),
    batchStartedAtMs: startMs,
    dangerMs,
    unknownMs,
    periods: periods.length,
    uncertain,
    silentForMs,
    inDangerNow: result.inDangerNow,
    ...stages,
    next,
    foodC: food[food.length - 1]?.celsius ?? null,
    lastReadingAtMs: batch[batch.length - 1]?.timeMs ?? null,
  };
}

/** The readings the clock counts at `nowMs` (time order, from the clock's start), or why there is no clock. */
function clockReadings(input: FoodVerdictInput): {
  status: FoodVerdict['status'];
  startMs: number;
  batch: FoodReading[];
  ordered: FoodReading[];
} {
  if (!input.rules) return { status: 'NOT_FOOD', startMs: 0, batch: [], ordered: [] };
  const service = input.service;
  const state = service ? serviceStateAt(service.windows, service.timeZone, input.nowMs) : { inService: true, since: null };
  if (service?.outOfService || !state.inService) return { status: 'OUT_OF_SERVICE', startMs: 0, batch: [], ordered: [] };
  const ordered = inTimeOrder(input.readings.filter((r) => r.timeMs <= input.nowMs));
  const startMs = clockStart(input, ordered, state.since);
  return { status: 'FOOD', startMs, batch: ordered.filter((r) => r.timeMs >= startMs), ordered };
}

/**
 * The danger-zone spans of the food clock as `foodVerdict` counts them under temperature control (its
 * `dangerMs` is their sum), whatever the batch's control, and the last food temperature (to carry into a
 * run over the readings that follow): the inspection report's danger time over a period is the
 * equipment page's food clock run from the period's start to its end (decision 0350).
 */
export function foodDangerSpansOf(input: FoodVerdictInput): { spans: DangerSpan[]; lastFoodC: number | null } {
  const { status, startMs, batch, ordered } = clockReadings(input);
  if (status !== 'FOOD' || !input.rules) return { spans: [], lastFoodC: null };
  const { food, result } = temperatureSpans(input, input.rules, startMs, batch, estimateRunIn(input, ordered, startMs));
  return { spans: result.spans, lastFoodC: food[food.length - 1]?.celsius ?? null };
}

/** The food verdict of a batch at `nowMs`. */
export function foodVerdict(input: FoodVerdictInput): FoodVerdict {
  const control = input.batch.control;
  const { status, startMs, batch, ordered } = clockReadings(input);
  if (status !== 'FOOD' || !input.rules) return emptyVerdict(status, control);
  if (control !== 'TEMPERATURE') {
    const food = foodTemperatures(batch, input.placement, input.timeConstantMin);
    return { ...emptyVerdict('FOOD', control), ...timeControlVerdict(control, startMs, food, input.nowMs) };
  }
  return temperatureVerdict(input, input.rules, startMs, batch, estimateRunIn(input, ordered, startMs));
}

/** The air readings before the clock's start that the food estimate runs in on (none unless the batch continues the same food). */
function estimateRunIn(input: FoodVerdictInput, ordered: readonly FoodReading[], startMs: number): FoodReading[] {
  const from = input.batch.estimateFromMs;
  if (input.placement !== 'AIR' || from === undefined || from >= startMs) return [];
  return ordered.filter((r) => r.timeMs >= from && r.timeMs < startMs);
}

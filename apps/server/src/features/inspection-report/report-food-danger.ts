import {
  dayBoundary,
  foodDangerSpansOf,
  foodRulesOf,
  isInDangerZone,
  lagStep,
  localDateOf,
  OFFLINE_AFTER_INTERVALS,
  roundForComparison,
  serviceIntervals,
  type DangerSpan,
  type FoodReading,
  type FoodVerdictInput,
  type JurisdictionProfileId,
  type SensorPlacement,
  type ServiceWindow,
} from '@ks/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';

/** An appliance's danger time over the report's period, from the equipment page's food clock (decision 0350). */
export interface PeriodFoodDanger {
  totalMs: number;
  /** Per local day of the location (`YYYY-MM-DD`), the part of `totalMs` that fell on it. */
  byDay: Map<string, number>;
}

interface PrimarySensor {
  applianceId: string;
  sensorId: string;
  placement: SensorPlacement;
  attachedAtMs: number;
  reportingIntervalSec: number;
  type: Parameters<typeof foodRulesOf>[1];
  serviceDisplay: boolean;
  foodTimeConstantMin: number;
  serviceHours: ServiceWindow[];
}

/** The primary sensor of each appliance of the location: the earliest attached, as the food verdict picks it. */
async function primarySensorsOf(db: Db, clientId: string, locationId: string): Promise<PrimarySensor[]> {
  const result = await db.execute<PrimarySensor & Record<string, unknown>>(
    sql`SELECT DISTINCT ON (s.appliance_id) s.appliance_id AS "applianceId", s.id AS "sensorId", s.placement,
          (extract(epoch FROM s.attached_at) * 1000)::float8 AS "attachedAtMs", s.reporting_interval_sec AS "reportingIntervalSec",
          a.type, a.service_display AS "serviceDisplay", a.food_time_constant_min AS "foodTimeConstantMin", a.service_hours AS "serviceHours"
        FROM sensors s JOIN appliances a ON a.id = s.appliance_id
        WHERE s.client_id = ${clientId} AND a.client_id = ${clientId} AND a.location_id = ${locationId} AND s.attached_at IS NOT NULL
        ORDER BY s.appliance_id, s.attached_at, s.hwid`,
  );
  return result.rows as PrimarySensor[];
}

/** Readings read in place (time in ms, °C), without an object per reading: a year is 105,000 of them. */
export interface ReadingsView {
  length: number;
  timeAt: (i: number) => number;
  celsiusAt: (i: number) => number;
}

const EMPTY_VIEW: ReadingsView = { length: 0, timeAt: () => 0, celsiusAt: () => 0 };

/** A view over readings already held (tests). */
export const viewOf = (readings: readonly FoodReading[]): ReadingsView => ({
  length: readings.length,
  timeAt: (i) => readings[i]!.timeMs,
  celsiusAt: (i) => readings[i]!.celsius,
});

/** A bytea column as bytes: node-postgres hands a Buffer, PGlite a Uint8Array; text `\x…` otherwise. */
const bytesOf = (value: unknown): Uint8Array =>
  value instanceof Uint8Array ? value : Buffer.from(String(value ?? '').replace(/^\\x/, ''), 'hex');
/**
 * The period is read a window at a time: 14 days of 5-minute readings are 4,032, two byte strings of
 * 32 KB, short-lived objects V8 collects young; one string of a year's readings stayed in the heap.
 */
const WINDOW_MS = 14 * 86_400_000;

/**
 * One sensor's readings of [fromMs, toMs) (or [fromMs, toMs] for the period's last window) in time
 * order, as two byte strings of big-endian float8s (times in ms, °C) in one row, read through a
 * DataView: float8[] text or a row object per reading cost seconds and over 100 MB for a year.
 */
async function readingsOf(
  db: Db,
  clientId: string,
  sensorId: string,
  window: { from: number; to: number; last: boolean },
): Promise<ReadingsView> {
  const to = sql`${new Date(window.to).toISOString()}::timestamptz`;
  const result = await db.execute<{ times: unknown; temperatures: unknown }>(
    sql`SELECT string_agg(float8send((extract(epoch FROM time) * 1000)::float8), ''::bytea ORDER BY time) AS times,
          string_agg(float8send(temperature::float8), ''::bytea ORDER BY time) AS temperatures
        FROM sensor_readings
        WHERE sensor_id = ${sensorId} AND client_id = ${clientId}
          AND time >= ${new Date(window.from).toISOString()}::timestamptz AND ${window.last ? sql`time <= ${to}` : sql`time < ${to}`}`,
  );
  const row = result.rows[0];
  const times = bytesOf(row?.times ?? null);
  const temperatures = bytesOf(row?.temperatures ?? null);
  const timeView = new DataView(times.buffer, times.byteOffset, times.byteLength);
  const temperatureView = new DataView(temperatures.buffer, temperatures.byteOffset, temperatures.byteLength);
  return { length: times.byteLength / 8, timeAt: (i) => timeView.getFloat64(i * 8), celsiusAt: (i) => temperatureView.getFloat64(i * 8) };
}

/** The in-service stretches of [fromMs, toMs]: the whole of it without service hours, else each window (merged when they touch). */
function countedStretches(sensor: PrimarySensor, timeZone: string, fromMs: number, toMs: number) {
  if (sensor.serviceHours.length === 0) return [{ from: fromMs, to: toMs }];
  const merged: Array<{ from: number; to: number }> = [];
  for (const interval of serviceIntervals(sensor.serviceHours, timeZone, fromMs, toMs)) {
    const last = merged[merged.length - 1];
    if (last && interval.from <= last.to) last.to = Math.max(last.to, interval.to);
    else merged.push({ ...interval });
  }
  return merged.map((i) => ({ from: Math.max(i.from, fromMs), to: Math.min(i.to, toMs) })).filter((i) => i.to > i.from);
}

/** The location's local days that touch [fromMs, toMs], each with its [start, end) instants, in order. */
function localDays(fromMs: number, toMs: number, timeZone: string): Array<{ day: string; start: number; end: number }> {
  const days = [];
  let day = localDateOf(new Date(fromMs), timeZone);
  for (let start = dayBoundary(day, 0, timeZone); start <= toMs;) {
    const end = dayBoundary(day, 1, timeZone);
    days.push({ day, start, end });
    day = localDateOf(new Date(end), timeZone);
    start = end;
  }
  return days;
}

/**
 * Adds each span's length to the local days it covers, split at the location's midnights. The spans are
 * in time order, so one walk over the days (computed once: a time-zone conversion per span cost seconds
 * for a year).
 */
function addByDay(byDay: Map<string, number>, spans: readonly DangerSpan[], days: ReturnType<typeof localDays>): void {
  let i = 0;
  for (const span of spans) {
    let from = span.fromMs;
    while (i < days.length && days[i]!.end <= from) i += 1;
    for (let j = i; j < days.length && from < span.toMs; j += 1) {
      const to = Math.min(span.toMs, days[j]!.end);
      if (to > from) byDay.set(days[j]!.day, (byDay.get(days[j]!.day) ?? 0) + (to - from));
      from = to;
    }
  }
}

export type ClockFacts = Pick<FoodVerdictInput, 'rules' | 'placement' | 'timeConstantMin' | 'maxGapMs'>;

type Side = 'BELOW' | 'ABOVE' | null;
/** Safe air readings after an excursion that one domain run takes along (an hour of 5-minute readings). */
const SETTLE_READINGS = 12;

/**
 * The food clock of one in-service stretch, fed its readings piece by piece (a window of the period at a
 * time) and stitched exactly: each run after the first starts at the previous run's last reading (a
 * batch starting there: no span before it) with the food estimate it left there, and ends at its own
 * last reading (no open gap); the final run ends at the stretch's end. The same spans as one run over the
 * stretch, without holding a year of readings.
 *
 * Calm readings skip the domain's run (a year of them allocated tens of MB): while the food estimate and
 * every air reading lie on one safe side of the danger zone, the estimate, a weighted mean of them (the
 * lag's exact ramp solution), stays there, so no span can start; the estimate is carried on with the
 * domain's own step (`lagStep`, as `foodTemperatures` computes it) and the domain counts the rest.
 */
export class StretchClock {
  /** The last reading counted (time, °C) and the food estimate there. */
  private overlapMs: number | null = null;
  private overlapC = 0;
  private carried: number | null = null;
  private readonly tauMs: number;

  constructor(
    private readonly facts: ClockFacts,
    private readonly stretch: { from: number; to: number },
  ) {
    this.tauMs = facts.timeConstantMin * 60_000;
  }

  private sideOf(celsius: number): Side {
    const zone = this.facts.rules!.zone;
    if (isInDangerZone(celsius, zone)) return null;
    return roundForComparison(celsius) <= roundForComparison(zone.aboveC) ? 'BELOW' : 'ABOVE';
  }

  /** Whether a reading at `celsius` keeps the food where it is, safe: no span can come of it. */
  private isCalm(celsius: number): boolean {
    const side = this.sideOf(celsius);
    if (side === null) return false;
    if (this.overlapMs === null || this.carried === null) return true;
    const food = this.sideOf(this.carried);
    if (this.facts.placement !== 'AIR') return food !== null;
    return food === side && this.sideOf(this.overlapC) === side;
  }

  private advanceCalm(timeMs: number, celsius: number): void {
    this.carried =
      this.facts.placement === 'AIR' && this.overlapMs !== null && this.carried !== null
        ? lagStep(this.carried, this.overlapC, celsius, timeMs - this.overlapMs, this.tauMs)
        : celsius;
    this.overlapMs = timeMs;
    this.overlapC = celsius;
  }

  /** The domain's food clock over readings [from, to) of `view` after the last one counted. */
  private run(view: ReadingsView, from: number, to: number, final: boolean): DangerSpan[] {
    const piece: FoodReading[] = this.overlapMs === null ? [] : [{ timeMs: this.overlapMs, celsius: this.overlapC }];
    for (let i = from; i < to; i += 1) piece.push({ timeMs: view.timeAt(i), celsius: view.celsiusAt(i) });
    if (piece.length === 0) return [];
    const result = foodDangerSpansOf({
      ...this.facts,
      readings: piece,
      batch: { startedAtMs: this.overlapMs ?? this.stretch.from, startsAtFirstReading: false, control: 'TEMPERATURE' },
      nowMs: final ? this.stretch.to : piece[piece.length - 1]!.timeMs,
      initialFoodC: this.carried,
    });
    const last = piece[piece.length - 1]!;
    this.overlapMs = last.timeMs;
    this.overlapC = last.celsius;
    this.carried = result.lastFoodC;
    return result.spans;
  }

  /** The spans readings [from, to) of `view` add (time order, within the stretch); `final`: the stretch ends with them. */
  feed(view: ReadingsView, from: number, to: number, final: boolean): DangerSpan[] {
    const spans: DangerSpan[] = [];
    let i = from;
    while (i < to) {
      for (; i < to && this.isCalm(view.celsiusAt(i)); i += 1) this.advanceCalm(view.timeAt(i), view.celsiusAt(i));
      // Up to an hour of safe air after the last unsafe reading: the food lags the air, and one domain
      // run over an excursion allocates far less than one per reading.
      let end = i;
      for (let safe = 0; end < to && safe < SETTLE_READINGS; end += 1) {
        safe = this.sideOf(view.celsiusAt(end)) === null ? 0 : safe + 1;
      }
      if (end > i) spans.push(...this.run(view, i, end, false));
      i = end;
    }
    if (final) spans.push(...this.run(view, to, to, true));
    return spans;
  }
}

/** Hands a sensor's readings, window by window, to the clock of the in-service stretch each falls in. */
class StretchesClock {
  private k = 0;
  private clock: StretchClock | null = null;

  constructor(
    private readonly facts: ClockFacts,
    private readonly stretches: ReadonlyArray<{ from: number; to: number }>,
    private readonly count: (spans: DangerSpan[]) => void,
  ) {}

  private current(): StretchClock {
    return (this.clock ??= new StretchClock(this.facts, this.stretches[this.k]!));
  }

  private closeCurrent(view: ReadingsView, from: number, to: number): void {
    this.count(this.current().feed(view, from, to, true));
    this.clock = null;
    this.k += 1;
  }

  /** A window's readings in time order, after those fed before. */
  feed(view: ReadingsView): void {
    let first = -1;
    for (let i = 0; i < view.length; i += 1) {
      const at = view.timeAt(i);
      while (this.k < this.stretches.length && at > this.stretches[this.k]!.to) {
        this.closeCurrent(view, first < 0 ? i : first, i);
        first = -1;
      }
      if (this.k < this.stretches.length && at >= this.stretches[this.k]!.from && first < 0) first = i;
    }
    if (this.k < this.stretches.length && first >= 0) this.count(this.current().feed(view, first, view.length, false));
  }

  /** The period's end: every stretch left ends. */
  finish(): void {
    while (this.k < this.stretches.length) this.closeCurrent(EMPTY_VIEW, 0, 0);
  }
}

interface PeriodScope {
  clientId: string;
  locationId: string;
  from: Date;
  endMs: number;
}

/** One sensor's danger time over the period: its readings a window at a time, through its stretches' clocks. */
async function sensorDanger(
  db: Db,
  scope: PeriodScope,
  sensor: PrimarySensor,
  facts: ClockFacts,
  location: { timezone: string },
  days: ReturnType<typeof localDays>,
): Promise<PeriodFoodDanger> {
  const danger: PeriodFoodDanger = { totalMs: 0, byDay: new Map() };
  const count = (spans: DangerSpan[]) => {
    danger.totalMs += spans.reduce((sum, s) => sum + (s.toMs - s.fromMs), 0);
    addByDay(danger.byDay, spans, days);
  };
  const fromMs = Math.max(scope.from.getTime(), sensor.attachedAtMs);
  const stretchesFrom = (startMs: number) =>
    new StretchesClock(facts, countedStretches(sensor, location.timezone, startMs, scope.endMs), count);
  // A sensor attached within the period has nothing to count before its first reading, as the page's
  // first batch starts at the earliest reading; one attached before counts from the period's start.
  let clocks = sensor.attachedAtMs > scope.from.getTime() ? null : stretchesFrom(fromMs);
  for (let windowFrom = fromMs; windowFrom < scope.endMs; windowFrom += WINDOW_MS) {
    const last = windowFrom + WINDOW_MS >= scope.endMs;
    const readings = await readingsOf(db, scope.clientId, sensor.sensorId, {
      from: windowFrom,
      to: Math.min(scope.endMs, windowFrom + WINDOW_MS),
      last,
    });
    if (!clocks && readings.length > 0) clocks = stretchesFrom(readings.timeAt(0));
    clocks?.feed(readings);
  }
  clocks?.finish();
  return danger;
}

/**
 * Each food appliance's danger time over [from, end] by the equipment page's function (domain
 * `foodDangerSpansOf`, the spans whose sum is `foodVerdict`'s danger time): the primary sensor's readings
 * from the later of the period's start and its attachment, the food estimate for air sensors, the same
 * conservative edges and gap rule, counted within service hours like the page's clock. One query per
 * appliance and 14 days (never one per reading), appliance after appliance.
 */
export async function periodFoodDangerOf(
  db: Db,
  scope: PeriodScope,
  location: { timezone: string; profile: JurisdictionProfileId },
): Promise<Map<string, PeriodFoodDanger>> {
  const found = new Map<string, PeriodFoodDanger>();
  const days = localDays(scope.from.getTime(), scope.endMs, location.timezone);
  for (const sensor of await primarySensorsOf(db, scope.clientId, scope.locationId)) {
    const rules = foodRulesOf(location.profile, sensor.type, { serviceDisplay: sensor.serviceDisplay });
    if (!rules || scope.endMs <= Math.max(scope.from.getTime(), sensor.attachedAtMs)) continue;
    const facts: ClockFacts = {
      rules,
      placement: sensor.placement,
      timeConstantMin: sensor.foodTimeConstantMin,
      maxGapMs: OFFLINE_AFTER_INTERVALS * sensor.reportingIntervalSec * 1000,
    };
    found.set(sensor.applianceId, await sensorDanger(db, scope, sensor, facts, location, days));
  }
  return found;
}

/**
 * Realistic temperature curves for simulated sensors (the demo and the benchmarks): a fridge drifts
 * around its set point, warms when the door opens and during defrost cycles; a freezer defrosts every
 * 8 hours; a hot-holding unit swings around its set point; and now and then a compressor fails, so the
 * appliance warms (or a hot-holding unit cools) past its safe zone long enough to raise an alert.
 */

export type SimulatedKind = 'FRIDGE' | 'COOLER' | 'FREEZER' | 'HOT_HOLDING' | 'WINE' | 'DRY_STORAGE' | 'PROOFING' | 'HVAC';

export interface SimulatedReading {
  time: string;
  temperature: number;
  humidity: number;
  batteryLevel: number;
  signalLevel: number;
}

/** A seeded pseudo-random generator (mulberry32), so a run can be repeated. */
export function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SET_POINTS: Record<SimulatedKind, number> = {
  FRIDGE: 2.8,
  COOLER: 2.7,
  FREEZER: -20,
  HOT_HOLDING: 63.5,
  WINE: 12.5,
  DRY_STORAGE: 18,
  PROOFING: 29,
  HVAC: 21.5,
};

/** What a failure drifts towards: a warm fridge or freezer, a cooling hot-holding unit. */
const FAILURE_TARGETS: Partial<Record<SimulatedKind, number>> = { FRIDGE: 10, COOLER: 9.5, FREEZER: -8, HOT_HOLDING: 48 };
const COLD_KINDS: SimulatedKind[] = ['FRIDGE', 'COOLER'];

export interface SensorCurveOptions {
  kind: SimulatedKind;
  /** Where the appliance is now (its latest reading), or its set point. */
  start?: number;
  battery?: number;
  signal?: number;
  /** Chance per simulated hour that a failure starts (default 1 in 40). */
  failureRatePerHour?: number;
  random?: () => number;
  /** A slow fault: °C added to the steady level at each time (the demo's degrading fridge). */
  degradation?: (time: number) => number;
}

/** One simulated sensor: call `next(time)` with increasing times. */
export class SensorCurve {
  private temperature: number;
  private battery: number;
  private readonly signal: number;
  private readonly random: () => number;
  private readonly setPoint: number;
  private readonly phase: number;
  private doorOpenUntil = 0;
  private failureUntil = 0;
  private lastTime = 0;

  constructor(private readonly options: SensorCurveOptions) {
    this.random = options.random ?? Math.random;
    this.setPoint = SET_POINTS[options.kind] + (this.random() - 0.5) * 0.6;
    this.temperature = options.start ?? this.setPoint;
    this.battery = options.battery ?? 60 + Math.round(this.random() * 40);
    this.signal = options.signal ?? 60 + Math.round(this.random() * 35);
    this.phase = this.random();
  }

  /** Whether a failure is going on at `time` (for logs). */
  failing(time: number): boolean {
    return time < this.failureUntil;
  }

  /** Starts a failure now, lasting `minutes` (the simulator's --scenario breach, and tests). */
  fail(time: number, minutes: number): void {
    this.failureUntil = time + minutes * 60_000;
  }

  /** Where the air settles at `time` without doors, defrosts or failures: a daily swing, and any slow fault. */
  private steadyTarget(time: number): number {
    const degradation = this.options.degradation ? this.options.degradation(time) : 0;
    return this.setPoint + 0.3 * Math.sin(2 * Math.PI * (time / 86_400_000 + this.phase)) + degradation;
  }

  /** The reading at `time` (ms since 1970). */
  next(time: number): SimulatedReading {
    const stepMin = this.lastTime === 0 ? 5 : Math.max(0, (time - this.lastTime) / 60_000);
    this.lastTime = time;
    const { kind } = this.options;
    const rate = this.options.failureRatePerHour ?? 1 / 40;
    if (FAILURE_TARGETS[kind] !== undefined && time >= this.failureUntil && this.random() < rate * (stepMin / 60)) {
      this.fail(time, 45 + this.random() * 60);
    }
    let target = this.steadyTarget(time);
    const hourOfDay = new Date(time).getUTCHours();
    if (COLD_KINDS.includes(kind)) {
      // Service hours: doors open now and then for a few minutes.
      if (time >= this.doorOpenUntil && hourOfDay >= 9 && hourOfDay <= 23 && this.random() < 0.04 * stepMin) {
        this.doorOpenUntil = time + (2 + this.random() * 6) * 60_000;
      }
      if (time < this.doorOpenUntil) target += 3;
      if ((time / 60_000 + this.phase * 360) % 360 < 20) target += 1.2; // 20-minute defrost every 6 hours
    }
    if (kind === 'FREEZER' && (time / 60_000 + this.phase * 480) % 480 < 20) target += 3;
    if (time < this.failureUntil) target = FAILURE_TARGETS[kind] ?? target;
    // First-order approach to the target: a fridge does not jump, it drifts (time constant ~8 minutes).
    const pull = 1 - Math.exp(-stepMin / 8);
    this.temperature += (target - this.temperature) * pull + (this.random() - 0.5) * 0.15;
    this.battery = Math.max(1, this.battery - stepMin / (60 * 24 * 30)); // about one percent a month
    return {
      time: new Date(time).toISOString(),
      temperature: Math.round(this.temperature * 100) / 100,
      humidity: Math.round(
        (kind === 'FREEZER' ? 62 : 48) + 6 * Math.sin(2 * Math.PI * (time / 86_400_000 + this.phase)) + this.random() * 3,
      ),
      batteryLevel: Math.round(this.battery),
      signalLevel: Math.max(0, Math.min(100, Math.round(this.signal + (this.random() - 0.5) * 6))),
    };
  }
}

import type { HealthReading } from './types.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A seeded generator (mulberry32), so the synthetic series are the same on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Synthetic {
  days?: number;
  stepMin?: number;
  seed?: number;
  /** Steady level at time t (ms from start). */
  level?: (t: number) => number;
  /** Recovery time constant (minutes) at time t. */
  tau?: (t: number) => number;
  /** Door openings per hour in service hours (9–23). */
  doorsPerHour?: (t: number) => number;
  /** Defrost length (minutes) at time t; 0 for none. */
  defrostMin?: (t: number) => number;
  /** An extra disturbance at the end (door left open): minutes before the end, and the rise. */
  openAtEnd?: { minutes: number; riseC: number };
  /** Extra swing between disturbances (thermostat hunting) at time t, °C amplitude. */
  hunting?: (t: number) => number;
}

export const SYNTHETIC_END = Date.UTC(2026, 5, 15, 12, 0);

interface Step {
  t: number;
  time: number;
  temperature: number;
  rnd: () => number;
  step: number;
  end: number;
}

function doorsPerHour(options: Synthetic, s: Step): number {
  const hour = new Date(s.time).getUTCHours();
  return hour >= 9 && hour <= 22 ? (options.doorsPerHour?.(s.t) ?? 0.6) : 0;
}

/** The air one step on: a door opening, a defrost, the left-open door at the end, or recovery. */
function nextTemperature(options: Synthetic, s: Step): number {
  const level = options.level?.(s.t) ?? 3;
  const defrost = options.defrostMin?.(s.t) ?? 20;
  const doors = doorsPerHour(options, s);
  const open = options.openAtEnd;
  if (open && s.end - s.t <= open.minutes * MINUTE) return level + open.riseC;
  if (s.rnd() < doors * (s.step / 60)) return s.temperature + 1 + s.rnd();
  if (defrost > 0 && (s.t / MINUTE) % 360 < defrost) return s.temperature + (level + 1.8 - s.temperature) * (1 - Math.exp(-s.step / 6));
  const tau = options.tau?.(s.t) ?? 8;
  return s.temperature + (level - s.temperature) * (1 - Math.exp(-s.step / tau));
}

/** A fridge's air: steady level, defrost every 6 hours, door openings, recovering with time constant tau. */
export function syntheticFridge(options: Synthetic = {}): HealthReading[] {
  const days = options.days ?? 14;
  const step = options.stepMin ?? 5;
  const rnd = random(options.seed ?? 1);
  const start = SYNTHETIC_END - days * DAY;
  const readings: HealthReading[] = [];
  let temperature = options.level?.(0) ?? 3;
  for (let t = 0; t <= days * DAY; t += step * MINUTE) {
    temperature = nextTemperature(options, { t, time: start + t, temperature, rnd, step, end: days * DAY });
    const wobble = (options.hunting?.(t) ?? 0) * Math.sin((2 * Math.PI * t) / (20 * MINUTE));
    readings.push({ time: start + t, temperature: Math.round((temperature + wobble + (rnd() - 0.5) * 0.12) * 100) / 100 });
  }
  return readings;
}

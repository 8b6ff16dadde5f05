/**
 * A cold-holding unit (fridge or cooler) minute by minute, with the faults that show in the air
 * temperature for days before the food is at risk (issue 38): normal door openings and a time-clock
 * defrost on every unit, and one fault mode that develops from `faultStart` over `faultDays`:
 *
 * - CONDENSER_FOULING: the compressor loses capacity; the air first takes longer to come back after each
 *   door opening, then (once capacity runs short) its steady level climbs.
 * - DOOR_SEAL: warm air leaks in all the time: the steady level climbs, recovery slows a little, the
 *   air swings more between openings.
 * - STUCK_DEFROST: the defrost's termination fails: each defrost lasts longer and warms the air more.
 * - DOOR_LEFT_OPEN: at `faultStart` the door stays open for 40 minutes (an event, not a degradation).
 *
 * Deterministic: the same seed gives the same unit and the same readings.
 */
import { randomSource } from './sensor-curves.js';

export const FAULT_MODES = ['NONE', 'CONDENSER_FOULING', 'DOOR_SEAL', 'STUCK_DEFROST', 'DOOR_LEFT_OPEN'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];
/** The modes that degrade over days (the benchmark's lead time is measured for these). */
export const DEGRADING_MODES: readonly FaultMode[] = ['CONDENSER_FOULING', 'DOOR_SEAL', 'STUCK_DEFROST'];

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export interface ColdUnitOptions {
  seed: number;
  fault?: FaultMode;
  /** When the fault begins (ms since 1970). */
  faultStart?: number;
  /** Days from the fault's beginning to its full extent (default 10). */
  faultDays?: number;
  /** The unit's set point in °C (default: 2.2–2.8 from the seed). */
  setPoint?: number;
}

/** What one unit is like: drawn from the seed once. */
interface Character {
  setPoint: number;
  phase: number;
  doorsPerHour: number;
  defrostPeriodMin: number;
  defrostLengthMin: number;
  defrostOffsetMin: number;
  tauMin: number;
}

function character(random: () => number, setPoint?: number): Character {
  return {
    setPoint: setPoint ?? 2.2 + random() * 0.6,
    phase: random(),
    doorsPerHour: 0.3 + random() * 1.2,
    defrostPeriodMin: [360, 480, 720][Math.floor(random() * 3)]!,
    defrostLengthMin: 18 + Math.round(random() * 10),
    defrostOffsetMin: Math.round(random() * 300),
    tauMin: 7 + random() * 2,
  };
}

/** How the fault changes the unit at one moment: 0 before it starts, growing to 1 at its full extent. */
interface Effect {
  tauFactor: number;
  levelOffsetC: number;
  noiseFactor: number;
  defrostLengthFactor: number;
  defrostExtraC: number;
  doorHeldOpen: boolean;
}

function effectOf(mode: FaultMode, p: number, sinceStartMin: number): Effect {
  const effect: Effect = { tauFactor: 1, levelOffsetC: 0, noiseFactor: 1, defrostLengthFactor: 1, defrostExtraC: 0, doorHeldOpen: false };
  if (p <= 0) return effect;
  if (mode === 'CONDENSER_FOULING') Object.assign(effect, { tauFactor: 1 + 4 * p, levelOffsetC: 2.5 * Math.max(0, p - 0.4) ** 1.5 });
  if (mode === 'DOOR_SEAL') Object.assign(effect, { tauFactor: 1 + 1.5 * p, levelOffsetC: 1.5 * p ** 1.3, noiseFactor: 1 + 3 * p });
  if (mode === 'STUCK_DEFROST') Object.assign(effect, { defrostLengthFactor: 1 + 3 * p, defrostExtraC: 1.2 * p });
  if (mode === 'DOOR_LEFT_OPEN') effect.doorHeldOpen = sinceStartMin >= 0 && sinceStartMin < 40;
  return effect;
}

/** A cold unit's air, one reading per call to `next(time)` with increasing times. */
export class ColdUnit {
  private readonly random: () => number;
  private readonly unit: Character;
  private temperature: number;
  private lastTime = 0;

  constructor(private readonly options: ColdUnitOptions) {
    this.random = randomSource(options.seed);
    this.unit = character(this.random, options.setPoint);
    this.temperature = this.unit.setPoint;
  }

  /** The fault's progress at `time`: 0 before it starts, 1 at its full extent (and a little beyond). */
  progress(time: number): number {
    const { fault = 'NONE', faultStart = Infinity, faultDays = 10 } = this.options;
    if (fault === 'NONE' || time < faultStart) return 0;
    return Math.min(1.2, (time - faultStart) / (faultDays * DAY));
  }

  private inDefrost(time: number, effect: Effect): boolean {
    const { defrostPeriodMin, defrostOffsetMin, defrostLengthMin } = this.unit;
    const minute = (time / MINUTE + defrostOffsetMin) % defrostPeriodMin;
    return minute < defrostLengthMin * effect.defrostLengthFactor;
  }

  private doorRise(time: number, stepMin: number): number {
    const hour = new Date(time).getUTCHours();
    if (hour < 9 || hour > 22 || this.random() >= this.unit.doorsPerHour * (stepMin / 60)) return 0;
    return 0.4 * (0.3 + this.random() * 1.7); // open 20 s to 2 min, the air warming 0.4 °C a minute
  }

  /** The air temperature at `time` (ms since 1970), °C to a hundredth. */
  next(time: number): number {
    const stepMin = this.lastTime === 0 ? 5 : Math.max(0.5, (time - this.lastTime) / MINUTE);
    this.lastTime = time;
    const p = this.progress(time);
    const effect = effectOf(this.options.fault ?? 'NONE', p, (time - (this.options.faultStart ?? 0)) / MINUTE);
    const level = this.unit.setPoint + effect.levelOffsetC + 0.25 * Math.sin(2 * Math.PI * (time / DAY + this.unit.phase));
    if (effect.doorHeldOpen) this.temperature += (level + 6 - this.temperature) * (1 - Math.exp(-stepMin / 12));
    else if (this.inDefrost(time, effect))
      this.temperature += (level + 1.3 + effect.defrostExtraC - this.temperature) * (1 - Math.exp(-stepMin / 15));
    else this.temperature += (level - this.temperature) * (1 - Math.exp(-stepMin / (this.unit.tauMin * effect.tauFactor)));
    this.temperature += this.doorRise(time, stepMin);
    const noise = (this.random() - 0.5) * 0.12 * effect.noiseFactor;
    return Math.round((this.temperature + noise) * 100) / 100;
  }
}

/** A unit's readings from `from` to `to`, every `stepMin` minutes. */
export function coldUnitSeries(
  options: ColdUnitOptions,
  from: number,
  to: number,
  stepMin = 5,
): Array<{ time: number; temperature: number }> {
  const unit = new ColdUnit(options);
  const readings: Array<{ time: number; temperature: number }> = [];
  for (let time = from; time <= to; time += stepMin * MINUTE) readings.push({ time, temperature: unit.next(time) });
  return readings;
}

import { JURISDICTIONS, roundForComparison, thresholdCelsius, type JurisdictionProfileId, type ProcessCheckpoint } from './jurisdiction.js';

/**
 * Cooling and reheating rules beyond a profile's own (PRODUCT.md "Food-safety model"): the ambient-
 * ingredient cooling kind (FDA 3-501.14(B): 41 °F within 4 h), commercially processed ready-to-eat food
 * reheated from its package to 135 °F (FDA 3-403.11(C)), and Scotland's 82 °C reheat. And where a
 * cooling clock starts: when the food is at or below the profile's start temperature (135 °F / 60 °C).
 */
export const PROCESS_VARIANTS = ['STANDARD', 'AMBIENT_INGREDIENTS', 'PROCESSED_RTE', 'SCOTLAND'] as const;
export type ProcessVariant = (typeof PROCESS_VARIANTS)[number];

export const PROCESS_VARIANT_CHECKPOINTS: Readonly<
  Record<ProcessVariant, { kind: 'COOLING' | 'REHEATING'; checkpoints: readonly ProcessCheckpoint[] }>
> = {
  STANDARD: { kind: 'COOLING', checkpoints: [] },
  AMBIENT_INGREDIENTS: { kind: 'COOLING', checkpoints: [{ target: { value: 41, unit: 'F' }, withinMin: 240 }] },
  PROCESSED_RTE: { kind: 'REHEATING', checkpoints: [{ target: { value: 135, unit: 'F' }, withinMin: 120 }] },
  SCOTLAND: { kind: 'REHEATING', checkpoints: [{ target: { value: 82, unit: 'C' }, withinMin: 120 }] },
};

export function isProcessVariant(value: unknown): value is ProcessVariant {
  return typeof value === 'string' && (PROCESS_VARIANTS as readonly string[]).includes(value);
}

/** A GB location in Scotland (its region, as the location's state field names it). */
export function isScotland(country: string | null | undefined, region: string | null | undefined): boolean {
  const gb = ['GB', 'UK'].includes((country ?? '').trim().toUpperCase());
  return gb && /^(scotland|sct|gb-sct|escocia)$/i.test((region ?? '').trim());
}

/** The variant a new reheating log of a location takes by default (Scotland: 82 °C). */
export function defaultReheatVariant(profile: JurisdictionProfileId, scotland: boolean): ProcessVariant {
  return profile === 'UK_FSA' && scotland ? 'SCOTLAND' : 'STANDARD';
}

export interface ClockFacts {
  kind: 'COOLING' | 'REHEATING';
  profile: JurisdictionProfileId;
  variant: ProcessVariant;
  startedAtMs: number;
  startCelsius: number;
  /** In time order, at or after the start. */
  readings: ReadonlyArray<{ timeMs: number; celsius: number }>;
  leftHeatAtMs?: number | null;
  nowMs: number;
}

/**
 * Where a log's deadlines count from. Reheating and ambient-ingredient cooling: the log's start. Cooling
 * cooked food: the time the cook gave for leaving the heat; else when the probe shows the food at or
 * below the start temperature (between the last reading above it and the first at or below, read on the
 * straight line between them); a log started at it counts from its start, one started below it is "start not shown" and counts from its start.
 */
export function coolingClockStart(facts: ClockFacts): { atMs: number; shown: boolean } {
  if (facts.kind !== 'COOLING' || facts.variant === 'AMBIENT_INGREDIENTS') return { atMs: facts.startedAtMs, shown: true };
  if (facts.leftHeatAtMs !== undefined && facts.leftHeatAtMs !== null) return { atMs: facts.leftHeatAtMs, shown: true };
  const limit = roundForComparison(thresholdCelsius(JURISDICTIONS[facts.profile].coolingStart));
  const start = roundForComparison(facts.startCelsius);
  if (start <= limit) return { atMs: facts.startedAtMs, shown: start === limit };
  let previous = { timeMs: facts.startedAtMs, celsius: facts.startCelsius };
  for (const reading of facts.readings) {
    if (roundForComparison(reading.celsius) <= limit) {
      const share = (previous.celsius - thresholdCelsius(JURISDICTIONS[facts.profile].coolingStart)) / (previous.celsius - reading.celsius);
      return { atMs: Math.round(previous.timeMs + share * (reading.timeMs - previous.timeMs)), shown: true };
    }
    previous = reading;
  }
  // Still above the start temperature: the clock has not started (the food is still hot), nothing can be missed yet.
  return { atMs: Math.max(previous.timeMs, facts.nowMs), shown: true };
}

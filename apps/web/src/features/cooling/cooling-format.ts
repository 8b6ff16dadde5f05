import { toUnit } from '@ks/domain';
import type { TFunction } from 'i18next';
import type { CoolingCheckpoint, ProcessKind, Unit } from './cooling.operations';

/** A stored °C value in the viewer's unit, one decimal. */
export function temperatureText(celsius: number, unit: Unit): string {
  return `${Math.round(toUnit(celsius, unit) * 10) / 10} °${unit}`;
}

/** A checkpoint's target as its regulation writes it ("≤ 70 °F"), or "as low as possible". */
export function targetText(t: TFunction, kind: ProcessKind, checkpoint: CoolingCheckpoint): string {
  if (checkpoint.targetValue === null || checkpoint.targetUnit === null) return t('cooling.asLowAsPossible');
  return t(kind === 'COOLING' ? 'cooling.atOrBelow' : 'cooling.atOrAbove', { value: checkpoint.targetValue, unit: checkpoint.targetUnit });
}

export const STATUS_COLOR = { RUNNING: 'tertiary', PASSED: 'primary', FAILED: 'secondary' } as const;
export const CHECKPOINT_COLOR = { MET: 'primary', MISSED: 'secondary', PENDING: 'gray' } as const;

/** The path of a log's page. */
export const coolingLogPath = (locationId: string, logId: string) => `/cooling/${locationId}/${logId}`;

import { toUnit, type SafeZone, type TemperatureUnit } from '@ks/domain';
import type { ChartSeries } from '../graph/graph-data';

const DAY_S = 24 * 60 * 60;
const rounded = (value: number) => Math.round(value * 10) / 10;

/**
 * The daily steady level as the sensor chart's series, in the viewer's unit: one point per day (the
 * middle of its 24 hours), the safe zone behind, no alert spans, the range from the first day's start
 * to the last day's end.
 */
export function healthTrendSeries(
  baseline: ReadonlyArray<{ day: string; baselineC: number }>,
  zone: SafeZone,
  unit: TemperatureUnit,
): ChartSeries {
  const x = baseline.map((point) => Date.parse(point.day) / 1000 + DAY_S / 2);
  const y = baseline.map((point) => rounded(toUnit(point.baselineC, unit)));
  const start = x.length > 0 ? x[0]! - DAY_S / 2 : 0;
  const end = x.length > 0 ? x[x.length - 1]! + DAY_S / 2 : 0;
  return {
    data: [x, y, y, y],
    zone: {
      min: zone.min == null ? null : rounded(toUnit(zone.min, unit)),
      max: zone.max == null ? null : rounded(toUnit(zone.max, unit)),
    },
    spans: [],
    range: { start, end },
  };
}

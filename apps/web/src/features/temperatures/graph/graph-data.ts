import { toUnit, type SafeZone, type TemperatureUnit } from '@ks/domain';
import type { SensorGraphQuery } from '../../../gql/graphql';

export type SensorGraphData = NonNullable<SensorGraphQuery['sensorGraph']>;

/** What the chart draws, already in the viewer's unit; times in seconds (uPlot's time scale). */
export type ChartSeries = {
  /** x, temperature, min, max (uPlot's aligned data). */
  data: [number[], number[], number[], number[]];
  /** The safe zone in the viewer's unit; an open side is null. */
  zone: { min: number | null; max: number | null };
  /** Alert spans [start, end] in seconds; an open alert runs to the end of the shown range. */
  spans: Array<{ start: number; end: number; severity: 'LOW' | 'HIGH' }>;
  /** The whole day, so a day with few readings still spans midnight to midnight. */
  range: { start: number; end: number };
};

const seconds = (iso: string) => Date.parse(iso) / 1000;
const rounded = (value: number) => Math.round(value * 10) / 10;

/** Converts the server's graph (°C, ISO times) into the chart's series. */
export function chartSeries(
  graph: SensorGraphData,
  zone: SafeZone,
  unit: TemperatureUnit,
  dayEnd: Date,
  now: Date = new Date(),
): ChartSeries {
  const x: number[] = [];
  const temperature: number[] = [];
  const min: number[] = [];
  const max: number[] = [];
  for (const point of graph.points) {
    x.push(seconds(point.time));
    temperature.push(rounded(toUnit(point.temperature, unit)));
    min.push(rounded(toUnit(point.min, unit)));
    max.push(rounded(toUnit(point.max, unit)));
  }
  const start = seconds(graph.start);
  const end = dayEnd.getTime() / 1000;
  return {
    data: [x, temperature, min, max],
    zone: {
      min: zone.min == null ? null : rounded(toUnit(zone.min, unit)),
      max: zone.max == null ? null : rounded(toUnit(zone.max, unit)),
    },
    spans: graph.alertSpans.map((span) => ({
      start: Math.max(start, seconds(span.startedAt)),
      end: Math.min(end, span.endedAt ? seconds(span.endedAt) : now.getTime() / 1000),
      severity: span.severity,
    })),
    range: { start, end },
  };
}

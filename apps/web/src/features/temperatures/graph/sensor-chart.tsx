import { Box, useMantineTheme } from '@mantine/core';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatLocationTime } from '../../../lib/time/location-time';
import type { ChartSeries } from './graph-data';

export type SensorChartProps = {
  series: ChartSeries;
  /** The location's IANA timezone: the time axis reads in the kitchen's local time. */
  timeZone: string;
  unitSymbol: string;
  /** The viewer's language: hours on the axis and the legend's time are written in it. */
  language: string;
  labels: { time: string; temperature: string; min: string; max: string; chart: string };
  /** What the x axis counts: hours of one day (the sensor graph) or days (the health trend). */
  axis?: 'hours' | 'days';
  /** Without the min/max band: one line (a daily figure has no spread to show). */
  band?: boolean;
  height?: number;
};

const HEIGHT = 280;
/** Tick steps of the days axis, in seconds: a day, two days, a week. */
const DAY_INCREMENTS = [86_400, 2 * 86_400, 7 * 86_400];

/** A day on the location's calendar, short ("Nov 23"), in the viewer's language. */
function dayLabel(seconds: number, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone }).format(new Date(seconds * 1000));
}

/** Hex colour with an alpha channel, for the translucent band and span fills. */
function alpha(hex: string, opacity: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}, ${opacity})`;
}

/**
 * Background layer drawn before the series: the safe zone as a horizontal band and every alert as a
 * shaded vertical span (HIGH darker than LOW). Drawn on the plot canvas so it follows zoom and resize.
 */
function backgroundPlugin(series: ChartSeries, colors: { zone: string; low: string; high: string }): uPlot.Plugin {
  return {
    hooks: {
      drawClear: (u: uPlot) => {
        const { ctx, bbox } = u;
        ctx.save();
        const top = series.zone.max == null ? bbox.top : u.valToPos(series.zone.max, 'y', true);
        const bottom = series.zone.min == null ? bbox.top + bbox.height : u.valToPos(series.zone.min, 'y', true);
        const zoneTop = Math.max(bbox.top, Math.min(top, bottom));
        const zoneBottom = Math.min(bbox.top + bbox.height, Math.max(top, bottom));
        if (zoneBottom > zoneTop) {
          ctx.fillStyle = colors.zone;
          ctx.fillRect(bbox.left, zoneTop, bbox.width, zoneBottom - zoneTop);
        }
        for (const span of series.spans) {
          const left = Math.max(bbox.left, u.valToPos(span.start, 'x', true));
          const right = Math.min(bbox.left + bbox.width, u.valToPos(span.end, 'x', true));
          if (right <= left) continue;
          ctx.fillStyle = span.severity === 'HIGH' ? colors.high : colors.low;
          ctx.fillRect(left, bbox.top, right - left, bbox.height);
        }
        ctx.restore();
      },
    },
  };
}

/** The y range: the readings and the whole safe zone, with a little room. */
function yRange(series: ChartSeries) {
  return (_u: uPlot, dataMin: number | null, dataMax: number | null): uPlot.Range.MinMax => {
    const values = [dataMin, dataMax, series.zone.min, series.zone.max].filter((v): v is number => v != null && Number.isFinite(v));
    const low = Math.min(...values);
    const high = Math.max(...values);
    const pad = Math.max(1, (high - low) * 0.1);
    return [Math.floor(low - pad), Math.ceil(high + pad)];
  };
}

/**
 * The uPlot chart of one day (its own lazily loaded chunk with uPlot). Temperature line, the min/max of
 * each bucket as a band, safe zone and alert spans behind. With `axis="days"` and no band it draws the
 * health panel's daily steady level against the same safe zone (one chart component, one uPlot chunk).
 */
export default function SensorChart({
  series,
  timeZone,
  unitSymbol,
  language,
  labels,
  axis = 'hours',
  band = true,
  height = HEIGHT,
}: SensorChartProps) {
  const theme = useMantineTheme();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    // The theme's own colours (canvas cannot read CSS variables); fallbacks only for a theme without them.
    const primary = theme.colors.primary?.[8] ?? '#0c8599';
    const zone = theme.colors.primary?.[3] ?? '#66d9e8';
    const secondary = theme.colors.secondary?.[7] ?? '#e03131';
    const tertiary = theme.colors.tertiary?.[6] ?? '#f59f00';
    const value = (_u: uPlot, v: number | null) => (v == null ? '—' : `${v.toFixed(1)} ${unitSymbol}`);
    // uPlot writes times in English; these use the viewer's language on the location's clock (the legend
    // names the zone when the viewer's clock differs, the axis ticks do not repeat it).
    const tick =
      axis === 'days'
        ? (seconds: number) => dayLabel(seconds, timeZone, language)
        : (seconds: number) => formatLocationTime(new Date(seconds * 1000), timeZone, language, { withDate: false }, timeZone);
    const when = (_u: uPlot, seconds: number | null) =>
      seconds == null
        ? '—'
        : axis === 'days'
          ? dayLabel(seconds, timeZone, language)
          : formatLocationTime(new Date(seconds * 1000), timeZone, language, { withDate: false });
    const line: uPlot.Series[] = [
      { label: labels.time, value: when },
      { label: labels.temperature, stroke: primary, width: 2, value, spanGaps: false, points: { show: axis === 'days' } },
    ];
    const spread: uPlot.Series[] = [
      { label: labels.min, stroke: alpha(primary, 0.35), width: 1, value },
      { label: labels.max, stroke: alpha(primary, 0.35), width: 1, value },
    ];
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 280),
      height,
      tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), timeZone),
      scales: {
        x: { time: true, range: () => [series.range.start, series.range.end] },
        y: { range: yRange(series) },
      },
      series: band ? [...line, ...spread] : line,
      bands: band ? [{ series: [3, 2], fill: alpha(primary, 0.12) }] : [],
      // Days: one tick a day at most (uPlot would otherwise split a fortnight at 12 hours and name each day twice).
      axes: [
        { values: (_u, splits) => splits.map(tick), ...(axis === 'days' ? { incrs: DAY_INCREMENTS } : {}) },
        { values: (_u, splits) => splits.map((v) => `${v}${unitSymbol}`), size: 60 },
      ],
      legend: { show: true },
      plugins: [backgroundPlugin(series, { zone: alpha(zone, 0.18), low: alpha(tertiary, 0.2), high: alpha(secondary, 0.2) })],
    };
    const chart = new uPlot(options, band ? series.data : [series.data[0], series.data[1]], element);
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(element.clientWidth, 280), height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [series, timeZone, unitSymbol, language, labels, theme, axis, band, height]);

  return <Box ref={container} role="img" aria-label={labels.chart} data-testid={axis === 'days' ? 'health-chart' : 'sensor-chart'} />;
}

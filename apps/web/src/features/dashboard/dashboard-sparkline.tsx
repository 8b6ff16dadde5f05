import type { ReactNode } from 'react';

/**
 * Small inline SVG charts for the dashboard's 30-day trend. A few dozen points do not need the chart
 * library (uPlot is a lazy chunk for the sensor graph); plain SVG renders with the page and scales with
 * the card. The caller gives each chart its text alternative (`label`).
 */
const WIDTH = 120;
const HEIGHT = 28;

export type SparklineProps = { label: string; color: string; testId?: string };

/** The chart's box and baseline, with its text alternative. */
function SparkFrame({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      width="100%"
      height={HEIGHT}
      role="img"
      aria-label={label}
      data-testid={testId}
    >
      <line x1={0} x2={WIDTH} y1={HEIGHT - 1} y2={HEIGHT - 1} stroke="var(--mantine-color-gray-3)" strokeWidth={1} />
      {children}
    </svg>
  );
}

type Point = { x: number; y: number };

/** Runs of consecutive known values: a day without data (null) breaks the line. */
function segmentsOf(values: ReadonlyArray<number | null>, max: number): Point[][] {
  const step = values.length > 1 ? WIDTH / (values.length - 1) : 0;
  const segments: Point[][] = [[]];
  values.forEach((value, index) => {
    if (value === null) segments.push([]);
    else segments.at(-1)!.push({ x: index * step, y: HEIGHT - 2 - (Math.min(value, max) / max) * (HEIGHT - 4) });
  });
  return segments.filter((segment) => segment.length > 0);
}

/** A line of values between 0 and `max`; a lone day between gaps is a dot. */
export function SparkLine({ values, max, label, color, testId }: SparklineProps & { values: ReadonlyArray<number | null>; max: number }) {
  return (
    <SparkFrame label={label} testId={testId}>
      {segmentsOf(values, max).map((points) =>
        points.length === 1 ? (
          <circle key={points[0]!.x} cx={points[0]!.x} cy={points[0]!.y} r={1.8} fill={color} />
        ) : (
          <polyline
            key={points[0]!.x}
            points={points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ')}
            fill="none"
            stroke={color}
            strokeWidth={1.8}
            vectorEffect="non-scaling-stroke"
          />
        ),
      )}
    </SparkFrame>
  );
}

/** One bar per value, scaled to the largest (at least 1, so a quiet month stays flat). */
export function SparkBars({ values, label, color, testId }: SparklineProps & { values: ReadonlyArray<number> }) {
  const max = Math.max(1, ...values);
  const slot = WIDTH / Math.max(1, values.length);
  return (
    <SparkFrame label={label} testId={testId}>
      {values.map((value, index) =>
        value > 0 ? (
          <rect
            key={index}
            x={index * slot + slot * 0.15}
            width={slot * 0.7}
            y={HEIGHT - 1 - (value / max) * (HEIGHT - 3)}
            height={(value / max) * (HEIGHT - 3)}
            fill={color}
          />
        ) : null,
      )}
    </SparkFrame>
  );
}

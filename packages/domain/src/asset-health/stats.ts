/** Small statistics for the health detector (pure, no dependencies). */

export function quantile(values: ArrayLike<number>, q: number): number | null {
  if (values.length === 0) return null;
  const sorted = Float64Array.from(values).sort(); // a typed array sorts numerically, without a comparator
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (position - low);
}

export const median = (values: ArrayLike<number>): number | null => quantile(values, 0.5);

export function standardDeviation(values: readonly number[]): number | null {
  if (values.length < 2) return null;
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  return Math.sqrt(values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / (values.length - 1));
}

export interface LinearFit {
  slope: number;
  intercept: number;
  /** Standard error of the slope. */
  slopeError: number;
}

/** Least squares y = intercept + slope·x; null with fewer than three points. */
export function linearFit(points: ReadonlyArray<{ x: number; y: number }>): LinearFit | null {
  const n = points.length;
  if (n < 3) return null;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const sxx = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  if (sxx === 0) return null;
  const slope = points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0) / sxx;
  const intercept = my - slope * mx;
  const residual = points.reduce((s, p) => s + (p.y - intercept - slope * p.x) ** 2, 0);
  const slopeError = Math.sqrt(residual / (n - 2) / sxx);
  return { slope, intercept, slopeError };
}

export const round = (value: number, decimals = 1): number => Math.round(value * 10 ** decimals) / 10 ** decimals + 0;

/** Small order statistics used everywhere a robust (outlier-proof) figure is wanted. */

export function mean(values: ArrayLike<number>): number {
  if (values.length === 0) return Number.NaN;
  let sum = 0;
  for (let i = 0; i < values.length; i += 1) sum += values[i] ?? 0;
  return sum / values.length;
}

/** Linear-interpolated percentile, p in [0, 100]; NaN for an empty input. */
export function percentile(values: ArrayLike<number>, p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  const position = (Math.min(100, Math.max(0, p)) / 100) * (sorted.length - 1);
  const below = Math.floor(position);
  const above = Math.min(sorted.length - 1, below + 1);
  const fraction = position - below;
  return (sorted[below] ?? 0) * (1 - fraction) + (sorted[above] ?? 0) * fraction;
}

export function median(values: ArrayLike<number>): number {
  return percentile(values, 50);
}

export function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

export function decibels(power: number): number {
  return 10 * Math.log10(Math.max(power, 1e-20));
}

/** Logistic squashing used to turn a margin into a confidence in (0, 1). */
export function logistic(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

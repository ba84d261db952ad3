/*
 * The arithmetic of the statistics charts, apart from drawing: nice axis ticks, a linear scale,
 * bands for bars and the points of a line. Pure; chart-scale.test.ts pins it.
 */

/** The steps an axis may take, times a power of ten. */
const NICE_STEPS = [1, 2, 2.5, 5, 10] as const;

/**
 * Ticks from 0 up to the first nice value at or above `max`, about `count` intervals: steps of 1,
 * 2, 2.5 or 5 times a power of ten (0, 50,000, 100,000, 150,000, 200,000). A max of 0 (or less,
 * or not finite) gives [0, 1] so the axis still has a length.
 */
export function niceTicks(max: number, count = 4): number[] {
  if (!Number.isFinite(max) || max <= 0) return [0, 1];
  const intervals = Math.max(1, Math.round(count));
  const raw = max / intervals;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = (NICE_STEPS.find((s) => s * power >= raw - 1e-9 * raw) ?? 10) * power;
  const ticks: number[] = [];
  // Whole steps only (avoids 0.30000000000000004): the n-th tick is n × step, rounded to the step's precision.
  const digits = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  for (let n = 0; ; n += 1) {
    const tick = Number((n * step).toFixed(digits));
    ticks.push(tick);
    if (tick >= max) return ticks;
  }
}

/** A linear map from [0, domainMax] to [0, length]; a domain of 0 maps everything to 0. */
export function linearScale(domainMax: number, length: number): (value: number) => number {
  if (!(domainMax > 0)) return () => 0;
  return (value) => (Math.max(0, Math.min(value, domainMax)) / domainMax) * length;
}

export interface Band {
  /** Where the band starts, from the axis' start. */
  start: number;
  /** The bar's size along the axis (the band less its padding). */
  size: number;
  /** The band's middle: where its label and point sit. */
  middle: number;
}

/**
 * `count` equal bands along `length`, each with `padding` (0–0.9 of the band) split on both
 * sides of its bar. No bands for a count of 0.
 */
export function bands(count: number, length: number, padding = 0.25): Band[] {
  if (count <= 0 || length <= 0) return [];
  const pad = Math.min(Math.max(padding, 0), 0.9);
  const band = length / count;
  const size = band * (1 - pad);
  return Array.from({ length: count }, (_, i) => ({ start: i * band + (band - size) / 2, size, middle: i * band + band / 2 }));
}

/** SVG path data through points in order ('M x y L x y …'), coordinates to one decimal; '' for none. */
export function linePath(points: readonly { x: number; y: number }[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${round1(p.x)} ${round1(p.y)}`).join(' ');
}

export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * How many labels fit along an axis: the step between labelled items (1 = every one), so that
 * labels about `labelSize` wide never overlap on bands `bandSize` apart.
 */
export function labelStride(bandSize: number, labelSize: number): number {
  if (!(bandSize > 0)) return Number.POSITIVE_INFINITY;
  return Math.max(1, Math.ceil(labelSize / bandSize));
}

/**
 * Shape measures of a syllable's contour, in semitones: where it starts and ends, how far it
 * falls before its lowest point and rises after it, where that point lies in time. These are
 * the gestures that tell Mandarin tones apart (level, rise, dip, fall) independently of how high
 * the speaker's voice is.
 */
import type { ToneContour } from './tone-contour.ts';

export interface ToneFeatures {
  /** Mean of the first and last fifth of the contour. */
  start: number;
  end: number;
  min: number;
  max: number;
  /** Where the lowest and highest points lie, 0 = start, 1 = end. */
  minPosition: number;
  maxPosition: number;
  /** start - min: the fall before the lowest point. */
  fall: number;
  /** end - min: the rise after it. */
  rise: number;
  /** max - end: the fall after the highest point. */
  drop: number;
  range: number;
  /** Mean level relative to the speaker's median (meaningful unless the reference is the syllable). */
  level: number;
  durationSeconds: number;
  /** The contour at five equally spaced times (Chao's five-point view), semitones. */
  profile: number[];
}

/** Three-point moving average: extremes of a raw contour are often a single jittery frame. */
function smooth(values: number[]): number[] {
  return values.map((v, i) => {
    const a = values[i - 1] ?? v;
    const b = values[i + 1] ?? v;
    return (a + v + b) / 3;
  });
}

function meanWhere(values: number[], positions: number[], keep: (u: number) => boolean): number {
  let sum = 0;
  let count = 0;
  values.forEach((v, i) => {
    if (keep(positions[i] ?? 0)) {
      sum += v;
      count += 1;
    }
  });
  return count > 0 ? sum / count : Number.NaN;
}

export function resampleProfile(values: number[], positions: number[], points: number): number[] {
  const profile: number[] = [];
  for (let k = 0; k < points; k += 1) {
    const target = points === 1 ? 0.5 : k / (points - 1);
    // Linear interpolation between the two contour points around the target position.
    let after = positions.findIndex((u) => u >= target);
    if (after < 0) after = positions.length - 1;
    const before = Math.max(0, after - 1);
    const u0 = positions[before] ?? 0;
    const u1 = positions[after] ?? 1;
    const v0 = values[before] ?? 0;
    const v1 = values[after] ?? 0;
    profile.push(u1 > u0 ? v0 + ((v1 - v0) * (target - u0)) / (u1 - u0) : v1);
  }
  return profile;
}

export function toneFeatures(contour: ToneContour): ToneFeatures {
  const t0 = contour.points[0]?.timeSeconds ?? 0;
  const t1 = contour.points[contour.points.length - 1]?.timeSeconds ?? t0;
  const span = Math.max(t1 - t0, 1e-6);
  const positions = contour.points.map((p) => (p.timeSeconds - t0) / span);
  const values = smooth(contour.points.map((p) => p.semitones));
  let minIndex = 0;
  let maxIndex = 0;
  values.forEach((v, i) => {
    if (v < (values[minIndex] ?? Infinity)) minIndex = i;
    if (v > (values[maxIndex] ?? -Infinity)) maxIndex = i;
  });
  const start = meanWhere(values, positions, (u) => u <= 0.2);
  const end = meanWhere(values, positions, (u) => u >= 0.8);
  const min = Math.min(values[minIndex] ?? 0, start, end);
  const max = Math.max(values[maxIndex] ?? 0, start, end);
  const level = values.reduce((a, b) => a + b, 0) / values.length;
  return {
    start,
    end,
    min,
    max,
    minPosition: positions[minIndex] ?? 0,
    maxPosition: positions[maxIndex] ?? 0,
    fall: start - min,
    rise: end - min,
    drop: max - end,
    range: max - min,
    level,
    durationSeconds: contour.durationSeconds,
    profile: resampleProfile(values, positions, 5),
  };
}

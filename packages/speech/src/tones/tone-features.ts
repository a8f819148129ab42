/**
 * Shape measures of a syllable's contour, in semitones: how far it falls before its lowest point
 * and rises after it, where the turning points lie in time, how high it sits. These are the
 * gestures that tell Mandarin tones apart (level, rise, dip, fall), measured on the resampled
 * contour so they do not depend on how long the syllable is.
 */
import { HOP_SECONDS } from '../dsp/frames.ts';

export interface ToneFeatures {
  /** Mean of the first and last fifth of the contour. */
  start: number;
  end: number;
  /** Lowest and highest points (of the lightly smoothed contour, start and end included). */
  min: number;
  max: number;
  /** Where the lowest and highest points lie, 0 = start, 1 = end. */
  minPosition: number;
  maxPosition: number;
  /** Highest point before the lowest one, minus the lowest: the fall into the low point. */
  fall: number;
  /** end - min: the rise after it. */
  rise: number;
  /** max - end: the fall after the highest point. */
  drop: number;
  /**
   * end - the contour's middle (mean of its central fifth): the rise in the second half. A
   * rising tone rises there; a level tone whose voice starts low (a glottal onset) does not.
   */
  lateRise: number;
  range: number;
  /**
   * (end - start) - fall: how far the contour ends above where it began, beyond the fall into its
   * low point. A 214 third tone climbs back to about where it began (its rise makes up its fall,
   * so this is about zero or below); a rising tone that starts with a small fall (a 35 said with a
   * falling onset, as many speakers do) ends far above its start.
   */
  netClimb: number;
  /**
   * The steepest fall over any FALL_RATE_SECONDS of the nucleus, in semitones per second: a fourth
   * tone is a fast fall even when a speaker's fall is short and shallow, while a level tone drifts
   * slowly and a rising tone does not fall at all. 0 without frame values.
   */
  steepestFall: number;
  /** Mean of the contour: its height against the reference (meaningful unless the reference is the syllable). */
  level: number;
  /** Share of voiced frames in the nucleus: creaky voice (a low third tone) leaves gaps. */
  voicedShare: number;
  /** Share of voiced frames in creak, far under the speaker's median (syllable-contour.ts); 0 when unknown. */
  creakShare: number;
}

/** Three-point moving average: an extreme of a raw contour is often one jittery frame. */
function smooth(values: number[]): number[] {
  return values.map((v, i) => {
    const a = values[i - 1] ?? v;
    const b = values[i + 1] ?? v;
    return (a + v + b) / 3;
  });
}

function meanOf(values: number[]): number {
  return values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
}

/** The span a fall rate is measured over: 100 ms, long enough that one jittery frame does not make a fall. */
export const FALL_RATE_SECONDS = 0.1;

/** Steepest fall (semitones per second) over FALL_RATE_SECONDS of per-frame values (NaN: unvoiced). */
function steepestFallOf(frames: readonly number[]): number {
  const values = smooth(frames.map((v) => (Number.isFinite(v) ? v : Number.NaN)));
  // A nucleus shorter than the span (a fourth tone whose voice dies in creak) is measured whole.
  const span = Math.min(Math.round(FALL_RATE_SECONDS / HOP_SECONDS), values.length - 1);
  if (span < 1) return 0;
  let steepest = 0;
  for (let i = 0; i + span < values.length; i += 1) {
    const fall = (values[i] ?? Number.NaN) - (values[i + span] ?? Number.NaN);
    if (Number.isFinite(fall) && fall > steepest) steepest = fall;
  }
  return steepest / (span * HOP_SECONDS);
}

export function toneFeatures(
  points: number[],
  voicedShare: number,
  frames: readonly number[] = [],
  creakShare = 0,
): ToneFeatures {
  const values = smooth(points);
  const fifth = Math.max(1, Math.round(values.length / 5));
  const start = meanOf(values.slice(0, fifth));
  const end = meanOf(values.slice(-fifth));
  let minIndex = 0;
  let maxIndex = 0;
  values.forEach((v, i) => {
    if (v < (values[minIndex] ?? Infinity)) minIndex = i;
    if (v > (values[maxIndex] ?? -Infinity)) maxIndex = i;
  });
  const min = Math.min(values[minIndex] ?? 0, start, end);
  const max = Math.max(values[maxIndex] ?? 0, start, end);
  const last = Math.max(1, values.length - 1);
  const peakBeforeMin = Math.max(start, ...values.slice(0, minIndex + 1));
  const middle = Math.floor((values.length - fifth) / 2);
  return {
    start,
    end,
    min,
    max,
    minPosition: minIndex / last,
    maxPosition: maxIndex / last,
    fall: peakBeforeMin - min,
    rise: end - min,
    drop: max - end,
    lateRise: end - meanOf(values.slice(middle, middle + fifth)),
    range: max - min,
    netClimb: end - start - (peakBeforeMin - min),
    steepestFall: steepestFallOf(frames),
    level: meanOf(values),
    voicedShare,
    creakShare,
  };
}

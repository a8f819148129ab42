/**
 * Shape measures of a syllable's contour, in semitones: how far it falls before its lowest point
 * and rises after it, where the turning points lie in time, how high it sits. These are the
 * gestures that tell Mandarin tones apart (level, rise, dip, fall), measured on the resampled
 * contour so they do not depend on how long the syllable is.
 */
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
  /** Mean of the contour: its height against the reference (meaningful unless the reference is the syllable). */
  level: number;
  /** Share of voiced frames in the nucleus: creaky voice (a low third tone) leaves gaps. */
  voicedShare: number;
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

export function toneFeatures(points: number[], voicedShare: number): ToneFeatures {
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
    level: meanOf(values),
    voicedShare,
  };
}

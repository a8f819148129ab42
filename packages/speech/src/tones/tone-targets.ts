/**
 * The target contour of each tone on the scale of a measured contour, for display beside it
 * (spec: "the F0 contour of each syllable and its target shape are returned"). Targets follow
 * Chao's tone letters on the speaker's range: level 3 is the speaker's median and each of the
 * four steps is a quarter of the range. Turning points follow the timing of citation tones
 * (Xu 1997): the third tone's low point at about 60% of the syllable, the second tone holding
 * low for its first third before it rises.
 */
import type { Tone } from '../evaluation/result-types.ts';
import type { SpeakerReference } from './speaker-reference.ts';

/** [time 0-1, Chao level 1-5] breakpoints of each tone's citation contour. */
const CHAO_SHAPES: Record<Tone, readonly (readonly [number, number])[]> = {
  1: [
    [0, 5],
    [1, 5],
  ],
  2: [
    [0, 3],
    [0.3, 2.8],
    [1, 5],
  ],
  3: [
    [0, 2],
    [0.6, 1],
    [1, 4],
  ],
  4: [
    [0, 5],
    [0.15, 5],
    [1, 1],
  ],
  // Neutral: a short mid-low fall, its usual form after a first or second tone.
  5: [
    [0, 3],
    [1, 2],
  ],
};

/** Smooth (cosine) interpolation between breakpoints: voices glide, they do not bend sharply. */
function chaoLevelAt(tone: Tone, time: number): number {
  const shape = CHAO_SHAPES[tone];
  for (let i = 1; i < shape.length; i += 1) {
    const [t1, v1] = shape[i] ?? [1, 3];
    const [t0, v0] = shape[i - 1] ?? [0, 3];
    if (time <= t1) {
      const u = t1 > t0 ? (time - t0) / (t1 - t0) : 1;
      return v0 + (v1 - v0) * (0.5 - 0.5 * Math.cos(Math.PI * u));
    }
  }
  return shape[shape.length - 1]?.[1] ?? 3;
}

/**
 * The tone's target at `points` evenly spaced times, in semitones on the reference's scale.
 * With only the syllable as reference its height is unknown, so the target is drawn at the
 * height of the measured contour (`alignToMean`, the measured contour's mean): shape against shape.
 */
export function toneTarget(tone: Tone, reference: SpeakerReference, points: number, alignToMean?: number): number[] {
  const step = reference.rangeSemitones / 4;
  const target = Array.from({ length: points }, (_, k) => {
    const time = points === 1 ? 0.5 : k / (points - 1);
    return (chaoLevelAt(tone, time) - 3) * step;
  });
  if (reference.source !== 'syllable' || alignToMean === undefined) return target;
  const shift = alignToMean - target.reduce((a, b) => a + b, 0) / Math.max(1, points);
  return target.map((v) => v + shift);
}

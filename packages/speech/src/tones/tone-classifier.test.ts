import { describe, expect, it } from 'vitest';
import { HOP_SECONDS } from '../dsp/frames.ts';
import { resampleContour } from './syllable-contour.ts';
import { DEFAULT_RANGE_SEMITONES, type SpeakerReference } from './speaker-reference.ts';
import { FAST_FALL_SEMITONES_PER_SECOND, classifyTone } from './tone-classifier.ts';
import { toneFeatures } from './tone-features.ts';

/** A contour through the given (time share, semitones) corners, one value per 10 ms frame. */
function contour(seconds: number, corners: Array<[number, number]>): number[] {
  const frames = Math.round(seconds / HOP_SECONDS);
  return Array.from({ length: frames }, (_, i) => {
    const t = i / (frames - 1);
    const k = Math.max(0, corners.findIndex(([at], j) => t <= at && j > 0) - 1);
    const [t0, v0] = corners[k] ?? [0, 0];
    const [t1, v1] = corners[k + 1] ?? [1, v0];
    return v0 + ((v1 - v0) * (t - t0)) / Math.max(1e-9, t1 - t0);
  });
}

const lone: SpeakerReference = { medianHz: 200, rangeSemitones: DEFAULT_RANGE_SEMITONES, source: 'syllable' };

function toneOf(frames: number[], inContext = false): number {
  const features = toneFeatures(resampleContour(frames, 20), 1, frames);
  return classifyTone(features, lone, inContext ? { relativeDuration: 1 } : {}).tone;
}

describe('tone features across speakers', () => {
  it('measures how far a contour ends above its start beyond its fall (netClimb)', () => {
    const rising = contour(0.6, [
      [0, 0],
      [0.35, -2],
      [1, 5],
    ]);
    const dipping = contour(0.8, [
      [0, 0],
      [0.6, -6],
      [1, 0.5],
    ]);
    const rise = toneFeatures(resampleContour(rising, 20), 1, rising);
    const dip = toneFeatures(resampleContour(dipping, 20), 1, dipping);
    expect(rise.netClimb).toBeGreaterThan(2);
    expect(dip.netClimb).toBeLessThan(0);
  });

  it('measures the steepest fall in semitones per second', () => {
    const fall = contour(0.3, [
      [0, 2],
      [1, -2],
    ]);
    const features = toneFeatures(resampleContour(fall, 20), 1, fall);
    // 4 semitones over 0.29 s of frame centres.
    expect(features.steepestFall).toBeGreaterThan(12);
    expect(features.steepestFall).toBeLessThan(16);
    expect(toneFeatures(resampleContour(fall, 20), 1).steepestFall).toBe(0);
  });

  it('hears a rising tone that starts with a small fall as tone 2, and a 214 as tone 3', () => {
    expect(
      toneOf(
        contour(0.6, [
          [0, 1],
          [0.4, -2],
          [1, 6],
        ]),
      ),
    ).toBe(2);
    expect(
      toneOf(
        contour(0.8, [
          [0, 1],
          [0.6, -6],
          [1, 1],
        ]),
      ),
    ).toBe(3);
  });

  it('hears a short, shallow but steep fall as tone 4, and a slow drift as tone 1', () => {
    // Three semitones in 70 ms: shallow, but faster than any level tone drifts.
    const steep = contour(0.35, [
      [0, 1.5],
      [0.1, 1.5],
      [0.3, -1.5],
      [1, -1.7],
    ]);
    const features = toneFeatures(resampleContour(steep, 20), 1, steep);
    expect(features.drop).toBeLessThan(1.5 * (DEFAULT_RANGE_SEMITONES / 4));
    expect(features.steepestFall).toBeGreaterThan(FAST_FALL_SEMITONES_PER_SECOND);
    expect(toneOf(steep)).toBe(4);
    expect(
      toneOf(
        contour(0.6, [
          [0, 0.5],
          [1, -0.8],
        ]),
      ),
    ).toBe(1);
    // In connected speech a half third tone (21) falls as fast: there the fall is left to it.
    expect(toneOf(steep, true)).toBe(3);
  });
});

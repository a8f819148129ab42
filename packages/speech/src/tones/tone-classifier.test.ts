import { describe, expect, it } from 'vitest';
import { HOP_SECONDS } from '../dsp/frames.ts';
import { resampleContour } from './syllable-contour.ts';
import { DEFAULT_RANGE_SEMITONES, type SpeakerReference } from './speaker-reference.ts';
import {
  CONNECTED_FAST_FALL_SEMITONES_PER_SECOND,
  FAST_FALL_SEMITONES_PER_SECOND,
  classifyTone,
} from './tone-classifier.ts';
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

  it('measures the fall of a nucleus shorter than the 100 ms span over the whole nucleus', () => {
    // A fourth tone whose voice dies in creak after 80 ms: 6 semitones over 70 ms of frame centres.
    const short = contour(0.08, [
      [0, 3],
      [1, -3],
    ]);
    const features = toneFeatures(resampleContour(short, 20), 1, short);
    expect(features.steepestFall).toBeGreaterThan(CONNECTED_FAST_FALL_SEMITONES_PER_SECOND);
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

  describe('in connected speech (a word, the utterance as reference)', () => {
    // A two-syllable word's scale: its median and the narrowest range a reference keeps (8 st: a step is 2).
    const word: SpeakerReference = { medianHz: 200, rangeSemitones: 8, source: 'utterance' };
    const toneInWord = (frames: number[]) =>
      classifyTone(toneFeatures(resampleContour(frames, 20), 1, frames), word, { relativeDuration: 1 }).tone;

    it('hears a slow fall from wherever the previous syllable ended as a half third tone, not a fourth', () => {
      // 考 in 考试 after nothing, or 买 after a first tone: from 2 st above the word's median down 5 st
      // over 0.4 s (12.5 st/s), no rise: a low target approached, not a fall as a target.
      const halfThird = contour(0.4, [
        [0, 2],
        [0.7, -2.8],
        [1, -3],
      ]);
      const features = toneFeatures(resampleContour(halfThird, 20), 1, halfThird);
      expect(features.drop).toBeGreaterThan(1.5 * 2);
      expect(features.steepestFall).toBeLessThan(FAST_FALL_SEMITONES_PER_SECOND);
      expect(toneInWord(halfThird)).toBe(3);
    });

    it('hears a fast fall as a fourth tone even when it starts below the middle of the voice', () => {
      // 试 after 考: the voice starts low after the third tone and falls 6 st in 0.12 s.
      const lowStart = contour(0.35, [
        [0, -1],
        [0.1, -0.8],
        [0.45, -7],
        [1, -7.5],
      ]);
      const features = toneFeatures(resampleContour(lowStart, 20), 1, lowStart);
      expect(features.max).toBeLessThan(0);
      expect(features.steepestFall).toBeGreaterThan(CONNECTED_FAST_FALL_SEMITONES_PER_SECOND);
      expect(toneInWord(lowStart)).toBe(4);
    });

    it('hears a syllable whose voice is in creak, far under the speaker, as tone 3 and never tone 1', () => {
      // 主 in 地主: level once the repair moved its creak back up, but a third of it was tracked at half rate.
      const level = contour(0.4, [
        [0, 0.3],
        [1, 0],
      ]);
      const creaky = { ...toneFeatures(resampleContour(level, 20), 1, level), creakShare: 0.35 };
      const modal = { ...creaky, creakShare: 0 };
      expect(classifyTone(modal, word, { relativeDuration: 1 }).tone).toBe(1);
      expect(classifyTone(creaky, word, { relativeDuration: 1 }).tone).toBe(3);
    });

    it('still hears a level tone that drifts down a little as tone 1', () => {
      const drifting = contour(0.4, [
        [0, 1.5],
        [1, 0.6],
      ]);
      expect(toneInWord(drifting)).toBe(1);
    });
  });
});

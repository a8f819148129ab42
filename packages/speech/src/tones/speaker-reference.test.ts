import { describe, expect, it } from 'vitest';
import type { PitchTrack } from '../pitch/pitch-tracker.ts';
import { DEFAULT_RANGE_SEMITONES, referenceFromTrack, syllableReference } from './speaker-reference.ts';

function trackOf(hz: number[]): PitchTrack {
  return {
    f0: Float64Array.from(hz),
    periodicity: Float64Array.from(hz, (v) => (v > 0 ? 0.9 : 0)),
    levelDb: Float64Array.from(hz, (v) => (v > 0 ? -20 : -90)),
  };
}

describe('speaker reference', () => {
  it("takes an utterance's median and 10th-90th percentile range", () => {
    // 200 voiced frames spread evenly over an octave around 200 Hz, with pauses between.
    const hz = Array.from({ length: 300 }, (_, i) => (i % 3 === 2 ? 0 : 141.4 * 2 ** ((i % 200) / 200)));
    const reference = referenceFromTrack(trackOf(hz));
    expect(reference?.medianHz).toBeGreaterThan(180);
    expect(reference?.medianHz).toBeLessThan(220);
    expect(reference?.rangeSemitones).toBeGreaterThan(8);
    expect(reference?.rangeSemitones).toBeLessThan(11);
    expect(reference?.source).toBe('utterance');
  });

  it('clamps a range measured on monotonous speech to at least 8 semitones', () => {
    const reference = referenceFromTrack(trackOf(new Array<number>(100).fill(150)));
    expect(reference?.rangeSemitones).toBe(8);
  });

  it('gives no reference for under half a second of voice', () => {
    expect(referenceFromTrack(trackOf(new Array<number>(30).fill(150)))).toBeNull();
  });

  it("uses a lone syllable's median with the default range", () => {
    expect(syllableReference([100, 200, 300])).toEqual({
      medianHz: 200,
      rangeSemitones: DEFAULT_RANGE_SEMITONES,
      source: 'syllable',
    });
  });
});

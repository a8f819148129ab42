import { describe, expect, it } from 'vitest';
import type { PitchTrack } from '../pitch/pitch-tracker.ts';
import type { SpeakerReference } from './speaker-reference.ts';
import { syllableContour } from './syllable-contour.ts';

/** A track of the given F0 values (0 = unvoiced), every frame equally loud. */
function track(hz: number[]): PitchTrack {
  return {
    f0: Float64Array.from(hz),
    periodicity: Float64Array.from(hz.map((v) => (v > 0 ? 0.9 : 0))),
    levelDb: Float64Array.from(hz.map(() => -20)),
  };
}

describe('syllableContour', () => {
  // 地主 said by a woman whose median is 200 Hz: 主 ends in creak, tracked at half her rate.
  const hz = [...new Array<number>(12).fill(185), ...new Array<number>(8).fill(88)];
  const speaker: SpeakerReference = { medianHz: 200, rangeSemitones: 10, source: 'utterance' };

  it('counts the frames in creak, far under the speaker’s median, when her level is known', () => {
    const contour = syllableContour(track(hz), 0, hz.length, speaker);
    expect(contour?.creakShare).toBeCloseTo(8 / 20, 5);
  });

  it('counts no creak for a lone syllable, whose own median says nothing of the speaker', () => {
    expect(syllableContour(track(hz), 0, hz.length)?.creakShare).toBe(0);
  });
});

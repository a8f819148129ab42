import { describe, expect, it } from 'vitest';
import type { Alignment } from '../align/align-syllables.ts';
import { MALE_FORMANT_RATIO } from '../phonetics/vocal-tract.ts';
import { trackPitch } from '../pitch/pitch-tracker.ts';
import { concat, silence, vowel } from '../test/signals.ts';
import { expectedFromPinyin } from '../text/expected-from-pinyin.ts';
import type { SpeakerReference } from '../tones/speaker-reference.ts';
import { detectorRecording } from './detector-recording.ts';

const A = [850, 1250, 2600];

function lone(f0: number) {
  const samples = concat(
    silence(0.2),
    vowel(0.4, () => f0, A),
    silence(0.2),
  );
  const pitch = trackPitch(samples);
  const alignment: Alignment = {
    syllables: [{ units: [0], startFrame: 20, endFrame: 60 }],
    extraUnits: [],
    extraSyllables: 0,
    cost: 0,
  };
  return { samples, pitch, alignment };
}

describe('detectorRecording', () => {
  it("hands a woman's recording to the detectors as it is", () => {
    const { samples, pitch, alignment } = lone(240);
    const read = detectorRecording(samples, pitch, undefined, expectedFromPinyin('a4'), alignment);
    expect(read.scale).toBe(1);
    expect(read.samples).toBe(samples);
  });

  it("raises a man's lone syllable by the men's formant ratio, judging his pitch by the tone he should say", () => {
    // 165 Hz said as a first tone (high in his range) is a man's voice: his median is near 117 Hz.
    const { samples, pitch, alignment } = lone(165);
    const read = detectorRecording(samples, pitch, undefined, expectedFromPinyin('a1'), alignment);
    expect(read.scale).toBe(MALE_FORMANT_RATIO);
    expect(read.samples.length).toBe(Math.floor(samples.length * MALE_FORMANT_RATIO));
    // The same 165 Hz as a third tone (low in the range) is a woman's low tone: left alone.
    expect(detectorRecording(samples, pitch, undefined, expectedFromPinyin('a3'), alignment).scale).toBe(1);
  });

  it("takes the speaker's pitch from a profile or the utterance before the syllable's own", () => {
    const { samples, pitch, alignment } = lone(165);
    const woman: SpeakerReference = { medianHz: 220, rangeSemitones: 12, source: 'profile' };
    expect(detectorRecording(samples, pitch, woman, expectedFromPinyin('a1'), alignment).scale).toBe(1);
    const man: SpeakerReference = { medianHz: 115, rangeSemitones: 12, source: 'utterance' };
    const { samples: high, pitch: highPitch } = lone(240);
    expect(detectorRecording(high, highPitch, man, expectedFromPinyin('a1'), alignment).scale).toBe(MALE_FORMANT_RATIO);
  });
});

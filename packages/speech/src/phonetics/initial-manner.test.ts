import { describe, expect, it } from 'vitest';
import { evaluate } from '../evaluation/evaluate.ts';
import { concat, fade, fricative, mix, silence, vowel, whiteNoise } from '../test/signals.ts';
import { LONG_NOISE_FRAMES, checkInitialManner } from './initial-manner.ts';

const a = () => vowel(0.4, () => 210, [850, 1250, 2600], 0.5);
// A vowel alone (ma, a) and 180 ms of retroflex-like frication before it (sha, zha), about 6 dB under it.
const voicedStart = mix(concat(silence(0.3), a(), silence(0.3)), whiteNoise(1, 0.0004, 5));
const noisyStart = mix(
  concat(silence(0.3), fade(fricative(0.18, 3200, 1800, 0.25), 0.01), a(), silence(0.3)),
  whiteNoise(1.18, 0.0004, 5),
);
const whole = (samples: Float32Array) => ({ start: 0, end: samples.length });

describe('the manner of every initial', () => {
  it('finds the noise of a sibilant and none before a voiced start', () => {
    expect(checkInitialManner('zh', noisyStart, whole(noisyStart))?.noiseFrames).toBeGreaterThanOrEqual(
      LONG_NOISE_FRAMES,
    );
    expect(checkInitialManner('zh', voicedStart, whole(voicedStart))).toEqual({ correct: false, noiseFrames: 0 });
    expect(checkInitialManner('m', noisyStart, whole(noisyStart))?.correct).toBe(false);
    expect(checkInitialManner('m', voicedStart, whole(voicedStart))?.correct).toBe(true);
    // A breath before the word, 30 dB under the vowel, is not an initial.
    const breath = mix(
      concat(silence(0.3), fade(fricative(0.18, 1500, 2500, 0.015), 0.01), a(), silence(0.3)),
      whiteNoise(1.18, 0.0004, 5),
    );
    expect(checkInitialManner('m', breath, whole(breath))?.correct).toBe(true);
    // r, f, s ... are not judged by manner.
    expect(checkInitialManner('r', voicedStart, whole(voicedStart))).toBeNull();
  });

  it('marks an initial said with another manner wrong through evaluate(), whatever the pairs say', () => {
    const said = (samples: Float32Array, pinyin: string) =>
      evaluate(samples, { kind: 'pinyin', pinyin }).syllables[0]?.initialCorrect;
    expect(said(voicedStart, 'zha1')).toBe(false);
    expect(said(noisyStart, 'ma1')).toBe(false);
    expect(said(voicedStart, 'ma1')).toBe(true);
  });
});

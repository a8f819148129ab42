import { describe, expect, it } from 'vitest';
import { concat, fricative, mix, silence, vowel, whiteNoise } from '../test/signals.ts';
import { measureInitialCues } from './initial-cues.ts';
import { detectInitialContrast, initialContrastMember, initialPairsFor } from './initial-contrast.ts';
import { findSyllableParts } from './syllable-parts.ts';

const f0 = () => 220;
const A = [750, 1200, 2600];
const I = [300, 2600, 3300];

/** A syllable in a quiet room: lead-in silence, the parts, a tail. */
function syllable(...parts: Float32Array[]): Float32Array {
  const signal = concat(silence(0.2), ...parts, silence(0.2));
  return mix(signal, whiteNoise(signal.length / 16_000, 0.0003, 5));
}

function cuesOf(signal: Float32Array) {
  return measureInitialCues(findSyllableParts(signal, { start: 0, end: signal.length }));
}

function heard(pair: readonly [string, string], signal: Float32Array): string {
  return detectInitialContrast(pair, pair[0], signal, { start: 0, end: signal.length }).heard;
}

describe('initialPairsFor', () => {
  it('lists every initial pair a member takes part in, oriented as in the spec', () => {
    expect(initialPairsFor('zh')).toEqual([
      ['z', 'zh'],
      ['j', 'zh'],
    ]);
    expect(initialPairsFor('ch')).toEqual([
      ['c', 'ch'],
      ['q', 'ch'],
    ]);
    expect(initialPairsFor('r')).toEqual([
      ['r', 'l'],
      ['r', 'i'],
    ]);
    expect(initialPairsFor('l')).toEqual([
      ['n', 'l'],
      ['r', 'l'],
    ]);
    expect(initialPairsFor('i')).toEqual([['r', 'i']]);
    expect(initialPairsFor('f')).toEqual([['h', 'f']]);
  });

  it('leaves initials without a pair, zero initials and the final pairs alone', () => {
    expect(initialPairsFor('b')).toEqual([]);
    expect(initialPairsFor('')).toEqual([]);
    expect(initialPairsFor('in')).toEqual([]);
    expect(initialPairsFor('ü')).toEqual([]);
  });

  it('maps zero-initial i-syllables (yi, ya, you...) to the i side of r|i', () => {
    expect(initialContrastMember('', 'i')).toBe('i');
    expect(initialContrastMember('', 'iou')).toBe('i');
    expect(initialContrastMember('', 'ü')).toBe('');
    expect(initialContrastMember('', 'a')).toBe('');
    expect(initialContrastMember('r', 'i')).toBe('r');
  });
});

describe('initial cues on synthetic syllables', () => {
  const retroflex = syllable(fricative(0.16, 3200, 1200, 0.12), vowel(0.3, f0, A));
  const dental = syllable(fricative(0.16, 7000, 1500, 0.04), vowel(0.3, f0, A));

  it('places a 3 kHz frication (retroflex) below a 7 kHz one (dental)', () => {
    expect(cuesOf(retroflex).fricationPlaceDb).toBeGreaterThan(cuesOf(dental).fricationPlaceDb + 10);
    expect(heard(['s', 'sh'], retroflex)).toBe('sh');
    expect(heard(['s', 'sh'], dental)).toBe('s');
  });

  it('hears a dental z as z however loud its frication is against the vowel (one recording chain is not another)', () => {
    const loudDental = syllable(fricative(0.16, 7000, 1500, 0.3), vowel(0.3, f0, A));
    const quietRetroflex = syllable(fricative(0.16, 3200, 1200, 0.02), vowel(0.3, f0, A));
    expect(cuesOf(loudDental).fricationLevelDb).toBeGreaterThan(cuesOf(quietRetroflex).fricationLevelDb);
    expect(heard(['z', 'zh'], loudDental)).toBe('z');
    expect(heard(['z', 'zh'], quietRetroflex)).toBe('zh');
  });

  it('reads the frication tilt and peak only up to the band edge, so a 6 kHz low-pass leaves a dental rising', () => {
    const dentalCues = cuesOf(dental);
    const retroflexCues = cuesOf(retroflex);
    expect(dentalCues.fricationTiltDb).toBeGreaterThan(retroflexCues.fricationTiltDb + 10);
    expect(dentalCues.fricationPeakHz).toBeGreaterThan(5000);
    expect(retroflexCues.fricationPeakHz).toBeGreaterThan(2800);
    expect(retroflexCues.fricationPeakHz).toBeLessThan(3700);
    const cut = syllable(fricative(0.16, 5600, 1500, 0.04), vowel(0.3, f0, A));
    expect(cuesOf(cut).fricationTiltDb).toBeGreaterThan(retroflexCues.fricationTiltDb + 5);
  });

  it('measures frication loudness against the vowel', () => {
    expect(cuesOf(retroflex).fricationLevelDb).toBeGreaterThan(cuesOf(dental).fricationLevelDb);
  });

  it('tells vowel-shaped noise (h) from flat noise (f)', () => {
    const h = syllable(fricative(0.12, 1100, 900, 0.08), vowel(0.3, f0, A));
    const f = syllable(whiteNoise(0.12, 0.01, 9), vowel(0.3, f0, A));
    expect(cuesOf(f).fricationFlatness).toBeGreaterThan(cuesOf(h).fricationFlatness);
    expect(cuesOf(h).fricationBalanceDb).toBeGreaterThan(cuesOf(f).fricationBalanceDb);
    expect(heard(['h', 'f'], h)).toBe('h');
    expect(heard(['h', 'f'], f)).toBe('f');
  });

  it('hears the high F2 of i after an alveolo-palatal and its absence after a retroflex', () => {
    const qi = syllable(fricative(0.14, 4500, 1500, 0.1), vowel(0.3, f0, I));
    const cha = syllable(fricative(0.14, 3200, 1200, 0.1), vowel(0.3, f0, A));
    expect(cuesOf(qi).vowelOnsetCentroidHz).toBeGreaterThan(cuesOf(cha).vowelOnsetCentroidHz + 500);
    expect(heard(['q', 'ch'], qi)).toBe('q');
    expect(heard(['q', 'ch'], cha)).toBe('ch');
    expect(heard(['x', 'sh'], qi)).toBe('x');
    expect(heard(['j', 'zh'], cha)).toBe('zh');
  });

  it('hears a lowered F3 at a retroflex onset against a plain i onset', () => {
    const ri = syllable(vowel(0.08, f0, [400, 1500, 1900], 0.3), vowel(0.3, f0, [400, 1600, 2100]));
    const yi = syllable(vowel(0.38, f0, I));
    expect(cuesOf(ri).voicedOnsetF3LowDb).toBeGreaterThan(cuesOf(yi).voicedOnsetF3LowDb + 6);
    expect(heard(['r', 'i'], ri)).toBe('r');
    expect(heard(['r', 'i'], yi)).toBe('i');
  });

  it('finds an abrupt release after a steady murmur and a glide after an approximant', () => {
    const la = syllable(vowel(0.1, f0, [350, 1300, 2800], 0.1), vowel(0.3, f0, A));
    const ra = syllable(vowel(0.1, f0, [450, 1300, 1800], 0.3), vowel(0.3, f0, A));
    expect(cuesOf(la).releaseFluxDb).toBeGreaterThan(cuesOf(ra).releaseFluxDb);
    expect(cuesOf(ra).preReleaseOralDb).toBeGreaterThan(cuesOf(la).preReleaseOralDb);
  });

  it('finds less oral energy in a nasal murmur than in a lateral one', () => {
    const na = syllable(vowel(0.1, f0, [250], 0.1), vowel(0.3, f0, A));
    const la = syllable(vowel(0.1, f0, [350, 1300, 2800], 0.1), vowel(0.3, f0, A));
    expect(cuesOf(la).preReleaseOralDb).toBeGreaterThan(cuesOf(na).preReleaseOralDb);
    expect(cuesOf(la).preReleaseHighDb).toBeGreaterThan(cuesOf(na).preReleaseHighDb + 10);
  });

  it('finds a strong low band before the release of a nasal and a weak one before r', () => {
    const na = syllable(vowel(0.1, f0, [250], 0.3), vowel(0.3, f0, A));
    const ra = syllable(vowel(0.1, f0, [450, 1300, 1800], 0.08), vowel(0.3, f0, A));
    expect(cuesOf(na).preReleaseLowDb).toBeGreaterThan(cuesOf(ra).preReleaseLowDb);
  });

  it('answers "cannot tell" with the expected member when nothing is voiced', () => {
    const noise = syllable(fricative(0.2, 3000, 1000));
    expect(detectInitialContrast(['z', 'zh'], 'zh', noise, { start: 0, end: noise.length })).toEqual({
      pair: ['z', 'zh'],
      expected: 'zh',
      heard: 'zh',
      confidence: 0.5,
    });
  });

  it('hears an onset without any noise as a weak h rather than an f', () => {
    const a = syllable(vowel(0.35, f0, A));
    const judgement = detectInitialContrast(['h', 'f'], 'f', a, { start: 0, end: a.length });
    expect(judgement.heard).toBe('h');
    expect(judgement.confidence).toBeCloseTo(0.6);
  });

  it('reads a reversed pair the same way and takes "" as the i side of r|i', () => {
    expect(heard(['sh', 's'], retroflex)).toBe('sh');
    const yi = syllable(vowel(0.38, f0, I));
    const judgement = detectInitialContrast(['r', 'i'], '', yi, { start: 0, end: yi.length });
    expect(judgement.expected).toBe('i');
    expect(judgement.heard).toBe('i');
    expect(judgement.confidence).toBeGreaterThan(0.5);
    expect(judgement.confidence).toBeLessThanOrEqual(1);
  });
});

import { describe, expect, it } from 'vitest';
import { evaluate } from '../evaluation/evaluate.ts';
import { concat, mix, silence, vowel, whiteNoise } from '../test/signals.ts';
import { referenceFromProfile } from './profile-reference.ts';
import {
  MIN_PROFILE_RECORDINGS,
  PITCH_BINS,
  emptyProfile,
  parseProfile,
  pitchBinOf,
  profileEvidence,
  summariseProfile,
  updateProfile,
  usableProfile,
  type SpeakerProfile,
} from './speaker-profile.ts';

function profileOf(hzList: number[][]): SpeakerProfile {
  return hzList.reduce<SpeakerProfile>((p, hz) => updateProfile(p, profileEvidence(hz, null)), emptyProfile());
}

function syllable(f0: (t: number) => number): Float32Array {
  return mix(concat(silence(0.3), vowel(0.45, f0, [850, 1250, 2600], 0.5), silence(0.3)), whiteNoise(1.05, 0.0004, 3));
}

describe('speaker profile', () => {
  it('counts each recording once, whatever its length, in half-semitone bins', () => {
    const evidence = profileEvidence([0, 200, 200, 0, 400], null);
    expect(evidence.pitchShares).toHaveLength(PITCH_BINS);
    expect(evidence.pitchShares.reduce((a, b) => a + b, 0)).toBeCloseTo(1);
    expect(evidence.pitchShares[pitchBinOf(200)]).toBeCloseTo(2 / 3);
    expect(evidence.pitchShares[pitchBinOf(400)]).toBeCloseTo(1 / 3);
    // 400 Hz is an octave, 24 bins, above 200 Hz.
    expect(pitchBinOf(400) - pitchBinOf(200)).toBe(24);
    expect(profileEvidence([0, 0], null).pitchShares).toEqual([]);
  });

  it('is not used before it has heard enough recordings', () => {
    const young = profileOf(Array.from({ length: MIN_PROFILE_RECORDINGS - 1 }, () => [220]));
    expect(usableProfile(young)).toBeNull();
    expect(summariseProfile(young).usable).toBe(false);
    const ready = updateProfile(young, profileEvidence([220], null));
    expect(ready.recordings).toBe(MIN_PROFILE_RECORDINGS);
    expect(usableProfile(ready)).toBe(ready);
  });

  it("gives the speaker's range from many recordings, which one syllable cannot", () => {
    // Ten recordings spread over an octave and a half around 200 Hz.
    const profile = profileOf(Array.from({ length: 10 }, (_, i) => [120 + i * 20, 125 + i * 20]));
    const summary = summariseProfile(profile);
    expect(summary.recordings).toBe(10);
    expect(summary.lowHz).toBeGreaterThan(120);
    expect(summary.lowHz).toBeLessThan(150);
    expect(summary.highHz).toBeGreaterThan(270);
    expect(summary.highHz).toBeLessThan(320);
    const reference = referenceFromProfile(profile);
    expect(reference.source).toBe('profile');
    expect(reference.medianHz).toBeGreaterThan(190);
    expect(reference.medianHz).toBeLessThan(240);
  });

  it('follows a voice that changes: old evidence fades', () => {
    const before = profileOf(Array.from({ length: 20 }, () => [300]));
    const after = Array.from({ length: 80 }, () => [150]).reduce(
      (p, hz) => updateProfile(p, profileEvidence(hz, null)),
      before,
    );
    expect(summariseProfile(after).medianHz).toBeLessThan(160);
  });

  it('folds formant evidence into a weighted mean', () => {
    const one = updateProfile(null, profileEvidence([200], { f1: 800, f2: 1200, f3: 2600 }));
    const two = updateProfile(one, profileEvidence([200], { f1: 400, f2: 2000, f3: 2800 }));
    expect(two.formants.f1).toBeGreaterThan(590);
    expect(two.formants.f1).toBeLessThan(610);
    expect(two.formants.weight).toBeCloseTo(1.98);
    // A recording without voice changes nothing.
    expect(updateProfile(two, null)).toBe(two);
  });

  it('reads back only what it wrote', () => {
    const profile = profileOf([[200], [210]]);
    expect(parseProfile(JSON.parse(JSON.stringify(profile)))).toEqual(profile);
    expect(parseProfile(null)).toBeNull();
    expect(parseProfile({ ...profile, version: 2 })).toBeNull();
    expect(parseProfile({ ...profile, pitchHistogram: [1, 2] })).toBeNull();
    expect(parseProfile({ ...profile, pitchHistogram: profile.pitchHistogram.map(() => -1) })).toBeNull();
    expect(parseProfile({ ...profile, formants: { f1: Number.NaN, f2: 0, f3: 0, weight: 0 } })).toBeNull();
  });
});

describe('evaluate with a voice profile', () => {
  const level = syllable(() => 210);

  it('returns the evidence of each accepted recording and says when a profile was used', () => {
    const cold = evaluate(level, { kind: 'pinyin', pinyin: 'a1' });
    expect(cold.profileUsed).toBe(false);
    expect(cold.speaker?.pitchShares[pitchBinOf(210)]).toBeGreaterThan(0.5);

    let profile: SpeakerProfile | null = null;
    for (let i = 0; i < MIN_PROFILE_RECORDINGS - 1; i += 1) profile = updateProfile(profile, cold.speaker);
    expect(evaluate(level, { kind: 'pinyin', pinyin: 'a1' }, { profile }).profileUsed).toBe(false);
    profile = updateProfile(profile, cold.speaker);
    const warm = evaluate(level, { kind: 'pinyin', pinyin: 'a1' }, { profile });
    expect(warm.profileUsed).toBe(true);
    expect(warm.syllables[0]?.detectedTone).toBe(1);
  });

  it('gives no evidence for a refused recording', () => {
    const refused = evaluate(silence(1), { kind: 'pinyin', pinyin: 'a1' });
    expect(refused.quality.code).not.toBeNull();
    expect(refused.speaker).toBeNull();
    expect(refused.profileUsed).toBe(false);
  });

  it("judges height against the speaker's own range: a high level syllable of a low voice is tone 1", () => {
    // A low voice (median about 110 Hz): its tone 1 at 150 Hz is high for it.
    const lowVoice = Array.from({ length: 8 }, (_, i) => [80 + i * 10, 85 + i * 10]).reduce<SpeakerProfile | null>(
      (p, hz) => updateProfile(p, profileEvidence(hz, null)),
      null,
    );
    const high = evaluate(
      syllable(() => 150),
      { kind: 'pinyin', pinyin: 'a1' },
      { profile: lowVoice },
    );
    expect(high.profileUsed).toBe(true);
    expect(high.syllables[0]?.detectedTone).toBe(1);
  });
});

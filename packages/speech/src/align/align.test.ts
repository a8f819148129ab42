import { describe, expect, it } from 'vitest';
import { alignSyllables, type SyllableFit } from './align-syllables.ts';
import { findSpeechUnits, type SpeechUnit, type UtteranceFrames } from './speech-units.ts';

const FLOOR_DB = -70;

/** A stretch of frames: level in dB, F0 (0 = unvoiced), zero-crossing rate. */
interface Stretch {
  frames: number;
  db: number;
  f0?: number;
  zcr?: number;
}

const pause = (frames: number): Stretch => ({ frames, db: FLOOR_DB });
/** A vowel: voiced, rising to `peak` and falling back by `edgeDrop` dB at its ends. */
function vowel(frames: number, peak = -20, f0 = 200, edgeDrop = 6): Stretch[] {
  return Array.from({ length: frames }, (_, i) => {
    const u = i / (frames - 1);
    return { frames: 1, db: peak - edgeDrop * (2 * u - 1) ** 2, f0, zcr: 0.05 };
  });
}
const fricative = (frames: number): Stretch => ({ frames, db: -45, zcr: 0.45 });

function utterance(...parts: (Stretch | Stretch[])[]): UtteranceFrames {
  const stretches = parts.flat();
  const total = stretches.reduce((sum, s) => sum + s.frames, 0);
  const frames: UtteranceFrames = {
    sonorantDb: new Float64Array(total),
    totalDb: new Float64Array(total),
    f0: new Float64Array(total),
    periodicity: new Float64Array(total),
    zeroCrossingRate: new Float64Array(total),
    floorDb: FLOOR_DB,
    regions: [],
  };
  let f = 0;
  for (const s of stretches) {
    for (let k = 0; k < s.frames; k += 1, f += 1) {
      // Frication has little energy in the sonorant band.
      frames.sonorantDb[f] = (s.zcr ?? 0) > 0.2 ? s.db - 20 : s.db;
      frames.totalDb[f] = s.db;
      frames.f0[f] = s.f0 ?? 0;
      frames.periodicity[f] = (s.f0 ?? 0) > 0 ? 0.95 : 0;
      frames.zeroCrossingRate[f] = s.zcr ?? 0.1;
    }
  }
  // Voice activity: every run of frames over the floor, joined across gaps under 200 ms.
  const regions: { startFrame: number; endFrame: number }[] = [];
  for (let i = 0; i < total; i += 1) {
    if ((frames.totalDb[i] ?? FLOOR_DB) <= FLOOR_DB + 9) continue;
    const last = regions[regions.length - 1];
    if (last && i - last.endFrame < 20) last.endFrame = i + 1;
    else regions.push({ startFrame: i, endFrame: i + 1 });
  }
  frames.regions = regions;
  return frames;
}

describe('speech units', () => {
  it('finds one unit in a lone syllable and ignores the silence around it', () => {
    const units = findSpeechUnits(utterance(pause(30), fricative(8), vowel(30), pause(30)));
    expect(units).toHaveLength(1);
    // The fricative onset belongs to the syllable.
    expect(units[0]?.startFrame).toBe(30);
    expect(units[0]?.endFrame).toBeGreaterThanOrEqual(68);
  });

  it('ignores a breath: unvoiced noise is no nucleus', () => {
    const units = findSpeechUnits(utterance(pause(10), { frames: 15, db: -50, zcr: 0.15 }, pause(25), vowel(30)));
    expect(units).toHaveLength(1);
  });

  it('finds a syllable whose vowel the pitch tracker lost (creak, a lossy recording): loud and not fricative', () => {
    const lost = vowel(20, -24).map((frame) => ({ ...frame, f0: 0 }));
    const units = findSpeechUnits(utterance(pause(20), vowel(25), fricative(8), lost, pause(20)));
    expect(units).toHaveLength(2);
    expect(units[1]?.boundaryBefore).toBeGreaterThan(0.9);
    expect(units[1]?.voicedFrames).toBe(0);
  });

  it('takes no nucleus from unvoiced sound far under the vowels (aspiration, a breath after the word)', () => {
    const faint = vowel(20, -45).map((frame) => ({ ...frame, f0: 0 }));
    const units = findSpeechUnits(utterance(pause(20), vowel(25), fricative(8), faint, pause(20)));
    expect(units).toHaveLength(1);
  });

  it('separates syllables at a voiceless consonant and puts the consonant in the second', () => {
    const units = findSpeechUnits(utterance(pause(20), vowel(25), fricative(8), vowel(25), pause(20)));
    expect(units).toHaveLength(2);
    expect(units[1]?.boundaryBefore).toBeGreaterThan(0.9);
    expect(units[1]?.startFrame).toBe(45);
  });

  it('marks a shallow dip inside voicing as a weak boundary', () => {
    const units = findSpeechUnits(utterance(pause(20), vowel(20, -20, 200, 2), vowel(20, -20, 200, 2), pause(20)));
    expect(units).toHaveLength(2);
    expect(units[1]?.boundaryBefore).toBeLessThan(0.3);
  });
});

function unit(start: number, end: number, boundaryBefore = 1, peakDb = -20): SpeechUnit {
  return {
    startFrame: start,
    endFrame: end,
    peakFrame: (start + end) >> 1,
    peakDb,
    voicedFrames: end - start,
    boundaryBefore,
  };
}

describe('syllable alignment', () => {
  it('maps units one to one when counts agree', () => {
    const alignment = alignSyllables([unit(0, 25), unit(35, 60), unit(70, 95)], 3);
    expect(alignment.syllables.map((s) => s.units)).toEqual([[0], [1], [2]]);
    expect(alignment.extraUnits).toEqual([]);
  });

  it('joins units across a weak boundary into one syllable', () => {
    const alignment = alignSyllables([unit(0, 20), unit(20, 40, 0.15)], 1);
    expect(alignment.syllables[0]).toEqual({ units: [0, 1], startFrame: 0, endFrame: 40 });
    expect(alignment.extraSyllables).toBe(0);
  });

  it('reports a repeated syllable separated by a pause as extra', () => {
    const alignment = alignSyllables([unit(0, 25), unit(60, 85)], 1);
    expect(alignment.extraSyllables).toBe(1);
    expect(alignment.syllables[0]?.units).toHaveLength(1);
  });

  it('leaves a weak blip over without calling it a syllable', () => {
    const alignment = alignSyllables([unit(0, 40), { ...unit(90, 94), voicedFrames: 3, peakDb: -45 }], 1);
    expect(alignment.syllables[0]?.units).toEqual([0]);
    expect(alignment.extraUnits).toEqual([1]);
    expect(alignment.extraSyllables).toBe(0);
  });

  it('finds the missing syllable by the tones of the ones that were said', () => {
    // Said: tone 1 then tone 4; expected 1, 2, 4: the middle one is missing.
    const heard: Record<number, number> = { 0: 1, 35: 4 };
    const tones = [1, 2, 4];
    const fit: SyllableFit = (start, _end, index) => (heard[start] === tones[index] ? 0.9 : 0.03);
    const alignment = alignSyllables([unit(0, 25), unit(35, 60)], 3, fit);
    expect(alignment.syllables.map((s) => s.units)).toEqual([[0], [], [1]]);
  });

  it('marks every syllable missing when nothing was heard', () => {
    const alignment = alignSyllables([], 2);
    expect(alignment.syllables.every((s) => s.startFrame === null)).toBe(true);
  });
});

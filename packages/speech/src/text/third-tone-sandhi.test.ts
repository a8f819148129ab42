import { describe, expect, it } from 'vitest';
import type { Tone } from '../evaluation/result-types.ts';
import { applyThirdToneSandhi } from './third-tone-sandhi.ts';

const sandhi = (...words: Tone[][]) => applyThirdToneSandhi(words);

describe('applyThirdToneSandhi', () => {
  it('turns the first of two third tones in a word into a second tone (你好)', () => {
    expect(sandhi([3, 3])).toEqual([2, 3]);
  });

  it('leaves other sequences alone', () => {
    expect(sandhi([3, 4])).toEqual([3, 4]);
    expect(sandhi([2, 3])).toEqual([2, 3]);
    expect(sandhi([3, 5])).toEqual([3, 5]);
    expect(sandhi([3], [1])).toEqual([3, 1]);
  });

  it('follows word structure in runs of three: [[展览]馆] 2 2 3, [小[老虎]] 3 2 3', () => {
    expect(sandhi([3, 3], [3])).toEqual([2, 2, 3]);
    expect(sandhi([3], [3, 3])).toEqual([3, 2, 3]);
    // A three-syllable word is taken as [2 1].
    expect(sandhi([3, 3, 3])).toEqual([2, 2, 3]);
  });

  it('pairs a four-syllable word from the left (岂有此理 → 2 3 2 3)', () => {
    expect(sandhi([3, 3, 3, 3])).toEqual([2, 3, 2, 3]);
  });

  it('merges one-syllable words into a unit of at most three (老|李|买|好酒 → 2 2 3 2 3)', () => {
    expect(sandhi([3], [3], [3], [3, 3])).toEqual([2, 2, 3, 2, 3]);
  });

  it('keeps the junction between longer units (我也|很好 → 2 3 2 3)', () => {
    expect(sandhi([3, 3], [3, 3])).toEqual([2, 3, 2, 3]);
  });

  it('lets a neutral tone break a run', () => {
    expect(sandhi([3, 5, 3, 3])).toEqual([3, 5, 2, 3]);
  });

  it('handles an empty phrase', () => {
    expect(sandhi()).toEqual([]);
  });
});

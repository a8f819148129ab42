import { describe, expect, it } from 'vitest';
import { ExpectedTextError, ExpectedTextErrorCode } from './expected-text-error.ts';
import { expectedFromPinyin } from './expected-from-pinyin.ts';

describe('expectedFromPinyin', () => {
  it('reads "ni3 hao3" as two words, each as written', () => {
    expect(expectedFromPinyin('ni3 hao3')).toEqual([
      { hanzi: '', pinyin: 'ni', initial: 'n', final: 'i', citationTone: 3, expectedTone: 3, wordIndex: 0 },
      { hanzi: '', pinyin: 'hao', initial: 'h', final: 'ao', citationTone: 3, expectedTone: 3, wordIndex: 1 },
    ]);
  });

  it('applies third-tone sandhi inside a word written as one token (ni3hao3, nǐhǎo, ni3-hao3)', () => {
    for (const word of ['ni3hao3', 'nǐhǎo', 'ni3-hao3']) {
      const [ni, hao] = expectedFromPinyin(word);
      expect(ni).toMatchObject({ pinyin: 'ni', citationTone: 3, expectedTone: 2, wordIndex: 0 });
      expect(hao).toMatchObject({ pinyin: 'hao', expectedTone: 3, wordIndex: 0 });
    }
    expect(expectedFromPinyin('zhan3lan3guan3').map((s) => s.expectedTone)).toEqual([2, 2, 3]);
  });

  it('reads lv4, lü4, nü3 and the neutral de and de5', () => {
    expect(expectedFromPinyin('lv4')[0]).toMatchObject({ pinyin: 'lv', initial: 'l', final: 'ü', citationTone: 4 });
    expect(expectedFromPinyin('lü4')[0]).toMatchObject({ pinyin: 'lv', final: 'ü' });
    expect(expectedFromPinyin('nü3')[0]).toMatchObject({ pinyin: 'nv', initial: 'n', final: 'ü', citationTone: 3 });
    expect(expectedFromPinyin('de')[0]).toMatchObject({ pinyin: 'de', citationTone: 5, expectedTone: 5 });
    expect(expectedFromPinyin('de5')[0]).toMatchObject({ citationTone: 5 });
  });

  it('maps y/w spellings to finals (yu → ü, wen → uen, weng → ueng, you → iu)', () => {
    const finals = expectedFromPinyin('yu2 wen2 weng1 you3').map((s) => [s.initial, s.final]);
    expect(finals).toEqual([
      ['', 'ü'],
      ['', 'uen'],
      ['', 'ueng'],
      ['', 'iu'],
    ]);
  });

  it('does not apply 一/不 sandhi: pinyin does not say which character yi1 is', () => {
    expect(expectedFromPinyin('yi1 yang4')[0]?.expectedTone).toBe(1);
    expect(expectedFromPinyin('bu4dui4')[0]?.expectedTone).toBe(4);
  });

  it('accepts punctuation between words and erhua', () => {
    const syllables = expectedFromPinyin('ni3, yi4dian3r!');
    expect(syllables.map((s) => s.pinyin)).toEqual(['ni', 'yi', 'dianr']);
    expect(syllables.map((s) => s.wordIndex)).toEqual([0, 1, 1]);
  });

  it('refuses tokens that are not pinyin and empty requests, with a code', () => {
    const caught = (request: string): unknown => {
      try {
        expectedFromPinyin(request);
      } catch (error) {
        return error;
      }
      return null;
    };
    expect(caught('ni3 hello')).toBeInstanceOf(ExpectedTextError);
    expect(caught('ni3 hello')).toMatchObject({ code: ExpectedTextErrorCode.InvalidPinyin, token: 'hello' });
    expect(caught('  ')).toMatchObject({ code: ExpectedTextErrorCode.NoSyllables });
  });
});

/**
 * Expected syllables from a pinyin request ("ni3 hao3", "lv4", "nǐhǎo", "de").
 *
 * Words: Hanyu Pinyin orthography writes a word as one unit and separates words by spaces
 * (nǐhǎo, Xī'ān), so a token between spaces is a word, whether its syllables are joined
 * directly, by digits (ni3hao3), by hyphens (ni3-hao3) or by apostrophes (xi1'an1). Third-tone
 * sandhi applies inside a word only: "ni3hao3" expects ni2 hao3, while "ni3 hao3" (two words,
 * the way syllable drills are written) expects each syllable as written. Pinyin does not say
 * which character a syllable is, so the 一 and 不 sandhi (yi1 could as well be 衣 or 医) is not
 * applied: a request that wants yi2 writes yi2.
 */
import type { ExpectedSyllable, Tone } from '../evaluation/result-types.ts';
import { ExpectedTextError, ExpectedTextErrorCode } from './expected-text-error.ts';
import { splitWord } from './pinyin-syllable.ts';
import { applyThirdToneSandhi } from './third-tone-sandhi.ts';

export function expectedFromPinyin(pinyin: string): ExpectedSyllable[] {
  const tokens = pinyin
    .split(/[\s,.;!?，。；！？、]+/)
    .map((t) => t.trim())
    .filter((t) => t !== '');
  const result: ExpectedSyllable[] = [];
  tokens.forEach((token, wordIndex) => {
    const syllables = splitWord(token);
    if (!syllables) {
      throw new ExpectedTextError(ExpectedTextErrorCode.InvalidPinyin, `"${token}" is not Mandarin pinyin.`, token);
    }
    const citation: Tone[] = syllables.map((s) => s.tone);
    const expected = applyThirdToneSandhi([citation]);
    syllables.forEach((s, k) => {
      result.push({
        hanzi: '',
        pinyin: s.pinyin,
        initial: s.initial,
        final: s.final,
        citationTone: s.tone,
        expectedTone: expected[k] ?? s.tone,
        wordIndex,
      });
    });
  });
  if (result.length === 0) {
    throw new ExpectedTextError(ExpectedTextErrorCode.NoSyllables, 'The pinyin request holds no syllables.');
  }
  return result;
}

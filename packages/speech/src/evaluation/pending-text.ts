/**
 * TEMPORARY stand-in for the text module (text/, owned by another engineer), with the announced
 * signatures expectedFromPinyin / expectedFromText. It will be replaced by the real module; it
 * knows only third-tone sandhi within a word and one word per syllable group.
 */
import { pinyin } from 'pinyin-pro';
import { splitSyllable } from '../phonetics/final-pairs.ts';
import type { ExpectedSyllable, Tone } from './result-types.ts';

function parse(token: string, hanzi: string, wordIndex: number): ExpectedSyllable | null {
  const match = /^([a-zü:]+)([1-5]?)$/i.exec(token.trim().toLowerCase().replaceAll('ü', 'v'));
  if (!match) return null;
  const plain = (match[1] ?? '').replaceAll('u:', 'v');
  const tone = Number(match[2] || 5) as Tone;
  const { initial, final } = splitSyllable(plain);
  if (final === '') return null;
  return { hanzi, pinyin: plain, initial, final, citationTone: tone, expectedTone: tone, wordIndex };
}

function thirdToneSandhi(syllables: ExpectedSyllable[]): ExpectedSyllable[] {
  for (let i = syllables.length - 2; i >= 0; i -= 1) {
    const a = syllables[i] as ExpectedSyllable;
    const b = syllables[i + 1] as ExpectedSyllable;
    if (a.citationTone === 3 && b.expectedTone === 3) a.expectedTone = 2;
  }
  return syllables;
}

export function expectedFromPinyin(text: string): ExpectedSyllable[] {
  const tokens = text.split(/\s+/).filter((t) => t !== '');
  const parsed = tokens.map((t) => parse(t, '', 0));
  if (parsed.some((p) => p === null)) throw new RangeError(`Not pinyin: ${text}`);
  return thirdToneSandhi(parsed as ExpectedSyllable[]);
}

export function expectedFromText(text: string): ExpectedSyllable[] {
  const chars = [...text].filter((c) => /\p{Script=Han}/u.test(c));
  const syllables = pinyin(chars.join(''), { toneType: 'num', type: 'array', v: true });
  const parsed = syllables.map((p, i) => parse(p, chars[i] ?? '', 0));
  return thirdToneSandhi(parsed.filter((p): p is ExpectedSyllable => p !== null));
}

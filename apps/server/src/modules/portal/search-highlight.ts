/**
 * Where a hit's fields match the keyword, as [start, end) ranges for the result list to mark. Pure.
 */
import type { SearchQuery } from './search-query.ts';

export type Ranges = Array<[number, number]>;

/** Every occurrence of `needle` in `text`. */
export function occurrences(text: string, needle: string): Ranges {
  const out: Ranges = [];
  if (!needle) return out;
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + needle.length)) {
    out.push([at, at + needle.length]);
  }
  return out;
}

/** Whole English words of `text` that normalise to one of `words` (case-insensitive). */
export function englishRanges(text: string, words: readonly string[], normalise: (word: string) => string): Ranges {
  const wanted = new Set(words);
  const out: Ranges = [];
  for (const match of text.matchAll(/[A-Za-z]+/g)) {
    if (wanted.has(normalise(match[0]))) out.push([match.index, match.index + match[0].length]);
  }
  return out;
}

function toneless(syllable: string): string {
  return syllable
    .normalize('NFC')
    .replace(/[ǖǘǚǜü]|u:/g, 'v')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[0-9]/g, '');
}

/**
 * Syllables of a pinyin field ("nǐ hǎo", apart by spaces) that form the queried run of syllables,
 * tones ignored: "hǎo" in "nǐ hǎo" for `hao`.
 */
export function pinyinRanges(pinyin: string, letters: readonly string[]): Ranges {
  const syllables: Array<{ text: string; start: number }> = [];
  for (const match of pinyin.matchAll(/\S+/g)) syllables.push({ text: toneless(match[0]), start: match.index });
  const out: Ranges = [];
  for (let first = 0; first + letters.length <= syllables.length; first++) {
    if (!letters.every((letter, offset) => syllables[first + offset]?.text === letter)) continue;
    const last = syllables[first + letters.length - 1];
    if (last) out.push([syllables[first]?.start ?? 0, last.start + pinyin.slice(last.start).search(/\s|$/)]);
  }
  return out;
}

export interface HitFields {
  title: string;
  titleAlt: string;
  pinyin: string;
  summary: string;
}

export function highlight(
  query: SearchQuery,
  fields: HitFields,
  normalise: (word: string) => string,
): Record<keyof HitFields, Ranges> {
  const none = { title: [], titleAlt: [], pinyin: [], summary: [] };
  if (query.mode === 'characters') {
    const text = query.hanzi.join('');
    return {
      title: occurrences(fields.title, text),
      titleAlt: occurrences(fields.titleAlt, text),
      pinyin: [],
      summary: occurrences(fields.summary, text),
    };
  }
  if (query.mode === 'english') {
    return {
      ...none,
      titleAlt: englishRanges(fields.titleAlt, query.english, normalise),
      summary: englishRanges(fields.summary, query.english, normalise),
    };
  }
  if (query.mode === 'pinyin') {
    const letters = query.syllables.map(toneless);
    return {
      ...none,
      pinyin: pinyinRanges(fields.pinyin, letters),
      titleAlt: englishRanges(fields.titleAlt, query.english, normalise),
      summary: englishRanges(fields.summary, query.english, normalise),
    };
  }
  return none;
}

/**
 * Why an English keyword found a word whose summary does not show it: the definition it matched, its
 * words marked (decision 039). "hello" finds 好 by "(after a personal pronoun) hello", its eleventh
 * definition, while the summary shows the first four. Pure.
 */
import { SUMMARY_DEFINITIONS } from '@hanyu/content/search/search-documents';
import { definitionPhrase, englishTokens, isPlainDefinition } from '@hanyu/content/search/search-tokens';
import { englishRanges, type Ranges } from './search-highlight.ts';
import type { SearchQuery } from './search-query.ts';

export interface MatchedGloss {
  text: string;
  ranges: Ranges;
}

/** Whether the words follow one another somewhere in the list. */
function holdsRun(words: readonly string[], run: readonly string[]): boolean {
  if (run.length === 0) return false;
  for (let start = 0; start + run.length <= words.length; start++) {
    if (run.every((word, offset) => words[start + offset] === word)) return true;
  }
  return false;
}

/**
 * The index of the definition the keyword matched, by the search's own order of match: the keyword is
 * the definition, then the definition once its note is left out, then the definition holds the
 * keyword's words in a row, then any of them. -1 when none does.
 */
export function matchedGlossIndex(glosses: readonly string[], english: readonly string[], phrase: string): number {
  if (english.length === 0) return -1;
  const tests: Array<(gloss: string) => boolean> = [
    (gloss) => isPlainDefinition(gloss) && definitionPhrase(gloss) === phrase,
    (gloss) => definitionPhrase(gloss) === phrase,
    (gloss) => holdsRun(englishTokens(gloss), english),
    (gloss) => englishTokens(gloss).some((word) => english.includes(word)),
  ];
  for (const test of tests) {
    const index = glosses.findIndex(test);
    if (index >= 0) return index;
  }
  return -1;
}

/**
 * The definition an English keyword matched, with its words marked, when the summary (the first
 * definitions) does not already show it; null otherwise, and for keywords without English words.
 */
export function matchedGloss(
  query: SearchQuery,
  glosses: readonly string[],
  normalise: (word: string) => string,
): MatchedGloss | null {
  if (query.mode !== 'english' && query.mode !== 'pinyin') return null;
  const index = matchedGlossIndex(glosses, query.english, query.phrase);
  const text = glosses[index];
  if (text === undefined || index < SUMMARY_DEFINITIONS) return null;
  return { text, ranges: englishRanges(text, query.english, normalise) };
}

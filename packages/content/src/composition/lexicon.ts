import { STANDALONE_CHARACTERS } from './word-lists.ts';

/** What the composition scorer knows of the language: the dictionary's words and the HSK lists. */
export interface CompositionLexicon {
  /** Words the segmenter cuts a text into (the dictionary's headwords written in Han characters). */
  readonly words: ReadonlySet<string>;
  /** Every character of those words: a character outside it is unknown to the dictionary. */
  readonly characters: ReadonlySet<string>;
  /** HSK level (1-6) of each word of the HSK lists. */
  readonly hskLevels: ReadonlyMap<string, number>;
  /** Characters that are words on their own (one-character HSK words and the closed classes). */
  readonly standalone: ReadonlySet<string>;
  /** The longest word the segmenter tries, in characters. */
  readonly longestWord: number;
}

/** Longer dictionary entries are set phrases and proverbs: matching them would only slow the cut. */
const LONGEST_WORD = 8;

export function compositionLexicon(
  words: Iterable<string>,
  hskLevels: ReadonlyMap<string, number>,
): CompositionLexicon {
  const wordSet = new Set<string>();
  const characters = new Set<string>();
  for (const word of words) {
    const length = [...word].length;
    if (length === 0 || length > LONGEST_WORD) continue;
    wordSet.add(word);
    for (const character of word) characters.add(character);
  }
  const standalone = new Set<string>(STANDALONE_CHARACTERS);
  for (const [word] of hskLevels) {
    if ([...word].length === 1) standalone.add(word);
    // The HSK lists hold a few words CC-CEDICT spells differently or lacks: the cut should know them.
    if (/^\p{Script=Han}+$/u.test(word)) {
      wordSet.add(word);
      for (const character of word) characters.add(character);
    }
  }
  return { words: wordSet, characters, hskLevels, standalone, longestWord: LONGEST_WORD };
}

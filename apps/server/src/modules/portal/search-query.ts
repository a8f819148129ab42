/**
 * How a keyword is read (decision 022): Han characters → a character phrase; letters that split into
 * pinyin syllables → a pinyin phrase (numbered when every syllable has a tone), also tried as English;
 * anything else → English words. Pure: the repository turns this into FTS5 or tsquery syntax.
 */
import { parsePinyinQuery } from '@hanyu/content/dictionary/pinyin-keys';
import { englishPhrase, englishTokens, hanziTokens, lowerWords } from '@hanyu/content/search/search-tokens';

export type SearchQuery =
  | { mode: 'characters'; hanzi: string[] }
  | {
      mode: 'pinyin';
      syllables: string[];
      column: 'toned' | 'plain';
      /** The toneless syllables: "ni hao". */
      letters: string[];
      /** Bare letters read as English too ("you", "man"); empty when the keyword has tones. */
      english: string[];
      /** The English words as a whole definition would read them, plurals kept ("" when none). */
      phrase: string;
    }
  | {
      mode: 'english';
      /** Folded as the index folds them ("books" → "book"). */
      english: string[];
      /** The words as a whole definition would read them, plurals kept ("good books"). */
      phrase: string;
    }
  | { mode: 'none' };

export function readKeyword(keyword: string): SearchQuery {
  const hanzi = hanziTokens(keyword);
  if (hanzi.length > 0) return { mode: 'characters', hanzi };
  const pinyin = parsePinyinQuery(keyword);
  const english = englishTokens(keyword);
  if (pinyin) {
    // Tone digits or marks make it pinyin only; bare letters may be English too ("you", "man").
    const asEnglish = /^[a-z\s]+$/i.test(keyword.trim());
    return {
      mode: 'pinyin',
      syllables: pinyin.toned ?? pinyin.letters,
      column: pinyin.toned ? 'toned' : 'plain',
      letters: pinyin.letters,
      english: asEnglish ? english : [],
      phrase: asEnglish ? englishPhrase(lowerWords(keyword)) : '',
    };
  }
  if (english.length > 0) return { mode: 'english', english, phrase: englishPhrase(lowerWords(keyword)) };
  return { mode: 'none' };
}

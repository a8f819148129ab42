/**
 * How a keyword is read (decision 022): Han characters → a character phrase; letters that split into
 * pinyin syllables → a pinyin phrase (numbered when every syllable has a tone), also tried as English;
 * anything else → English words. Pure: the repository turns this into FTS5 or tsquery syntax.
 */
import { parsePinyinQuery } from '@hanyu/content/dictionary/pinyin-keys';
import { englishTokens, hanziTokens } from '@hanyu/content/search/search-tokens';

export type SearchQuery =
  | { mode: 'characters'; hanzi: string[] }
  | { mode: 'pinyin'; syllables: string[]; column: 'toned' | 'plain'; key: string; english: string[] }
  | { mode: 'english'; english: string[]; phrase: string }
  | { mode: 'none' };

export function readKeyword(keyword: string): SearchQuery {
  const hanzi = hanziTokens(keyword);
  if (hanzi.length > 0) return { mode: 'characters', hanzi };
  const pinyin = parsePinyinQuery(keyword);
  const english = englishTokens(keyword);
  if (pinyin) {
    return {
      mode: 'pinyin',
      syllables: pinyin.toned ?? pinyin.letters,
      column: pinyin.toned ? 'toned' : 'plain',
      key: pinyin.letters.join(''),
      // Tone digits or marks make it pinyin only; bare letters may be English too ("you", "man").
      english: /^[a-z\s]+$/i.test(keyword.trim()) ? english : [],
    };
  }
  if (english.length > 0) return { mode: 'english', english, phrase: english.join(' ') };
  return { mode: 'none' };
}

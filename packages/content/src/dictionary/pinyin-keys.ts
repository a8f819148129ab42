/**
 * Pinyin as the dictionary and the search index spell it: numbered syllables in lower case, ü as v,
 * the neutral tone as 5. Queries arrive as `ni3hao3`, `nǐhǎo`, `nihao`, `xi'an`, `lü4`, `lu:4`.
 */
import { splitWord } from '@hanyu/speech/text/pinyin-syllable';
import { convert } from 'pinyin-pro';

export interface PinyinQuery {
  /** Toneless syllables: "ni", "hao", "lv". */
  letters: string[];
  /** "ni3", "hao3" when the query gave every syllable a tone (digits or marks); otherwise null. */
  toned: string[] | null;
}

const TONE_MARK = /[āáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜ]/g;

/**
 * Splits a pinyin query into syllables, or answers null when it is not pinyin. Syllables may be run
 * together (`nihao`), numbered (`ni3hao3`), marked (`nǐhǎo`) or apart (`ni hao`, `xi'an`); run-together
 * letters split longest-first (`xian` is one syllable, `xi'an` two). Tones count only when every
 * syllable has one: `ni3hao` searches without tones.
 */
export function parsePinyinQuery(query: string): PinyinQuery | null {
  const text = query.normalize('NFC').trim().toLowerCase();
  if (!text || !/^[a-zü:āáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜ0-5\s'’-]+$/.test(text)) return null;
  const syllables = text
    .split(/\s+/)
    .map((token) => splitWord(token))
    .flat();
  if (syllables.some((syllable) => syllable === null) || syllables.length === 0) return null;
  const parsed = syllables.filter((syllable) => syllable !== null);
  const toneCount = (text.match(/[0-5]/g)?.length ?? 0) + (text.match(TONE_MARK)?.length ?? 0);
  const toned = toneCount === parsed.length;
  // CC-CEDICT writes erhua as a syllable of its own ("na3 r5"): so does the query.
  const letters: string[] = [];
  const tones: string[] = [];
  for (const syllable of parsed) {
    const erhua = syllable.pinyin.length > 1 && syllable.pinyin.endsWith('r') && syllable.final !== 'er';
    const base = erhua ? syllable.pinyin.slice(0, -1) : syllable.pinyin;
    letters.push(base);
    tones.push(`${base}${syllable.tone}`);
    if (erhua) {
      letters.push('r');
      tones.push('r5');
    }
  }
  return { letters, toned: toned ? tones : null };
}

/**
 * CC-CEDICT's numbered pinyin ("Ni3 hao3", "lu:4 se4", "na3 r5") in the dictionary's spelling:
 * lower case, v for ü, syllables apart by spaces. Letters of a Latin word inside a Chinese word
 * (卡拉OK) stay as they are.
 */
export function normaliseNumbered(cedict: string): string {
  return cedict.toLowerCase().replace(/u:/g, 'v').replace(/ü/g, 'v').replace(/\s+/g, ' ').trim();
}

/** Tone marks of numbered pinyin: "ni3 hao3" → "nǐ hǎo", "lv4 se4" → "lǜ sè", "ma5" → "ma". */
export function markedPinyin(numbered: string): string {
  return numbered
    .split(' ')
    .map((syllable) => {
      if (!/^[a-zv]+[1-5]$/.test(syllable)) return syllable.replace(/v/g, 'ü');
      const neutral = syllable.endsWith('5');
      const letters = syllable.slice(0, -1).replace(/v/g, 'ü');
      return neutral ? letters : convert(syllable.replace(/v/g, 'ü'), { format: 'numToSymbol' });
    })
    .join(' ');
}

/** Toneless syllables of numbered pinyin: "ni3 hao3" → ["ni", "hao"]. */
export function plainSyllables(numbered: string): string[] {
  return numbered.split(' ').map((syllable) => syllable.replace(/[0-9]/g, ''));
}

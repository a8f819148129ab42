import { expectedFromText } from '@hanyu/speech/text/expected-from-text';

/** A piece of Chinese text: one syllable's characters with its pinyin, or other text (pinyin null). */
export interface ReadingSegment {
  text: string;
  /** Tone-marked pinyin in the dictionary (citation) tone, as learners read it: "nǐ", "diǎnr". */
  pinyin: string | null;
  /** 1-4, or 5 for the neutral tone; null for text that is not Chinese. */
  tone: number | null;
}

/** Longest text read for a flashcard; longer favourites are shown without pinyin. */
export const READING_MAX_LENGTH = 200;

const MARKS: Record<string, string> = { a: 'āáǎà', e: 'ēéěè', i: 'īíǐì', o: 'ōóǒò', u: 'ūúǔù', ü: 'ǖǘǚǜ' };

/** Toneless pinyin (ü written v) and its tone → tone-marked pinyin: ("lv", 4) → "lǜ", ("de", 5) → "de". */
export function toneMarked(toneless: string, tone: number): string {
  const syllable = toneless.replaceAll('v', 'ü');
  if (tone < 1 || tone > 4) return syllable;
  // The mark goes on a or e; else on the o of ou; else on the last vowel.
  let at = syllable.search(/[ae]/);
  if (at < 0) at = syllable.indexOf('ou');
  if (at < 0) {
    for (let index = syllable.length - 1; index >= 0; index--) {
      if ('iouü'.includes(syllable[index] ?? '')) {
        at = index;
        break;
      }
    }
  }
  const vowel = syllable[at];
  if (at < 0 || vowel === undefined) return syllable;
  return `${syllable.slice(0, at)}${MARKS[vowel]?.[tone - 1] ?? vowel}${syllable.slice(at + 1)}`;
}

/**
 * Chinese text read in context (the speech engine's readings, polyphones by their words), split
 * into syllables with their pinyin and the text between them. Null when the text holds no Chinese,
 * is too long, or cannot be read.
 */
export function chineseReading(text: string): ReadingSegment[] | null {
  if (text.length > READING_MAX_LENGTH || !/\p{Script=Han}/u.test(text)) return null;
  let syllables;
  try {
    syllables = expectedFromText(text);
  } catch {
    return null;
  }
  const segments: ReadingSegment[] = [];
  let offset = 0;
  for (const syllable of syllables) {
    const at = text.indexOf(syllable.hanzi, offset);
    if (at < 0) return null;
    if (at > offset) segments.push({ text: text.slice(offset, at), pinyin: null, tone: null });
    segments.push({
      text: syllable.hanzi,
      pinyin: toneMarked(syllable.pinyin, syllable.citationTone),
      tone: syllable.citationTone,
    });
    offset = at + syllable.hanzi.length;
  }
  if (offset < text.length) segments.push({ text: text.slice(offset), pinyin: null, tone: null });
  return segments;
}

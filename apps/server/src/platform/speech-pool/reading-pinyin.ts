import { expectedFromText } from '@hanyu/speech/text/expected-from-text';
import type { ExpectedSyllable } from '@hanyu/speech/evaluation/result-types';

/**
 * Chinese text to the pinyin a speaker reads aloud, from the speech package's reader: each
 * character read in its word and context (the polyphone rules, neutral-tone words, erhua), tones as
 * heard after third-tone, 一 and 不 sandhi, the same reading the study view shows and the evaluation
 * expects. Digits are read one by one; other non-Chinese characters are skipped; punctuation and
 * spaces end a phrase.
 */

/** A syllable as eSpeak's cmn-latn-pinyin voice reads it: toneless spelling (ü as v) plus 1-5. */
export interface ReadSyllable {
  /** e.g. "ni", "lv". */
  spelling: string;
  /** Tone to be heard, 5 for the neutral tone. */
  tone: 1 | 2 | 3 | 4 | 5;
}

const DIGIT_READINGS: Record<string, ReadSyllable> = {
  '0': { spelling: 'ling', tone: 2 },
  '1': { spelling: 'yi', tone: 1 },
  '2': { spelling: 'er', tone: 4 },
  '3': { spelling: 'san', tone: 1 },
  '4': { spelling: 'si', tone: 4 },
  '5': { spelling: 'wu', tone: 3 },
  '6': { spelling: 'liu', tone: 4 },
  '7': { spelling: 'qi', tone: 1 },
  '8': { spelling: 'ba', tone: 1 },
  '9': { spelling: 'jiu', tone: 3 },
};

const PHRASE_BREAK = /[\s，。！？、；：,.!?;:…—（）()《》“”"「」]/u;
const SYLLABLE = /^([a-z]+)([0-5])$/;
const HAN = /\p{Script=Han}/u;
/** eSpeak's pinyin voice cannot say an r-coloured syllable ("dianr3" comes out in English letters). */
const ERHUA_SYLLABLE: ReadSyllable = { spelling: 'er', tone: 5 };

function parseSyllable(reading: string): ReadSyllable | null {
  const match = SYLLABLE.exec(reading);
  if (!match) return null;
  const tone = Number(match[2]);
  return { spelling: match[1] ?? '', tone: (tone === 0 ? 5 : tone) as ReadSyllable['tone'] };
}

/** One syllable of the reader as eSpeak reads it: an erhua syllable is its syllable and a light 儿. */
function spoken(syllable: ExpectedSyllable): ReadSyllable[] {
  const erhua = Array.from(syllable.hanzi).length > 1 && syllable.pinyin.endsWith('r');
  const tone = syllable.expectedTone;
  if (!erhua) return [{ spelling: syllable.pinyin, tone }];
  return [{ spelling: syllable.pinyin.slice(0, -1), tone }, ERHUA_SYLLABLE];
}

/** Phrases of syllables, as read aloud. */
export function readingPinyin(text: string): ReadSyllable[][] {
  const syllables = HAN.test(text) ? expectedFromText(text) : [];
  const phrases: ReadSyllable[][] = [];
  let current: ReadSyllable[] = [];
  const endPhrase = () => {
    if (current.length > 0) phrases.push(current);
    current = [];
  };
  // The reader gives one syllable per Chinese character (two characters for erhua), in order.
  let next = 0;
  let pending = 0;
  for (const character of text) {
    if (HAN.test(character)) {
      if (pending > 0) {
        pending -= 1;
        continue;
      }
      const syllable = syllables[next];
      next += 1;
      if (!syllable) continue;
      current.push(...spoken(syllable));
      pending = Array.from(syllable.hanzi).length - 1;
      continue;
    }
    const digit = DIGIT_READINGS[character];
    if (digit) current.push(digit);
    else if (PHRASE_BREAK.test(character)) endPhrase();
  }
  endPhrase();
  return phrases;
}

/** Numbered pinyin ("zi1 zhi1", "lü4") as one phrase, read exactly as written (no sandhi). */
export function writtenPinyin(numbered: string): ReadSyllable[][] {
  const syllables = numbered
    .trim()
    .split(/\s+/)
    .map((token) => parseSyllable(token.replaceAll('ü', 'v')))
    .filter((syllable): syllable is ReadSyllable => syllable !== null);
  return syllables.length > 0 ? [syllables] : [];
}

/** Pinyin with tone numbers, syllables apart by spaces and phrases by ", ". */
export function formatReading(phrases: ReadSyllable[][]): string {
  return phrases.map((phrase) => phrase.map((s) => `${s.spelling}${s.tone}`).join(' ')).join(', ');
}

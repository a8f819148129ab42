import { pinyin } from 'pinyin-pro';

/**
 * Chinese text to the pinyin a speaker reads aloud: words segmented in context (so polyphones take
 * their reading in that word), tones as numbers, and tone sandhi applied as it is heard: 一 and 不
 * (by pinyin-pro) and the third tone before another third tone (here). Digits are read one by one;
 * other non-Chinese characters are skipped; punctuation ends a phrase.
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

function parseSyllable(reading: string): ReadSyllable | null {
  const match = SYLLABLE.exec(reading);
  if (!match) return null;
  const tone = Number(match[2]);
  return { spelling: match[1] ?? '', tone: (tone === 0 ? 5 : tone) as ReadSyllable['tone'] };
}

/**
 * Third-tone sandhi: in a run of third tones within a phrase, every one but the last is read as a
 * second tone (你好 ni2 hao3, 展览馆 zhan2 lan2 guan3). A neutral tone ends the run.
 */
export function applyThirdToneSandhi(phrase: ReadSyllable[]): ReadSyllable[] {
  return phrase.map((syllable, index) =>
    syllable.tone === 3 && phrase[index + 1]?.tone === 3 ? { ...syllable, tone: 2 } : syllable,
  );
}

/** Phrases of syllables, as read aloud. */
export function readingPinyin(text: string): ReadSyllable[][] {
  // pinyin-pro segments the whole text, so each character is read as in its word; it applies the
  // 一/不 sandhi itself (toneSandhi, on by default).
  const readings = pinyin(text, { toneType: 'num', type: 'array', nonZh: 'consecutive', v: true });
  const characters = [...text];
  const phrases: ReadSyllable[][] = [];
  let current: ReadSyllable[] = [];
  const endPhrase = () => {
    if (current.length > 0) phrases.push(applyThirdToneSandhi(current));
    current = [];
  };
  // With nonZh 'consecutive', each Chinese character gives one reading and each run of other
  // characters one entry; walk both in step.
  let position = 0;
  for (const reading of readings) {
    const character = characters[position] ?? '';
    if (HAN.test(character)) {
      const syllable = parseSyllable(reading);
      if (syllable) current.push(syllable);
      position += 1;
      continue;
    }
    for (const other of reading) {
      const digit = DIGIT_READINGS[other];
      if (digit) current.push(digit);
      else if (PHRASE_BREAK.test(other)) endPhrase();
    }
    position += [...reading].length;
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

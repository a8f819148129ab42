/**
 * The reading of authored Chinese text: the speech engine's pinyin in context (the same syllables
 * an evaluation expects), corrected by the reviewed `readings` of the content file.
 */
import type { ExpectedSyllable } from '@hanyu/speech/evaluation/result-types';
import { expectedFromText } from '@hanyu/speech/text/expected-from-text';
import { parsePinyinSyllable } from '@hanyu/speech/text/pinyin-syllable';
import { polyphonic } from 'pinyin-pro';

export interface Reading {
  phrase: string;
  /** Numbered pinyin, one syllable per character (erhua "dianr3" covers 点儿). */
  pinyin: string;
}

export class ReadingError extends Error {}

const HAN = /\p{Script=Han}/u;

/** For each syllable, the offsets (UTF-16) of the first and after-last character it covers. */
function syllableSpans(text: string, syllables: readonly ExpectedSyllable[]): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  let offset = 0;
  for (const syllable of syllables) {
    while (offset < text.length && !HAN.test(text[offset] ?? '')) offset++;
    const start = offset;
    offset += syllable.hanzi.length;
    spans.push([start, offset]);
  }
  return spans;
}

/** Replaces the syllables of one occurrence of a reviewed phrase. */
function applyReading(syllables: ExpectedSyllable[], first: number, reading: Reading): void {
  const parts = reading.pinyin.split(' ');
  parts.forEach((part, i) => {
    const current = syllables[first + i];
    if (!current) throw new ReadingError(`"${reading.phrase}" has more syllables than the text reads there.`);
    const parsed = parsePinyinSyllable(part);
    if (!parsed) throw new ReadingError(`"${part}" in the reading of "${reading.phrase}" is not a pinyin syllable.`);
    const tone = parsed.tone;
    syllables[first + i] = {
      ...current,
      pinyin: parsed.pinyin,
      initial: parsed.initial,
      final: parsed.final,
      citationTone: tone,
      // A changed citation tone is said as written: sandhi was worked out for the old reading.
      expectedTone: tone === current.citationTone ? current.expectedTone : tone,
    };
  });
}

/**
 * Syllables of the text with the reviewed readings applied. Throws a ReadingError when a reading's
 * phrase is not in the text or its syllable count does not match the characters.
 */
export function readText(text: string, readings: readonly Reading[] = []): ExpectedSyllable[] {
  const syllables = expectedFromText(text);
  const spans = syllableSpans(text, syllables);
  for (const reading of readings) {
    let found = false;
    for (let at = text.indexOf(reading.phrase); at >= 0; at = text.indexOf(reading.phrase, at + 1)) {
      const first = spans.findIndex(([start]) => start === at);
      const end = at + reading.phrase.length;
      const last = spans.findIndex(([, after]) => after === end);
      if (first < 0 || last < first) continue;
      if (last - first + 1 !== reading.pinyin.split(' ').length) {
        throw new ReadingError(
          `"${reading.phrase}" is read as ${last - first + 1} syllables, its reading has a different count.`,
        );
      }
      applyReading(syllables, first, reading);
      found = true;
    }
    if (!found) throw new ReadingError(`The reviewed phrase "${reading.phrase}" is not in the text.`);
  }
  return syllables;
}

/** Numbered pinyin of a syllable with its citation tone, ü written as ü: "lü4", "de5". */
export function numberedPinyin(syllable: ExpectedSyllable): string {
  return `${syllable.pinyin.replace(/v/g, 'ü')}${syllable.citationTone}`;
}

export interface PolyphoneOccurrence {
  /** Syllable index in the reading. */
  index: number;
  hanzi: string;
  /** The text around it, for a reviewer. */
  context: string;
  chosen: string;
  possible: string[];
}

/** Every character of the text that has more than one reading, with the reading chosen in context. */
export function polyphoneOccurrences(text: string, syllables: readonly ExpectedSyllable[]): PolyphoneOccurrence[] {
  const spans = syllableSpans(text, syllables);
  const found: PolyphoneOccurrence[] = [];
  syllables.forEach((syllable, index) => {
    if (syllable.hanzi.length !== 1) return;
    const readings = polyphonic(syllable.hanzi, { type: 'array', toneType: 'num' })[0] ?? [];
    if (readings.length < 2) return;
    const [start, end] = spans[index] ?? [0, 0];
    found.push({
      index,
      hanzi: syllable.hanzi,
      context: text.slice(Math.max(0, start - 6), end + 6).replace(/\n/g, ' '),
      chosen: numberedPinyin(syllable),
      possible: readings,
    });
  });
  return found;
}

import { markedPinyin } from '@hanyu/content/dictionary/pinyin-keys';
import type { DictionaryEntry } from '@hanyu/contracts/portal/dictionary';
import { TranslationLimits, type TranslationSegment, type WordInfo } from '@hanyu/contracts/oversea/translation';
import { expectedFromText } from '@hanyu/speech/text/expected-from-text';
import { cutWords } from '../../platform/text/segmenter.ts';

/** Each word's dictionary entries, the most frequent first (DictionaryRepository.entriesByWords). */
export type EntryLookup = (words: readonly string[]) => Promise<Map<string, DictionaryEntry[]>>;

const HAN = /\p{Script=Han}/u;
/** A word the dictionary lacks is cut into dictionary words of at most this many characters. */
const LONGEST_SUBWORD = 6;
const GLOSS_MAX_LENGTH = 60;
/** A second sense joins the first when both fit in this many characters ("coin; money"). */
const GLOSS_GLANCE_LENGTH = 32;
/** Definitions that say nothing of the meaning on their own (a surname, a variant spelling). */
const UNHELPFUL_DEFINITION = /^(surname |(old )?variant of |see |also written |used in |CL:|abbr\. for |\(archaic\))/i;

interface SyllableSpan {
  start: number;
  end: number;
  /** Numbered, the dictionary's spelling: "hang2", "lv4", "dianr3", "de5". */
  numbered: string;
}

/**
 * The reading of every Chinese character of the text in its context (the speech engine's pinyin:
 * polyphones read by their words, neutral tones), in citation tones: a learner is shown 一 yī and
 * 你好 nǐ hǎo, as dictionaries write them, and hears the sandhi when the text is read aloud.
 */
function syllableSpans(text: string): SyllableSpan[] {
  if (!HAN.test(text)) return [];
  const spans: SyllableSpan[] = [];
  let position = 0;
  for (const syllable of expectedFromText(text)) {
    const at = text.indexOf(syllable.hanzi, position);
    if (at < 0) continue;
    spans.push({ start: at, end: at + syllable.hanzi.length, numbered: `${syllable.pinyin}${syllable.citationTone}` });
    position = at + syllable.hanzi.length;
  }
  return spans;
}

function readingOf(spans: readonly SyllableSpan[], start: number, end: number): string {
  return spans
    .filter((span) => span.start >= start && span.start < end)
    .map((span) => span.numbered)
    .join(' ');
}

const toneless = (numbered: string) => numbered.replace(/[1-5]/g, '');

const telling = (entry: DictionaryEntry) => entry.definitions.some((d) => !UNHELPFUL_DEFINITION.test(d));

/**
 * The entries read as in the text first (same tones, then same syllables), else by frequency; among
 * entries of one reading, those with a telling definition first (钱 "money" before "surname Qian").
 */
export function inContextFirst(entries: readonly DictionaryEntry[], numbered: string): DictionaryEntry[] {
  const readingRank = (entry: DictionaryEntry) =>
    entry.pinyinNumbered === numbered ? 0 : toneless(entry.pinyinNumbered) === toneless(numbered) ? 1 : 2;
  const rank = (entry: DictionaryEntry) => readingRank(entry) * 2 + (telling(entry) ? 0 : 1);
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => rank(a.entry) - rank(b.entry) || a.index - b.index)
    .map(({ entry }) => entry);
}

/**
 * A short meaning: the entry's first telling definition, with the second when both fit a glance
 * (钱 "coin; money"), cut to GLOSS_MAX_LENGTH.
 */
export function shortGloss(entry: DictionaryEntry | undefined): string | null {
  if (!entry) return null;
  const telling = entry.definitions.map((d) => d.trim()).filter((d) => d && !UNHELPFUL_DEFINITION.test(d));
  const [first = (entry.definitions[0] ?? '').trim(), second] = telling;
  if (!first) return null;
  const both = second === undefined ? '' : `${first}; ${second}`;
  if (both && both.length <= GLOSS_GLANCE_LENGTH) return both;
  return first.length <= GLOSS_MAX_LENGTH ? first : `${first.slice(0, GLOSS_MAX_LENGTH - 1).trimEnd()}…`;
}

/**
 * Cuts a word the dictionary lacks (a name, a phrase jieba keeps together) into the longest
 * dictionary words from the left; a character the dictionary lacks stands alone.
 */
function splitByDictionary(word: string, known: ReadonlyMap<string, DictionaryEntry[]>): string[] {
  const characters = Array.from(word);
  const parts: string[] = [];
  let i = 0;
  while (i < characters.length) {
    let length = Math.min(LONGEST_SUBWORD, characters.length - i);
    while (length > 1 && (known.get(characters.slice(i, i + length).join(''))?.length ?? 0) === 0) length -= 1;
    parts.push(characters.slice(i, i + length).join(''));
    i += length;
  }
  return parts;
}

/** Every piece of a word of up to LONGEST_SUBWORD characters: what splitByDictionary may ask for. */
function subwords(word: string): string[] {
  const characters = Array.from(word);
  const out: string[] = [];
  for (let i = 0; i < characters.length; i += 1) {
    for (let length = 1; length <= LONGEST_SUBWORD && i + length <= characters.length; length += 1) {
      out.push(characters.slice(i, i + length).join(''));
    }
  }
  return out;
}

/**
 * The study view of Chinese text: its words (jieba, then the dictionary for words it lacks), each
 * with its pinyin read in context, a short gloss and its first dictionary entries. Two lookups.
 */
export async function studySegments(text: string, lookup: EntryLookup): Promise<TranslationSegment[]> {
  const pieces = cutWords(text);
  const known = new Map(await lookup(pieces.filter((piece) => piece.isChinese).map((piece) => piece.text)));
  const unknown = pieces.filter(
    (piece) => piece.isChinese && Array.from(piece.text).length > 1 && (known.get(piece.text)?.length ?? 0) === 0,
  );
  if (unknown.length > 0) {
    for (const [word, entries] of await lookup(unknown.flatMap((piece) => subwords(piece.text)))) {
      if (!known.has(word)) known.set(word, entries);
    }
  }

  const spans = syllableSpans(text);
  const segments: TranslationSegment[] = [];
  let offset = 0;
  for (const piece of pieces) {
    const words = piece.isChinese && unknown.includes(piece) ? splitByDictionary(piece.text, known) : [piece.text];
    for (const word of words) {
      const start = offset;
      offset += word.length;
      if (!piece.isChinese) {
        segments.push({ text: word, isWord: false, pinyin: '', pinyinNumbered: '', gloss: null, entries: [] });
        continue;
      }
      const numbered = readingOf(spans, start, offset);
      const entries = inContextFirst(known.get(word) ?? [], numbered);
      segments.push({
        text: word,
        isWord: true,
        pinyin: markedPinyin(numbered),
        pinyinNumbered: numbered,
        gloss: shortGloss(entries[0]),
        entries: entries.slice(0, TranslationLimits.entriesPerWord),
      });
    }
  }
  return segments;
}

/** The dictionary card of one word: all its entries, its reading, and each of its characters. */
export async function wordInfo(word: string, lookup: EntryLookup): Promise<WordInfo> {
  const spans = syllableSpans(word);
  const numbered = readingOf(spans, 0, word.length);
  const characters = Array.from(word).length > 1 ? Array.from(word).filter((char) => HAN.test(char)) : [];
  const found = await lookup([word, ...characters]);
  let position = 0;
  const characterInfo = characters.map((character) => {
    const at = word.indexOf(character, position);
    position = at + character.length;
    const reading = readingOf(spans, at, at + character.length);
    return {
      character,
      pinyin: markedPinyin(reading),
      pinyinNumbered: reading,
      gloss: shortGloss(inContextFirst(found.get(character) ?? [], reading)[0]),
    };
  });
  return {
    word,
    pinyin: markedPinyin(numbered),
    pinyinNumbered: numbered,
    entries: inContextFirst(found.get(word) ?? [], numbered),
    characters: characterInfo,
  };
}

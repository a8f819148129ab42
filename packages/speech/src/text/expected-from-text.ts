/**
 * Expected syllables from Chinese text: the reading of every character in context, grouped in
 * words, with erhua, third-tone, 一 and 不 sandhi applied.
 *
 * - Readings: pinyin-pro, which picks a polyphone's reading from the words around it (银行
 *   yin2 hang2 but 行走 xing2 zou3; 长大 zhang3 but 长度 chang2), once without sandhi for the
 *   citation tones and once with its 一/不 sandhi, which covers the cases a rule of thumb misses
 *   (ordinals 第一, dates 一月一号, counting 一二三, numbers 一百零一, word-final 统一 and 万一,
 *   the neutral 一 of 看一看 and 不 of 好不好; yi2 before a fourth tone, yi4 before the others,
 *   bu2 before a fourth tone).
 * - Words: the JavaScript engine's own dictionary word segmentation (Intl.Segmenter, ICU), which
 *   needs no download and runs in browsers' workers as in Node; pinyin-pro has no general word
 *   list, only its polyphone words. Engines ship different ICU versions, so a rare word boundary
 *   may differ between them; it moves only a `wordIndex` or, in a run of third tones, a sandhi
 *   choice between two acceptable readings. Without Intl.Segmenter, pinyin-pro's polyphone words
 *   stand in and other characters are words of their own.
 * - Polyphones pinyin-pro misreads (还书 huan2, 跑得快 de5, 我得走 dei3, 慢慢地 de5): corrected by the
 *   phrases and context rules of polyphone-readings.ts, checked by polyphones.test-cases.json.
 * - Third tones: third-tone-sandhi.ts, per phrase (punctuation ends a phrase).
 * - Erhua: 儿 after a syllable in the same phrase joins it (一点儿 → yi4 dianr3, two syllables),
 *   except where 儿 is a syllable of its own: at the start or inside a word (儿子, 托儿所) and in
 *   the words where it means "child" or is written out (女儿, 婴儿, 健儿 ...).
 *
 * Characters that are not Chinese (Latin letters, digits, symbols) give no syllables.
 */
import { OutputFormat, pinyin, segment } from 'pinyin-pro';
import type { ExpectedSyllable, Tone } from '../evaluation/result-types.ts';
import { ExpectedTextError, ExpectedTextErrorCode } from './expected-text-error.ts';
import { parsePinyinSyllable, type PinyinSyllable } from './pinyin-syllable.ts';
import { NEUTRAL_TONE_WORDS } from './neutral-tone-words.ts';
import { correctedReadings, type ContextCharacter } from './polyphone-readings.ts';
import { keepNeutralTone, polyphoneReading, parsePolyphoneModel, type PolyphoneModel } from './polyphone-model.ts';
import { POLYPHONE_MODEL_LINES } from './polyphone-model-data.ts';
import { applyThirdToneSandhi } from './third-tone-sandhi.ts';

/** Words whose 儿 is a full syllable er2 (it means child or son, or the word is written out). */
const SYLLABIC_ER_WORDS = new Set([
  '女儿',
  '婴儿',
  '幼儿',
  '孤儿',
  '胎儿',
  '健儿',
  '男儿',
  '宠儿',
  '患儿',
  '少儿',
  '孩儿',
  '弃儿',
  '儿女',
  '新生儿',
  '混血儿',
  '早产儿',
  '低能儿',
  '幸运儿',
]);

/**
 * 儿 words that are erhua although they end in a word of SYLLABIC_ER_WORDS (小孩儿 is xiao3 hair2,
 * not three syllables).
 */
const ERHUA_DESPITE = new Set(['小孩儿', '女孩儿', '男孩儿']);

/** Word → positions of its neutral-tone syllables, from CC-CEDICT (neutral-tone-words.ts). */
const NEUTRAL_TONES: ReadonlyMap<string, readonly number[]> = new Map(
  NEUTRAL_TONE_WORDS.flatMap((line) => line.split(' ')).map((entry) => {
    const word = entry.replace(/\d+$/, '');
    return [word, [...entry.slice(word.length)].map(Number)];
  }),
);
const LONGEST_NEUTRAL_WORD = 4;

/** Characters whose sandhi tone comes from pinyin-pro's 一/不 rules. */
const YI_BU = new Set(['一', '不']);

interface CharSyllable {
  hanzi: string;
  syllable: PinyinSyllable;
  /** Tone after pinyin-pro's 一/不 sandhi. */
  yiBuTone: Tone;
  word: number;
  phrase: number;
  /** Offset (UTF-16) in the text. */
  offset: number;
}

function toneOf(num: number): Tone {
  return (num >= 1 && num <= 4 ? num : 5) as Tone;
}

/** Best effort for a reading pinyin-pro gives but the parser does not know (a rare interjection). */
function fallbackSyllable(reading: string, num: number): PinyinSyllable {
  const toneless = reading.replace(/[0-5]$/, '').replace(/ü/g, 'v');
  return { pinyin: toneless, initial: '', final: toneless.replace(/v/g, 'ü'), tone: toneOf(num) };
}

/** One segmenter for every text: making one costs more than segmenting a sentence. */
const WORD_SEGMENTER = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('zh', { granularity: 'word' }) : null;

/** Offsets (UTF-16) where a word starts. */
function wordStarts(text: string): Set<number> {
  const starts = new Set<number>();
  if (WORD_SEGMENTER) {
    for (const piece of WORD_SEGMENTER.segment(text)) starts.add(piece.index);
    return starts;
  }
  let offset = 0;
  for (const piece of segment(text, { format: OutputFormat.AllSegment })) {
    starts.add(offset);
    offset += piece.origin.length;
  }
  return starts;
}

function pinyinProCharacters(text: string): CharSyllable[] {
  const plain = pinyin(text, { type: 'all', toneType: 'num', toneSandhi: false });
  // The second pass only differs for 一 and 不: skip it for the many texts without them.
  const sandhi = /[一不]/.test(text) ? pinyin(text, { type: 'all', toneType: 'num', toneSandhi: true }) : plain;
  const starts = wordStarts(text);
  const out: CharSyllable[] = [];
  let offset = 0;
  let word = -1;
  let phrase = 0;
  let previousWasChinese = false;
  plain.forEach((item, i) => {
    const here = offset;
    offset += item.origin.length;
    if (!item.isZh || item.pinyin === '') {
      // Whitespace only separates words; anything else (punctuation, Latin, digits) ends a phrase.
      if (!/^\s+$/.test(item.origin)) phrase += 1;
      previousWasChinese = false;
      return;
    }
    if (starts.has(here) || !previousWasChinese) word += 1;
    previousWasChinese = true;
    const syllable = parsePinyinSyllable(item.pinyin) ?? fallbackSyllable(item.pinyin, item.num);
    const yiBu = sandhi[i];
    const yiBuTone = YI_BU.has(item.origin) && yiBu ? toneOf(yiBu.num) : syllable.tone;
    out.push({ hanzi: item.origin, syllable, yiBuTone, word, phrase, offset: here });
  });
  return out;
}

function readCharacters(text: string): CharSyllable[] {
  const chars = pinyinProCharacters(text);
  applyPolyphoneReadings(chars);
  applyNeutralTones(chars);
  return chars;
}

/** What the polyphone model reads from: pinyin-pro's reading of each character, its word and phrase. */
export interface ReadingContext {
  chars: ContextCharacter[];
  /** Offset (UTF-16) in the text of each of chars. */
  offsets: number[];
  /** Hand corrections of polyphone-readings.ts by character index. */
  corrected: Map<number, string>;
}

function contextOf(chars: readonly CharSyllable[]): ReadingContext {
  const context = chars.map(({ hanzi, syllable, word, phrase }) => ({
    hanzi,
    reading: `${syllable.pinyin}${syllable.tone}`,
    word,
    phrase,
  }));
  return { chars: context, offsets: chars.map((c) => c.offset), corrected: correctedReadings(context) };
}

/** The polyphone model's input for a text (used by the training script, so both see the same). */
export function readingContext(text: string): ReadingContext {
  return contextOf(pinyinProCharacters(text));
}

let polyphoneModel: PolyphoneModel | undefined;

/** The shipped model (polyphone-model-data.ts), parsed on first use. */
export function shippedPolyphoneModel(): PolyphoneModel {
  polyphoneModel ??= parsePolyphoneModel(POLYPHONE_MODEL_LINES);
  return polyphoneModel;
}

/**
 * Polyphones read in context (polyphoneReading of polyphone-model.ts: hand corrections, then
 * pinyin-pro where a dictionary word agrees, then the model), keeping pinyin-pro's neutral tones.
 */
function applyPolyphoneReadings(chars: CharSyllable[]): void {
  const { chars: context, corrected } = contextOf(chars);
  const model = shippedPolyphoneModel();
  chars.forEach((char, index) => {
    const pinyinPro = context[index]?.reading;
    const read = polyphoneReading(model, context, index, corrected.get(index));
    const reading = read === undefined ? undefined : keepNeutralTone(pinyinPro, read);
    if (reading === undefined || reading === pinyinPro) return;
    const syllable = parsePinyinSyllable(reading);
    if (!syllable) return;
    char.syllable = syllable;
    char.yiBuTone = syllable.tone;
  });
}

/**
 * The neutral tones of words that pinyin-pro reads with full tones (朋友, 告诉, 眼睛): a listed word
 * must be exactly one word of the segmentation, so 东西 inside 山东西部 (山东/西部) and 拉手 in
 * 拉手风琴 (拉/手风琴) keep their tones. 一 and 不 are left to their own rules.
 */
function applyNeutralTones(chars: CharSyllable[]): void {
  for (let i = 0; i < chars.length; i += 1) {
    const start = chars[i];
    if (!start || (i > 0 && chars[i - 1]?.word === start.word)) continue;
    for (let length = LONGEST_NEUTRAL_WORD; length >= 2; length -= 1) {
      const span = chars.slice(i, i + length);
      if (span.length < length || span.some((c) => c.word !== start.word)) continue;
      if (chars[i + length]?.word === start.word) continue;
      const neutral = NEUTRAL_TONES.get(span.map((c) => c.hanzi).join(''));
      if (!neutral) continue;
      for (const position of neutral) {
        const char = span[position];
        // 一 and 不 keep their written tone; their neutral readings come from the 一/不 rules.
        if (char && !YI_BU.has(char.hanzi)) {
          char.syllable = { ...char.syllable, tone: 5 };
          char.yiBuTone = 5;
        }
      }
      break;
    }
  }
}

/** Whether the 儿 at `index` is the r-colouring of the syllable before it. */
function isErhua(chars: CharSyllable[], index: number): boolean {
  const er = chars[index];
  const before = chars[index - 1];
  if (!er || er.hanzi !== '儿' || !before || before.phrase !== er.phrase) return false;
  const after = chars[index + 1];
  // 儿 opening a word or inside one (儿子, 托儿所) is a syllable.
  if (before.word !== er.word && after?.word === er.word) return false;
  if (before.word === er.word && after?.word === er.word) return false;
  const two = before.hanzi + er.hanzi;
  const three = (chars[index - 2]?.phrase === er.phrase ? (chars[index - 2]?.hanzi ?? '') : '') + two;
  if (ERHUA_DESPITE.has(three)) return true;
  return !SYLLABIC_ER_WORDS.has(two) && !SYLLABIC_ER_WORDS.has(three);
}

function mergeErhua(chars: CharSyllable[]): CharSyllable[] {
  const out: CharSyllable[] = [];
  chars.forEach((char, i) => {
    const previous = out[out.length - 1];
    if (previous && isErhua(chars, i)) {
      out[out.length - 1] = {
        ...previous,
        hanzi: previous.hanzi + char.hanzi,
        syllable: { ...previous.syllable, pinyin: `${previous.syllable.pinyin}r` },
      };
    } else out.push(char);
  });
  return out;
}

export function expectedFromText(text: string): ExpectedSyllable[] {
  const chars = mergeErhua(readCharacters(text));
  if (chars.length === 0) {
    throw new ExpectedTextError(ExpectedTextErrorCode.NoSyllables, 'The text holds no Chinese characters to read.');
  }
  // Third-tone sandhi per phrase, on the phrase's words.
  const expected: Tone[] = [];
  let i = 0;
  while (i < chars.length) {
    const phrase = chars[i]?.phrase;
    const words: Tone[][] = [];
    let lastWord: number | undefined;
    for (; i < chars.length && chars[i]?.phrase === phrase; i += 1) {
      const char = chars[i] as CharSyllable;
      if (char.word !== lastWord) words.push([]);
      lastWord = char.word;
      words[words.length - 1]?.push(char.syllable.tone);
    }
    expected.push(...applyThirdToneSandhi(words));
  }
  const wordNumbers = new Map<number, number>();
  return chars.map((char, k) => {
    if (!wordNumbers.has(char.word)) wordNumbers.set(char.word, wordNumbers.size);
    const isYiBu = YI_BU.has(char.hanzi);
    return {
      hanzi: char.hanzi,
      pinyin: char.syllable.pinyin,
      initial: char.syllable.initial,
      final: char.syllable.final,
      citationTone: char.syllable.tone,
      expectedTone: isYiBu ? char.yiBuTone : (expected[k] ?? char.syllable.tone),
      wordIndex: wordNumbers.get(char.word) ?? 0,
    };
  });
}

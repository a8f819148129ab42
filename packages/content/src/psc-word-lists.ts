/**
 * The authored word lists of the PSC mock papers (data/psc/characters.json, data/psc/words.json):
 * single characters for part 1 and words for part 2, each with its tone-marked pinyin in citation
 * form and its list (1 = common, like the official 表一; 2 = less common, like 表二).
 *
 * Words are written as Hanyu Pinyin writes a word: one token, a neutral syllable without a mark
 * (péngyou), erhua as the r of its syllable (xiǎoháir: 小 + 孩儿, two syllables, as the speech
 * engine counts them), an apostrophe before a non-initial syllable that begins with a, o or e
 * (kě'ài), and 一/不 with their citation tones (yīdiǎnr): the engine applies sandhi itself.
 */
import { FINALS, INITIALS } from '@hanyu/contracts/constants/phonetics';
import { parsePinyinSyllable, type PinyinSyllable } from '@hanyu/speech/text/pinyin-syllable';
import { convert } from 'pinyin-pro';
import { z } from 'zod';
import type { ContentProblem } from './content-checks.ts';
import { numberedPinyin, readText } from './reading.ts';

export const PscList = z.union([z.literal(1), z.literal(2)]);
export type PscList = z.infer<typeof PscList>;

export const PscCharacter = z.object({
  text: z.string().regex(/^\p{Script=Han}$/u, 'one Chinese character'),
  /** Tone-marked, the reading of the character alone: "zhuō". */
  pinyin: z.string().min(1),
  list: PscList,
});
export type PscCharacter = z.infer<typeof PscCharacter>;

/**
 * What a word trains: a neutral-tone syllable, erhua, third tone before third tone (展览), third
 * tone before another tone (考试), or none of these.
 */
export const PscWordKind = z.enum(['plain', 'neutral', 'erhua', 'sandhi33', 'sandhi3x']);
export type PscWordKind = z.infer<typeof PscWordKind>;

export const PscWord = z.object({
  text: z.string().regex(/^\p{Script=Han}{2,5}$/u, 'two to five Chinese characters'),
  /** One token, tone-marked, citation tones: "péngyou", "xiǎoháir", "kě'ài". */
  pinyin: z.string().min(2),
  list: PscList,
  kind: PscWordKind,
});
export type PscWord = z.infer<typeof PscWord>;

export const CharactersFile = z.array(PscCharacter);
export const WordsFile = z.array(PscWord);

/** A syllable of an authored reading, with the characters it covers and its spelling as written. */
export interface AuthoredSyllable extends PinyinSyllable {
  /** One character, or two for an erhua syllable (孩儿). */
  hanzi: string;
  written: string;
}

/** An erhua syllable keeps its plain final and an r on its pinyin (dianr, hair). */
export function isErhua(syllable: PinyinSyllable): boolean {
  return syllable.pinyin.endsWith('r') && syllable.final !== 'er';
}

/**
 * The final as the spec's FINALS names it: the parser spells wen as uen (the uen|ueng contrast);
 * FINALS calls it un.
 */
export function finalOf(syllable: PinyinSyllable): string {
  return syllable.final === 'uen' ? 'un' : syllable.final;
}

/** Finals of FINALS that a single character in Mandarin can carry; all 36 of the spec can. */
export const PSC_FINALS: readonly string[] = FINALS;
export const PSC_INITIALS: readonly string[] = INITIALS;

/** Splits one apostrophe-free piece, longest syllable first; later syllables may not begin with a, o, e. */
function splitPiece(piece: string): string[] | null {
  if (piece === '') return [];
  const chars = [...piece];
  for (let cut = chars.length; cut > 0; cut -= 1) {
    const head = chars.slice(0, cut).join('');
    if (!parsePinyinSyllable(head)) continue;
    const rest = chars.slice(cut).join('');
    if (/^[aoeāáǎàōóǒòēéěè]/.test(rest)) continue;
    const tail = splitPiece(rest);
    if (tail) return [head, ...tail];
  }
  return null;
}

/**
 * The syllables of an authored word's pinyin as written, following the orthography: an apostrophe
 * separates a syllable that begins with a, o or e, so fángài is fán + gài and never fáng + ài.
 * Null when the pinyin is not a sequence of Mandarin syllables.
 */
export function splitAuthoredPinyin(pinyin: string): string[] | null {
  const out: string[] = [];
  for (const piece of pinyin.normalize('NFC').split(/['’]/)) {
    if (piece === '') return null;
    const parts = splitPiece(piece);
    if (!parts) return null;
    out.push(...parts);
  }
  return out.length > 0 ? out : null;
}

/** The tone-marked spelling of a syllable: lǜ, diǎnr, de (neutral, no mark). */
export function markedPinyin(syllable: Pick<PinyinSyllable, 'pinyin' | 'tone'>): string {
  const letters = syllable.pinyin.replace(/v/g, 'ü');
  return syllable.tone === 5 ? letters : convert(`${letters}${syllable.tone}`, { format: 'numToSymbol' });
}

/**
 * The syllables of an authored word or character, matched to its characters (an erhua syllable
 * takes its 儿). Throws with a readable message when the pinyin does not read the text.
 */
export function authoredSyllables(text: string, pinyin: string): AuthoredSyllable[] {
  const written = splitAuthoredPinyin(pinyin);
  if (!written) throw new Error(`"${pinyin}" is not Mandarin pinyin`);
  const chars = [...text];
  const out: AuthoredSyllable[] = [];
  let at = 0;
  for (const part of written) {
    const parsed = parsePinyinSyllable(part);
    if (!parsed) throw new Error(`"${part}" is not a pinyin syllable`);
    const char = chars[at];
    if (char === undefined) throw new Error(`"${pinyin}" has more syllables than "${text}" has characters`);
    at += 1;
    let hanzi = char;
    if (isErhua(parsed)) {
      if (chars[at] !== '儿') throw new Error(`"${part}" is erhua but "${char}" is not followed by 儿`);
      hanzi += '儿';
      at += 1;
    }
    out.push({ ...parsed, hanzi, written: part });
  }
  if (at !== chars.length) throw new Error(`"${pinyin}" has fewer syllables than "${text}" has characters`);
  return out;
}

/** The one syllable of a character entry; throws when its pinyin is not one syllable of it. */
export function characterSyllable(entry: { text: string; pinyin: string }): AuthoredSyllable {
  const [only, ...more] = authoredSyllables(entry.text, entry.pinyin);
  if (!only || more.length > 0) throw new Error(`"${entry.text}" ${entry.pinyin} is not one syllable`);
  return only;
}

/** The kind a word's syllables make it, in order of precedence: erhua, neutral, 3+3, 3+other, plain. */
export function kindOfSyllables(syllables: readonly PinyinSyllable[]): PscWordKind {
  if (syllables.some(isErhua)) return 'erhua';
  const tones = syllables.map((s) => s.tone);
  if (tones.includes(5)) return 'neutral';
  const pairs = tones.slice(1).map((tone, i) => [tones[i], tone]);
  if (pairs.some(([a, b]) => a === 3 && b === 3)) return 'sandhi33';
  if (pairs.some(([a, b]) => a === 3 && b !== 3 && b !== 5)) return 'sandhi3x';
  return 'plain';
}

/** Problems of one word-list entry: its pinyin, its marks, its kind. */
function entryProblems(text: string, pinyin: string, where: string, kind: PscWordKind | null): ContentProblem[] {
  const problems: ContentProblem[] = [];
  let syllables: AuthoredSyllable[];
  try {
    syllables = authoredSyllables(text, pinyin);
  } catch (error) {
    return [{ where, message: `"${text}" ${pinyin}: ${(error as Error).message}` }];
  }
  for (const syllable of syllables) {
    if (syllable.initial !== '' && !PSC_INITIALS.includes(syllable.initial)) {
      problems.push({ where, message: `"${text}": "${syllable.written}" has no initial of the spec` });
    }
    if (!PSC_FINALS.includes(finalOf(syllable))) {
      problems.push({ where, message: `"${text}": "${syllable.written}" has no final of the spec` });
    }
    const expected = markedPinyin(syllable);
    if (syllable.written.normalize('NFC') !== expected) {
      problems.push({ where, message: `"${text}": "${syllable.written}" should be written "${expected}"` });
    }
  }
  if (kind === null) {
    const [only] = syllables;
    if (syllables.length !== 1 || !only) problems.push({ where, message: `"${text}" must be one syllable` });
    else if (only.tone === 5) problems.push({ where, message: `"${text}" ${pinyin}: no tone mark` });
    else if (isErhua(only)) problems.push({ where, message: `"${text}" ${pinyin}: a character is not erhua` });
    return problems;
  }
  if (syllables[0]?.tone === 5) problems.push({ where, message: `"${text}" ${pinyin}: a word cannot begin neutral` });
  if (syllables.slice(0, -1).some(isErhua)) {
    problems.push({ where, message: `"${text}" ${pinyin}: only the last syllable can be erhua` });
  }
  const actual = kindOfSyllables(syllables);
  if (actual !== kind)
    problems.push({ where, message: `"${text}" ${pinyin} is marked ${kind} but reads as ${actual}` });
  return problems;
}

/** Every problem of the two word lists: readings, marks, kinds, duplicates. */
export function wordListProblems(characters: readonly PscCharacter[], words: readonly PscWord[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const seen = new Set<string>();
  characters.forEach((c, i) => {
    const where = `characters[${i}]`;
    if (seen.has(c.text)) problems.push({ where, message: `"${c.text}" is listed twice` });
    seen.add(c.text);
    problems.push(...entryProblems(c.text, c.pinyin, where, null));
  });
  const seenWords = new Set<string>();
  words.forEach((w, i) => {
    const where = `words[${i}]`;
    if (seenWords.has(w.text)) problems.push({ where, message: `"${w.text}" is listed twice` });
    seenWords.add(w.text);
    problems.push(...entryProblems(w.text, w.pinyin, where, w.kind));
  });
  return problems;
}

/** Numbered pinyin of authored syllables, the engine's notation: "peng2 you5", "xiao3 hair2". */
export function numberedAuthored(text: string, pinyin: string): string {
  return authoredSyllables(text, pinyin)
    .map((s) => `${s.pinyin.replace(/v/g, 'ü')}${s.tone}`)
    .join(' ');
}

/**
 * Entries whose reading was reviewed where the engine reads them otherwise, with the reading
 * confirmed (numbered). pinyin-pro reads 喇 alone as la1 and 湖泊 as hu2 bo2; CC-CEDICT reads 土地
 * as the earth god's tu3 di5; for the neutral tones it lacks, the PSC list of obligatory neutral-tone
 * words (and 《现代汉语词典》) is followed; 琢磨 'to ponder' is zuo2 mo5, not zhuo2 mo2 'to polish';
 * 踏实 is ta1 shi5; the erhua words follow the PSC erhua list (照片儿 zhao4 pianr1).
 */
export const REVIEWED_READINGS: Readonly<Record<string, string>> = {
  喇: 'la3',
  湖泊: 'hu2 po1',
  土地: 'tu3 di4',
  知道: 'zhi1 dao5',
  学问: 'xue2 wen5',
  本事: 'ben3 shi5',
  动静: 'dong4 jing5',
  高粱: 'gao1 liang5',
  闺女: 'gui1 nü5',
  嫁妆: 'jia4 zhuang5',
  街坊: 'jie1 fang5',
  口袋: 'kou3 dai5',
  利索: 'li4 suo5',
  木匠: 'mu4 jiang5',
  难为: 'nan2 wei5',
  能耐: 'neng2 nai5',
  念叨: 'nian4 dao5',
  盘算: 'pan2 suan5',
  勤快: 'qin2 kuai5',
  使唤: 'shi3 huan5',
  首饰: 'shou3 shi5',
  算计: 'suan4 ji5',
  踏实: 'ta1 shi5',
  徒弟: 'tu2 di5',
  挖苦: 'wa1 ku5',
  秀气: 'xiu4 qi5',
  月饼: 'yue4 bing5',
  祖宗: 'zu3 zong5',
  琢磨: 'zuo2 mo5',
  照片儿: 'zhao4 pianr1',
  打转儿: 'da3 zhuanr4',
  跑调儿: 'pao3 diaor4',
};

/** Where the authored reading of an entry differs from the engine's reading of its text in context. */
export interface ReadingDifference {
  where: string;
  text: string;
  authored: string;
  engine: string;
  /** Whether REVIEWED_READINGS confirms the authored reading. */
  reviewed: boolean;
}

/**
 * Entries whose authored pinyin differs from the speech engine's reading of the text (pinyin-pro
 * in context and CC-CEDICT's neutral tones). The authored pinyin is the truth; each difference is
 * for a reviewer to confirm as a real reading difference (湖泊 hú pō, 知道 zhī dao), not a typo.
 */
export function readingDifferences(
  entries: ReadonlyArray<{ text: string; pinyin: string }>,
  label: string,
): ReadingDifference[] {
  const out: ReadingDifference[] = [];
  entries.forEach((entry, i) => {
    let authored: string;
    try {
      authored = numberedAuthored(entry.text, entry.pinyin);
    } catch {
      return;
    }
    const engine = readText(entry.text).map(numberedPinyin).join(' ');
    if (authored === engine) return;
    const reviewed = REVIEWED_READINGS[entry.text] === authored;
    out.push({ where: `${label}[${i}]`, text: entry.text, authored, engine, reviewed });
  });
  return out;
}

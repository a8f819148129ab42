/**
 * Which final contrast pairs (spec section 3, CONTRAST_PAIRS) apply to a syllable. Pair members
 * are finals as written after an initial; syllables without an initial spell the same finals with
 * y/w (ying = ing, wan = uan, wen = uen, weng = ueng, yu = ü), and after j, q, x (and y) a written
 * u is ü (juan = üan, so juan is not in the uan|uang pair).
 */
import { CONTRAST_PAIRS, FINALS, INITIALS } from '@hanyu/contracts/constants/phonetics';

export type FinalPair = readonly [string, string];

/**
 * The contrast pairs whose members are both finals (the rest are initial pairs). The spec's
 * FINALS list writes uen as "un", hence the extra spelling.
 */
const FINAL_SPELLINGS = new Set<string>([...FINALS, 'uen']);
export const FINAL_PAIRS: readonly FinalPair[] = CONTRAST_PAIRS.filter(
  ([a, b]) => FINAL_SPELLINGS.has(a) && FINAL_SPELLINGS.has(b),
);

/** Written abbreviations of the spec's FINALS list and ASCII spellings of ü, to one form. */
const FINAL_ALIASES: Readonly<Record<string, string>> = {
  un: 'uen',
  ui: 'uei',
  iu: 'iou',
  v: 'ü',
  ve: 'üe',
  van: 'üan',
  vn: 'ün',
};

/** Initials longest first, so "zh" is tried before "z". */
const INITIALS_LONGEST_FIRST = [...INITIALS].sort((a, b) => b.length - a.length);

/** Apical "i" of zi ci si zhi chi shi ri: a different vowel, with no ü counterpart. */
const APICAL_INITIALS = new Set(['z', 'c', 's', 'zh', 'ch', 'sh', 'r']);

export interface SyllableSplit {
  initial: string;
  /** The final in the spelling of the contrast pairs (uen, ueng, üan, ü, iou, uei ...). */
  final: string;
}

/** The canonical spelling of a final: abbreviations expanded, v/uu written ü. */
export function canonicalFinal(final: string): string {
  const lower = final.toLowerCase().replaceAll('uu', 'ü').replaceAll('u:', 'ü');
  const alias = FINAL_ALIASES[lower];
  if (alias) return alias;
  return lower.replaceAll('v', 'ü');
}

/**
 * Splits toneless (or tone-numbered) pinyin such as "zhuang", "ying", "lv", "luu" or "yu3" into
 * initial and canonical final.
 */
export function splitSyllable(pinyin: string): SyllableSplit {
  const plain = pinyin
    .toLowerCase()
    .replace(/[0-9]/g, '')
    .replaceAll('uu', 'ü')
    .replaceAll('u:', 'ü')
    .replaceAll('v', 'ü');
  const initial = INITIALS_LONGEST_FIRST.find((i) => plain.startsWith(i)) ?? '';
  let final = plain.slice(initial.length);
  if (initial === '') {
    if (final.startsWith('yu')) final = `ü${final.slice(2)}`;
    else if (final.startsWith('yi')) final = `i${final.slice(2)}`;
    else if (final.startsWith('y')) final = `i${final.slice(1)}`;
    else if (final.startsWith('wu')) final = `u${final.slice(2)}`;
    else if (final.startsWith('w')) final = `u${final.slice(1)}`;
  }
  if ((initial === 'j' || initial === 'q' || initial === 'x') && final.startsWith('u')) final = `ü${final.slice(1)}`;
  return { initial, final: canonicalFinal(final) };
}

/**
 * Final pairs that apply to an expected final (spelled as after an initial, abbreviations and v
 * accepted). Pass the phonological final: "üan" for juan, not "uan".
 */
export function finalPairsFor(final: string): readonly FinalPair[] {
  const canonical = canonicalFinal(final);
  return FINAL_PAIRS.filter(([a, b]) => a === canonical || b === canonical);
}

/**
 * ueng stands alone only (weng); after an initial the same final, u + the velar nasal, is written
 * ong ([uŋ]: dong, long, cong), which is why training books contrast 顿 dun with 动 dong and 轮
 * lun with 龙 long under uen|ueng. So ong after an initial is the ueng member of that pair (it
 * stays the ong of eng|ong too). See docs/decisions/011-ueng-after-initials.md.
 */
const UEN_UENG: FinalPair = ['uen', 'ueng'];
const isUenUeng = ([a, b]: FinalPair) => a === 'uen' && b === 'ueng';

/**
 * Final pairs that apply to a syllable's pinyin: as finalPairsFor, but the apical i of zi/zhi/ri
 * is not the i of the i|ü pair (no zü exists; its vowel is a different sound), and ong after an
 * initial is also in uen|ueng.
 */
export function finalPairsForSyllable(pinyin: string): readonly FinalPair[] {
  const { initial, final } = splitSyllable(pinyin);
  const pairs = finalPairsFor(final);
  if (final === 'i' && APICAL_INITIALS.has(initial)) return pairs.filter(([a, b]) => a !== 'i' && b !== 'i');
  if (final === 'ong' && initial !== '') return [...pairs, FINAL_PAIRS.find(isUenUeng) ?? UEN_UENG];
  return pairs;
}

/** The member of a final pair that a syllable has: "ueng" for dong in uen|ueng, "ong" in eng|ong. */
export function pairMemberOfSyllable(pair: FinalPair, pinyin: string): string {
  const { final } = splitSyllable(pinyin);
  if (final === 'ong' && isUenUeng(pair)) return pair[1];
  return canonicalFinal(pair[0]) === final ? pair[0] : pair[1];
}

/** A syllable's spelling with a final of a pair put in: ueng after an initial is written ong. */
export function spellFinalAfter(initial: string, final: string): string {
  return initial !== '' && canonicalFinal(final) === 'ueng' ? 'ong' : canonicalFinal(final);
}

/** "in|ing": the key of a pair in reports. */
export function pairKey(pair: FinalPair): string {
  return `${pair[0]}|${pair[1]}`;
}

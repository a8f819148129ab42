/**
 * One pinyin syllable in the spec's terms: its initial (one of the 21 INITIALS, or '' for a
 * zero-initial syllable), its final as FINALS spells it, and its tone. Accepts the spellings
 * learners and libraries write: tone digits (ni3, de5, de0) or tone marks (nǐ), no tone for the
 * neutral tone (de), and ü as ü, v or u: (lü4, lv4, lu:4). Erhua syllables (dianr) keep their
 * final without the r-colouring, which FINALS does not list; the r stays in `pinyin`.
 *
 * Zero-initial syllables are written with y and w, which are spelling, not sounds: the final is
 * the one the syllable has after an initial (yu → ü, ye → ie, you → iu, wei → ui, wo → uo), as
 * FINALS spells it. One exception: wen → uen (not un), because the spec's contrast pair uen|ueng
 * names it so, and weng is ueng in FINALS. After j, q, x and y, a written u is ü (ju → ü,
 * quan → üan); after n and l, ue is üe (nue, lue), since plain nue/lue do not exist.
 */
import { FINALS, INITIALS } from '@hanyu/contracts/constants/phonetics';
import type { Tone } from '../evaluation/result-types.ts';

export interface PinyinSyllable {
  /** Toneless, lower case, ü written as v: "lv", "zhuang", "dianr". */
  pinyin: string;
  initial: string;
  final: string;
  tone: Tone;
}

const TONE_MARKS: Record<string, [string, Tone]> = {};
for (const [base, marked] of [
  ['a', 'āáǎà'],
  ['e', 'ēéěè'],
  ['i', 'īíǐì'],
  ['o', 'ōóǒò'],
  ['u', 'ūúǔù'],
  ['v', 'ǖǘǚǜ'],
  ['n', 'ńňǹ'],
  ['m', 'ḿ'],
] as const) {
  [...marked].forEach((mark, k) => {
    TONE_MARKS[mark] = [base, (k + (base === 'm' ? 2 : 1)) as Tone];
  });
}

/** Finals that only zero-initial spellings map to, beyond FINALS (see the header). */
const EXTRA_FINALS = new Set(['uen']);
const KNOWN_FINALS = new Set<string>([...FINALS, ...EXTRA_FINALS]);
/** Interjections without a vowel (嗯 ng, n; 呣 m; 哼 hng, 噷 hm): kept whole as their final. */
const SYLLABIC_NASALS = new Set(['m', 'n', 'ng', 'hm', 'hng']);
/** Finals written without y or w when they have no initial (a, ou, er ...). */
const ZERO_INITIAL_FINALS = new Set(['a', 'o', 'e', 'ai', 'ei', 'ao', 'ou', 'an', 'en', 'ang', 'eng', 'er']);

const Y_SPELLINGS: Record<string, string> = {
  yi: 'i',
  ya: 'ia',
  ye: 'ie',
  yao: 'iao',
  you: 'iu',
  yan: 'ian',
  yin: 'in',
  yang: 'iang',
  ying: 'ing',
  yong: 'iong',
  yu: 'ü',
  yue: 'üe',
  yuan: 'üan',
  yun: 'ün',
};
const W_SPELLINGS: Record<string, string> = {
  wu: 'u',
  wa: 'ua',
  wo: 'uo',
  wai: 'uai',
  wei: 'ui',
  wan: 'uan',
  wen: 'uen',
  wang: 'uang',
  weng: 'ueng',
};
/** Finals that begin with i (other than i itself): only these initials take them. */
const I_FINALS = new Set(['ia', 'ie', 'iao', 'iu', 'ian', 'in', 'iang', 'ing', 'iong']);
const I_INITIALS = new Set(['b', 'p', 'm', 'd', 't', 'n', 'l', 'j', 'q', 'x']);
/** Initials that can precede a bare i (the apical vowel after z c s zh ch sh r included). */
const BARE_I_INITIALS = new Set([...I_INITIALS, 'z', 'c', 's', 'zh', 'ch', 'sh', 'r']);
const U_UMLAUT_INITIALS = new Set(['n', 'l', 'j', 'q', 'x']);
const PALATALS = new Set(['j', 'q', 'x']);

/** Initial and final of a toneless syllable (ü as v or ü), or null if it is not Mandarin. */
export function splitSyllable(toneless: string): { initial: string; final: string } | null {
  const s = toneless.replace(/v/g, 'ü');
  if (SYLLABIC_NASALS.has(s)) return { initial: '', final: s };
  if (/^[aoe]/.test(s)) return ZERO_INITIAL_FINALS.has(s) ? { initial: '', final: s } : null;
  if (s.startsWith('y')) return s in Y_SPELLINGS ? { initial: '', final: Y_SPELLINGS[s] ?? '' } : null;
  if (s.startsWith('w')) return s in W_SPELLINGS ? { initial: '', final: W_SPELLINGS[s] ?? '' } : null;
  const initial = ['zh', 'ch', 'sh'].find((i) => s.startsWith(i)) ?? INITIALS.find((i) => s.startsWith(i));
  if (!initial) return null;
  let final = s.slice(initial.length);
  if (PALATALS.has(initial) && final.startsWith('u')) final = `ü${final.slice(1)}`;
  if ((initial === 'n' || initial === 'l') && final === 'ue') final = 'üe';
  if (!KNOWN_FINALS.has(final) || EXTRA_FINALS.has(final)) return null;
  if (final.startsWith('ü') && !U_UMLAUT_INITIALS.has(initial)) return null;
  if (I_FINALS.has(final) && !I_INITIALS.has(initial)) return null;
  if (final === 'i' && !BARE_I_INITIALS.has(initial)) return null;
  if (PALATALS.has(initial) && !final.startsWith('i') && !final.startsWith('ü')) return null;
  if (final === 'o' && !['b', 'p', 'm', 'f'].includes(initial)) return null;
  if (final === 'ueng' || final === 'er') return null;
  return { initial, final };
}

/** Pinyin spells ü as u after j, q, x and y, but n and l need the v: "nue" is written "nve". */
function vSpelling(spelled: string, parts: { initial: string; final: string }): string {
  return parts.initial === 'n' || parts.initial === 'l' ? parts.initial + parts.final.replace('ü', 'v') : spelled;
}

/** Lower case, ü spelled v, tone marks removed; the tone a mark carried, if any. */
function normalise(token: string): { letters: string; markTone: Tone | null; marks: number } {
  let markTone: Tone | null = null;
  let letters = '';
  let marks = 0;
  for (const ch of token.normalize('NFC').toLowerCase().replace(/u:/g, 'v').replace(/ü/g, 'v')) {
    const mark = TONE_MARKS[ch];
    if (mark) {
      letters += mark[0];
      markTone = mark[1];
      marks += 1;
    } else letters += ch;
  }
  return { letters, markTone, marks };
}

/**
 * Parses one syllable: "ni3", "nǐ", "lv4", "lü4", "lu:4", "de", "de5", "de0", "dianr3", "dian3r".
 * Null when it is not a Mandarin syllable.
 */
export function parsePinyinSyllable(token: string): PinyinSyllable | null {
  const { letters, markTone, marks } = normalise(token.trim());
  if (marks > 1) return null;
  // A trailing tone digit, possibly before the erhua r ("dian3r").
  const match = /^([a-z]+?)([0-5])?(r?)$/.exec(letters);
  if (!match) return null;
  const [, body = '', digit, trailingR = ''] = match;
  if (digit !== undefined && markTone !== null) return null;
  const tone = (digit === undefined ? (markTone ?? 5) : digit === '0' ? 5 : Number(digit)) as Tone;
  const spelled = body + trailingR;
  const direct = splitSyllable(spelled);
  if (direct) return { pinyin: vSpelling(spelled, direct), ...direct, tone };
  // Erhua: a syllable with an r added ("dianr", "huar"), not "er" itself.
  if (spelled.length > 1 && spelled.endsWith('r')) {
    const plain = splitSyllable(spelled.slice(0, -1));
    if (plain && plain.final !== 'er') return { pinyin: `${vSpelling(spelled.slice(0, -1), plain)}r`, ...plain, tone };
  }
  return null;
}

/**
 * Splits a word written as one token into syllables: at tone digits ("ni3hao3"), hyphens and
 * apostrophes ("xi1'an1", "ni3-hao3"), and otherwise by the longest valid syllable first with
 * backtracking ("nǐhǎo", "zhongguo"). Null when no split into valid syllables exists.
 */
export function splitWord(token: string): PinyinSyllable[] | null {
  const pieces: string[] = [];
  for (const part of token.split(/['’\-‐]/)) {
    for (const piece of part.split(/(?<=[0-5])/)) {
      // "dian3r": an r after the tone digit is the erhua of the syllable before it.
      if (piece === 'r' && pieces.length > 0) pieces[pieces.length - 1] += piece;
      else if (piece !== '') pieces.push(piece);
    }
  }
  const out: PinyinSyllable[] = [];
  for (const piece of pieces) {
    const parts = splitLetters(piece);
    if (!parts) return null;
    out.push(...parts);
  }
  return out.length > 0 ? out : null;
}

/** Longest-first split of a piece with at most one tone digit (at its end) into syllables. */
function splitLetters(piece: string): PinyinSyllable[] | null {
  const whole = parsePinyinSyllable(piece);
  if (whole) return [whole];
  const chars = [...piece];
  for (let cut = chars.length - 1; cut > 0; cut -= 1) {
    const head = chars.slice(0, cut).join('');
    if (/[0-5]/.test(head)) continue;
    const first = parsePinyinSyllable(head);
    if (!first) continue;
    const rest = splitLetters(chars.slice(cut).join(''));
    if (rest) return [first, ...rest];
  }
  return null;
}

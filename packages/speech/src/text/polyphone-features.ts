/**
 * Features of a polyphone in context for the reading model of polyphone-model.ts. The training
 * script (packages/speech/scripts/train-polyphone-model.ts) and the reader share this file, so a
 * model always sees the features it was trained on.
 *
 * Two kinds of feature:
 * - Context features (neighbours ±1..4, the bigrams around the character, its word and its place
 *   in the word, pinyin-pro's reading, a common surname just before it, the start of a phrase): each
 *   has one weight per reading of that character.
 * - Hints: readings proposed by a source (pinyin-pro in context, the hand corrections of
 *   polyphone-readings.ts, a word of CC-CEDICT or of pinyin-pro's complete dictionary around the
 *   character); one weight per source, shared by every character, added to the reading the source
 *   proposes. They let a character seen a few times in training lean on what the sources know.
 */
import type { ContextCharacter } from './polyphone-readings.ts';

/** Stands for a neighbour beyond the phrase (punctuation, digits, Latin, the text's edges). */
const EDGE = '|';

/** Source name → proposed reading. */
export type Hint = readonly [source: string, reading: string];

function neighbour(chars: readonly ContextCharacter[], i: number, offset: number): string {
  const here = chars[i];
  const there = chars[i + offset];
  if (!here || !there) return EDGE;
  // Anything between the two phrases stands in between: a neighbour two phrases away is as far.
  for (let k = Math.min(i, i + offset); k < Math.max(i, i + offset); k += 1) {
    if (chars[k]?.phrase !== chars[k + 1]?.phrase) return EDGE;
  }
  return there.hanzi;
}

/** The characters of the word holding `i` and its position in it. */
export function wordAround(chars: readonly ContextCharacter[], i: number): { start: number; end: number } {
  const word = chars[i]?.word;
  let start = i;
  let end = i + 1;
  while (start > 0 && chars[start - 1]?.word === word) start -= 1;
  while (end < chars.length && chars[end]?.word === word) end += 1;
  return { start, end };
}

/**
 * The commonest surnames of the mainland: a polyphone right after one is often a given name (赵衰 cuī,
 * 罗劲 jìn), which the corpus's encyclopaedic sentences hold many of.
 */
const SURNAMES = new Set(
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤',
);

/** Context features of the character at `i` (see the file comment). */
export function contextFeatures(chars: readonly ContextCharacter[], i: number): string[] {
  const l1 = neighbour(chars, i, -1);
  const l2 = neighbour(chars, i, -2);
  const l3 = neighbour(chars, i, -3);
  const r1 = neighbour(chars, i, 1);
  const r2 = neighbour(chars, i, 2);
  const r3 = neighbour(chars, i, 3);
  const { start, end } = wordAround(chars, i);
  const word = chars
    .slice(start, end)
    .map((c) => c.hanzi)
    .join('');
  const place = end - start === 1 ? 'S' : i === start ? 'B' : i === end - 1 ? 'E' : 'M';
  const before = start > 0 && chars[start - 1]?.phrase === chars[i]?.phrase ? wordAround(chars, start - 1) : undefined;
  const after = end < chars.length && chars[end]?.phrase === chars[i]?.phrase ? wordAround(chars, end) : undefined;
  const text = (span: { start: number; end: number } | undefined) =>
    span
      ? chars
          .slice(span.start, span.end)
          .map((c) => c.hanzi)
          .join('')
      : EDGE;
  const features = [
    'b',
    `l1${l1}`,
    `r1${r1}`,
    `p${place}`,
    `pp${chars[i]?.reading ?? ''}`,
    `w${word}`,
    `wb${text(before)}`,
    `wa${text(after)}`,
    `l2${l2}`,
    `r2${r2}`,
    `l3${l3}`,
    `r3${r3}`,
    `l2${l2}${l1}`,
    `r2${r1}${r2}`,
    `lr${l1}${r1}`,
  ];
  // Past the first five, a feature that only says "the phrase ends here" is left out: otherwise
  // a short text, whose every far neighbour is an edge, would pile up the character's prior.
  // The characters four places away (across punctuation too), a common surname just before the
  // character (a given name) and the start of a phrase: on the CPP cross-validation these took the
  // reader from 97.43% to 97.51% (decision 025, update of 2026-11-27).
  const far = [chars[i - 4] && `l4${chars[i - 4]?.hanzi}`, chars[i + 4] && `r4${chars[i + 4]?.hanzi}`];
  const left = chars[i - 1];
  const afterSurname = left?.phrase === chars[i]?.phrase && SURNAMES.has(left?.hanzi ?? '') ? ['sn'] : [];
  return [
    ...features.filter((feature, k) => k < 5 || !feature.endsWith(EDGE)),
    ...far.filter((feature): feature is string => typeof feature === 'string'),
    ...afterSurname,
  ];
}

/**
 * Word → reading of each of its characters, joined by commas ('' where the dictionary says nothing),
 * then, for a dictionary with word frequencies, "/" and the word's rank: round(-2 × log10 frequency),
 * smaller for a commoner word ("重录:chong2,/21").
 */
export interface WordReadings {
  get(word: string): string | undefined;
  readonly size: number;
}

/** A word list whose words propose readings, under their own hint sources (`${source}${length}`). */
export interface Dictionary {
  /** Prefix of its hint sources: d (CC-CEDICT), x (pinyin-pro's complete dictionary). */
  readonly source: string;
  readonly words: WordReadings;
  /** The longest word looked for; longer words of the list are not in `words`. */
  readonly longest: number;
  /** Words at least this long share one hint source (d5 for every word of 5 characters or more). */
  readonly lengthBucket: number;
}

/**
 * Readings proposed for the character at `i`: pinyin-pro in context, the hand correction if there
 * is one, every dictionary word inside the phrase that covers it (by dictionary, length, and
 * whether the word is the segmentation's word), and once more the commonest of those words among
 * the dictionaries with frequencies (source xf): pinyin-pro's complete dictionary holds rare words
 * (空位 kòng, a name) beside the common one a reader would see there.
 */
export function readingHints(
  chars: readonly ContextCharacter[],
  i: number,
  corrected: string | undefined,
  dictionaries: readonly Dictionary[],
): Hint[] {
  const here = chars[i];
  if (!here) return [];
  // A neutral tone is weighed apart: the dictionary and pinyin-pro give it in words (码头 tou5) where
  // a careful reading often keeps the full tone.
  const source = (name: string, reading: string) => (reading.endsWith('5') ? `${name}n` : name);
  const hints: Hint[] = [[source('pp', here.reading), here.reading]];
  if (corrected !== undefined) hints.push([source('fix', corrected), corrected]);
  const { start: wordStart, end: wordEnd } = wordAround(chars, i);
  const longest = Math.max(0, ...dictionaries.map((d) => d.longest));
  // The characters of the phrase within reach of the longest word.
  let first = i;
  let last = i;
  while (first > i - longest + 1 && chars[first - 1]?.phrase === here.phrase) first -= 1;
  while (last < i + longest - 1 && chars[last + 1]?.phrase === here.phrase) last += 1;
  let bestRank = Infinity;
  let commonest: Hint | undefined;
  // Longest first.
  for (let length = longest; length >= 2; length -= 1) {
    for (let start = Math.max(first, i - length + 1); start <= i && start + length - 1 <= last; start += 1) {
      // A dictionary word that cuts a word of the segmentation in two (的哥 in 里的/哥哥) is a
      // coincidence of characters, not a word of the text.
      const end = start + length - 1;
      const cuts = chars[start - 1]?.word === chars[start]?.word || chars[end + 1]?.word === chars[end]?.word;
      if (cuts) continue;
      let word = '';
      for (let k = start; k < start + length; k += 1) word += chars[k]?.hanzi ?? '';
      const exact = start === wordStart && start + length === wordEnd;
      for (const dictionary of dictionaries) {
        if (length > dictionary.longest) continue;
        const [readings = '', rank] = dictionary.words.get(word)?.split('/') ?? [];
        const reading = readings.split(',')[i - start];
        if (!reading) continue;
        if (rank !== undefined && Number(rank) < bestRank) {
          bestRank = Number(rank);
          commonest = [source(`${dictionary.source}f`, reading), reading];
        }
        const bucket = Math.min(length, dictionary.lengthBucket);
        hints.push([source(`${dictionary.source}${bucket}${exact ? 'w' : ''}`, reading), reading]);
      }
    }
  }
  if (commonest) hints.push(commonest);
  return hints;
}

/**
 * Every feature the model weighs for the character at `i`: its context features and, per hint, the
 * source with the reading it proposes (so a character learns which sources to trust).
 */
export function modelFeatures(chars: readonly ContextCharacter[], i: number, hints: readonly Hint[]): string[] {
  return [
    ...contextFeatures(chars, i),
    ...hints.filter(([source]) => !source.startsWith('pp')).map(([s, r]) => `h${s}${r}`),
  ];
}

/**
 * The reading of a polyphone in context by a linear model trained on the CPP corpus (see
 * polyphone-model.README.md): for each of its characters a multinomial logistic regression over
 * that character's readings, on the features of polyphone-features.ts. The weights are integers
 * (weight × scale, rounded), in the compact text format written by the training script:
 *
 *   s SCALE                         the scale of every weight
 *   h SOURCE:W SOURCE:W ...         the weight of each hint source (pp, fix, d2, d3w ...)
 *   c CHAR R1/R2/... F:W1/W2/... .. a character, its readings, its features' weights per reading
 *   d NAME LONGEST BUCKET           a dictionary: its hint sources' prefix, longest word, length
 *                                   from which its words share one source (Dictionary)
 *   w NAME WORD:R,R,.. WORD:R,R ... its words: the reading of each character ('' = none)
 *
 * Pure: no I/O, no clock, no randomness; the same text gives the same reading everywhere.
 */
import { modelFeatures, readingHints, type Dictionary, type Hint, type WordReadings } from './polyphone-features.ts';
import type { ContextCharacter } from './polyphone-readings.ts';

export interface CharacterModel {
  readonly readings: readonly string[];
  /** Feature → weight per reading (same order as readings), already divided by the scale. */
  readonly weights: ReadonlyMap<string, readonly number[]>;
}

/**
 * A character whose weights are parsed on first use: a text meets a few dozen of the model's
 * characters, and parsing them all would cost a worker's start far more than a reading.
 */
class LazyCharacterModel implements CharacterModel {
  readonly readings: readonly string[];
  #fields: readonly string[];
  #scale: number;
  #weights: Map<string, number[]> | undefined;

  constructor(readings: string, fields: readonly string[], scale: number) {
    this.readings = readings.split('/');
    this.#fields = fields;
    this.#scale = scale;
  }

  get weights(): ReadonlyMap<string, readonly number[]> {
    if (!this.#weights) {
      const weights = new Map<string, number[]>();
      for (const field of this.#fields) {
        const colon = field.lastIndexOf(':');
        weights.set(field.slice(0, colon), numbers(field.slice(colon + 1), this.#scale, field));
      }
      this.#weights = weights;
    }
    return this.#weights;
  }
}

/**
 * A dictionary's words, parsed a line at a time on first lookup: the `w` lines hold some 190,000
 * words in order, and parsing them all would cost a reader's start more than a text's readings.
 */
class LazyWords implements WordReadings {
  /** The first word of each line, in order. */
  #firsts: string[] = [];
  #lines: string[] = [];
  #parsed: (Map<string, string> | undefined)[] = [];

  /** Adds the entries of a `w` line (after the dictionary's name). */
  add(entries: string): void {
    const first = entries.slice(0, entries.indexOf(':'));
    const last = this.#firsts[this.#firsts.length - 1];
    if (last !== undefined && !(last < first)) throw new PolyphoneModelFormatError(`words out of order: ${first}`);
    this.#firsts.push(first);
    this.#lines.push(entries);
    this.#parsed.push(undefined);
  }

  get(word: string): string | undefined {
    // The last line whose first word does not come after the word.
    let low = 0;
    let high = this.#firsts.length - 1;
    let found = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if ((this.#firsts[middle] ?? '') <= word) {
        found = middle;
        low = middle + 1;
      } else high = middle - 1;
    }
    return found < 0 ? undefined : this.#line(found).get(word);
  }

  get size(): number {
    let size = 0;
    for (let k = 0; k < this.#lines.length; k += 1) size += this.#line(k).size;
    return size;
  }

  #line(k: number): Map<string, string> {
    let words = this.#parsed[k];
    if (!words) {
      words = new Map();
      let previous = '';
      for (const entry of (this.#lines[k] ?? '').split(' ')) {
        const colon = entry.indexOf(':');
        const word = entry.slice(0, colon);
        if (word < previous) throw new PolyphoneModelFormatError(`words out of order: ${word}`);
        words.set(word, entry.slice(colon + 1));
        previous = word;
      }
      this.#parsed[k] = words;
    }
    return words;
  }
}

export interface PolyphoneModel {
  hintWeights: ReadonlyMap<string, number>;
  characters: ReadonlyMap<string, CharacterModel>;
  dictionaries: readonly Dictionary[];
}

export class PolyphoneModelFormatError extends Error {
  override name = 'PolyphoneModelFormatError';
}

function numbers(text: string, scale: number, where: string): number[] {
  const values = text.split('/').map((value) => Number(value) / scale);
  if (values.some((value) => !Number.isFinite(value))) throw new PolyphoneModelFormatError(`bad weights: ${where}`);
  return values;
}

/** The model from the lines of the text format above. */
export function parsePolyphoneModel(lines: readonly string[]): PolyphoneModel {
  let scale = 1;
  const hintWeights = new Map<string, number>();
  const characters = new Map<string, CharacterModel>();
  const dictionaries = new Map<string, Dictionary & { words: LazyWords }>();
  for (const line of lines) {
    if (line.startsWith('w ')) {
      // Words are many: split on their first use, not here.
      const space = line.indexOf(' ', 2);
      const words = dictionaries.get(line.slice(2, space))?.words;
      if (!words || space < 0) throw new PolyphoneModelFormatError(`words of an undeclared dictionary: ${line}`);
      words.add(line.slice(space + 1));
      continue;
    }
    const [kind, ...fields] = line.split(' ');
    if (kind === 's') scale = Number(fields[0]);
    else if (kind === 'h') {
      for (const field of fields) {
        const [source = '', weight = ''] = field.split(':');
        hintWeights.set(source, numbers(weight, scale, line)[0] ?? 0);
      }
    } else if (kind === 'c') {
      const [hanzi = '', readings = '', ...features] = fields;
      characters.set(hanzi, new LazyCharacterModel(readings, features, scale));
    } else if (kind === 'd') {
      const [source = '', longest = '', lengthBucket = ''] = fields;
      const dictionary = { source, words: new LazyWords(), longest: Number(longest) };
      if (!(dictionary.longest >= 2) || !(Number(lengthBucket) >= 2)) throw new PolyphoneModelFormatError(line);
      dictionaries.set(source, { ...dictionary, lengthBucket: Number(lengthBucket) });
    } else if (kind !== '' && kind !== undefined) throw new PolyphoneModelFormatError(`unknown line: ${line}`);
    if (!Number.isFinite(scale) || scale <= 0) throw new PolyphoneModelFormatError(`bad scale: ${line}`);
  }
  return { hintWeights, characters, dictionaries: [...dictionaries.values()] };
}

/**
 * Scores of the candidate readings of one character: its own readings and any reading a hint
 * proposes. Returned in a fixed order (own readings, then hinted ones as they come).
 */
export function scoreReadings(
  character: CharacterModel | undefined,
  features: readonly string[],
  hints: readonly Hint[],
  hintWeights: ReadonlyMap<string, number>,
): Map<string, number> {
  const scores = new Map<string, number>();
  const own = character?.readings ?? [];
  for (const reading of own) scores.set(reading, 0);
  for (const [, reading] of hints) if (!scores.has(reading)) scores.set(reading, 0);
  if (character) {
    for (const feature of features) {
      const weights = character.weights.get(feature);
      if (!weights) continue;
      own.forEach((reading, k) => scores.set(reading, (scores.get(reading) ?? 0) + (weights[k] ?? 0)));
    }
  }
  for (const [source, reading] of hints) {
    scores.set(reading, (scores.get(reading) ?? 0) + (hintWeights.get(source) ?? 0));
  }
  return scores;
}

/**
 * The model's reading of the character at `i`, or undefined for a character the model was not
 * trained on (its reading stays pinyin-pro's, or the hand correction). pinyin-pro's reading stands
 * unless another scores more than `margin` above it; other ties go to the first candidate in
 * scoreReadings' order, so the result never depends on anything but the input.
 */
export function modelReading(
  model: PolyphoneModel,
  chars: readonly ContextCharacter[],
  i: number,
  corrected: string | undefined,
  hints: readonly Hint[] = readingHints(chars, i, corrected, model.dictionaries),
  margin = 0,
): string | undefined {
  const character = model.characters.get(chars[i]?.hanzi ?? '');
  if (!character) return undefined;
  const scores = scoreReadings(character, modelFeatures(chars, i, hints), hints, model.hintWeights);
  let best: string | undefined;
  let bestScore = -Infinity;
  for (const [reading, score] of scores) {
    if (score > bestScore) {
      best = reading;
      bestScore = score;
    }
  }
  const pinyinPro = chars[i]?.reading ?? '';
  const kept = scores.get(pinyinPro);
  return kept !== undefined && bestScore - kept <= margin ? pinyinPro : best;
}

/**
 * The reading of the character at `i` in context, as expectedFromText uses it:
 * 1. a hand correction of polyphone-readings.ts (curated from 《现代汉语词典》): on the CPP
 *    cross-validation 75 of the 77 that applied were right, against 74 for the model alone (the
 *    two others: 翘首, which the corpus reads qiào against the dictionary, and a 关卡 that the
 *    segmentation cut out of 通关卡);
 * 2. pinyin-pro's reading where the segmentation's word is a CC-CEDICT word that reads the
 *    character the same way (the model, trained on encyclopaedic sentences, would otherwise carry
 *    its prior into everyday words: 差不多 chà, 空白 kòng);
 * 3. the model's reading (pinyin-pro's for a text of one character, where the model would give only
 *    the corpus's prior), except that a CC-CEDICT word with a neutral tone that agrees with
 *    pinyin-pro keeps its syllable (暖和 huo);
 * 4. pinyin-pro's reading, for a character the model does not know.
 */
export function polyphoneReading(
  model: PolyphoneModel,
  chars: readonly ContextCharacter[],
  i: number,
  corrected: string | undefined,
  margin = OVERRIDE_MARGIN,
): string | undefined {
  if (corrected !== undefined) return corrected;
  const pinyinPro = chars[i]?.reading;
  if (!model.characters.has(chars[i]?.hanzi ?? '')) return pinyinPro;
  // A character read alone (a word list's 汗, 涌) has no context but the corpus's prior, which
  // leans to the names of its encyclopaedic sentences (可汗 hán, 东涌 chōng).
  if (chars.length === 1) return pinyinPro;
  const hints = readingHints(chars, i, undefined, model.dictionaries);
  const agrees = (pattern: RegExp) => hints.some(([source, reading]) => pattern.test(source) && reading === pinyinPro);
  if (agrees(/^d\dw$/)) return pinyinPro;
  const read = modelReading(model, chars, i, undefined, hints, margin) ?? pinyinPro;
  // A word the dictionary reads with a neutral tone keeps pinyin-pro's syllable (暖和 huo, not he):
  // the corpus, which gives such syllables a full tone, taught the model to look past the neutral
  // tone; keepNeutralTone then settles the tone.
  if (read && agrees(/^d\dwn$/) && read.slice(0, -1) !== pinyinPro?.slice(0, -1)) return pinyinPro;
  return read;
}

/**
 * How much more (in log-odds) the model must like a reading than pinyin-pro's to override it. On the
 * CPP cross-validation any margin cost accuracy (0.5: 0.3 points), so the better score wins.
 */
export const OVERRIDE_MARGIN = 0;

/**
 * pinyin-pro's neutral tone of a syllable (衣服 fu5, 知识 shi5) over the same syllable with a full
 * tone: the CPP corpus gives such syllables their full tone (衣服 fu2), the platform expects the
 * neutral tone of 《现代汉语词典》. Applied by expected-from-text.ts after polyphoneReading, with
 * the other neutral tones.
 */
export function keepNeutralTone(pinyinPro: string | undefined, reading: string): string {
  return pinyinPro?.endsWith('5') && reading.slice(0, -1) === pinyinPro.slice(0, -1) ? pinyinPro : reading;
}

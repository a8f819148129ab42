/**
 * The measurable features of a composition (decision 052): what the trait scores are computed from,
 * returned with the scores so a report can say why.
 */
import type { CompositionLexicon } from './lexicon.ts';
import { orderMeasures, type OrderMeasures } from './discourse-order.ts';
import type { ParsedSentence, ParsedText } from './parse-text.ts';
import { segment } from './parse-text.ts';
import {
  CONNECTIVES,
  FOLLOWING_OPENERS,
  INSTRUCTION_WORDS,
  REFERENCE_WORDS,
  STANDALONE_CHARACTERS,
} from './word-lists.ts';

export interface TaskTerms {
  readonly keywords: readonly string[];
  /** The prompt's topic words: its quoted title's words, or the prompt's own less the instructions. */
  readonly topicWords: readonly string[];
  readonly minChars: number;
  readonly maxChars: number;
  /** Highest HSK level the task's MHK level is written within. */
  readonly hskCeiling: number;
}

export interface CompositionFeatures {
  hanCount: number;
  paragraphs: number;
  sentences: number;
  // Content
  /** Han characters against the task's minimum (1 = at the minimum). */
  lengthToMin: number;
  /** Han characters against the task's maximum (over 1 = too long). */
  lengthToMax: number;
  /** Share of the task's keywords the text uses. */
  keywordCoverage: number;
  /** Share of the prompt's topic words the text uses. */
  topicCoverage: number;
  // Language
  /** Share of Han characters the dictionary does not know. */
  unknownCharacterShare: number;
  /** Share of Han characters left as one-character pieces that are not words on their own. */
  strayCharacterShare: number;
  /** Moving-average type-token ratio of the words (window of 40). */
  wordVariety: number;
  /** Share of content words beyond the HSK 1-2 core (HSK 3 and up, or outside the lists). */
  advancedWordShare: number;
  /** Share of content words above the task level's HSK band. */
  aboveLevelWordShare: number;
  /** Share of sentences over 60 Han characters. */
  longSentenceShare: number;
  /** Runs of Latin letters (English words, pinyin) against the words of the text. */
  latinWordShare: number;
  // Cohesion
  /** Connectives per sentence, counted as if the text had one sentence more (little text, little evidence). */
  connectivesPerSentence: number;
  /** Share of sentences after the first holding a pronoun or demonstrative, out of one pair more. */
  referenceShare: number;
  /** Mean overlap of neighbouring sentences' content characters, counted over two pairs more. */
  neighbourOverlap: number;
  /** The first sentence starts with a word that follows on (但是, 所以, 他…). */
  opensWithFollower: boolean;
  // Cohesion and Structure: the order of the sentences (discourse-order.ts)
  order: OrderMeasures;
  // Structure
  /** The title's words in the first two sentences, less their average per two sentences. */
  topicUpFront: number;
  /** Paragraphs against what the length calls for (1 = enough). */
  paragraphFit: number;
  /** Coefficient of variation of the sentence lengths. */
  sentenceLengthVariation: number;
  /** Share of sentences that do not start with the same word as the one before. */
  openingVariety: number;
}

const CONNECTIVE_SET = new Set(CONNECTIVES);
const REFERENCE_SET = new Set(REFERENCE_WORDS);
const FOLLOWING_SET = new Set(FOLLOWING_OPENERS);
const INSTRUCTION_SET = new Set(INSTRUCTION_WORDS);
/** Words that carry no topic: left out of the content words and of the prompt's topic words. */
const FUNCTION_WORDS = new Set<string>([
  ...STANDALONE_CHARACTERS,
  ...CONNECTIVES,
  ...REFERENCE_WORDS,
  '我们',
  '你们',
  '咱们',
  '自己',
  '大家',
  '什么',
  '怎么',
  '一个',
  '一些',
  '一点',
  '没有',
  '可以',
  '已经',
  '非常',
  '特别',
  '时候',
  '的时候',
  '就是',
  '还是',
  '一样',
  '这么',
  '那么',
  '所有',
  '知道',
  '觉得',
  '现在',
  '今天',
  '一起',
  '应该',
  '不是',
  '一直',
  '一定',
  '真的',
  '起来',
]);

/** Characters in nearly every sentence (particles, pronouns, 是, 有, 不, 一): they tie nothing together. */
const COMMON_CHARACTERS = new Set(
  '的了着过地得吗呢吧啊呀么和与在是有不没也就都还又很太我你他她它们这那个一上下里来去说到要会能把被给让对为以而之其',
);

const VARIETY_WINDOW = 40;
const LONG_SENTENCE = 60;

export function measureFeatures(
  parsed: ParsedText,
  terms: TaskTerms,
  lexicon: CompositionLexicon,
): CompositionFeatures {
  const { sentences } = parsed;
  const words = sentences.flatMap((sentence) => sentence.words);
  const text = sentences.map((sentence) => sentence.text).join('');
  const contentWords = words.filter(isContentWord);
  const count = sentences.length;

  let unknown = 0;
  let stray = 0;
  for (const word of words) {
    if ([...word].length !== 1) continue;
    if (!lexicon.characters.has(word)) unknown += 1;
    else if (!lexicon.standalone.has(word)) stray += 1;
  }
  const han = Math.max(1, parsed.hanCount);

  const connectives = words.filter((word) => CONNECTIVE_SET.has(word)).length;
  const referring = sentences.slice(1).filter((sentence) => sentence.words.some(isReference)).length;
  const units = sentences.map(contentUnits);
  const pairs = units.slice(1).map((unit, index) => overlap(units[index] ?? new Set(), unit));

  const first = sentences[0];

  return {
    hanCount: parsed.hanCount,
    paragraphs: parsed.paragraphs,
    sentences: count,
    lengthToMin: parsed.hanCount / Math.max(1, terms.minChars),
    lengthToMax: parsed.hanCount / Math.max(1, terms.maxChars),
    keywordCoverage: coverage(terms.keywords, text),
    topicCoverage: coverage(terms.topicWords, text),
    unknownCharacterShare: unknown / han,
    strayCharacterShare: stray / han,
    wordVariety: movingTypeTokenRatio(words),
    advancedWordShare: share(contentWords, (word) => (lexicon.hskLevels.get(word) ?? 7) >= 3),
    aboveLevelWordShare: share(
      contentWords,
      (word) => (lexicon.hskLevels.get(word) ?? ([...word].length > 1 ? 7 : 0)) > terms.hskCeiling,
    ),
    longSentenceShare: share(sentences, (sentence) => sentence.hanCount > LONG_SENTENCE),
    latinWordShare: parsed.latinWords / Math.max(1, parsed.latinWords + words.length),
    connectivesPerSentence: connectives / (count + 1),
    referenceShare: referring / count,
    neighbourOverlap: pairs.reduce((sum, value) => sum + value, 0) / (pairs.length + 2),
    opensWithFollower: first !== undefined && startsWithFollower(first),
    order: orderMeasures(sentences),
    topicUpFront: topicUpFront(sentences, terms.topicWords),
    paragraphFit: paragraphFit(parsed.paragraphs, parsed.hanCount),
    sentenceLengthVariation: variation(sentences.map((sentence) => sentence.hanCount)),
    openingVariety:
      count < 2
        ? 1
        : sentences.slice(1).filter((sentence, index) => sentence.words[0] !== sentences[index]?.words[0]).length /
          (count - 1),
  };
}

/** The task's keywords and topic words, found once per task. */
export function taskTerms(
  task: { prompt: string; keywords: readonly string[]; minChars: number; maxChars: number },
  hskCeiling: number,
  lexicon: CompositionLexicon,
): TaskTerms {
  // The title a prompt gives in quotes (请以“我的家”为题…) says the topic; otherwise the prompt itself.
  const titles = [...task.prompt.matchAll(/[“"「『]([^”"」』]+)[”"」』]/gu)].map((match) => match[1] ?? '');
  const source = titles.length > 0 ? titles.join('，') : task.prompt;
  const topicWords = [
    ...new Set(segment(source, lexicon).filter((word) => isContentWord(word) && !INSTRUCTION_SET.has(word))),
  ];
  return {
    keywords: [...new Set(task.keywords.map((keyword) => keyword.trim()).filter((keyword) => keyword.length > 0))],
    topicWords,
    minChars: finiteOr(task.minChars, 0),
    maxChars: finiteOr(task.maxChars, Number.POSITIVE_INFINITY),
    hskCeiling,
  };
}

function finiteOr(value: number, fallback: number): number {
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

function isContentWord(word: string): boolean {
  return !FUNCTION_WORDS.has(word);
}

function isReference(word: string): boolean {
  // 那天, 这件, 这次: a demonstrative starts the word the cut keeps together.
  return REFERENCE_SET.has(word) || (/^[这那]/u.test(word) && [...word].length <= 3);
}

/**
 * The characters that carry a sentence's content: two sentences on one thread share characters of
 * the words they repeat or vary (奶奶 and 张奶奶, 学习 and 学生), which words alone would miss.
 */
function contentUnits(sentence: ParsedSentence): Set<string> {
  const units = new Set<string>();
  for (const word of sentence.words)
    for (const character of word) if (!COMMON_CHARACTERS.has(character)) units.add(character);
  return units;
}

/** Jaccard overlap of two sentences' content words. */
function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const unit of a) if (b.has(unit)) shared += 1;
  return shared / (a.size + b.size - shared);
}

function startsWithFollower(sentence: ParsedSentence): boolean {
  const start = sentence.text.replace(/^[^\p{Script=Han}]+/u, '');
  const firstWord = sentence.words[0] ?? '';
  if (FOLLOWING_SET.has(firstWord)) return true;
  return FOLLOWING_OPENERS.some((opener) => [...opener].length > 1 && start.startsWith(opener));
}

/** Title words met in the first two sentences, less the text's average for two sentences. */
function topicUpFront(sentences: readonly ParsedSentence[], topicWords: readonly string[]): number {
  if (sentences.length < 3 || topicWords.length === 0) return 0;
  const hits = sentences.map((sentence) => topicWords.filter((word) => sentence.text.includes(word)).length);
  const mean = hits.reduce((sum, value) => sum + value, 0) / hits.length;
  return (hits[0] ?? 0) + (hits[1] ?? 0) - 2 * mean;
}

/** Up to 150 characters one paragraph will do; beyond, one paragraph per 100 characters, 3 to 5. */
function paragraphFit(paragraphs: number, hanCount: number): number {
  if (hanCount < 150) return 1;
  const wanted = Math.min(5, Math.max(3, Math.round(hanCount / 100)));
  return Math.min(1, (paragraphs - 1) / (wanted - 1));
}

function variation(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length;
  return mean === 0 ? 0 : Math.sqrt(variance) / mean;
}

function movingTypeTokenRatio(words: readonly string[]): number {
  if (words.length === 0) return 0;
  if (words.length <= VARIETY_WINDOW) return new Set(words).size / words.length;
  const counts = new Map<string, number>();
  let distinct = 0;
  let total = 0;
  for (let index = 0; index < words.length; index += 1) {
    const entering = words[index] ?? '';
    counts.set(entering, (counts.get(entering) ?? 0) + 1);
    if (counts.get(entering) === 1) distinct += 1;
    if (index >= VARIETY_WINDOW) {
      const leaving = words[index - VARIETY_WINDOW] ?? '';
      const left = (counts.get(leaving) ?? 1) - 1;
      counts.set(leaving, left);
      if (left === 0) distinct -= 1;
    }
    if (index >= VARIETY_WINDOW - 1) total += distinct / VARIETY_WINDOW;
  }
  return total / (words.length - VARIETY_WINDOW + 1);
}

function coverage(terms: readonly string[], text: string): number {
  if (terms.length === 0) return 1;
  return terms.filter((term) => text.includes(term)).length / terms.length;
}

function share<T>(items: readonly T[], test: (item: T) => boolean): number {
  return items.length === 0 ? 0 : items.filter(test).length / items.length;
}

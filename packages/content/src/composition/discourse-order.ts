/**
 * Measures of whether a composition's sentences stand in an order that reads (decision 052). Words
 * that open an account (有一天, 小时候, 首先) belong early, words that close it or point back to
 * what was said (总之, 终于, 所以, 他…, 这件事) later; time words run forward (早上 … 晚上); a
 * pronoun comes after the person it stands for. On the development texts, lexical overlap between
 * neighbouring sentences told their order from a shuffle no better than chance, so these cues
 * carry the order-sensitive part of Structure and Cohesion.
 */
import type { ParsedSentence } from './parse-text.ts';
import { SEQUENCE_RANK } from './word-lists.ts';

/** Cues of an opening (negative) and of a later or closing sentence (positive), with their weight. */
const POSITION_CUES: readonly (readonly [RegExp, number])[] = [
  [/有一天|有一次|从前|很久以前|小时候|记得|说起|一开始|刚开始|起初|首先|第一/u, -1],
  [/^(我叫|我是|我家|我的|我有|每天|今年|去年|很多人|在我)/u, -1],
  [/一[个位只条家棵件座本张辆群种]/u, -0.5],
  [/总之|总而言之|总的来说|最后|终于|最终|从此|从那以后|这就是|永远|明白了|懂得/u, 1],
  [/我觉得|我相信|我希望|希望|我想|所以|因此|一定/u, 0.5],
  [/^([他她它]|但是|可是|不过|然而|所以|因此|于是|而且|后来|接着|然后|另外|同时)/u, 0.5],
  [/[这那](个|位|件|些|样|种|次|天|里|儿)|[也又]/u, 0.3],
  [/！/u, 0.3],
];

/**
 * Words other than connectives that point back: a sentence holding them follows another (a
 * pronoun that starts it, a demonstrative, 也, 又). Connectives are counted on their own.
 */
const BACK_POINTERS = /^[他她它]|[这那](个|位|件|些|样|种|次|天|里|儿|时)|[也又]/gu;

/** Words a new paragraph of an account often starts with: a time, a setting, a turn. */
const PARAGRAPH_OPENING =
  /^(有一天|有一次|那天|第二天|第[一二三四五六七八九十]|后来|现在|如今|去年|今年|明年|以前|从前|小时候|从那以后|从此|星期|周末|早上|中午|下午|晚上|傍晚|春天|夏天|秋天|冬天|当时|那时|这时|最后|总之|首先|其次|另外|此外|[^，。]{1,8}的时候)/u;

/** Time words in the order a day or a story runs, beside the sequence markers. */
const TIME_RANK: ReadonlyMap<string, number> = new Map([
  ['从前', 1],
  ['以前', 1],
  ['小时候', 1],
  ['过去', 1],
  ['早上', 1],
  ['早晨', 1],
  ['清晨', 1],
  ['上午', 2],
  ['上课', 2],
  ['中午', 3],
  ['下课', 3],
  ['下午', 4],
  ['后来', 4],
  ['傍晚', 5],
  ['放学', 5],
  ['现在', 5],
  ['如今', 5],
  ['晚上', 6],
  ['夜里', 6],
  ['终于', 6],
  ['深夜', 7],
  ['从此', 7],
  ['从那以后', 7],
  ['将来', 8],
  ['未来', 8],
]);

/** Words for people a 他 or 她 may stand for (kin, roles, 人); 她 needs one of the female ones. */
const PERSON = /[爸妈爷奶哥姐弟妹叔姨舅婆公女男人师友员生客夫娘孩儿子王民家]|同学|邻居|老板|司机/u;
const FEMALE = /[妈奶姐妹姨婆女娘]/u;

/** Sentences a correlation needs before it counts at half its measure. */
const EVIDENCE_PRIOR = 4;

function plain(sentence: ParsedSentence): string {
  return sentence.text.replace(/^[^\p{Script=Han}]+/u, '');
}

function positionCue(sentence: ParsedSentence): number {
  const text = plain(sentence);
  return POSITION_CUES.reduce((sum, [pattern, weight]) => sum + (pattern.test(text) ? weight : 0), 0);
}

/** Pearson correlation of values with their position, shrunk towards 0 for few sentences. */
function positionCorrelation(values: readonly number[]): number {
  const n = values.length;
  if (n < 3) return 0;
  const mean = values.reduce((sum, value) => sum + value, 0) / n;
  let covariance = 0;
  let spreadValues = 0;
  let spreadPositions = 0;
  values.forEach((value, index) => {
    const position = index / (n - 1) - 0.5;
    covariance += (value - mean) * position;
    spreadValues += (value - mean) ** 2;
    spreadPositions += position ** 2;
  });
  if (spreadValues === 0) return 0;
  return (covariance / Math.sqrt(spreadValues * spreadPositions)) * (n / (n + EVIDENCE_PRIOR));
}

export interface OrderMeasures {
  /** Correlation of the sentences' opening/closing cues with their place (−1 to 1; 0 for chance). */
  cueOrder: number;
  /** How much less of a later sentence the first sentence reads than the text's average. */
  openingFit: number;
  /** How much more of a closing sentence the last sentence reads than the text's average. */
  endingFit: number;
  /** Pairs of sequence and time words in their order, −1 (all reversed) to 1; null with none to compare. */
  timeOrder: number | null;
  /** Two explicit sequence markers stand the wrong way round (最后 … 首先). */
  markersOutOfOrder: boolean;
  /** Paragraph-opening words at paragraph starts, less their share elsewhere; null with one paragraph. */
  paragraphOpenings: number | null;
  /** Correlation of pointing-back words (他, 这件, 也) with the sentences' place. */
  backPointerOrder: number;
  /** Pointing-back words in the first sentence, less the text's average per sentence. */
  backPointersFirst: number;
  /** Pronouns (他, 她) first met before any word for a person they could stand for. */
  unresolvedPronouns: number;
  /**
   * Share of demonstrative phrases (这只猫, 那件事) whose noun, or a character of it, was met in an
   * earlier sentence; null without any.
   */
  resolvedDemonstratives: number | null;
}

export function orderMeasures(sentences: readonly ParsedSentence[]): OrderMeasures {
  const cues = sentences.map(positionCue);
  const n = cues.length;
  const meanCue = n === 0 ? 0 : cues.reduce((sum, value) => sum + value, 0) / n;
  const evidence = n / (n + EVIDENCE_PRIOR);
  const pointers = sentences.map((sentence) => (plain(sentence).match(BACK_POINTERS) ?? []).length);
  const meanPointers = n === 0 ? 0 : pointers.reduce((sum, value) => sum + value, 0) / n;
  return {
    cueOrder: positionCorrelation(cues),
    openingFit: n < 2 ? 0 : evidence * (meanCue - (cues[0] ?? 0)),
    endingFit: n < 2 ? 0 : evidence * ((cues[n - 1] ?? 0) - meanCue),
    timeOrder: timeOrder(sentences, true),
    markersOutOfOrder: (timeOrder(sentences, false) ?? 1) < 0,
    paragraphOpenings: paragraphOpenings(sentences),
    backPointerOrder: positionCorrelation(pointers),
    backPointersFirst: n < 2 ? 0 : evidence * ((pointers[0] ?? 0) - meanPointers),
    unresolvedPronouns: unresolvedPronouns(sentences),
    resolvedDemonstratives: resolvedDemonstratives(sentences),
  };
}

function timeOrder(sentences: readonly ParsedSentence[], withTimeWords: boolean): number | null {
  const ranks: number[] = [];
  for (const sentence of sentences) {
    for (const word of sentence.words) {
      const rank = SEQUENCE_RANK.get(word) ?? (withTimeWords ? TIME_RANK.get(word) : undefined);
      if (rank !== undefined) ranks.push(rank);
    }
  }
  let ordered = 0;
  let reversed = 0;
  for (let i = 0; i < ranks.length; i += 1) {
    for (let j = i + 1; j < ranks.length; j += 1) {
      const a = ranks[i] ?? 0;
      const b = ranks[j] ?? 0;
      if (a < b) ordered += 1;
      else if (a > b) reversed += 1;
    }
  }
  return ordered + reversed === 0 ? null : (ordered - reversed) / (ordered + reversed);
}

function paragraphOpenings(sentences: readonly ParsedSentence[]): number | null {
  let starts = 0;
  let startHits = 0;
  let others = 0;
  let otherHits = 0;
  sentences.forEach((sentence, index) => {
    if (index === 0) return;
    const hit = PARAGRAPH_OPENING.test(plain(sentence)) ? 1 : 0;
    if (sentences[index - 1]?.paragraph !== sentence.paragraph) {
      starts += 1;
      startHits += hit;
    } else {
      others += 1;
      otherHits += hit;
    }
  });
  if (starts === 0) return null;
  return startHits / starts - (others === 0 ? 0 : otherHits / others);
}

function unresolvedPronouns(sentences: readonly ParsedSentence[]): number {
  let person = false;
  let female = false;
  let unresolved = 0;
  const met = new Set<string>();
  for (const sentence of sentences) {
    for (const word of sentence.words) {
      const pronoun = word.startsWith('她') ? '她' : word.startsWith('他') ? '他' : null;
      if (pronoun && [...word].length <= 2) {
        if (!met.has(pronoun) && !(pronoun === '她' ? female : person)) unresolved += 1;
        met.add(pronoun);
        continue;
      }
      if (PERSON.test(word)) person = true;
      if (FEMALE.test(word)) {
        female = true;
        person = true;
      }
    }
  }
  return unresolved;
}

/** A demonstrative, alone or with a measure word: 这, 那个, 这些, 那棵. */
const DEMONSTRATIVE = /^[这那][个位只条家棵件座本张辆群种次天所间块片朵些]?$/u;
/** Words after a demonstrative that are not the noun it points with (这是, 那就, 这也). */
const NOT_A_NOUN = /^[的了着过是在我你他她它这那一有也就都很不还又才]/u;

function resolvedDemonstratives(sentences: readonly ParsedSentence[]): number | null {
  const earlier = new Set<string>();
  let resolved = 0;
  let phrases = 0;
  for (const sentence of sentences) {
    const { words } = sentence;
    words.forEach((word, index) => {
      if (index === 0 || !DEMONSTRATIVE.test(words[index - 1] ?? '') || NOT_A_NOUN.test(word)) return;
      phrases += 1;
      if ([...word].some((character) => earlier.has(character))) resolved += 1;
    });
    for (const word of words) for (const character of word) earlier.add(character);
  }
  return phrases === 0 ? null : resolved / phrases;
}

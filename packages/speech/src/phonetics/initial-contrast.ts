/**
 * Initial-consonant contrast detectors for the pairs of spec section 3 that concern initials:
 * z|zh, c|ch, s|sh, q|ch, x|sh, j|zh, h|f, n|l, r|l and r|i. (The final pairs, i|ü included,
 * live in the final-* files.)
 *
 * r|i is read as "does the syllable start with the retroflex r or with a plain high front vowel":
 * the contrast between "ri" and "yi" (and between r- and y- syllables generally, e.g. "rou" and
 * "you"), which learners whose languages lack a retroflex approximant confuse. Its 'i' member is
 * the zero-initial syllable whose final starts with i (yi, ya, ye, yao, you, yan, yin, yang, ying,
 * yong); ü-syllables (yu, yue, yuan, yun) are not members.
 *
 * The detector segments the syllable (syllable-parts.ts), measures the cues (initial-cues.ts) and
 * weighs them with the pair's model (initial-contrast-models.ts). What it hears does not depend on
 * which member was expected: the expected member only decides what to answer when nothing could
 * be measured (heard = expected, confidence 0.5).
 */
import { CONTRAST_PAIRS } from '@hanyu/contracts/constants/phonetics';
import { logistic } from '../dsp/statistics.ts';
import type { ContrastJudgement } from '../evaluation/result-types.ts';
import { measureInitialCues, type InitialCues } from './initial-cues.ts';
import { INITIAL_PAIR_MODELS, pairScore, type InitialPairModels } from './initial-contrast-models.ts';
import { findSyllableParts } from './syllable-parts.ts';

/** The member name of the high-front-vowel side of r|i, as CONTRAST_PAIRS spells it. */
export const HIGH_FRONT_ONSET = 'i';

const INITIAL_PAIRS: readonly (readonly [string, string])[] = CONTRAST_PAIRS.filter(
  (pair) => `${pair[0]}|${pair[1]}` in INITIAL_PAIR_MODELS,
);

/**
 * Which member of the initial pairs a syllable is: its initial, or 'i' for a zero-initial
 * syllable whose final starts with i (pinyin y + i...). Finals as spelled after the initial,
 * with ü written 'ü' or 'v'.
 */
export function initialContrastMember(initial: string, final: string): string {
  if (initial === '' && final.startsWith('i')) return HIGH_FRONT_ONSET;
  return initial;
}

/**
 * The same from a toneless pinyin syllable (as ExpectedSyllable.pinyin spells it, ü as v):
 * "zhuang" -> "zh", "you" -> "i", "yu" -> "", "an" -> "".
 */
export function initialContrastMemberOfPinyin(pinyin: string): string {
  const initial = /^(zh|ch|sh|[bpmfdtnlgkhjqxrzcs])/.exec(pinyin)?.[1];
  if (initial) return initial;
  return pinyin.startsWith('y') && !pinyin.startsWith('yu') ? HIGH_FRONT_ONSET : '';
}

/**
 * The initial pairs that apply to an expected initial (or to 'i', see initialContrastMember),
 * oriented as in CONTRAST_PAIRS. ch takes part in c|ch and q|ch, zh in z|zh and j|zh, sh in s|sh
 * and x|sh, l in n|l and r|l, r in r|l and r|i.
 */
export function initialPairsFor(initial: string): readonly (readonly [string, string])[] {
  if (initial === '') return [];
  return INITIAL_PAIRS.filter((pair) => pair[0] === initial || pair[1] === initial);
}

/** Judgement from measured cues: exported for tests and for callers that segment themselves. */
export function judgeInitialPair(
  pair: readonly [string, string],
  expected: string,
  cues: InitialCues,
  models?: InitialPairModels,
): ContrastJudgement {
  const key = `${pair[0]}|${pair[1]}`;
  const reversed = `${pair[1]}|${pair[0]}`;
  const model = models?.[key] ?? INITIAL_PAIR_MODELS[key] ?? models?.[reversed] ?? INITIAL_PAIR_MODELS[reversed];
  const undecided = { pair, expected, heard: expected, confidence: 0.5 };
  if (!model) return undecided;
  const { score: forward, measured } = pairScore(model, cues);
  if (measured === 0) return model.whenUnmeasured ? { pair, expected, ...model.whenUnmeasured } : undecided;
  // Models are written for the CONTRAST_PAIRS orientation; a caller may pass the pair reversed.
  const score = key in INITIAL_PAIR_MODELS ? forward : -forward;
  const second = logistic(score);
  return {
    pair,
    expected,
    heard: second >= 0.5 ? pair[1] : pair[0],
    confidence: Math.max(second, 1 - second),
  };
}

/**
 * Which member of an initial contrast pair the syllable in `range` (samples of the whole
 * recording `samples`, 16 kHz mono) sounds like. `expected` is the member the learner was asked
 * for ('' is accepted for the 'i' side of r|i). Confidence runs from 0.5 (cannot tell) to 1.
 * `models` replaces the shipped model of each pair it holds (for measuring fits).
 */
export function detectInitialContrast(
  pair: readonly [string, string],
  expected: string,
  samples: Float32Array,
  range: { start: number; end: number },
  models?: InitialPairModels,
): ContrastJudgement {
  const member = expected === '' && pair.includes(HIGH_FRONT_ONSET) ? HIGH_FRONT_ONSET : expected;
  const parts = findSyllableParts(samples, range);
  if (!parts.vowel) return { pair, expected: member, heard: member, confidence: 0.5 };
  return judgeInitialPair(pair, member, measureInitialCues(parts), models);
}

/**
 * The contrast pairs through evaluate(), the path a learner's recording takes. Each recording is
 * evaluated against its own syllable (the pair's detector must not call it wrong) and against its
 * partner syllable, e.g. zhi1 against zi1 (the detector must call it wrong). "Wrong" is what
 * evaluate() reports: the partner heard with more than CONTRAST_ERROR_CONFIDENCE. A partner is
 * used only when it is a real syllable, i.e. the development set has a recording of it in some
 * tone (no "zua" for zhua). Balanced accuracy per pair is the mean of the two members' shares of
 * right outcomes, so a pair with few recordings of one member is not won by the other.
 */
import { INITIALS } from '@hanyu/contracts/constants/phonetics';
import { CONTRAST_ERROR_CONFIDENCE } from '../../packages/speech/src/evaluation/contrast-checks.ts';
import { evaluate } from '../../packages/speech/src/evaluation/evaluate.ts';
import type { ContrastJudgement } from '../../packages/speech/src/evaluation/result-types.ts';
import {
  FINAL_PAIRS,
  canonicalFinal,
  spellFinalAfter,
  splitSyllable,
} from '../../packages/speech/src/phonetics/final-pairs.ts';
import { requestFor, type OwnEvaluation } from './evaluate-pass.ts';

export interface PairThroughEvaluate {
  /** Share of right outcomes per member said, and their mean. */
  balancedAccuracy: number;
  /**
   * The same if any judgement for the partner counted as an error, whatever its confidence: what
   * the detectors hear on evaluate()'s syllable ranges, without the engine's 0.7 error threshold.
   */
  balancedAccuracyAnyConfidence: number;
  recall: Record<string, number>;
  /** Own-syllable evaluations and partner evaluations counted. */
  ownJudgements: number;
  partnerJudgements: number;
  /** Own-syllable evaluations that wrongly reported an error (false alarms). */
  falseAlarms: number;
  /** Partner evaluations that missed the error. */
  missedErrors: number;
  /** Balanced accuracy if the engine's error threshold were each of ERROR_THRESHOLDS_SWEPT. */
  byThreshold: Record<string, number>;
}

/** Error thresholds the benchmark also reports, to show what CONTRAST_ERROR_CONFIDENCE trades. */
export const ERROR_THRESHOLDS_SWEPT = [0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8] as const;

const JQX = new Set(['j', 'q', 'x']);
const INITIAL_SET = new Set<string>(INITIALS);

/** Pinyin as the development files spell it (ü as v, u after j, q, x and y, y/w for no initial). */
export function spell(initial: string, final: string): string {
  if (initial === '') {
    if (final === 'i' || final === 'in' || final === 'ing') return `y${final}`;
    if (final.startsWith('i')) return `y${final.slice(1)}`;
    if (final.startsWith('ü')) return `yu${final.slice(1)}`;
    if (final === 'u') return 'wu';
    if (final.startsWith('u')) return `w${final.slice(1)}`;
    return final;
  }
  let written = final === 'iou' ? 'iu' : final === 'uei' ? 'ui' : final === 'uen' ? 'un' : final;
  if (JQX.has(initial) && written.startsWith('ü')) written = `u${written.slice(1)}`;
  return `${initial}${written.replaceAll('ü', 'v')}`;
}

function isFinalPair(pair: readonly [string, string]): boolean {
  const key = pair.map((m) => canonicalFinal(m)).join('|');
  return FINAL_PAIRS.some(([a, b]) => `${canonicalFinal(a)}|${canonicalFinal(b)}` === key);
}

/**
 * The partner syllable of a recording for one pair: the said member replaced by the other. For
 * r|i, "i" is the i-glide of a syllable without initial (rou against you, ran against yan).
 */
export function partnerSyllable(pinyin: string, pair: readonly [string, string], said: string): string | null {
  const partner = pair[0] === said ? pair[1] : pair[0];
  const { initial, final } = splitSyllable(pinyin);
  if (isFinalPair(pair)) return spell(initial, spellFinalAfter(initial, partner));
  if (INITIAL_SET.has(partner) && INITIAL_SET.has(said)) return spell(partner, final);
  if (partner === 'i' && said === 'r') return spell('', final.startsWith('i') ? final : `i${final}`);
  if (partner === 'r' && initial === '' && final.startsWith('i'))
    return spell('r', final === 'i' ? 'i' : final.slice(1));
  return null;
}

function flagged(judgement: ContrastJudgement, threshold: number = CONTRAST_ERROR_CONFIDENCE): boolean {
  return judgement.heard !== judgement.expected && judgement.confidence > threshold;
}

function pairKey(pair: readonly [string, string]): string {
  return `${pair[0]}|${pair[1]}`;
}

interface Tally {
  right: Record<string, number>;
  heard: Record<string, number>;
  all: Record<string, number>;
  own: number;
  partner: number;
  falseAlarms: number;
  missed: number;
  /** Every judgement, for the threshold sweep: the member said, and whether it was the own syllable. */
  judgements: Array<{ said: string; own: boolean; judgement: ContrastJudgement }>;
}

/** Balanced accuracy of a pair's judgements with errors flagged above `threshold`. */
function balancedAt(tally: Tally, threshold: number): number {
  const right: Record<string, number> = {};
  const all: Record<string, number> = {};
  for (const { said, own, judgement } of tally.judgements) {
    all[said] = (all[said] ?? 0) + 1;
    right[said] = (right[said] ?? 0) + (flagged(judgement, threshold) !== own ? 1 : 0);
  }
  const recalls = Object.entries(all).map(([member, n]) => (right[member] ?? 0) / n);
  return recalls.length > 0 ? recalls.reduce((a, b) => a + b, 0) / recalls.length : 0;
}

export function measureContrastsThroughEvaluate(own: readonly OwnEvaluation[]): Record<string, PairThroughEvaluate> {
  const inventory = new Set(own.map((e) => e.recording.pinyin));
  const tallies = new Map<string, Tally>();
  const tallyOf = (pair: readonly [string, string]): Tally => {
    const key = pairKey(pair);
    let tally = tallies.get(key);
    if (!tally) {
      tally = { right: {}, heard: {}, all: {}, own: 0, partner: 0, falseAlarms: 0, missed: 0, judgements: [] };
      tallies.set(key, tally);
    }
    return tally;
  };
  const count = (tally: Tally, judgement: ContrastJudgement, said: string, right: boolean): void => {
    tally.all[said] = (tally.all[said] ?? 0) + 1;
    tally.right[said] = (tally.right[said] ?? 0) + (right ? 1 : 0);
    tally.heard[said] = (tally.heard[said] ?? 0) + (judgement.heard === said ? 1 : 0);
  };

  for (const { recording, result } of own) {
    const syllable = result.syllables[0];
    if (!syllable) continue;
    for (const judgement of syllable.contrasts) {
      const tally = tallyOf(judgement.pair);
      const said = judgement.expected;
      tally.own += 1;
      if (flagged(judgement)) tally.falseAlarms += 1;
      count(tally, judgement, said, !flagged(judgement));
      tally.judgements.push({ said, own: true, judgement });
      const partner = partnerSyllable(recording.pinyin, judgement.pair, said);
      if (partner === null || !inventory.has(partner)) continue;
      const partnerResult = evaluate(recording.samples, requestFor(partner, recording.tone));
      const partnerJudgement = partnerResult.syllables[0]?.contrasts.find(
        (c) => pairKey(c.pair) === pairKey(judgement.pair),
      );
      if (!partnerJudgement) continue;
      tally.partner += 1;
      if (!flagged(partnerJudgement)) tally.missed += 1;
      count(tally, partnerJudgement, said, flagged(partnerJudgement));
      tally.judgements.push({ said, own: false, judgement: partnerJudgement });
    }
  }

  const figures: Record<string, PairThroughEvaluate> = {};
  for (const [key, tally] of [...tallies.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const recall: Record<string, number> = {};
    const heardRecall: number[] = [];
    for (const [member, all] of Object.entries(tally.all)) {
      recall[member] = (tally.right[member] ?? 0) / all;
      heardRecall.push((tally.heard[member] ?? 0) / all);
    }
    const mean = (values: number[]) => (values.length > 0 ? values.reduce((a, b) => a + b, 0) / values.length : 0);
    figures[key] = {
      balancedAccuracy: mean(Object.values(recall)),
      balancedAccuracyAnyConfidence: mean(heardRecall),
      recall,
      ownJudgements: tally.own,
      partnerJudgements: tally.partner,
      falseAlarms: tally.falseAlarms,
      missedErrors: tally.missed,
      byThreshold: Object.fromEntries(
        ERROR_THRESHOLDS_SWEPT.map((t) => [t.toFixed(2), Math.round(balancedAt(tally, t) * 1e4) / 1e4]),
      ),
    };
  }
  return figures;
}

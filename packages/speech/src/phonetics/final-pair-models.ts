/**
 * Fitted final pair models: for a final contrast pair, a logistic regression over measures of
 * final-features.ts, positive when the syllable sounds like the pair's SECOND member. Its score is
 * a log-odds, the same scale as the hand-set cues' vote of final-cues.ts (whose confidence is the
 * logistic of the vote), so either can stand for a pair.
 *
 * Each measure is standardised ((value - centre) / scale) and clipped to ±FEATURE_CLIP, in fitting
 * as here, so one wild formant reading cannot outvote the rest; a measure that could not be taken
 * adds nothing. The shipped models (final-pair-models-data.ts) are written by
 * bench/speech/fit-final-pairs.ts, which fits each pair on one development speaker, measures it on
 * the other, and ships a pair's fit (made on both) only where it beat the hand-set cues on both
 * speakers held out (decision 035). Pairs without a fitted model keep their hand-set cues.
 */
import { finalFeature } from './final-features.ts';
import { FINAL_PAIR_MODELS_DATA } from './final-pair-models-data.ts';
import type { FinalMeasures } from './final-measures.ts';

export interface FinalTerm {
  /** A measure of final-features.ts. */
  feature: string;
  weight: number;
  centre: number;
  scale: number;
}

export interface FinalPairModel {
  bias: number;
  terms: readonly FinalTerm[];
}

/** Models per pair, keyed as CONTRAST_PAIRS orients the pair ("in|ing"). */
export type FinalPairModels = Readonly<Record<string, FinalPairModel>>;

export const FEATURE_CLIP = 3;

export const FINAL_PAIR_MODELS: FinalPairModels = FINAL_PAIR_MODELS_DATA;

/** A measure standardised and clipped as the models read it; NaN when it could not be taken. */
export function standardised(value: number, centre: number, scale: number): number {
  if (!Number.isFinite(value)) return Number.NaN;
  return Math.max(-FEATURE_CLIP, Math.min(FEATURE_CLIP, (value - centre) / scale));
}

/** Log-odds of the pair's second member; 0 with `measured` 0 when no measure could be taken. */
export function finalModelScore(model: FinalPairModel, measures: FinalMeasures): { score: number; measured: number } {
  return finalModelScoreOn(model, (feature) => finalFeature(feature, measures));
}

/** The same from the measures' values (`valueOf` a name of final-features.ts). */
export function finalModelScoreOn(
  model: FinalPairModel,
  valueOf: (feature: string) => number,
): { score: number; measured: number } {
  let score = model.bias;
  let measured = 0;
  for (const term of model.terms) {
    const x = standardised(valueOf(term.feature), term.centre, term.scale);
    if (!Number.isFinite(x)) continue;
    score += term.weight * x;
    measured += 1;
  }
  return measured > 0 ? { score, measured } : { score: 0, measured };
}

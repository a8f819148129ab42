/**
 * One small logistic model per initial contrast pair: a weighted sum of standardised cues of
 * initial-cues.ts, positive when the syllable sounds like the pair's SECOND member. A cue that could
 * not be measured (NaN: no frication, no vowel) contributes nothing.
 *
 * The models live in initial-pair-models-data.ts, written by bench/speech/fit-initial-pairs.ts
 * (decision 030). Every one was fitted on speaker A alone (B's cues were read to choose which cues a
 * fit may use, so her figures are partly tuned on her); per
 * pair the script keeps the model fitted by hand before (bench/speech/initial-pairs-hand-fitted.ts,
 * whose comments give each cue's phonetics) or ships a new fit on cues that do not depend on the
 * recording chain, whichever does better over both speakers:
 * - z|zh: where the frication's energy lies (2.5-4 kHz against 4 kHz and up, its tilt up to the
 *   recording's band edge, its peak) and no longer its loudness against the vowel, which sat 16 dB
 *   higher for speaker B than for A, dentals and retroflexes alike;
 * - q|ch, x|sh, j|zh: the high F2 of the i or ü that j q x always precede, the retroflex's low F3,
 *   and the same place cues (a retroflex peak at 2-3.5 kHz, an alveolo-palatal one at 4-6 kHz);
 * - r|i: r's low F3 against the high F2 of an i onset.
 * c|ch, s|sh, h|f, n|l and r|l keep their hand-fitted models: no new fit did better on both speakers.
 */
import type { InitialCues } from './initial-cues.ts';
import { INITIAL_PAIR_MODELS_DATA } from './initial-pair-models-data.ts';

export interface CueTerm {
  cue: keyof InitialCues;
  weight: number;
  centre: number;
  scale: number;
}

export interface PairModel {
  bias: number;
  cues: readonly CueTerm[];
  /** What to answer when none of the cues could be measured, if silence itself is a cue. */
  whenUnmeasured?: { heard: string; confidence: number };
}

/** The models per pair, keyed as CONTRAST_PAIRS orients the pair ("z|zh"). */
export type InitialPairModels = Readonly<Record<string, PairModel>>;

export const INITIAL_PAIR_MODELS: InitialPairModels = INITIAL_PAIR_MODELS_DATA;

/** Log-odds that the syllable sounds like the pair's second member; 0 when no cue was measured. */
export function pairScore(model: PairModel, cues: InitialCues): { score: number; measured: number } {
  let score = model.bias;
  let measured = 0;
  for (const term of model.cues) {
    const value = cues[term.cue];
    if (!Number.isFinite(value)) continue;
    score += (term.weight * (value - term.centre)) / term.scale;
    measured += 1;
  }
  return measured > 0 ? { score, measured } : { score: 0, measured };
}

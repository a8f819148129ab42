/**
 * Final contrast detection: which member of a final pair (in|ing, an|ang, o|e, i|ü ...) a syllable
 * sounds like. The syllable is measured once (final-measures.ts) and the pair's cues vote
 * (final-cues.ts). The decision never looks at the expected member, so saying the partner is
 * caught as readily as saying the target is accepted; `expected` only fills in the judgement.
 * `models` replaces the shipped fitted models (final-pair-models.ts), for measuring fits.
 */
import type { ContrastJudgement } from '../evaluation/result-types.ts';
import { votePair } from './final-cues.ts';
import type { FinalPairModels } from './final-pair-models.ts';
import { measureFinal } from './final-measures.ts';
import { FINAL_PAIRS, canonicalFinal, pairKey, type FinalPair } from './final-pairs.ts';

/** A summed vote of 2 (two cues each one scale past their boundary) is 0.88 sure; 0 is 0.5. */
function confidenceOf(score: number): number {
  return 0.5 + 0.5 * Math.tanh(Math.abs(score) / 2);
}

/**
 * Judges which member of `pair` the syllable in samples[range.start, range.end) (sample indices,
 * 16 kHz) sounds like. Members may be spelled with v or the FINALS abbreviations (un = uen).
 * Throws a RangeError for a pair that is not a final pair or an `expected` outside it. With no
 * measurable vowel it answers the expected member at confidence 0.5 ("could not tell").
 */
export function detectFinalContrast(
  pair: readonly [string, string],
  expected: string,
  samples: Float32Array,
  range: { start: number; end: number },
  models?: FinalPairModels,
): ContrastJudgement {
  const first = canonicalFinal(pair[0]);
  const second = canonicalFinal(pair[1]);
  const target = canonicalFinal(expected);
  const known: FinalPair | undefined = FINAL_PAIRS.find(
    ([a, b]) => (a === first && b === second) || (a === second && b === first),
  );
  if (!known) throw new RangeError(`${pair[0]}|${pair[1]} is not a final contrast pair`);
  if (target !== first && target !== second) throw new RangeError(`${expected} is not a member of ${pairKey(known)}`);
  const memberOf = (canonical: string) => (canonical === first ? pair[0] : pair[1]);

  const measures = measureFinal(samples, range);
  if (!measures) return { pair, expected, heard: expected, confidence: 0.5 };
  const { score, cues } = votePair(known, measures, models);
  if (cues === 0) return { pair, expected, heard: expected, confidence: 0.5 };
  // A tie (score exactly 0) goes to the expected member: the benefit of the doubt.
  const heardCanonical = score > 0 ? known[1] : score < 0 ? known[0] : target;
  return { pair, expected, heard: memberOf(heardCanonical), confidence: confidenceOf(score) };
}

/**
 * Leave-one-speaker-out: every evaluation of the per-speaker benchmark goes through
 * evaluationOptionsFor(testSpeaker), so whatever is fitted (a speaker profile, a syllable model)
 * can be built only from the other speaker's recordings and the tested speaker's figures stay
 * honest. Nothing is fitted yet: it returns {} for every speaker, and optionsDescriptionFor says so
 * in the results. Options are built once per speaker and process (each worker thread builds its
 * own), so a model that takes a while to fit costs that once.
 *
 * Augmented copies (augment.ts) are speaker A's recordings: they are evaluated as "syllables-a".
 */
import { evaluate } from '../../packages/speech/src/evaluation/evaluate.ts';
import type {
  EvaluateOptions,
  EvaluationRequest,
  EvaluationResult,
} from '../../packages/speech/src/evaluation/result-types.ts';

/**
 * The speaker every rule and threshold of the engine was set on so far (decisions 009, 012, 026,
 * 027): the engine itself is "fitted" on her, so her figures are in-sample and only the other
 * speaker's are held out. When a rule is set on both speakers, its decision record gives each
 * speaker's figure with the rule set on the other.
 */
export const ENGINE_RULES_SET_ON = 'syllables-a';

/** What the engine is given when `testSpeaker` is measured: built only from the other speaker. */
export function evaluationOptionsFor(testSpeaker: string): EvaluateOptions {
  void testSpeaker;
  return {};
}

export interface OptionsDescription {
  /** The speaker whose recordings the options were built from; null when nothing is fitted. */
  fittedOn: string | null;
  /** False when the engine's own rules were set on the tested speaker: then it is no result. */
  heldOut: boolean;
  description: string;
}

/** For the results: what was fitted, and on whom, for `testSpeaker`'s figures. Keep in step with evaluationOptionsFor. */
export function optionsDescriptionFor(testSpeaker: string): OptionsDescription {
  const heldOut = testSpeaker !== ENGINE_RULES_SET_ON;
  return {
    fittedOn: null,
    heldOut,
    description: heldOut
      ? `evaluate() with no options; the engine's rules were set on ${ENGINE_RULES_SET_ON}, never on this speaker: a held-out figure`
      : "evaluate() with no options; the engine's rules were set on this very speaker: in-sample, not a result",
  };
}

const built = new Map<string, EvaluateOptions>();

/**
 * evaluate() as the benchmark calls it for a recording of `testSpeaker`; `profile` is that speaker's
 * own voice profile in the warm pass (built from her earlier recordings, as a learner's is).
 */
export function evaluateAs(
  testSpeaker: string,
  samples: Float32Array,
  request: EvaluationRequest,
  profile?: EvaluateOptions['profile'],
): EvaluationResult {
  let options = built.get(testSpeaker);
  if (!options) {
    options = evaluationOptionsFor(testSpeaker);
    built.set(testSpeaker, options);
  }
  return evaluate(samples, request, profile ? { ...options, profile } : options);
}

/**
 * Leave-one-speaker-out: every evaluation of the per-speaker benchmark goes through
 * evaluationOptionsFor(testSpeaker), so whatever is fitted can be built only from the other
 * speaker's recordings and the tested speaker's figures stay honest. Fitted so far: the final pair
 * models (fit-final-pairs.ts, decision 035). The engine ships them fitted on both speakers; here each
 * speaker is evaluated with the same pairs fitted on the other one alone
 * (packages/speech/src/phonetics/final-pair-models-held-out.ts). Options are built once per speaker and process (each worker thread builds its own).
 *
 * Augmented copies (augment.ts) are speaker A's recordings: they are evaluated as "syllables-a".
 */
import { evaluate } from '../../packages/speech/src/evaluation/evaluate.ts';
import type {
  EvaluateOptions,
  EvaluationRequest,
  EvaluationResult,
} from '../../packages/speech/src/evaluation/result-types.ts';
import type { FinalPairModels } from '../../packages/speech/src/phonetics/final-pair-models.ts';
import { FINAL_PAIR_MODELS_WITHOUT } from '../../packages/speech/src/phonetics/final-pair-models-held-out.ts';
import { SPEAKER_A, SPEAKER_B } from './speakers.ts';

/**
 * The speaker the engine's hand-set rules and thresholds were set on (decisions 009, 012, 026, 027,
 * 028, 034): her figures are in-sample for those, and only the other speaker's are held out. Rules
 * set on both speakers give, in their decision record, each speaker's figure with the rule set on
 * the other; fitted models are swapped here for fits made without the tested speaker.
 */
export const ENGINE_RULES_SET_ON = SPEAKER_A;

/** The final pair models fitted without `testSpeaker`, or null when none were fitted. */
function finalPairModelsWithout(testSpeaker: string): FinalPairModels | null {
  const models = FINAL_PAIR_MODELS_WITHOUT[testSpeaker];
  return models && Object.keys(models).length > 0 ? models : null;
}

/** What the engine is given when `testSpeaker` is measured: built only from the other speaker. */
export function evaluationOptionsFor(testSpeaker: string): EvaluateOptions {
  const finalPairModels = finalPairModelsWithout(testSpeaker);
  return finalPairModels ? { soundModels: { finalPairModels } } : {};
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
  const models = finalPairModelsWithout(testSpeaker);
  const other = testSpeaker === SPEAKER_A ? SPEAKER_B : SPEAKER_A;
  const fitted = models
    ? `the final pair models of ${Object.keys(models).join(', ')} fitted on ${other} alone (fit-final-pairs.ts); `
    : '';
  return {
    fittedOn: models ? other : null,
    heldOut,
    description: heldOut
      ? `evaluate() with ${fitted}the engine's hand-set rules were set on ${ENGINE_RULES_SET_ON}, never on this speaker: a held-out figure`
      : `evaluate() with ${fitted}the engine's hand-set rules (tones, initials, the other finals) were set on this very speaker: in-sample for those, not a result`,
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

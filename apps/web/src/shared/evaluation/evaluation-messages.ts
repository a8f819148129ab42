/** What the page and the evaluation worker say to each other. */
import type { EvaluateOptions, EvaluationRequest, EvaluationResult } from '@hanyu/speech/evaluation/result-types';
import type { WavFileProblem } from '../recorder/wav-file.ts';

/**
 * The sound to evaluate: 16 kHz mono samples (a recording), or the bytes of a WAV file the learner
 * chose, which the worker converts, so a long file does not hold up the page.
 */
export type EvaluationInput = { samples: Float32Array } | { wav: ArrayBuffer };

export interface EvaluationTask {
  id: number;
  /** Transferred: the worker owns its buffer afterwards. */
  input: EvaluationInput;
  request: EvaluationRequest;
  /** Who is speaking: the learner's voice profile (cloned with the message). */
  options: EvaluateOptions;
}

export type EvaluationAnswer =
  | { id: number; ok: true; result: EvaluationResult }
  | { id: number; ok: false; error: string; wavProblem?: WavFileProblem };

/**
 * The pronunciation engine in a module worker: the evaluation runs on the learner's device, off the
 * page's thread, and the recording never leaves the browser. Its own chunk (with the engine and its
 * pinyin dictionary), fetched the first time something is evaluated.
 */
import { evaluate } from '@hanyu/speech/evaluation/evaluate';
import { wavToEngineSamples, WavFileError } from '../recorder/wav-file.ts';
import type { EvaluationAnswer, EvaluationTask } from './evaluation-messages.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<EvaluationTask>) => {
  const { id, input, request, options } = event.data;
  let answer: EvaluationAnswer;
  try {
    const samples = 'samples' in input ? input.samples : wavToEngineSamples(input.wav);
    answer = { id, ok: true, result: evaluate(samples, request, options) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    answer =
      error instanceof WavFileError
        ? { id, ok: false, error: message, wavProblem: error.problem }
        : { id, ok: false, error: message };
  }
  scope.postMessage(answer);
};

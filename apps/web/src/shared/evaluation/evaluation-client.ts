/**
 * Evaluates a recording on the device, in a Web Worker running the engine (evaluation-worker.ts).
 * One worker serves every evaluation of the page in turn; a task that runs over its time is ended
 * by ending the worker (the engine cannot be interrupted), and the next task starts a fresh one.
 */
import type { EvaluateOptions, EvaluationRequest, EvaluationResult } from '@hanyu/speech/evaluation/result-types';
import type { WavFileProblem } from '../recorder/wav-file.ts';
import type { EvaluationAnswer, EvaluationInput, EvaluationTask } from './evaluation-messages.ts';

/**
 * Why an evaluation gave no result: the page says `errors.EvaluationFailed`, and more for a timeout;
 * `badFile` is a chosen file that is not a readable WAV file (`wavProblem` says why).
 */
export type EvaluationProblem = 'unsupported' | 'timeout' | 'failed' | 'badFile';

export class EvaluationError extends Error {
  override name = 'EvaluationError';

  constructor(
    readonly problem: EvaluationProblem,
    message: string,
    readonly wavProblem: WavFileProblem | null = null,
  ) {
    super(message);
  }
}

/**
 * Time allowed: a fixed part for starting the worker and loading the engine, plus a part per second
 * of audio. The engine takes about 0.07 s per second of audio on a desktop; the allowance covers a
 * device ten times slower, so only a stuck evaluation times out.
 */
export const EVALUATION_BASE_TIMEOUT_MS = 20_000;
export const EVALUATION_TIMEOUT_MS_PER_SECOND = 1_000;
const SAMPLE_RATE = 16_000;

export function evaluationTimeoutMs(samples: number): number {
  return EVALUATION_BASE_TIMEOUT_MS + Math.ceil((samples / SAMPLE_RATE) * EVALUATION_TIMEOUT_MS_PER_SECOND);
}

/**
 * A WAV file's allowance, from its size as if it were 8-bit 16 kHz mono: files of any other format
 * hold less sound per byte, so this never allows too little.
 */
export function wavTimeoutMs(bytes: number): number {
  return evaluationTimeoutMs(bytes);
}

/** The few parts of a Worker the client uses, so tests can stand in for one. */
export interface WorkerLike {
  postMessage(message: EvaluationTask, transfer: Transferable[]): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<EvaluationAnswer>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

export type WorkerFactory = () => WorkerLike;

const createEngineWorker: WorkerFactory = () =>
  new Worker(new URL('./evaluation-worker.ts', import.meta.url), { type: 'module', name: 'evaluation' });

/** The engine's options, and the time allowed (by default from the length of the sound). */
export interface ClientEvaluateOptions extends EvaluateOptions {
  timeoutMs?: number;
}

interface Pending {
  resolve: (result: EvaluationResult) => void;
  reject: (error: EvaluationError) => void;
  timer: ReturnType<typeof setTimeout>;
}

export class EvaluationClient {
  private worker: WorkerLike | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly createWorker: WorkerFactory = createEngineWorker) {}

  /**
   * Evaluates 16 kHz mono samples (copied: the caller keeps its own, for playing back);
   * `options.profile` is the learner's voice profile.
   */
  evaluate(samples: Float32Array, request: EvaluationRequest, options: ClientEvaluateOptions = {}) {
    const { timeoutMs = evaluationTimeoutMs(samples.length), ...engine } = options;
    const copy = samples.slice();
    return this.run({ samples: copy }, copy.buffer, request, engine, timeoutMs);
  }

  /** Evaluates a WAV file of any rate and channels (copied, as above). */
  evaluateWav(bytes: ArrayBuffer, request: EvaluationRequest, options: ClientEvaluateOptions = {}) {
    const { timeoutMs = wavTimeoutMs(bytes.byteLength), ...engine } = options;
    const copy = bytes.slice(0);
    return this.run({ wav: copy }, copy, request, engine, timeoutMs);
  }

  private run(
    input: EvaluationInput,
    transfer: ArrayBuffer,
    request: EvaluationRequest,
    options: EvaluateOptions,
    timeoutMs: number,
  ) {
    return new Promise<EvaluationResult>((resolve, reject) => {
      let worker: WorkerLike;
      try {
        worker = this.ensureWorker();
      } catch (error) {
        reject(new EvaluationError('unsupported', error instanceof Error ? error.message : String(error)));
        return;
      }
      const id = this.nextId;
      this.nextId += 1;
      const timer = setTimeout(() => {
        this.fail(new EvaluationError('timeout', `The evaluation took longer than ${timeoutMs} ms.`));
      }, timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      worker.postMessage({ id, input, request, options }, [transfer]);
    });
  }

  /** Ends the worker; pending evaluations fail. */
  dispose(): void {
    this.fail(new EvaluationError('failed', 'The evaluation was cancelled.'));
  }

  private ensureWorker(): WorkerLike {
    if (this.worker) return this.worker;
    if (typeof Worker === 'undefined' && this.createWorker === createEngineWorker) {
      throw new Error('Web Workers are not available.');
    }
    const worker = this.createWorker();
    worker.onmessage = (event) => this.answer(event.data);
    // A worker that cannot load (a chunk missing after a deployment) or throws outside a task.
    worker.onerror = (event) => {
      event.preventDefault?.();
      this.fail(new EvaluationError('failed', event.message || 'The evaluation worker failed.'));
    };
    this.worker = worker;
    return worker;
  }

  private answer(answer: EvaluationAnswer): void {
    const pending = this.pending.get(answer.id);
    if (!pending) return;
    this.pending.delete(answer.id);
    clearTimeout(pending.timer);
    if (answer.ok) pending.resolve(answer.result);
    else if (answer.wavProblem) pending.reject(new EvaluationError('badFile', answer.error, answer.wavProblem));
    else pending.reject(new EvaluationError('failed', answer.error));
  }

  /** Fails every pending task and ends the worker: after a timeout or a crash it cannot be trusted. */
  private fail(error: EvaluationError): void {
    this.worker?.terminate();
    this.worker = null;
    for (const pending of this.pending.values()) {
      clearTimeout(pending.timer);
      pending.reject(error);
    }
    this.pending.clear();
  }
}

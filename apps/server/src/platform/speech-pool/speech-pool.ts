import type { Worker } from 'node:worker_threads';
import type { SynthesisSource, VoiceSex, VoiceSpeed } from '@hanyu/contracts/oversea/speech-synthesis';
import type { EvaluateOptions, EvaluationRequest, EvaluationResult } from '@hanyu/speech/evaluation/result-types';
import type { SpeechTask, SpeechTaskResults, SynthesisOutput } from './speech-tasks.ts';
import { threadSpawner } from '../workers/thread-spawner.ts';
import { WorkerPool, type WorkerPoolOptions } from '../workers/worker-pool.ts';

/**
 * How to start a speech worker: dist/speech-worker.js beside the bundled server, or speech-worker.ts
 * through tsx from source (workers/thread-spawner.ts).
 */
export function speechWorkerSpawner(moduleUrl: string = import.meta.url): () => Worker {
  return threadSpawner(moduleUrl, 'speech-worker');
}

/** The speech engine and the synthesiser, run in worker threads off the event loop. */
export class SpeechPool {
  private readonly pool: WorkerPool<SpeechTask, unknown>;

  constructor(options: WorkerPoolOptions, spawn: () => Worker = speechWorkerSpawner()) {
    this.pool = new WorkerPool(spawn, options);
  }

  private run<K extends SpeechTask['kind']>(
    task: Extract<SpeechTask, { kind: K }>,
    transfer: ArrayBuffer[] = [],
    started?: () => void,
  ): Promise<SpeechTaskResults[K]> {
    return this.pool.run(task, transfer, started) as Promise<SpeechTaskResults[K]>;
  }

  /**
   * Evaluates a WAV recording; the worker gets its own copy of the bytes (transferred, not cloned).
   * `options.profile` is the speaker's voice profile (cloned with the task, about a kilobyte); `started`
   * is told when a worker takes the task off the queue.
   */
  evaluate(
    wav: Uint8Array,
    request: EvaluationRequest,
    options: EvaluateOptions = {},
    started?: () => void,
  ): Promise<EvaluationResult> {
    const copy = new Uint8Array(wav);
    return this.run({ kind: 'evaluate', wav: copy, request, options }, [copy.buffer], started);
  }

  /** The items of a list said in a WAV recording, each between pauses (an estimate, items-heard.ts). */
  itemsHeard(wav: Uint8Array): Promise<number> {
    const copy = new Uint8Array(wav);
    return this.run({ kind: 'itemsHeard', wav: copy }, [copy.buffer]);
  }

  synthesize(source: SynthesisSource, sex: VoiceSex, speed: VoiceSpeed): Promise<SynthesisOutput> {
    return this.run({ kind: 'synthesize', source, sex, speed });
  }

  stats() {
    return this.pool.stats();
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

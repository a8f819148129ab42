import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SynthesisSource, VoiceSex, VoiceSpeed } from '@hanyu/contracts/oversea/speech-synthesis';
import type { EvaluateOptions, EvaluationRequest, EvaluationResult } from '@hanyu/speech/evaluation/result-types';
import type { SpeechTask, SpeechTaskResults, SynthesisOutput } from './speech-tasks.ts';
import { WorkerPool, type WorkerPoolOptions } from './worker-pool.ts';

/**
 * How to start a speech worker. The bundled server (dist/server.js) has the worker built beside it
 * as dist/speech-worker.js. Run from source (tsx, Vitest), this module is a .ts file: the worker
 * then registers tsx's loader in its own thread before importing speech-worker.ts.
 */
export function speechWorkerSpawner(moduleUrl: string = import.meta.url): () => Worker {
  if (!moduleUrl.endsWith('.ts')) {
    const entry = new URL('./speech-worker.js', moduleUrl);
    return () => new Worker(entry);
  }
  const entry = new URL('./speech-worker.ts', moduleUrl).href;
  const tsx = pathToFileURL(createRequire(moduleUrl).resolve('tsx/esm/api')).href;
  const bootstrap =
    `import(${JSON.stringify(tsx)})` +
    `.then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  return () => new Worker(bootstrap, { eval: true });
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
  ): Promise<SpeechTaskResults[K]> {
    return this.pool.run(task, transfer) as Promise<SpeechTaskResults[K]>;
  }

  /**
   * Evaluates a WAV recording; the worker gets its own copy of the bytes (transferred, not cloned).
   * `options.profile` is the speaker's voice profile (cloned with the task, about a kilobyte).
   */
  evaluate(wav: Uint8Array, request: EvaluationRequest, options: EvaluateOptions = {}): Promise<EvaluationResult> {
    const copy = new Uint8Array(wav);
    return this.run({ kind: 'evaluate', wav: copy, request, options }, [copy.buffer]);
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

/**
 * Runs many evaluations on a few worker threads (BENCH_SPEECH_WORKERS, default 2): the derived
 * passes of the per-speaker benchmark (other tone, contrast partner, gross substitute, augmented
 * copies) are tens of thousands of evaluations. Work is handed out in small batches of whole
 * recordings, so a recording's jobs share its analysis and a slow worker takes fewer batches.
 * Timing is not measured here (worker threads share the process's CPU clock); the real-time
 * factor comes from the own-reading pass on the main thread. With one worker, runs in-process.
 *
 * The pool is started once, when the benchmark starts, and serves every pass: each worker loads
 * the engine then, as the main thread does, so an edit to the engine during a long run cannot
 * give two passes two different engines. The workers load TypeScript through tsx's loader,
 * registered in the worker before its entry is imported (Node 20 does not pass the parent's
 * loader hooks to a worker's first import).
 */
import { Worker } from 'node:worker_threads';
import { runRecordingJobs, type ItemOutcome, type RecordingJobs } from './evaluation-jobs.ts';
import type { ResultMessage, WorkMessage } from './evaluation-worker.ts';

/** Recordings per message: small enough to balance two workers, large enough to keep them busy. */
const BATCH_RECORDINGS = 16;

function bootstrap(): string {
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./evaluation-worker.ts', import.meta.url).href;
  return `const { register } = await import(${JSON.stringify(tsx)}); register(); await import(${JSON.stringify(entry)});`;
}

export type Progress = (done: number, total: number) => void;

function startWorker(code: string): Promise<Worker> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(code, { eval: true });
    const onError = (error: Error): void => reject(error);
    worker.once('error', onError);
    worker.once('message', () => {
      worker.off('error', onError);
      resolve(worker);
    });
  });
}

export class EvaluationPool {
  private constructor(private readonly workers: Worker[]) {}

  /** Starts `count` workers and waits until each has loaded the engine; 1 or less: in-process. */
  static async start(count: number): Promise<EvaluationPool> {
    if (count <= 1) return new EvaluationPool([]);
    const code = bootstrap();
    return new EvaluationPool(await Promise.all(Array.from({ length: count }, () => startWorker(code))));
  }

  get size(): number {
    return Math.max(1, this.workers.length);
  }

  async run(work: readonly RecordingJobs[], progress?: Progress): Promise<Map<number, ItemOutcome>> {
    const outcomes = new Map<number, ItemOutcome>();
    const total = work.reduce((sum, w) => sum + w.jobs.length, 0);
    if (this.workers.length === 0) {
      for (const recording of work) {
        for (const { key, outcome } of await runRecordingJobs(recording)) outcomes.set(key, outcome);
        progress?.(outcomes.size, total);
      }
      return outcomes;
    }
    const batches: RecordingJobs[][] = [];
    for (let k = 0; k < work.length; k += BATCH_RECORDINGS) batches.push(work.slice(k, k + BATCH_RECORDINGS));
    let next = 0;
    const lane = (worker: Worker): Promise<void> =>
      new Promise((resolve, reject) => {
        const finish = (error?: Error): void => {
          worker.off('message', onMessage);
          worker.off('error', onError);
          if (error) reject(error);
          else resolve();
        };
        const send = (): void => {
          if (next >= batches.length) {
            finish();
            return;
          }
          const batch = next;
          next += 1;
          worker.postMessage({ batch, work: batches[batch] ?? [] } satisfies WorkMessage);
        };
        const onMessage = (message: ResultMessage): void => {
          if ('failure' in message) {
            finish(new Error(`evaluation worker failed on batch ${message.batch}: ${message.failure}`));
            return;
          }
          for (const { key, outcome } of message.outcomes) outcomes.set(key, outcome);
          progress?.(outcomes.size, total);
          send();
        };
        const onError = (error: Error): void => finish(error);
        worker.on('message', onMessage);
        worker.on('error', onError);
        send();
      });
    await Promise.all(this.workers.map(lane));
    return outcomes;
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }
}

/**
 * Worker thread of evaluation-pool.ts: says it is ready once the engine is loaded, then runs the
 * recordings' jobs it is sent, one batch at a time, and posts the outcomes back.
 */
import { parentPort } from 'node:worker_threads';
import { runRecordingJobs, type JobOutcome, type RecordingJobs } from './evaluation-jobs.ts';

export interface WorkMessage {
  batch: number;
  work: RecordingJobs[];
}

export type ResultMessage = { batch: number; outcomes: JobOutcome[] } | { batch: number; failure: string };

// The engine is loaded (imported above): the pool may send work.
parentPort?.postMessage({ ready: true });

parentPort?.on('message', (message: WorkMessage) => {
  void (async () => {
    try {
      const outcomes: JobOutcome[] = [];
      for (const recording of message.work) outcomes.push(...(await runRecordingJobs(recording)));
      parentPort?.postMessage({ batch: message.batch, outcomes } satisfies ResultMessage);
    } catch (error) {
      const failure = error instanceof Error ? (error.stack ?? error.message) : String(error);
      parentPort?.postMessage({ batch: message.batch, failure } satisfies ResultMessage);
    }
  })();
});

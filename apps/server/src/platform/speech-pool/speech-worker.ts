/**
 * Entry of a speech worker thread (built to dist/speech-worker.js; run from source through tsx in
 * development and tests). Takes one task at a time from the pool and answers with its result or
 * its error's name, message and code.
 */
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import type { SpeechTask } from './speech-tasks.ts';
import { failureReply, type ReplyMessage, type TaskMessage } from '../workers/worker-pool.ts';

// Each kind loads its code on first use: a worker that only synthesises never loads the engine.
async function perform(task: SpeechTask): Promise<{ value: unknown; transfer: ArrayBuffer[] }> {
  switch (task.kind) {
    case 'evaluate': {
      const { evaluateWav } = await import('@hanyu/speech/evaluation/evaluate');
      return { value: evaluateWav(task.wav, task.request, task.options), transfer: [] };
    }
    case 'itemsHeard': {
      const { itemsHeardInWav } = await import('@hanyu/speech/psc-scoring/items-heard');
      return { value: itemsHeardInWav(task.wav), transfer: [] };
    }
    case 'synthesize': {
      const { synthesize } = await import('./synthesize.ts');
      const output = await synthesize(task.source, task.sex, task.speed);
      return { value: output, transfer: [output.wav.buffer as ArrayBuffer] };
    }
  }
}

/**
 * Linux keeps a nice value per thread (pid 0 is the calling thread): lowering this worker's lets the
 * server's event loop take a core first while evaluations keep every core busy. Elsewhere pid 0
 * would be the whole process, so it is left alone.
 */
const WORKER_NICE = 10;
if (process.platform === 'linux') {
  try {
    os.setPriority(0, WORKER_NICE);
  } catch {
    // A sandbox may forbid it; the pool works the same, the event loop just competes evenly.
  }
}

const port = parentPort;
if (!port) throw new Error('speech-worker runs as a worker thread');
port.on('message', ({ id, task }: TaskMessage<SpeechTask>) => {
  perform(task).then(
    ({ value, transfer }) => port.postMessage({ id, ok: true, value } satisfies ReplyMessage<unknown>, transfer),
    (error: unknown) => port.postMessage(failureReply(id, error)),
  );
});

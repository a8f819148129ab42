/**
 * Entry of a copybook thread (built to dist/copybook-worker.js; run from source through tsx in
 * development and tests): writes one copybook PDF at a time. A 200-character copybook takes half a
 * second or more of steady computation, which on the server's own thread would hold every other
 * request for as long.
 */
import { parentPort } from 'node:worker_threads';
import { failureReply, type ReplyMessage, type TaskMessage } from '../../platform/workers/worker-pool.ts';
import { writeCopybookPdf } from './copybook-pdf.ts';
import type { CopybookPdfTask } from './copybook-pdf-pool.ts';

const port = parentPort;
if (!port) throw new Error('copybook-worker runs as a worker thread');
port.on('message', ({ id, task }: TaskMessage<CopybookPdfTask>) => {
  writeCopybookPdf(task.layout, task.content, task.metadata).then(
    (pdf) =>
      port.postMessage({ id, ok: true, value: pdf } satisfies ReplyMessage<Uint8Array>, [pdf.buffer as ArrayBuffer]),
    (error: unknown) => port.postMessage(failureReply(id, error)),
  );
});

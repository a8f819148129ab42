import os from 'node:os';
import type { Worker } from 'node:worker_threads';
import { threadSpawner } from '../../platform/workers/thread-spawner.ts';
import { WorkerPool } from '../../platform/workers/worker-pool.ts';
import type { CopybookLayout } from './copybook-layout.ts';
import type { CopybookContent, PdfMetadata } from './copybook-pdf.ts';

export interface CopybookPdfTask {
  layout: CopybookLayout;
  content: CopybookContent;
  metadata: PdfMetadata;
}

/** Writes a copybook's PDF: in a thread (the server), or on the caller's thread (unit tests). */
export type CopybookPdfWriter = (
  layout: CopybookLayout,
  content: CopybookContent,
  metadata: PdfMetadata,
) => Promise<Uint8Array>;

/** One thread per core, at most two; copybooks waiting beyond the queue are refused as busy. */
const THREADS = Math.max(1, Math.min(2, os.availableParallelism()));
const QUEUE = 64;
/** A 200-character copybook takes about a second on a slow core: thirty is a thread gone wrong. */
const TIMEOUT_MS = 30_000;

/** Copybook PDFs written in worker threads, off the event loop (copybook-worker.ts). */
export class CopybookPdfPool {
  private readonly pool: WorkerPool<CopybookPdfTask, Uint8Array>;

  constructor(spawn: () => Worker = threadSpawner(import.meta.url, 'copybook-worker')) {
    this.pool = new WorkerPool(spawn, { size: THREADS, queueLimit: QUEUE, timeoutMs: TIMEOUT_MS });
  }

  readonly write: CopybookPdfWriter = (layout, content, metadata) => this.pool.run({ layout, content, metadata });

  close(): Promise<void> {
    return this.pool.close();
  }
}

import type { Transferable, Worker } from 'node:worker_threads';

export interface WorkerPoolOptions {
  /** Workers at most (one per core leaves the event loop a share of the machine). */
  size: number;
  /** Tasks allowed to wait for a worker; one more is refused at once (PoolBusyError). */
  queueLimit: number;
  /** A task running longer ends its worker (which is replaced) and fails with TaskTimeoutError. */
  timeoutMs: number;
}

/** What the pool posts to a worker, and what a worker answers. */
export interface TaskMessage<T> {
  id: number;
  task: T;
}
export type ReplyMessage<R> =
  | { id: number; ok: true; value: R }
  | { id: number; ok: false; error: { name: string; message: string; code?: string } };

/** A worker's answer to a task that failed: the error's name, message and code travel, nothing else. */
export function failureReply(id: number, error: unknown): ReplyMessage<never> {
  const failure = error instanceof Error ? error : new Error(String(error));
  const code = (failure as { code?: unknown }).code;
  return {
    id,
    ok: false,
    error: { name: failure.name, message: failure.message, ...(typeof code === 'string' ? { code } : {}) },
  };
}

export class PoolBusyError extends Error {
  override name = 'PoolBusyError';
}
export class TaskTimeoutError extends Error {
  override name = 'TaskTimeoutError';
}
export class WorkerCrashedError extends Error {
  override name = 'WorkerCrashedError';
}
export class PoolClosedError extends Error {
  override name = 'PoolClosedError';
}

/** A task's failure inside the worker, carried back with the worker's error name and code. */
export class TaskError extends Error {
  constructor(
    override readonly name: string,
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

interface Job<T, R> {
  id: number;
  task: T;
  transfer: readonly Transferable[];
  resolve(value: R): void;
  reject(error: Error): void;
  /** Told when a worker takes the task (a queued task waits for one first). */
  started?: (() => void) | undefined;
}

interface Slot<T, R> {
  worker: Worker;
  job: Job<T, R> | null;
  timer: NodeJS.Timeout | null;
}

/**
 * A fixed number of worker threads fed from one bounded FIFO queue. Workers start on demand and
 * stay; a worker that crashes or overruns its time is replaced by the next task that needs one.
 */
export class WorkerPool<T, R> {
  private readonly slots = new Set<Slot<T, R>>();
  private readonly queue: Job<T, R>[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly spawn: () => Worker,
    private readonly options: WorkerPoolOptions,
  ) {
    if (options.size < 1) throw new Error('A worker pool needs at least one worker');
  }

  /**
   * Runs a task on the next free worker; refuses at once when the queue is full. `started` is called
   * when a worker takes it (at once, or when it leaves the queue).
   */
  run(task: T, transfer: readonly Transferable[] = [], started?: () => void): Promise<R> {
    if (this.closed) return Promise.reject(new PoolClosedError('The worker pool is closed'));
    const idle = this.idleSlot();
    if (!idle && this.slots.size >= this.options.size && this.queue.length >= this.options.queueLimit) {
      return Promise.reject(
        new PoolBusyError(`All ${this.options.size} workers busy and ${this.queue.length} waiting`),
      );
    }
    return new Promise<R>((resolve, reject) => {
      const job: Job<T, R> = { id: this.nextId++, task, transfer, resolve, reject, started };
      const slot = idle ?? (this.slots.size < this.options.size ? this.startWorker() : null);
      if (slot) this.assign(slot, job);
      else this.queue.push(job);
    });
  }

  /** Counts for logs and tests. */
  stats(): { workers: number; busy: number; queued: number } {
    let busy = 0;
    for (const slot of this.slots) if (slot.job) busy += 1;
    return { workers: this.slots.size, busy, queued: this.queue.length };
  }

  /** Fails what waits, ends every worker. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new PoolClosedError('The worker pool closed'));
    const slots = [...this.slots];
    this.slots.clear();
    await Promise.all(
      slots.map(async (slot) => {
        this.finish(slot)?.reject(new PoolClosedError('The worker pool closed'));
        await slot.worker.terminate();
      }),
    );
  }

  private idleSlot(): Slot<T, R> | null {
    for (const slot of this.slots) if (!slot.job) return slot;
    return null;
  }

  private startWorker(): Slot<T, R> {
    const slot: Slot<T, R> = { worker: this.spawn(), job: null, timer: null };
    this.slots.add(slot);
    slot.worker.on('message', (message: ReplyMessage<R>) => {
      if (!slot.job || message.id !== slot.job.id) return;
      const job = this.finish(slot);
      if (message.ok) job?.resolve(message.value);
      else job?.reject(new TaskError(message.error.name, message.error.message, message.error.code));
      this.next(slot);
    });
    slot.worker.on('error', (error) => this.retire(slot, new WorkerCrashedError(`Worker failed: ${error.message}`)));
    slot.worker.on('exit', (code) => this.retire(slot, new WorkerCrashedError(`Worker exited with code ${code}`)));
    return slot;
  }

  private assign(slot: Slot<T, R>, job: Job<T, R>): void {
    slot.job = job;
    slot.timer = setTimeout(() => {
      this.retire(slot, new TaskTimeoutError(`Task took longer than ${this.options.timeoutMs} ms`));
      void slot.worker.terminate();
    }, this.options.timeoutMs);
    const message: TaskMessage<T> = { id: job.id, task: job.task };
    slot.worker.postMessage(message, job.transfer);
    job.started?.();
  }

  private finish(slot: Slot<T, R>): Job<T, R> | null {
    const { job } = slot;
    if (slot.timer) clearTimeout(slot.timer);
    slot.job = null;
    slot.timer = null;
    return job;
  }

  private next(slot: Slot<T, R>): void {
    const job = this.queue.shift();
    if (job) this.assign(slot, job);
  }

  /** A worker that failed or overran leaves the pool; what waits goes to a fresh one. */
  private retire(slot: Slot<T, R>, error: Error): void {
    if (!this.slots.delete(slot)) return;
    this.finish(slot)?.reject(error);
    slot.worker.removeAllListeners('message');
    if (!this.closed && this.queue.length > 0) {
      const job = this.queue.shift();
      if (job) this.assign(this.startWorker(), job);
    }
  }
}

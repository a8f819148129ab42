import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import {
  PoolBusyError,
  PoolClosedError,
  TaskError,
  TaskTimeoutError,
  WorkerCrashedError,
  WorkerPool,
} from './worker-pool.ts';

type Task = { op: 'echo'; value: number; delayMs?: number } | { op: 'spin' } | { op: 'exit' } | { op: 'fail' };

// A worker of a few lines: echoes after a delay, spins forever, exits, or fails as the engine does.
const WORKER = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', ({ id, task }) => {
  if (task.op === 'echo') setTimeout(() => parentPort.postMessage({ id, ok: true, value: task.value }), task.delayMs ?? 0);
  if (task.op === 'spin') for (;;) {}
  if (task.op === 'exit') process.exit(3);
  if (task.op === 'fail') parentPort.postMessage({ id, ok: false, error: { name: 'WavFormatError', message: 'stereo', code: 'not-mono' } });
});`;

let pools: WorkerPool<Task, number>[] = [];
function pool(size: number, queueLimit: number, timeoutMs = 5000) {
  let spawned = 0;
  const created = new WorkerPool<Task, number>(
    () => {
      spawned += 1;
      return new Worker(WORKER, { eval: true });
    },
    { size, queueLimit, timeoutMs },
  );
  pools.push(created);
  return { pool: created, spawned: () => spawned };
}

afterEach(async () => {
  await Promise.all(pools.map((each) => each.close()));
  pools = [];
});

describe('worker pool', () => {
  it('runs tasks on at most `size` workers, started on demand, and queues the rest in order', async () => {
    const { pool: p, spawned } = pool(2, 10);
    expect(spawned()).toBe(0);
    const finished: number[] = [];
    const runs = [1, 2, 3, 4, 5].map((value) =>
      p.run({ op: 'echo', value, delayMs: 30 }).then((result) => finished.push(result)),
    );
    expect(p.stats()).toEqual({ workers: 2, busy: 2, queued: 3 });
    await Promise.all(runs);
    expect(finished.sort()).toEqual([1, 2, 3, 4, 5]);
    expect(spawned()).toBe(2);
    expect(p.stats()).toEqual({ workers: 2, busy: 0, queued: 0 });
  });

  it('tells a task when a worker takes it: at once when one is free, else when it leaves the queue', async () => {
    const { pool: p } = pool(1, 10);
    const started: number[] = [];
    const first = p.run({ op: 'echo', value: 1, delayMs: 60 }, [], () => started.push(1));
    const second = p.run({ op: 'echo', value: 2 }, [], () => started.push(2));
    expect(started).toEqual([1]);
    await first;
    await second;
    expect(started).toEqual([1, 2]);
  });

  it('refuses at once when every worker is busy and the queue is full', async () => {
    const { pool: p } = pool(1, 1);
    const first = p.run({ op: 'echo', value: 1, delayMs: 50 });
    const second = p.run({ op: 'echo', value: 2 });
    await expect(p.run({ op: 'echo', value: 3 })).rejects.toBeInstanceOf(PoolBusyError);
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    // Room again once the queue drained.
    expect(await p.run({ op: 'echo', value: 4 })).toBe(4);
  });

  it('ends a worker that overruns its time, and the next task gets a fresh one', async () => {
    const { pool: p, spawned } = pool(1, 1, 300);
    const stuck = p.run({ op: 'spin' });
    const waiting = p.run({ op: 'echo', value: 7 });
    await expect(stuck).rejects.toBeInstanceOf(TaskTimeoutError);
    expect(await waiting).toBe(7);
    expect(spawned()).toBe(2);
  });

  it('fails the task of a worker that exits, and goes on with a new worker', async () => {
    const { pool: p } = pool(1, 2);
    await expect(p.run({ op: 'exit' })).rejects.toBeInstanceOf(WorkerCrashedError);
    expect(await p.run({ op: 'echo', value: 8 })).toBe(8);
  });

  it("carries a task's error back with its name and code", async () => {
    const { pool: p } = pool(1, 0);
    const failure = await p.run({ op: 'fail' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TaskError);
    expect(failure).toMatchObject({ name: 'WavFormatError', code: 'not-mono', message: 'stereo' });
  });

  it('fails what waits when closed, and refuses new work', async () => {
    const { pool: p } = pool(1, 5);
    const running = p.run({ op: 'echo', value: 1, delayMs: 200 });
    const waiting = p.run({ op: 'echo', value: 2 });
    const outcomes = Promise.allSettled([running, waiting]);
    await p.close();
    for (const outcome of await outcomes) {
      expect(outcome.status === 'rejected' && outcome.reason).toBeInstanceOf(PoolClosedError);
    }
    await expect(p.run({ op: 'echo', value: 3 })).rejects.toBeInstanceOf(PoolClosedError);
  });
});

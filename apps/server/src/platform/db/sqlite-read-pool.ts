import type { Worker } from 'node:worker_threads';
import { threadSpawner } from '../workers/thread-spawner.ts';
import { appError } from '../errors.ts';
import { PoolBusyError, WorkerPool, type WorkerPoolOptions } from '../workers/worker-pool.ts';

/** A compiled read (Kysely's `compile()`): SQL text and its parameters. */
export interface ReadQuery {
  sql: string;
  parameters: readonly unknown[];
}

/**
 * Read-only connections to an embedded SQLite file, each in its own worker thread. better-sqlite3
 * runs a query on the calling thread, so a heavy read (site search over thousands of matches) would
 * hold the event loop for its whole length; through this pool the loop only posts the query and
 * takes the rows. WAL mode lets these readers run beside the server's one writer, and they see
 * every committed write.
 */
export class SqliteReadPool {
  private readonly pool: WorkerPool<ReadQuery, unknown[]>;

  constructor(file: string, options: WorkerPoolOptions, spawn?: () => Worker) {
    this.pool = new WorkerPool(spawn ?? threadSpawner(import.meta.url, 'sqlite-read-worker', { file }), options);
  }

  /** The query's rows; a full queue of readers is the server being busy (ServiceUnavailable). */
  async all<Row>(query: ReadQuery): Promise<Row[]> {
    try {
      return (await this.pool.run({ sql: query.sql, parameters: [...query.parameters] })) as Row[];
    } catch (error) {
      if (error instanceof PoolBusyError) throw appError('ServiceUnavailable');
      throw error;
    }
  }

  stats() {
    return this.pool.stats();
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

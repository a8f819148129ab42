import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, sql, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { SqliteReadPool } from './sqlite-read-pool.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Connections by state, for the metrics: PostgreSQL's pool, or SQLite's one open file. */
  connections: () => Record<string, number>;
  /**
   * Reader threads for heavy reads of an embedded SQLite file (sqlite-read-pool.ts), started on
   * first use and closed with the database; null for PostgreSQL (its pool already runs queries
   * off the event loop) and for an in-memory database (which other connections cannot see).
   */
  reader: SqliteReadPool | null;
}

/** Reader threads: one per core, at most two (the event loop and the writer keep their share). */
const READER_THREADS = Math.max(1, Math.min(2, os.availableParallelism()));
/** Reads allowed to wait for a reader; beyond, the request is refused at once (busy). */
const READER_QUEUE = 512;
/** A read running longer ends its thread (replaced) and fails. */
const READER_TIMEOUT_MS = 10_000;

export function dialectOf(url: string): Dialect {
  return url.startsWith('sqlite:') ? 'sqlite' : 'postgres';
}

export function sqliteFile(url: string): string {
  return url.slice('sqlite:'.length);
}

/**
 * Opens the database named by the URL: `sqlite:FILE` (embedded; WAL with synchronous=FULL so an
 * acknowledged write survives a crash) or `postgres://…`.
 */
export function openDatabase(url: string, options: { poolSize?: number } = {}): DatabaseHandle {
  if (dialectOf(url) === 'sqlite') {
    const file = sqliteFile(url);
    if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const database = new SQLite(file);
    database.pragma('journal_mode = WAL');
    database.pragma('synchronous = FULL');
    database.pragma('foreign_keys = ON');
    database.pragma('busy_timeout = 5000');
    const reader =
      file === ':memory:'
        ? null
        : new SqliteReadPool(path.resolve(file), {
            size: READER_THREADS,
            queueLimit: READER_QUEUE,
            timeoutMs: READER_TIMEOUT_MS,
          });
    // Kysely closes the connection when the database is destroyed: the readers close with it.
    const connection = {
      prepare: (text: string) => database.prepare(text),
      close: () => {
        void reader?.close();
        database.close();
      },
    };
    return {
      db: new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) }),
      dialect: 'sqlite',
      connections: () => ({ open: database.open ? 1 : 0, ...(reader ? { readers: reader.stats().workers } : {}) }),
      reader,
    };
  }
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
  // An idle connection the server ends (a restart, a failover, an administrator, a dropped test
  // database) is reported on the pool, which has already discarded it; the next query opens a new one.
  // Without a listener that report would be an uncaught 'error' and end the process.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`));
  return {
    db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
    dialect: 'postgres',
    connections: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    reader: null,
  };
}

export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}

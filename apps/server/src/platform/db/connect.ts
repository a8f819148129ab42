import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, sql, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Connections by state, for the metrics: PostgreSQL's pool, or SQLite's one open file. */
  connections: () => Record<string, number>;
}

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
    return {
      db: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }),
      dialect: 'sqlite',
      connections: () => ({ open: database.open ? 1 : 0 }),
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
  };
}

export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}

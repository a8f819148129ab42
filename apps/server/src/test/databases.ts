import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle, type Dialect } from '../platform/db/connect.ts';
import { adminUrl, withDatabase } from './postgres-admin.ts';
import { testEnv } from './test-env.ts';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL names a server. */
export const testDialects: Dialect[] = testEnv.databaseUrl ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDatabase extends DatabaseHandle {
  url: string;
  drop(): Promise<void>;
}

/** A fresh, migrated database of its own for one test file (or one test). */
export async function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  const suffix = randomBytes(4).toString('hex');
  if (dialect === 'sqlite') {
    const file = path.join(os.tmpdir(), `hanyu-${inject('runId')}-${suffix}.sqlite`);
    fs.copyFileSync(inject('sqliteTemplate'), file);
    const url = `sqlite:${file}`;
    const handle = openDatabase(url);
    return {
      ...handle,
      url,
      drop: async () => {
        await handle.db.destroy().catch(() => undefined);
        for (const extra of ['', '-wal', '-shm']) fs.rmSync(`${file}${extra}`, { force: true });
      },
    };
  }
  const serverUrl = testEnv.databaseUrl;
  const template = inject('postgresTemplate');
  if (!serverUrl || !template) throw new Error('PostgreSQL tests need TEST_DATABASE_URL');
  const name = `hanyu_t_${inject('runId')}_${suffix}`;
  await withDatabase(serverUrl, (client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  const url = adminUrl(serverUrl, name);
  const handle = openDatabase(url, { poolSize: 5 });
  return {
    ...handle,
    url,
    drop: async () => {
      await handle.db.destroy().catch(() => undefined);
      await withDatabase(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { openDatabase, type Dialect } from '../platform/db/connect.ts';
import { adminUrl, withDatabase } from './postgres-admin.ts';
import { testEnv } from './test-env.ts';

/**
 * An empty database of its own, for a migration test that must stop before its migration (the test
 * templates are migrated to the latest already).
 */
export async function emptyDatabase(dialect: Dialect): Promise<{ db: Kysely<unknown>; drop: () => Promise<void> }> {
  const name = `hanyu_m_${randomBytes(4).toString('hex')}`;
  if (dialect === 'sqlite') {
    const file = path.join(os.tmpdir(), `${name}.sqlite`);
    const handle = openDatabase(`sqlite:${file}`);
    return {
      db: handle.db as unknown as Kysely<unknown>,
      drop: async () => {
        await handle.db.destroy();
        for (const extra of ['', '-wal', '-shm']) fs.rmSync(`${file}${extra}`, { force: true });
      },
    };
  }
  const server = testEnv.databaseUrl ?? '';
  await withDatabase(server, (client) => client.query(`CREATE DATABASE "${name}"`));
  const handle = openDatabase(adminUrl(server, name), { poolSize: 2 });
  return {
    db: handle.db as unknown as Kysely<unknown>,
    drop: async () => {
      await handle.db.destroy();
      await withDatabase(server, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

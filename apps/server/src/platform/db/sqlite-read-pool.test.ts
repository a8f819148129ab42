import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './connect.ts';
import { SqliteReadPool } from './sqlite-read-pool.ts';

describe('SQLite reader threads', () => {
  const opened: Array<{ handle: DatabaseHandle; dir: string }> = [];
  const sqliteFileOf = (handle: DatabaseHandle) =>
    path.join(opened.find((o) => o.handle === handle)?.dir ?? '', 'db.sqlite');

  async function database(): Promise<DatabaseHandle> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanyu-readers-'));
    const handle = openDatabase(`sqlite:${path.join(dir, 'db.sqlite')}`);
    opened.push({ handle, dir });
    await sql`CREATE TABLE word (id INTEGER PRIMARY KEY, text TEXT NOT NULL)`.execute(handle.db);
    await sql`INSERT INTO word (text) VALUES ('银行'), ('行长'), ('学习')`.execute(handle.db);
    return handle;
  }

  afterEach(async () => {
    for (const { handle, dir } of opened.splice(0)) {
      await handle.db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers a compiled query with the rows the server connection gives, and sees later commits', async () => {
    const handle = await database();
    const reader = handle.reader;
    expect(reader).not.toBeNull();
    const query = sql<{ id: number; text: string }>`SELECT id, text FROM word WHERE text LIKE ${'%行%'} ORDER BY id`;
    const compiled = query.compile(handle.db);
    const direct = await query.execute(handle.db);
    expect(await reader?.all(compiled)).toEqual(direct.rows);
    expect(direct.rows.map((row) => row.text)).toEqual(['银行', '行长']);
    await sql`INSERT INTO word (text) VALUES ('旅行')`.execute(handle.db);
    expect((await reader?.all<{ text: string }>(compiled))?.map((row) => row.text)).toEqual(['银行', '行长', '旅行']);
  });

  it('cannot write, and a failed statement is an error for that query only', async () => {
    const handle = await database();
    const insert = sql`INSERT INTO word (text) VALUES ('写')`.compile(handle.db);
    await expect(handle.reader?.all(insert)).rejects.toThrow();
    await expect(handle.reader?.all(sql`SELECT nothing FROM nowhere`.compile(handle.db))).rejects.toThrow();
    const count = await handle.reader?.all<{ n: number }>(sql`SELECT count(*) AS n FROM word`.compile(handle.db));
    expect(count).toEqual([{ n: 3 }]);
  });

  it('leaves the event loop free while a long read runs', async () => {
    const handle = await database();
    // A read of a few hundred milliseconds: counting to three million in a recursive query.
    const long = sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3000000) SELECT count(*) AS c FROM n`;
    const order: string[] = [];
    await handle.reader?.all(sql`SELECT 1`.compile(handle.db)); // the thread is up
    const read = handle.reader?.all(long.compile(handle.db)).then(() => order.push('read'));
    await new Promise<void>((resolve) => setTimeout(() => (order.push('timer'), resolve()), 0));
    await read;
    expect(order).toEqual(['timer', 'read']);
  });

  it('refuses a read at once, as the server being busy, when every reader is taken and the queue is full', async () => {
    const handle = await database();
    const file = sqliteFileOf(handle);
    const pool = new SqliteReadPool(file, { size: 1, queueLimit: 0, timeoutMs: 10_000 });
    try {
      const long = sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3000000) SELECT count(*) AS c FROM n`;
      const running = pool.all(long.compile(handle.db));
      await expect(pool.all(sql`SELECT 1`.compile(handle.db))).rejects.toMatchObject({ id: 'ServiceUnavailable' });
      await running;
    } finally {
      await pool.close();
    }
  });

  it('closes its threads with the database, and an in-memory database has none', async () => {
    const handle = await database();
    await handle.reader?.all(sql`SELECT 1`.compile(handle.db));
    expect(handle.reader?.stats().workers).toBe(1);
    await handle.db.destroy();
    opened.pop();
    expect(handle.reader?.stats().workers).toBe(0);
    const memory = openDatabase('sqlite::memory:');
    expect(memory.reader).toBeNull();
    await memory.db.destroy();
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from '../../test/accounts.ts';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app.ts';
import { backup, BACKUP_DATABASE, restore } from './backup.ts';

const temp = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `hanyu-${name}-`));

describe('backup and restore of an embedded install', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const install = () => ({ databaseUrl: t.database.url, files: t.config.files });

  it('backs up while writes go on, and restores into a fresh folder with every record and file', async () => {
    const { token } = await registerAccount(t, 'backup@example.com');
    const { fileToken } = (await callApi(t, '/usercenter/v3/getFileToken', { token })).json().returnValue;
    const upload = await t.app.inject({
      method: 'POST',
      url: '/portal/upload/avatar',
      payload: PNG.sync.write(new PNG({ width: 32, height: 32 })),
      headers: { 'content-type': 'image/png', 'x-file-token': fileToken },
    });
    const { key } = upload.json() as { key: string };

    // Writers keep registering while the backup runs: the snapshot is whole, whatever it caught.
    const writers = Promise.all(Array.from({ length: 4 }, (_, i) => registerAccount(t, `during-${i}@example.com`)));
    const target = path.join(temp('backup'), 'copy');
    const manifest = await backup(install(), target);
    await writers;
    expect(manifest.tables.user_account).toBeGreaterThanOrEqual(1);
    expect(Object.keys(manifest.files)).toContain(key);

    const fresh = temp('restored');
    const restoredInstall = {
      databaseUrl: `sqlite:${path.join(fresh, 'platform.sqlite')}`,
      files: { kind: 'local' as const, root: path.join(fresh, 'files') },
    };
    await restore(target, restoredInstall);
    const restored = new SQLite(path.join(fresh, 'platform.sqlite'), { readonly: true });
    try {
      const emails = (restored.prepare('select email from user_account').all() as { email: string | null }[]).map(
        (row) => row.email,
      );
      expect(emails).toContain('backup@example.com');
      for (const [table, count] of Object.entries(manifest.tables)) {
        const row = restored.prepare(`select count(*) as n from "${table}"`).get() as { n: number };
        expect(row.n, table).toBe(count);
      }
    } finally {
      restored.close();
    }
    const original = fs.readFileSync(path.join(t.config.files.kind === 'local' ? t.config.files.root : '', key));
    expect(fs.readFileSync(path.join(fresh, 'files', key)).equals(original)).toBe(true);
  });

  it('refuses to write into a folder that holds something, and to restore over data or a damaged copy', async () => {
    const busy = temp('busy');
    fs.writeFileSync(path.join(busy, 'x'), 'x');
    await expect(backup(install(), busy)).rejects.toThrow('is not empty');
    const target = path.join(temp('backup'), 'copy');
    await backup(install(), target);
    const existing = { databaseUrl: t.database.url, files: t.config.files };
    await expect(restore(target, existing)).rejects.toThrow('already has data');
    // A page of the copy overwritten, as a bad disk or an interrupted transfer leaves it.
    const file = fs.openSync(path.join(target, BACKUP_DATABASE), 'r+');
    fs.writeSync(file, Buffer.alloc(8192, 0xa5), 0, 8192, 4096);
    fs.closeSync(file);
    const fresh = temp('restored');
    await expect(
      restore(target, {
        databaseUrl: `sqlite:${path.join(fresh, 'platform.sqlite')}`,
        files: { kind: 'local', root: path.join(fresh, 'files') },
      }),
    ).rejects.toThrow();
    expect(fs.existsSync(path.join(fresh, 'platform.sqlite'))).toBe(false);
  });

  it('leaves PostgreSQL and S3 to their own tools', async () => {
    await expect(
      backup({ databaseUrl: 'postgres://x@127.0.0.1/y', files: { kind: 'local', root: '/tmp' } }, temp('pg')),
    ).rejects.toThrow('pg_dump');
  });
});

import { Migrator, sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { SessionRepository } from '../../platform/auth/session-repository.ts';
import type { Database } from '../../platform/db/schema.ts';
import { testDialects } from '../../test/databases.ts';
import { emptyDatabase } from '../../test/empty-database.ts';
import { migrations } from './index.ts';

const created = '2026-11-20T08:00:00.000Z';
const expires = '2026-11-27T08:00:00.000Z';

describe.each(testDialects)('migration 0023 on %s', (dialect) => {
  it('keeps the sessions made before, authenticated when they were created, and goes down again', async () => {
    const { db, drop } = await emptyDatabase(dialect);
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(dialect) } });
      expect((await migrator.migrateTo('0022-teaching-classes')).error).toBeUndefined();
      await sql`insert into web_sign_in (token_hash, user_id, created_at, expires_at, revoked_at)
        values ('sign-in', 'u1', ${created}, ${expires}, null)`.execute(db);
      await sql`insert into session (token_hash, user_id, created_at, expires_at, revoked_at, sign_in_hash)
        values ('tab', 'u1', ${created}, ${expires}, null, 'sign-in')`.execute(db);
      expect((await migrator.migrateTo('0023-administrator-sessions')).error).toBeUndefined();

      const sessions = new SessionRepository(db as unknown as Kysely<Database>);
      const now = new Date('2026-11-21T08:00:00.000Z');
      const found = await sessions.find('tab', now);
      expect(found).toMatchObject({
        state: 'active',
        session: { authenticatedAt: new Date(created), adminSeenAt: null },
      });
      expect((await sessions.findSignIn('sign-in', now))?.authenticatedAt).toEqual(new Date(created));

      const down = await migrator.migrateTo('0022-teaching-classes');
      expect(down.error).toBeUndefined();
      expect(down.results?.map((result) => [result.migrationName, result.direction])).toEqual([
        ['0023-administrator-sessions', 'Down'],
      ]);
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
    } finally {
      await drop();
    }
  });
});

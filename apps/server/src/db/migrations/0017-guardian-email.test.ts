import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.ts';
import { emptyDatabase } from '../../test/empty-database.ts';
import { migrations } from './index.ts';

const at = '2026-11-01T08:00:00.000Z';

describe.each(testDialects)('migration 0017 on %s', (dialect) => {
  it('adds the guardian e-mail beside the guardian mobile, keeps the accounts made before, and goes down again', async () => {
    const { db, drop } = await emptyDatabase(dialect);
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(dialect) } });
      expect((await migrator.migrateTo('0016-learner-results')).error).toBeUndefined();
      await sql`insert into user_account
        (id, mobile, email, password_hash, nick_name, nick_name_key, birthday, site, guardian_mobile, created_at, updated_at)
        values ('minor', null, 'pupil@example.com', 'x', '学童', '学童', '2014-03-01', 'cn', '13500135000', ${at}, ${at})`.execute(
        db,
      );
      expect((await migrator.migrateTo('0017-guardian-email')).error).toBeUndefined();
      await sql`insert into user_account
        (id, mobile, email, password_hash, nick_name, nick_name_key, birthday, site, guardian_mobile, guardian_email,
         created_at, updated_at)
        values ('overseas', null, 'kid@example.com', 'x', '小明', '小明', '2013-06-01', 'oversea', null,
         'parent@example.com', ${at}, ${at}),
        ('hk', null, 'hk@example.com', 'x', '小红', '小红', '2012-06-01', 'cn', '+85291234567', null, ${at}, ${at})`.execute(
        db,
      );
      const rows = await sql<{ id: string; guardian_mobile: string | null; guardian_email: string | null }>`
        select id, guardian_mobile, guardian_email from user_account order by id`.execute(db);
      expect(rows.rows).toEqual([
        { id: 'hk', guardian_mobile: '+85291234567', guardian_email: null },
        { id: 'minor', guardian_mobile: '13500135000', guardian_email: null },
        { id: 'overseas', guardian_mobile: null, guardian_email: 'parent@example.com' },
      ]);
      const down = await migrator.migrateTo('0016-learner-results');
      expect(down.error).toBeUndefined();
      expect(down.results?.map((result) => [result.migrationName, result.direction])).toEqual([
        ['0017-guardian-email', 'Down'],
      ]);
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
    } finally {
      await drop();
    }
  });
});

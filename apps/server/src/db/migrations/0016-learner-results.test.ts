import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.ts';
import { emptyDatabase } from '../../test/empty-database.ts';
import { migrations } from './index.ts';

const at = '2026-11-01T08:00:00.000Z';

/** An evaluation row as migrations 0003-0015 knew it. */
function oldEvaluation(id: string, kind: string, resourceCode: string | null) {
  return sql`insert into evaluation_record
    (id, user_id, kind, category, level, resource_code, target_pinyin, target_text, recording_key, result_key,
     duration_ms, quality_code, overall_score, created_at, problems)
    values (${id}, 'u1', ${kind}, null, null, ${resourceCode}, null, null, 'r.wav', 'r.json', 1000, null, 80,
     ${at}, null)`;
}

describe.each(testDialects)('migration 0016 on %s', (dialect) => {
  it('classes the evaluations kept before it by the content they were for, and goes down again', async () => {
    const { db, drop } = await emptyDatabase(dialect);
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(dialect) } });
      expect((await migrator.migrateTo('0015-search-glosses')).error).toBeUndefined();
      for (const [id, kind, code] of [
        ['a', 'word', null],
        ['b', 'sentence', 'P001'],
        ['c', 'sentence', 'T02'],
        ['d', 'sentence', 'E01'],
        ['e', 'sentence', null],
        // An MHK exam item whose resource code happens to start with P is no passage.
        ['f', 'exam', 'PSC0405_P1_A01'],
      ] as const) {
        await oldEvaluation(id, kind, code).execute(db);
      }
      // Up to this migration only: later ones go down first on the way back.
      expect((await migrator.migrateTo('0016-learner-results')).error).toBeUndefined();
      const rows = await sql<{ id: string; activity: string; lesson_key: string | null }>`
        select id, activity, lesson_key from evaluation_record order by id`.execute(db);
      expect(rows.rows).toEqual([
        { id: 'a', activity: 'practice', lesson_key: null },
        { id: 'b', activity: 'passage', lesson_key: null },
        { id: 'c', activity: 'topic', lesson_key: null },
        { id: 'd', activity: 'eloquence', lesson_key: null },
        { id: 'e', activity: 'practice', lesson_key: null },
        { id: 'f', activity: 'practice', lesson_key: null },
      ]);
      const down = await migrator.migrateTo('0015-search-glosses');
      expect(down.error).toBeUndefined();
      expect(down.results?.map((result) => [result.migrationName, result.direction])).toEqual([
        ['0016-learner-results', 'Down'],
      ]);
      expect((await migrator.migrateTo('0016-learner-results')).error).toBeUndefined();
    } finally {
      await drop();
    }
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchKind } from '@hanyu/contracts/portal/search';
import type { SearchDocument } from '@hanyu/content/search/search-documents';
import { createTestDatabase, testDialects, type TestDatabase } from '../../test/databases.ts';
import { DictionaryLoadRepository } from './dictionary-load-repository.ts';

/** Word documents of two-character words drawn from a small alphabet, so each character has many hits. */
function documents(count: number): SearchDocument[] {
  const alphabet = '学习中国人好天地日月山水火木金土';
  return Array.from({ length: count }, (_, index) => {
    const first = alphabet[index % alphabet.length] ?? '学';
    const second = alphabet[Math.floor(index / alphabet.length) % alphabet.length] ?? '习';
    return {
      kind: SearchKind.Word,
      ref: String(index + 1),
      title: `${first}${second}`,
      titleAlt: `${first}${second}`,
      pinyin: 'xué xí',
      pinyinKey: 'xuexi',
      summary: `word ${index}`,
      englishKeys: '|study|',
      englishExact: '|study|',
      glosses: ['study'],
      sortRank: index,
      hanzi: `${first} ${second}`,
      toned: 'xue2 xi2',
      plain: 'xue xi',
      english: 'study',
    };
  });
}

describe.each(testDialects)('loading the dictionary on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.drop());

  it('leaves the search index merged and counted after a load, so the first crowd does not pay for it', async () => {
    const repository = new DictionaryLoadRepository(database.db, dialect);
    const build = { entries: [], characters: [], documents: documents(3_000) };
    expect(await repository.replaceAll('dictionary-load-test', 'version-1', build)).toBe(true);

    if (dialect === 'postgres') {
      await sql`CREATE EXTENSION IF NOT EXISTS pgstattuple`.execute(database.db);
      const pending = async () =>
        Number(
          (
            await sql<{ pending_tuples: string | number }>`
              SELECT pending_tuples FROM pgstatginindex('search_document_vector_idx')`.execute(database.db)
          ).rows[0]?.pending_tuples,
        );
      // A bulk insert lands in the GIN index's pending list, which every search scans row by row.
      expect(await pending()).toBeGreaterThan(0);
      await repository.settle();
      expect(await pending()).toBe(0);
    } else {
      // The test database was copied from a template that was itself settled: forget its counts first.
      await sql`ANALYZE sqlite_schema`.execute(database.db);
      await sql`DELETE FROM sqlite_stat1`.execute(database.db);
      const counted = async () =>
        (
          await sql<{ stat: string }>`SELECT stat FROM sqlite_stat1 WHERE tbl = 'search_document'`.execute(database.db)
        ).rows.map((row) => Number(row.stat.split(' ')[0]));
      expect(await counted()).toEqual([]);
      await repository.settle();
      const stats = await counted();
      expect(stats.length).toBeGreaterThan(0);
      // The planner knows the rows this load wrote.
      expect(stats.every((rows) => rows === 3_000)).toBe(true);
    }
  });
});

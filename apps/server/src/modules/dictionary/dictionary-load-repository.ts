import { sql, type Kysely, type Transaction } from 'kysely';
import type { Dialect } from '../../platform/db/connect.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { DictionaryBuild } from './dictionary-build.ts';

/** Rows per INSERT: well under either database's limit of bound parameters. */
const BATCH = 400;

/** Inserts rows a batch at a time; `first` is the index of the batch's first row. */
async function insertInBatches<T>(
  rows: readonly T[],
  insert: (batch: T[], first: number) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH), start);
}

/** Writes the dictionary and the search index (dictionary_entry, dictionary_character, search_document). */
export class DictionaryLoadRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect = 'sqlite',
  ) {}

  async versionHash(name: string, trx: Kysely<Database> = this.db): Promise<string | null> {
    const row = await trx.selectFrom('content_version').select('hash').where('name', '=', name).executeTakeFirst();
    return row?.hash ?? null;
  }

  /** Replaces every row in one transaction; false when another instance loaded this version first. */
  async replaceAll(name: string, hash: string, build: DictionaryBuild): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      if (this.dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(hashtext(${name}))`.execute(trx);
      if ((await this.versionHash(name, trx)) === hash) return false;
      await this.clear(trx);
      await insertInBatches(build.entries, (batch, first) =>
        trx
          .insertInto('dictionary_entry')
          .values(
            batch.map((entry, index) => ({
              id: first + index + 1,
              simplified: entry.simplified,
              traditional: entry.traditional,
              pinyin: entry.pinyin,
              pinyin_numbered: entry.pinyinNumbered,
              definitions: JSON.stringify(entry.definitions),
              hsk_level: entry.hskLevel,
              frequency_rank: entry.frequencyRank,
            })),
          )
          .execute(),
      );
      await insertInBatches(build.characters, (batch) =>
        trx
          .insertInto('dictionary_character')
          .values(
            batch.map((row) => ({
              character: row.character,
              simplified: JSON.stringify(row.simplified),
              traditional: JSON.stringify(row.traditional),
              radical: row.radical,
              stroke_count: row.strokeCount,
              structure: row.structure,
              components: JSON.stringify(row.components),
              etymology: row.etymology,
              has_strokes: row.hasStrokes ? 1 : 0,
              frequency_rank: row.frequencyRank,
            })),
          )
          .execute(),
      );
      await insertInBatches(build.documents, (batch, first) =>
        trx
          .insertInto('search_document')
          .values(
            batch.map((document, index) => ({
              id: first + index + 1,
              kind: document.kind,
              ref: document.ref,
              title: document.title,
              title_alt: document.titleAlt,
              pinyin: document.pinyin,
              pinyin_key: document.pinyinKey,
              summary: document.summary,
              english_keys: document.englishKeys,
              english_exact: document.englishExact,
              glosses: JSON.stringify(document.glosses),
              sort_rank: document.sortRank,
              hanzi: document.hanzi,
              toned: document.toned,
              plain: document.plain,
              english: document.english,
            })),
          )
          .execute(),
      );
      if (this.dialect === 'sqlite') await sql`INSERT INTO search_fts(search_fts) VALUES ('rebuild')`.execute(trx);
      const loadedAt = new Date().toISOString();
      await trx
        .insertInto('content_version')
        .values({ name, hash, loaded_at: loadedAt })
        .onConflict((conflict) => conflict.column('name').doUpdateSet({ hash, loaded_at: loadedAt }))
        .execute();
      return true;
    });
  }

  /**
   * After a load that replaced the rows: PostgreSQL's GIN index keeps a bulk insert in a pending list
   * that every search then scans row by row (one search for a common character took 8 ms instead
   * of 3), and the planner has no statistics; VACUUM merges the list and ANALYZE counts the rows.
   * SQLite's FTS5 index is rebuilt in the load itself; ANALYZE gives its planner the new sizes.
   */
  async settle(): Promise<void> {
    if (this.dialect === 'postgres') {
      await sql`VACUUM (ANALYZE) search_document, dictionary_entry, dictionary_character`.execute(this.db);
    } else {
      await sql`ANALYZE`.execute(this.db);
    }
  }

  private async clear(trx: Transaction<Database>): Promise<void> {
    await trx.deleteFrom('search_document').execute();
    await trx.deleteFrom('dictionary_character').execute();
    await trx.deleteFrom('dictionary_entry').execute();
  }
}

import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../platform/db/connect.ts';

/**
 * The dictionary (CC-CEDICT entries with HSK level and frequency; per-character radical, strokes,
 * structure and components) and the site search index over it and every kind of content
 * (decision 022). Search runs in the database: SQLite FTS5 over the document's token columns, or a
 * weighted tsvector with a GIN index on PostgreSQL.
 */
export function up0008(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    // Ids are given by the loader (entries in dictionary order), so a word's search document can
    // name its entry before either is written.
    const id = 'integer';
    await db.schema
      .createTable('dictionary_entry')
      .addColumn('id', id, (col) => col.primaryKey())
      .addColumn('simplified', 'text', (col) => col.notNull())
      .addColumn('traditional', 'text', (col) => col.notNull())
      .addColumn('pinyin', 'text', (col) => col.notNull())
      .addColumn('pinyin_numbered', 'text', (col) => col.notNull())
      .addColumn('definitions', 'text', (col) => col.notNull())
      .addColumn('hsk_level', 'integer')
      .addColumn('frequency_rank', 'integer')
      .execute();
    await db.schema
      .createIndex('dictionary_entry_simplified_idx')
      .on('dictionary_entry')
      .column('simplified')
      .execute();
    await db.schema
      .createIndex('dictionary_entry_traditional_idx')
      .on('dictionary_entry')
      .column('traditional')
      .execute();

    await db.schema
      .createTable('dictionary_character')
      .addColumn('character', 'varchar(8)', (col) => col.primaryKey())
      .addColumn('simplified', 'text', (col) => col.notNull())
      .addColumn('traditional', 'text', (col) => col.notNull())
      .addColumn('radical', 'varchar(8)')
      .addColumn('stroke_count', 'integer')
      .addColumn('structure', 'varchar(24)')
      .addColumn('components', 'text', (col) => col.notNull())
      .addColumn('etymology', 'text')
      .addColumn('has_strokes', 'integer', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('search_document')
      .addColumn('id', id, (col) => col.primaryKey())
      .addColumn('kind', 'varchar(16)', (col) => col.notNull())
      .addColumn('ref', 'varchar(64)', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('title_alt', 'text', (col) => col.notNull())
      .addColumn('pinyin', 'text', (col) => col.notNull())
      .addColumn('pinyin_key', 'text', (col) => col.notNull())
      .addColumn('summary', 'text', (col) => col.notNull())
      .addColumn('english_keys', 'text', (col) => col.notNull())
      .addColumn('sort_rank', 'integer', (col) => col.notNull())
      // Tokens apart by spaces: Han characters one by one, numbered and toneless pinyin syllables,
      // normalised English words. A phrase query over one column is a substring match.
      .addColumn('hanzi', 'text', (col) => col.notNull())
      .addColumn('toned', 'text', (col) => col.notNull())
      .addColumn('plain', 'text', (col) => col.notNull())
      .addColumn('english', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('search_document_kind_idx').on('search_document').columns(['kind', 'ref']).execute();

    if (dialect === 'postgres') {
      await sql`ALTER TABLE search_document ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('simple', hanzi), 'A') || setweight(to_tsvector('simple', toned), 'B') ||
        setweight(to_tsvector('simple', plain), 'C') || setweight(to_tsvector('simple', english), 'D')
      ) STORED`.execute(db);
      await sql`CREATE INDEX search_document_vector_idx ON search_document USING GIN (search_vector)`.execute(db);
    } else {
      await sql`CREATE VIRTUAL TABLE search_fts USING fts5(
        hanzi, toned, plain, english, content='search_document', content_rowid='id',
        tokenize = 'unicode61 remove_diacritics 0'
      )`.execute(db);
    }
  };
}

export async function down0008(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS search_fts`.execute(db);
  await db.schema.dropTable('search_document').execute();
  await db.schema.dropTable('dictionary_character').execute();
  await db.schema.dropTable('dictionary_entry').execute();
}

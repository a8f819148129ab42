import type { Kysely } from 'kysely';

/**
 * Two columns of the search index for English keywords (decision 039): the definitions that are
 * exactly a phrase without a note (`english_exact`, beside `english_keys`, which leaves notes out),
 * and every definition of a word (`glosses`, JSON), to show the one a keyword matched. Filled by the
 * next dictionary load (DICTIONARY_FORMAT 4).
 */
export async function up0015(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('search_document')
    .addColumn('english_exact', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('search_document')
    .addColumn('glosses', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();
}

export async function down0015(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('search_document').dropColumn('glosses').execute();
  await db.schema.alterTable('search_document').dropColumn('english_exact').execute();
}

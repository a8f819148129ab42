import type { Kysely } from 'kysely';

/**
 * A character's own frequency rank (how often it is written), beside the rank of its entries as
 * words: 们 is among the commonest characters but seldom a word alone. Filled by the next dictionary
 * load (DICTIONARY_FORMAT 3).
 */
export async function up0011(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('dictionary_character').addColumn('frequency_rank', 'integer').execute();
}

export async function down0011(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('dictionary_character').dropColumn('frequency_rank').execute();
}

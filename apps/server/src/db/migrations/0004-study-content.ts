import type { Kysely } from 'kysely';
import type { Dialect } from '../../platform/db/connect.ts';
import { timestampType } from './column-types.ts';

/**
 * Authored learning content loaded from packages/content (phonetics catalogue, passages, topics,
 * eloquence exercises), one row per item with its presented payload as JSON; and, per evaluation,
 * the sounds that went wrong, so a learner's trend per sound is one query.
 */
export function up0004(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await db.schema
      .createTable('content_item')
      .addColumn('collection', 'varchar(16)', (col) => col.notNull())
      .addColumn('id', 'varchar(32)', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('group_key', 'varchar(32)', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('title_en', 'text', (col) => col.notNull())
      .addColumn('payload', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('content_item_pk', ['collection', 'id'])
      .execute();
    await db.schema
      .createIndex('content_item_list_idx')
      .on('content_item')
      .columns(['collection', 'group_key', 'position'])
      .execute();
    // What is loaded: one hash of all content, so a restart with unchanged files writes nothing.
    await db.schema
      .createTable('content_version')
      .addColumn('name', 'varchar(32)', (col) => col.primaryKey())
      .addColumn('hash', 'varchar(64)', (col) => col.notNull())
      .addColumn('loaded_at', timestampType(dialect), (col) => col.notNull())
      .execute();
    // JSON {initials: [...], finals: [...], tones: [...]} of the syllables judged wrong.
    await db.schema.alterTable('evaluation_record').addColumn('problems', 'text').execute();
  };
}

export async function down0004(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('evaluation_record').dropColumn('problems').execute();
  await db.schema.dropTable('content_version').execute();
  await db.schema.dropTable('content_item').execute();
}

import type { Kysely } from 'kysely';

/**
 * Teaching content published from the workspace (docs/decisions/061-managed-teaching-content.md): each
 * published managed passage, topic or PSC paper as the study catalogue's item (the same columns as
 * content_item), with the managed entry that published it. content_item, what learners read, holds the
 * authored items with these laid over them; a reload of changed authored files lays them over again.
 */
export async function up0031(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_item_managed')
    .addColumn('collection', 'varchar(16)', (col) => col.notNull())
    .addColumn('id', 'varchar(32)', (col) => col.notNull())
    .addColumn('managed_id', 'varchar(32)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('group_key', 'varchar(32)', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('title_en', 'text', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('content_item_managed_pk', ['collection', 'id'])
    .execute();
  await db.schema
    .createIndex('content_item_managed_owner_idx')
    .on('content_item_managed')
    .column('managed_id')
    .execute();
}

export async function down0031(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_item_managed').execute();
}

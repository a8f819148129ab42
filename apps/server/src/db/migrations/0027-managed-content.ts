import type { Kysely } from 'kysely';
import type { Dialect } from '../../platform/db/connect.ts';
import { timestampType } from './column-types.ts';

/**
 * Content the administrators manage from the workspace (docs/decisions/055-managed-content.md): an entry
 * per type and id with its state and the published revision's fields as learners read them, and every
 * revision ever saved, with who and when.
 */
export function up0027(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const time = timestampType(dialect);
    await db.schema
      .createTable('managed_content')
      .addColumn('type', 'varchar(32)', (col) => col.notNull())
      .addColumn('id', 'varchar(32)', (col) => col.notNull())
      .addColumn('state', 'varchar(16)', (col) => col.notNull())
      .addColumn('title', 'varchar(200)', (col) => col.notNull())
      .addColumn('latest_revision', 'integer', (col) => col.notNull())
      .addColumn('published_revision', 'integer')
      .addColumn('public_fields', 'text')
      .addColumn('public_day', 'varchar(10)', (col) => col.notNull().defaultTo(''))
      .addColumn('public_category', 'varchar(32)', (col) => col.notNull().defaultTo(''))
      .addColumn('created_at', time, (col) => col.notNull())
      .addColumn('updated_at', time, (col) => col.notNull())
      .addColumn('updated_by', 'varchar(64)', (col) => col.notNull())
      .addPrimaryKeyConstraint('managed_content_pk', ['type', 'id'])
      .execute();
    await db.schema
      .createIndex('managed_content_public')
      .on('managed_content')
      .columns(['type', 'state', 'public_day'])
      .execute();
    await db.schema
      .createTable('managed_content_revision')
      .addColumn('type', 'varchar(32)', (col) => col.notNull())
      .addColumn('id', 'varchar(32)', (col) => col.notNull())
      .addColumn('revision', 'integer', (col) => col.notNull())
      .addColumn('fields', 'text', (col) => col.notNull())
      .addColumn('note', 'varchar(400)', (col) => col.notNull())
      .addColumn('author_id', 'varchar(64)', (col) => col.notNull())
      .addColumn('created_at', time, (col) => col.notNull())
      .addPrimaryKeyConstraint('managed_content_revision_pk', ['type', 'id', 'revision'])
      .execute();
  };
}

export async function down0027(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('managed_content_revision').execute();
  await db.schema.dropTable('managed_content').execute();
}

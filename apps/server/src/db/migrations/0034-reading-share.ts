import type { Kysely } from 'kysely';
import type { Dialect } from '../../platform/db/connect.ts';
import { timestampType } from './column-types.ts';

/**
 * Shared readings (docs/decisions/067-reading-corner.md): a learner's scored recording of a learning
 * passage that the learner chose to share, and what an administrator decided about it. One share per
 * recording: sharing it again after a withdrawal shares the same row again.
 */
export function up0034(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const time = timestampType(dialect);
    await db.schema
      .createTable('reading_share')
      .addColumn('id', 'varchar(32)', (col) => col.primaryKey())
      .addColumn('user_id', 'varchar(64)', (col) => col.notNull())
      .addColumn('passage_id', 'varchar(32)', (col) => col.notNull())
      .addColumn('evaluation_id', 'varchar(32)', (col) => col.notNull().unique())
      .addColumn('recording_key', 'varchar(255)', (col) => col.notNull())
      .addColumn('score', 'real', (col) => col.notNull())
      .addColumn('duration_ms', 'integer', (col) => col.notNull())
      .addColumn('state', 'varchar(16)', (col) => col.notNull())
      .addColumn('created_at', time, (col) => col.notNull())
      .addColumn('decided_at', time)
      .addColumn('decided_by', 'varchar(64)')
      .execute();
    await db.schema.createIndex('reading_share_state').on('reading_share').columns(['state', 'score']).execute();
    await db.schema.createIndex('reading_share_user').on('reading_share').columns(['user_id', 'created_at']).execute();
  };
}

export async function down0034(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reading_share').execute();
}

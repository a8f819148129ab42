import type { Kysely } from 'kysely';
import type { Dialect } from '../../platform/db/connect.ts';
import { timestampType } from './column-types.ts';

/** The learner's spoken-evaluation history: one row per evaluated recording (files in the file store). */
export function up0003(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await db.schema
      .createTable('evaluation_record')
      .addColumn('id', 'varchar(32)', (col) => col.primaryKey())
      .addColumn('user_id', 'varchar(32)', (col) => col.notNull())
      .addColumn('kind', 'varchar(16)', (col) => col.notNull())
      .addColumn('category', 'varchar(32)')
      .addColumn('level', 'varchar(8)')
      .addColumn('resource_code', 'varchar(64)')
      // What the learner was asked to say: pinyin or text as sent.
      .addColumn('target_pinyin', 'text')
      .addColumn('target_text', 'text')
      .addColumn('recording_key', 'varchar(512)', (col) => col.notNull())
      .addColumn('result_key', 'varchar(512)', (col) => col.notNull())
      .addColumn('duration_ms', 'integer', (col) => col.notNull())
      // A refused recording's quality code (7001 ...), null when accepted.
      .addColumn('quality_code', 'integer')
      .addColumn('overall_score', 'real')
      .addColumn('created_at', timestampType(dialect), (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('evaluation_record_user_idx')
      .on('evaluation_record')
      .columns(['user_id', 'created_at'])
      .execute();
  };
}

export async function down0003(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('evaluation_record').execute();
}

import type { Kysely } from 'kysely';
import type { Dialect } from '../../platform/db/connect.ts';
import { timestampType } from './column-types.ts';

/**
 * What a teacher assigns to a class (docs/decisions/054-roles-and-audit.md): a mock test with a due day
 * and a note. Whether a learner has done it is read from their attempts, never stored twice.
 */
export function up0025(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const time = timestampType(dialect);
    await db.schema
      .createTable('class_assignment')
      .addColumn('id', 'varchar(32)', (col) => col.primaryKey())
      .addColumn('class_id', 'varchar(32)', (col) => col.notNull())
      .addColumn('kind', 'varchar(16)', (col) => col.notNull())
      .addColumn('paper_id', 'varchar(32)', (col) => col.notNull())
      .addColumn('due_date', 'varchar(10)', (col) => col.notNull())
      .addColumn('note', 'varchar(800)', (col) => col.notNull())
      .addColumn('created_at', time, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('class_assignment_class_idx')
      .on('class_assignment')
      .columns(['class_id', 'created_at'])
      .execute();
  };
}

export async function down0025(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('class_assignment_class_idx').execute();
  await db.schema.dropTable('class_assignment').execute();
}

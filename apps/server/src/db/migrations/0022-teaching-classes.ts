import type { Kysely } from 'kysely';
import type { Dialect } from '../../platform/db/connect.ts';
import { timestampType } from './column-types.ts';

/**
 * A teacher's classes and their learners (docs/decisions/054-roles-and-audit.md): a class has a code
 * learners join it by (unique while the class exists), and a learner may be in several classes.
 */
export function up0022(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const time = timestampType(dialect);
    await db.schema
      .createTable('teaching_class')
      .addColumn('id', 'varchar(32)', (col) => col.primaryKey())
      .addColumn('teacher_id', 'varchar(32)', (col) => col.notNull())
      .addColumn('name', 'varchar(80)', (col) => col.notNull())
      .addColumn('code', 'varchar(8)', (col) => col.notNull().unique())
      .addColumn('created_at', time, (col) => col.notNull())
      .execute();
    await db.schema.createIndex('teaching_class_teacher_idx').on('teaching_class').columns(['teacher_id']).execute();
    await db.schema
      .createTable('class_member')
      .addColumn('class_id', 'varchar(32)', (col) => col.notNull())
      .addColumn('user_id', 'varchar(32)', (col) => col.notNull())
      .addColumn('joined_at', time, (col) => col.notNull())
      .addPrimaryKeyConstraint('class_member_pk', ['class_id', 'user_id'])
      .execute();
    await db.schema.createIndex('class_member_user_idx').on('class_member').columns(['user_id']).execute();
  };
}

export async function down0022(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('class_member_user_idx').execute();
  await db.schema.dropTable('class_member').execute();
  await db.schema.dropIndex('teaching_class_teacher_idx').execute();
  await db.schema.dropTable('teaching_class').execute();
}

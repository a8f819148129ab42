import type { Kysely } from 'kysely';
import type { Dialect } from '../../platform/db/connect.ts';
import { timestampType } from './column-types.ts';

/**
 * The graded course's learner data (docs/decisions/062-graded-course.md): each study type of each unit
 * a learner has studied (done, best share of points), the learning state of spec section 3 (one row a
 * learner), time on task per study timer and unit, and what the minority area asks a learner once
 * (region, first language, school level).
 */
export function up0032(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const time = timestampType(dialect);
    await db.schema
      .createTable('graded_progress')
      .addColumn('user_id', 'varchar(64)', (col) => col.notNull())
      .addColumn('unit_key', 'varchar(40)', (col) => col.notNull())
      .addColumn('study_type', 'varchar(8)', (col) => col.notNull())
      .addColumn('done', 'integer', (col) => col.notNull())
      .addColumn('best_score', 'integer')
      .addColumn('attempts', 'integer', (col) => col.notNull())
      .addColumn('updated_at', time, (col) => col.notNull())
      .addPrimaryKeyConstraint('graded_progress_pk', ['user_id', 'unit_key', 'study_type'])
      .execute();
    await db.schema
      .createTable('graded_state')
      .addColumn('user_id', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('current_grade', 'varchar(32)', (col) => col.notNull())
      .addColumn('previous_period_id', 'varchar(40)')
      .addColumn('current_period_id', 'varchar(40)', (col) => col.notNull())
      .addColumn('current_module_code', 'varchar(8)', (col) => col.notNull())
      .addColumn('updated_at', time, (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('study_time')
      .addColumn('user_id', 'varchar(64)', (col) => col.notNull())
      .addColumn('timer', 'varchar(8)', (col) => col.notNull())
      .addColumn('unit_key', 'varchar(40)', (col) => col.notNull())
      .addColumn('seconds', 'integer', (col) => col.notNull())
      .addColumn('updated_at', time, (col) => col.notNull())
      .addPrimaryKeyConstraint('study_time_pk', ['user_id', 'timer', 'unit_key'])
      .execute();
    await db.schema
      .createTable('minority_learner_info')
      .addColumn('user_id', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('region', 'varchar(4)', (col) => col.notNull())
      .addColumn('first_language', 'varchar(8)', (col) => col.notNull())
      .addColumn('school_level', 'varchar(16)', (col) => col.notNull())
      .addColumn('updated_at', time, (col) => col.notNull())
      .execute();
  };
}

export async function down0032(db: Kysely<unknown>): Promise<void> {
  for (const table of ['minority_learner_info', 'study_time', 'graded_state', 'graded_progress'])
    await db.schema.dropTable(table).execute();
}

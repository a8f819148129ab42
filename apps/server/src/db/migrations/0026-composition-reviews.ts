import type { Kysely } from 'kysely';
import type { Dialect } from '../../platform/db/connect.ts';
import { timestampType } from './column-types.ts';

/**
 * A teacher's review of a composition on the exam engine (docs/decisions/052-composition-scoring.md): the
 * trait scores confirmed or changed and a comment, one per composition (the latest teacher's).
 */
export function up0026(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const time = timestampType(dialect);
    await db.schema
      .createTable('composition_review')
      .addColumn('attempt_id', 'varchar(32)', (col) => col.notNull())
      .addColumn('question_id', 'varchar(64)', (col) => col.notNull())
      .addColumn('teacher_id', 'varchar(32)', (col) => col.notNull())
      .addColumn('cohesion', 'integer', (col) => col.notNull())
      .addColumn('language', 'integer', (col) => col.notNull())
      .addColumn('content', 'integer', (col) => col.notNull())
      .addColumn('structure', 'integer', (col) => col.notNull())
      .addColumn('comment', 'varchar(4000)', (col) => col.notNull())
      .addColumn('reviewed_at', time, (col) => col.notNull())
      .addPrimaryKeyConstraint('composition_review_pk', ['attempt_id', 'question_id'])
      .execute();
  };
}

export async function down0026(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('composition_review').execute();
}

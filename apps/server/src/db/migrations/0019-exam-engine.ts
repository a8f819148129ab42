import type { Kysely } from 'kysely';
import type { Dialect } from '../../platform/db/connect.ts';
import { timestampType } from './column-types.ts';

/**
 * The exam engine (docs/decisions/053-exam-engine.md): the paper versions attempts were taken on,
 * attempts with a revision that every change moves on (two tabs or a submit racing a save retry
 * instead of overwriting each other), each module's clock and state, answers per question (the last
 * saved wins; a composition's evaluation beside it), and spoken answers recorded in segments.
 */
export function up0019(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const time = timestampType(dialect);
    await db.schema
      .createTable('exam_paper_version')
      .addColumn('exam', 'varchar(16)', (col) => col.notNull())
      .addColumn('paper_id', 'varchar(32)', (col) => col.notNull())
      .addColumn('version', 'varchar(32)', (col) => col.notNull())
      .addColumn('payload', 'text', (col) => col.notNull())
      .addColumn('created_at', time, (col) => col.notNull())
      .addPrimaryKeyConstraint('exam_paper_version_pk', ['exam', 'paper_id', 'version'])
      .execute();
    await db.schema
      .createTable('exam_attempt')
      .addColumn('id', 'varchar(32)', (col) => col.primaryKey())
      .addColumn('user_id', 'varchar(32)', (col) => col.notNull())
      .addColumn('exam', 'varchar(16)', (col) => col.notNull())
      .addColumn('paper_id', 'varchar(32)', (col) => col.notNull())
      .addColumn('paper_version', 'varchar(32)', (col) => col.notNull())
      // The part of the paper taken: a code of the exam's own (the MHK centre codes), and its modules.
      .addColumn('scope_code', 'varchar(16)', (col) => col.notNull())
      .addColumn('scope', 'varchar(64)', (col) => col.notNull())
      .addColumn('status', 'varchar(16)', (col) => col.notNull())
      .addColumn('current_module', 'varchar(16)')
      .addColumn('place_item', 'varchar(8)')
      .addColumn('revision', 'integer', (col) => col.notNull())
      // Total in hundredths of a point and the report as JSON, once submitted.
      .addColumn('total_hundredths', 'integer')
      .addColumn('report', 'text')
      .addColumn('started_at', time, (col) => col.notNull())
      .addColumn('updated_at', time, (col) => col.notNull())
      .addColumn('submitted_at', time)
      .execute();
    await db.schema
      .createIndex('exam_attempt_user_idx')
      .on('exam_attempt')
      .columns(['user_id', 'exam', 'status', 'started_at'])
      .execute();
    await db.schema
      .createTable('exam_module')
      .addColumn('attempt_id', 'varchar(32)', (col) => col.notNull())
      .addColumn('module', 'varchar(16)', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('status', 'varchar(16)', (col) => col.notNull())
      .addColumn('limit_ms', 'integer', (col) => col.notNull())
      .addColumn('used_ms', 'integer', (col) => col.notNull())
      // When the clock was last counted for the module open on screen; null while it does not run.
      .addColumn('clock_at', time)
      .addPrimaryKeyConstraint('exam_module_pk', ['attempt_id', 'module'])
      .execute();
    await db.schema
      .createTable('exam_answer')
      .addColumn('attempt_id', 'varchar(32)', (col) => col.notNull())
      .addColumn('question_id', 'varchar(8)', (col) => col.notNull())
      .addColumn('module', 'varchar(16)', (col) => col.notNull())
      .addColumn('answer', 'text', (col) => col.notNull())
      // A composition's evaluation (JSON) once made; null otherwise.
      .addColumn('evaluation', 'text')
      .addColumn('saved_at', time, (col) => col.notNull())
      .addPrimaryKeyConstraint('exam_answer_pk', ['attempt_id', 'question_id'])
      .execute();
    await db.schema
      .createTable('exam_recording')
      .addColumn('attempt_id', 'varchar(32)', (col) => col.notNull())
      .addColumn('item_id', 'varchar(8)', (col) => col.notNull())
      // Incremented when the task is recorded again; its segments carry the round.
      .addColumn('round', 'integer', (col) => col.notNull())
      .addColumn('segments', 'integer', (col) => col.notNull())
      .addColumn('recorded_ms', 'integer', (col) => col.notNull())
      .addColumn('finished', 'integer', (col) => col.notNull())
      .addColumn('recording_key', 'varchar(512)')
      // The evaluation (JSON: state, score, failure) once the recording is finished.
      .addColumn('evaluation', 'text')
      .addColumn('updated_at', time, (col) => col.notNull())
      .addPrimaryKeyConstraint('exam_recording_pk', ['attempt_id', 'item_id'])
      .execute();
    await db.schema
      .createTable('exam_segment')
      .addColumn('attempt_id', 'varchar(32)', (col) => col.notNull())
      .addColumn('item_id', 'varchar(8)', (col) => col.notNull())
      .addColumn('round', 'integer', (col) => col.notNull())
      .addColumn('seq', 'integer', (col) => col.notNull())
      .addColumn('file_key', 'varchar(512)', (col) => col.notNull())
      .addColumn('samples', 'integer', (col) => col.notNull())
      .addColumn('created_at', time, (col) => col.notNull())
      .addPrimaryKeyConstraint('exam_segment_pk', ['attempt_id', 'item_id', 'round', 'seq'])
      .execute();
  };
}

export async function down0019(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('exam_segment').execute();
  await db.schema.dropTable('exam_recording').execute();
  await db.schema.dropTable('exam_answer').execute();
  await db.schema.dropTable('exam_module').execute();
  await db.schema.dropIndex('exam_attempt_user_idx').execute();
  await db.schema.dropTable('exam_attempt').execute();
  await db.schema.dropTable('exam_paper_version').execute();
}

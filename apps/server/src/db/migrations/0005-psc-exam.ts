import type { Kysely } from 'kysely';
import type { Dialect } from '../../platform/db/connect.ts';
import { timestampType } from './column-types.ts';

/**
 * Mock PSC attempts: the paper versions taken, the attempt (its paper and version, state, chosen topic and, once submitted,
 * the score), each part's progress, and the recorded segments of each part in order (their bytes
 * in the file store). Everything a candidate has done is a row, so a restarted server resumes it.
 */
export function up0005(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    // Every version of a paper an attempt was started on, kept when the content changes, so an
    // attempt is always scored against the paper the candidate saw.
    await db.schema
      .createTable('psc_paper_version')
      .addColumn('paper_id', 'varchar(32)', (col) => col.notNull())
      .addColumn('version', 'varchar(32)', (col) => col.notNull())
      .addColumn('payload', 'text', (col) => col.notNull())
      .addColumn('created_at', timestampType(dialect), (col) => col.notNull())
      .addPrimaryKeyConstraint('psc_paper_version_pk', ['paper_id', 'version'])
      .execute();
    await db.schema
      .createTable('psc_exam_attempt')
      .addColumn('id', 'varchar(32)', (col) => col.primaryKey())
      .addColumn('user_id', 'varchar(32)', (col) => col.notNull())
      .addColumn('paper_id', 'varchar(32)', (col) => col.notNull())
      .addColumn('paper_version', 'varchar(32)', (col) => col.notNull())
      .addColumn('status', 'varchar(16)', (col) => col.notNull())
      .addColumn('topic_id', 'varchar(32)')
      // Total in hundredths of a point (exact), grade code, and the score report as JSON.
      .addColumn('total_hundredths', 'integer')
      .addColumn('grade', 'varchar(8)')
      .addColumn('score', 'text')
      .addColumn('started_at', timestampType(dialect), (col) => col.notNull())
      .addColumn('updated_at', timestampType(dialect), (col) => col.notNull())
      .addColumn('submitted_at', timestampType(dialect))
      .execute();
    await db.schema
      .createIndex('psc_exam_attempt_user_idx')
      .on('psc_exam_attempt')
      .columns(['user_id', 'status', 'started_at'])
      .execute();
    await db.schema
      .createTable('psc_exam_part')
      .addColumn('attempt_id', 'varchar(32)', (col) => col.notNull())
      .addColumn('part', 'integer', (col) => col.notNull())
      .addColumn('status', 'varchar(16)', (col) => col.notNull())
      // Incremented when a refused part is recorded again; its segments carry the round.
      .addColumn('round', 'integer', (col) => col.notNull())
      .addColumn('segments', 'integer', (col) => col.notNull())
      .addColumn('recorded_ms', 'integer', (col) => col.notNull())
      .addColumn('recording_key', 'varchar(512)')
      .addColumn('result_key', 'varchar(512)')
      .addColumn('refusal', 'text')
      .addColumn('updated_at', timestampType(dialect), (col) => col.notNull())
      .addPrimaryKeyConstraint('psc_exam_part_pk', ['attempt_id', 'part'])
      .execute();
    await db.schema
      .createTable('psc_exam_segment')
      .addColumn('attempt_id', 'varchar(32)', (col) => col.notNull())
      .addColumn('part', 'integer', (col) => col.notNull())
      .addColumn('seq', 'integer', (col) => col.notNull())
      // A restarted part's segments are kept under a new round, so a late upload of the old one
      // cannot mix into the new recording.
      .addColumn('round', 'integer', (col) => col.notNull())
      .addColumn('file_key', 'varchar(512)', (col) => col.notNull())
      .addColumn('samples', 'integer', (col) => col.notNull())
      .addColumn('created_at', timestampType(dialect), (col) => col.notNull())
      .addPrimaryKeyConstraint('psc_exam_segment_pk', ['attempt_id', 'part', 'round', 'seq'])
      .execute();
  };
}

export async function down0005(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('psc_exam_segment').execute();
  await db.schema.dropTable('psc_exam_part').execute();
  await db.schema.dropIndex('psc_exam_attempt_user_idx').execute();
  await db.schema.dropTable('psc_exam_attempt').execute();
  await db.schema.dropTable('psc_paper_version').execute();
}

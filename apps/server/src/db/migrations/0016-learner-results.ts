import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../platform/db/connect.ts';
import { timestampType } from './column-types.ts';

/**
 * The learner's results in one place (personalResult, docs/decisions/038-learner-results.md):
 *
 * - `evaluation_record.activity` says what a server evaluation was for (practice, passage, topic,
 *   eloquence), so results filter by kind in SQL; rows kept before it are classed by the content id
 *   they carry (P001 a passage, T01 a topic, E01 an exercise). `lesson_key` is the learning entry a
 *   practice recording was made on (its link back).
 * - `device_evaluation`: evaluations made on the learner's device, whose recording never leaves the
 *   browser; only the scores and syllable results are sent. `client_id` makes a resend harmless.
 * - `psc_exam_attempt.problems`: the sound tally of a submitted mock test's read parts, for the trend.
 */
export function up0016(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await db.schema
      .alterTable('evaluation_record')
      .addColumn('activity', 'varchar(16)', (col) => col.notNull().defaultTo('practice'))
      .execute();
    await db.schema.alterTable('evaluation_record').addColumn('lesson_key', 'varchar(32)').execute();
    for (const [activity, pattern] of [
      ['passage', 'P%'],
      ['topic', 'T%'],
      ['eloquence', 'E%'],
    ] as const) {
      await sql`update evaluation_record set activity = ${activity}
                where kind = 'sentence' and resource_code like ${pattern}`.execute(db);
    }
    await db.schema
      .createIndex('evaluation_record_activity_idx')
      .on('evaluation_record')
      .columns(['user_id', 'activity', 'created_at'])
      .execute();

    await db.schema
      .createTable('device_evaluation')
      .addColumn('id', 'varchar(32)', (col) => col.primaryKey())
      .addColumn('user_id', 'varchar(32)', (col) => col.notNull())
      .addColumn('client_id', 'varchar(32)', (col) => col.notNull())
      .addColumn('activity', 'varchar(16)', (col) => col.notNull())
      .addColumn('resource_code', 'varchar(64)')
      .addColumn('lesson_key', 'varchar(32)')
      .addColumn('target_pinyin', 'text')
      .addColumn('target_text', 'text')
      .addColumn('duration_ms', 'integer', (col) => col.notNull())
      .addColumn('quality_code', 'integer')
      .addColumn('overall_score', 'real')
      // JSON: the five sub-scores, and the syllables as judged (no audio, no pitch contours).
      .addColumn('scores', 'text')
      .addColumn('syllables', 'text', (col) => col.notNull())
      .addColumn('problems', 'text')
      .addColumn('created_at', timestampType(dialect), (col) => col.notNull())
      .addUniqueConstraint('device_evaluation_client_uq', ['user_id', 'client_id'])
      .execute();
    await db.schema
      .createIndex('device_evaluation_user_idx')
      .on('device_evaluation')
      .columns(['user_id', 'activity', 'created_at'])
      .execute();

    await db.schema.alterTable('psc_exam_attempt').addColumn('problems', 'text').execute();
  };
}

export async function down0016(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('psc_exam_attempt').dropColumn('problems').execute();
  await db.schema.dropTable('device_evaluation').execute();
  await db.schema.dropIndex('evaluation_record_activity_idx').execute();
  await db.schema.alterTable('evaluation_record').dropColumn('lesson_key').execute();
  await db.schema.alterTable('evaluation_record').dropColumn('activity').execute();
}

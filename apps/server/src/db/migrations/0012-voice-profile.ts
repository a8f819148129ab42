import type { Kysely } from 'kysely';
import type { Dialect } from '../../platform/db/connect.ts';
import { timestampType } from './column-types.ts';

/**
 * The learner's voice profile (the speech engine's SpeakerProfile as JSON text), one row per user.
 * `revision` counts the writes: each read-modify-write names the revision it read and loses to any
 * write in between (it then reads again), so concurrent evaluations never lose each other's evidence.
 */
export function up0012(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await db.schema
      .createTable('voice_profile')
      .addColumn('user_id', 'varchar(32)', (col) => col.primaryKey())
      .addColumn('profile', 'text', (col) => col.notNull())
      .addColumn('revision', 'integer', (col) => col.notNull())
      .addColumn('updated_at', timestampType(dialect), (col) => col.notNull())
      .execute();
  };
}

export async function down0012(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('voice_profile').execute();
}

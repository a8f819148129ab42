import type { Kysely } from 'kysely';
import type { Dialect } from '../../platform/db/connect.ts';
import { timestampType } from './column-types.ts';

/**
 * The translation tool's voice settings (spec section 3: speaker sex 1 male, 2 female; speed 1 slow,
 * 2 normal, 3 quick), one row per user, replaced when saved again. Visitors keep theirs in the browser.
 */
export function up0010(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await db.schema
      .createTable('voice_setting')
      .addColumn('user_id', 'varchar(32)', (col) => col.primaryKey())
      .addColumn('sex', 'smallint', (col) => col.notNull())
      .addColumn('speed', 'smallint', (col) => col.notNull())
      .addColumn('updated_at', timestampType(dialect), (col) => col.notNull())
      .execute();
  };
}

export async function down0010(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('voice_setting').execute();
}

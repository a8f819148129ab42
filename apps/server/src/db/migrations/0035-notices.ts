import type { Kysely } from 'kysely';
import type { Dialect } from '../../platform/db/connect.ts';
import { timestampType } from './column-types.ts';

/**
 * A learner's notices (docs/decisions/071-live-notices.md): what concerns them, a short Chinese title, the
 * screen it leads to (a route name of the web's table and its query as JSON), when it was made and when
 * the learner read it.
 */
export function up0035(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const time = timestampType(dialect);
    await db.schema
      .createTable('notice')
      .addColumn('id', 'varchar(32)', (col) => col.primaryKey())
      .addColumn('user_id', 'varchar(64)', (col) => col.notNull())
      .addColumn('kind', 'varchar(32)', (col) => col.notNull())
      .addColumn('title', 'varchar(255)', (col) => col.notNull())
      .addColumn('link_route', 'varchar(64)', (col) => col.notNull())
      .addColumn('link_query', 'text', (col) => col.notNull())
      .addColumn('created_at', time, (col) => col.notNull())
      .addColumn('read_at', time)
      .execute();
    await db.schema.createIndex('notice_user').on('notice').columns(['user_id', 'created_at']).execute();
  };
}

export async function down0035(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notice').execute();
}

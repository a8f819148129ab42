import type { Kysely } from 'kysely';
import type { Dialect } from '../../platform/db/connect.ts';
import { timestampType } from './column-types.ts';

/**
 * The browser's stored sign-in (docs/decisions/036-stored-web-token.md): one row per sign-in, whose
 * secret only the browser's httpOnly cookie holds (here its hash). Each tab that resumes it gets a
 * session of its own, linked by `session.sign_in_hash`, so a logout ends the sign-in and every tab's
 * session together.
 */
export function up0013(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const timestamp = timestampType(dialect);
    await db.schema
      .createTable('web_sign_in')
      .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('user_id', 'varchar(64)', (col) => col.notNull())
      .addColumn('created_at', timestamp, (col) => col.notNull())
      .addColumn('expires_at', timestamp, (col) => col.notNull())
      .addColumn('revoked_at', timestamp)
      .execute();
    await db.schema.createIndex('web_sign_in_user_idx').on('web_sign_in').column('user_id').execute();
    await db.schema.alterTable('session').addColumn('sign_in_hash', 'varchar(64)').execute();
    await db.schema.createIndex('session_sign_in_idx').on('session').column('sign_in_hash').execute();
  };
}

export async function down0013(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('session_sign_in_idx').execute();
  await db.schema.alterTable('session').dropColumn('sign_in_hash').execute();
  await db.schema.dropTable('web_sign_in').execute();
}

import type { Kysely } from 'kysely';
import type { Dialect } from '../../platform/db/connect.ts';
import { timestampType } from './column-types.ts';

/**
 * Administrator sessions shorter than a learner's (docs/decisions/054-roles-and-audit.md): when the user
 * last proved who they are (a password or a code at sign-in, or the password given again), kept on the
 * browser sign-in and on each tab's session, and when the session last acted as an administrator. Null
 * in rows made before: they count from the row's creation.
 */
export function up0023(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const time = timestampType(dialect);
    await db.schema.alterTable('web_sign_in').addColumn('authenticated_at', time).execute();
    await db.schema.alterTable('session').addColumn('authenticated_at', time).execute();
    await db.schema.alterTable('session').addColumn('admin_seen_at', time).execute();
  };
}

export async function down0023(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('session').dropColumn('admin_seen_at').execute();
  await db.schema.alterTable('session').dropColumn('authenticated_at').execute();
  await db.schema.alterTable('web_sign_in').dropColumn('authenticated_at').execute();
}

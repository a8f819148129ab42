import type { Kysely } from 'kysely';
import type { Dialect } from '../../platform/db/connect.ts';
import { timestampType } from './column-types.ts';

/**
 * An account suspended by a platform administrator (docs/decisions/054-roles-and-audit.md): when, why and
 * by whom; null while the account is in good standing.
 */
export function up0024(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const time = timestampType(dialect);
    await db.schema.alterTable('user_account').addColumn('suspended_at', time).execute();
    await db.schema.alterTable('user_account').addColumn('suspended_reason', 'varchar(800)').execute();
    await db.schema.alterTable('user_account').addColumn('suspended_by', 'varchar(64)').execute();
  };
}

export async function down0024(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('user_account').dropColumn('suspended_by').execute();
  await db.schema.alterTable('user_account').dropColumn('suspended_reason').execute();
  await db.schema.alterTable('user_account').dropColumn('suspended_at').execute();
}

import type { Kysely } from 'kysely';
import type { Dialect } from '../../platform/db/connect.ts';
import { timestampType } from './column-types.ts';

export function up0001(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const timestamp = timestampType(dialect);
    await db.schema
      .createTable('file_object')
      .addColumn('key', 'varchar(512)', (col) => col.primaryKey())
      .addColumn('content_type', 'varchar(255)', (col) => col.notNull())
      .addColumn('size', 'bigint', (col) => col.notNull())
      .addColumn('sha256', 'varchar(64)', (col) => col.notNull())
      .addColumn('is_protected', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', timestamp, (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('session')
      .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('user_id', 'varchar(64)', (col) => col.notNull())
      .addColumn('created_at', timestamp, (col) => col.notNull())
      .addColumn('expires_at', timestamp, (col) => col.notNull())
      .addColumn('revoked_at', timestamp)
      .execute();
    await db.schema.createIndex('session_user_idx').on('session').column('user_id').execute();
  };
}

export async function down0001(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('session').execute();
  await db.schema.dropTable('file_object').execute();
}

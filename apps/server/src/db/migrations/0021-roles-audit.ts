import type { Kysely } from 'kysely';
import type { Dialect } from '../../platform/db/connect.ts';
import { timestampType } from './column-types.ts';

/**
 * Roles and the audit log (docs/decisions/054-roles-and-audit.md): the roles granted to users (a user may
 * hold several; a school administrator's grant names its institution, '' for the others, so the key
 * stays simple on both databases), and every change an administrator or a command makes, with who, when
 * and to which record.
 */
export function up0021(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const time = timestampType(dialect);
    await db.schema
      .createTable('user_role')
      .addColumn('user_id', 'varchar(32)', (col) => col.notNull())
      .addColumn('role', 'varchar(16)', (col) => col.notNull())
      .addColumn('institution_id', 'varchar(32)', (col) => col.notNull())
      .addColumn('granted_by', 'varchar(64)', (col) => col.notNull())
      .addColumn('granted_at', time, (col) => col.notNull())
      .addPrimaryKeyConstraint('user_role_pk', ['user_id', 'role', 'institution_id'])
      .execute();
    await db.schema
      .createTable('audit_log')
      .addColumn('id', 'varchar(32)', (col) => col.primaryKey())
      .addColumn('at', time, (col) => col.notNull())
      // A user id, or 'command:NAME' for a change made from the command line.
      .addColumn('actor', 'varchar(64)', (col) => col.notNull())
      .addColumn('action', 'varchar(48)', (col) => col.notNull())
      .addColumn('target_type', 'varchar(32)', (col) => col.notNull())
      .addColumn('target_id', 'varchar(64)', (col) => col.notNull())
      // JSON: what changed (never a password or a token).
      .addColumn('detail', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('audit_log_at_idx').on('audit_log').columns(['at', 'id']).execute();
    await db.schema.createIndex('audit_log_target_idx').on('audit_log').columns(['target_type', 'target_id']).execute();
  };
}

export async function down0021(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_log_target_idx').execute();
  await db.schema.dropIndex('audit_log_at_idx').execute();
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('user_role').execute();
}

import type { Kysely } from 'kysely';
import type { Dialect } from '../../platform/db/connect.ts';
import { timestampType } from './column-types.ts';

/**
 * Institutions (docs/decisions/057-institutions.md): the schools and organisations whose administrators
 * and teachers hold roles scoped to them (user_role.institution_id names one). Every school administrator's
 * grant made before names an institution by its code; each such code becomes an institution named after it,
 * for a platform administrator to name properly.
 */
export function up0028(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const time = timestampType(dialect);
    await db.schema
      .createTable('institution')
      .addColumn('id', 'varchar(32)', (col) => col.primaryKey())
      .addColumn('name', 'varchar(100)', (col) => col.notNull())
      .addColumn('region', 'varchar(40)', (col) => col.notNull())
      .addColumn('created_at', time, (col) => col.notNull())
      .addColumn('updated_at', time, (col) => col.notNull())
      .addColumn('updated_by', 'varchar(64)', (col) => col.notNull())
      .execute();
    const typed = db as unknown as Kysely<{
      institution: {
        id: string;
        name: string;
        region: string;
        created_at: string;
        updated_at: string;
        updated_by: string;
      };
      user_role: { institution_id: string };
    }>;
    const codes = await typed
      .selectFrom('user_role')
      .select('institution_id')
      .distinct()
      .where('institution_id', '!=', '')
      .execute();
    const now = new Date().toISOString();
    for (const { institution_id: id } of codes) {
      await typed
        .insertInto('institution')
        .values({ id, name: id, region: '', created_at: now, updated_at: now, updated_by: 'command:migration' })
        .execute();
    }
  };
}

export async function down0028(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('institution').execute();
}

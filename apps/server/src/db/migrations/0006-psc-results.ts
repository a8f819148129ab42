import type { Kysely } from 'kysely';
import type { Dialect } from '../../platform/db/connect.ts';
import { timestampType } from './column-types.ts';

/**
 * Issued PSC results, one row per test taken, imported by an administrator from CSV and answered by
 * the score and certificate queries (/psc/studentScore, /gov/studentCent). A ticket number and a
 * certificate number each belong to one test; below 60 there is no certificate (cent_id null, which
 * both dialects allow any number of times under a unique index).
 */
export function up0006(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await db.schema
      .createTable('psc_result')
      .addColumn('id', 'varchar(32)', (col) => col.primaryKey())
      .addColumn('name', 'varchar(64)', (col) => col.notNull())
      .addColumn('id_card', 'varchar(18)', (col) => col.notNull())
      .addColumn('stu_id', 'varchar(32)', (col) => col.notNull())
      .addColumn('cent_id', 'varchar(32)')
      .addColumn('gender', 'varchar(8)', (col) => col.notNull())
      .addColumn('province_name', 'varchar(32)', (col) => col.notNull())
      .addColumn('site_name', 'varchar(128)', (col) => col.notNull())
      // Exact to two decimals on both dialects: 87.55 is stored as 8755.
      .addColumn('score_hundredths', 'integer', (col) => col.notNull())
      .addColumn('level', 'varchar(2)')
      .addColumn('test_date', 'varchar(10)', (col) => col.notNull())
      .addColumn('created_at', timestampType(dialect), (col) => col.notNull())
      .addColumn('updated_at', timestampType(dialect), (col) => col.notNull())
      .execute();
    // Score query by ticket number (with name or identity number); the import's upsert key.
    await db.schema.createIndex('psc_result_stu_id_key').unique().on('psc_result').column('stu_id').execute();
    // Certificate verification.
    await db.schema.createIndex('psc_result_cent_id_key').unique().on('psc_result').column('cent_id').execute();
    // Score query by name and identity number: every test a person took, newest first.
    await db.schema.createIndex('psc_result_id_card_idx').on('psc_result').columns(['id_card', 'test_date']).execute();
  };
}

export async function down0006(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('psc_result').execute();
}

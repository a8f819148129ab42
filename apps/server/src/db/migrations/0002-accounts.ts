import type { Kysely } from 'kysely';
import type { Dialect } from '../../platform/db/connect.ts';
import { timestampType } from './column-types.ts';

export function up0002(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const timestamp = timestampType(dialect);
    await db.schema
      .createTable('user_account')
      .addColumn('id', 'varchar(32)', (col) => col.primaryKey())
      .addColumn('mobile', 'varchar(20)', (col) => col.unique())
      .addColumn('email', 'varchar(254)', (col) => col.unique())
      .addColumn('password_hash', 'varchar(256)', (col) => col.notNull())
      .addColumn('nick_name', 'varchar(64)', (col) => col.notNull())
      // Lower-cased nickname: unique, so two learners never share a name whatever its case.
      .addColumn('nick_name_key', 'varchar(64)', (col) => col.notNull().unique())
      .addColumn('user_photo', 'varchar(512)', (col) => col.notNull().defaultTo(''))
      .addColumn('tel', 'varchar(32)', (col) => col.notNull().defaultTo(''))
      .addColumn('gender', 'varchar(8)', (col) => col.notNull().defaultTo(''))
      .addColumn('birthday', 'varchar(10)', (col) => col.notNull().defaultTo(''))
      .addColumn('country', 'varchar(8)', (col) => col.notNull().defaultTo(''))
      .addColumn('language', 'varchar(16)', (col) => col.notNull().defaultTo(''))
      .addColumn('job', 'varchar(32)', (col) => col.notNull().defaultTo(''))
      .addColumn('education', 'varchar(32)', (col) => col.notNull().defaultTo(''))
      .addColumn('signature', 'varchar(160)', (col) => col.notNull().defaultTo(''))
      .addColumn('interests', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('site', 'varchar(8)', (col) => col.notNull())
      .addColumn('guardian_mobile', 'varchar(20)')
      .addColumn('failed_logins', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('locked_until', timestamp)
      .addColumn('created_at', timestamp, (col) => col.notNull())
      .addColumn('updated_at', timestamp, (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('verification_code')
      .addColumn('id', 'varchar(32)', (col) => col.primaryKey())
      .addColumn('account', 'varchar(254)', (col) => col.notNull())
      .addColumn('purpose', 'varchar(16)', (col) => col.notNull())
      .addColumn('code_hash', 'varchar(64)', (col) => col.notNull())
      .addColumn('wrong_tries', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', timestamp, (col) => col.notNull())
      .addColumn('expires_at', timestamp, (col) => col.notNull())
      .addColumn('consumed_at', timestamp)
      .execute();
    await db.schema
      .createIndex('verification_code_account_idx')
      .on('verification_code')
      .columns(['account', 'purpose', 'created_at'])
      .execute();

    await db.schema
      .createTable('outbox_message')
      .addColumn('id', 'varchar(32)', (col) => col.primaryKey())
      .addColumn('channel', 'varchar(8)', (col) => col.notNull())
      .addColumn('recipient', 'varchar(254)', (col) => col.notNull())
      .addColumn('subject', 'varchar(200)', (col) => col.notNull())
      .addColumn('body', 'text', (col) => col.notNull())
      .addColumn('created_at', timestamp, (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('study_action')
      .addColumn('id', 'varchar(32)', (col) => col.primaryKey())
      .addColumn('user_id', 'varchar(32)', (col) => col.notNull())
      .addColumn('model_code', 'varchar(8)', (col) => col.notNull())
      .addColumn('created_at', timestamp, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('study_action_user_idx')
      .on('study_action')
      .columns(['user_id', 'created_at'])
      .execute();
  };
}

export async function down0002(db: Kysely<unknown>): Promise<void> {
  for (const table of ['study_action', 'outbox_message', 'verification_code', 'user_account']) {
    await db.schema.dropTable(table).execute();
  }
}

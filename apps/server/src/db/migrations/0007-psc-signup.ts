import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../platform/db/connect.ts';
import { timestampType } from './column-types.ts';

/**
 * PSC online signup: test sites, their sessions with a seat count, and candidates' signups. A seat
 * is taken by one conditional update of the session row in the signup's transaction
 * (apps/server/src/modules/psc/signup-repository.ts); the check constraint is the last word, so no
 * code path can ever overbook. Partial unique indexes keep one active signup per account and per
 * identity number in a session, and one per account at a time.
 */
export function up0007(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const timestamp = timestampType(dialect);
    await db.schema
      .createTable('psc_test_site')
      .addColumn('code', 'varchar(4)', (col) => col.primaryKey())
      .addColumn('name', 'varchar(100)', (col) => col.notNull())
      .addColumn('province_code', 'varchar(2)', (col) => col.notNull())
      .addColumn('address', 'varchar(200)', (col) => col.notNull())
      .addColumn('updated_at', timestamp, (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('psc_test_session')
      .addColumn('id', 'varchar(14)', (col) => col.primaryKey())
      .addColumn('site_code', 'varchar(4)', (col) => col.notNull().references('psc_test_site.code'))
      .addColumn('starts_at', timestamp, (col) => col.notNull())
      .addColumn('deadline', timestamp, (col) => col.notNull())
      .addColumn('capacity', 'integer', (col) => col.notNull())
      .addColumn('seats_taken', 'integer', (col) => col.notNull().defaultTo(0))
      // Serials handed out (ticket numbers), never lowered: a cancelled ticket's number is not reused.
      .addColumn('tickets_issued', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', timestamp, (col) => col.notNull())
      .addColumn('updated_at', timestamp, (col) => col.notNull())
      .addCheckConstraint('psc_test_session_seats_check', sql`seats_taken >= 0 and seats_taken <= capacity`)
      .execute();
    await db.schema.createIndex('psc_test_session_starts_idx').on('psc_test_session').column('starts_at').execute();
    await db.schema.createIndex('psc_test_session_site_idx').on('psc_test_session').column('site_code').execute();

    await db.schema
      .createTable('psc_signup')
      .addColumn('id', 'varchar(24)', (col) => col.primaryKey())
      .addColumn('session_id', 'varchar(14)', (col) => col.notNull().references('psc_test_session.id'))
      .addColumn('user_id', 'varchar(32)', (col) => col.notNull())
      .addColumn('ticket_no', 'varchar(17)', (col) => col.notNull().unique())
      .addColumn('status', 'varchar(12)', (col) => col.notNull())
      .addColumn('candidate_name', 'varchar(60)', (col) => col.notNull())
      .addColumn('id_card', 'varchar(18)', (col) => col.notNull())
      .addColumn('gender', 'varchar(8)', (col) => col.notNull())
      .addColumn('mobile', 'varchar(20)', (col) => col.notNull())
      .addColumn('email', 'varchar(254)')
      // The session's start, copied: one active signup per account at a time is one unique index.
      .addColumn('starts_at', timestamp, (col) => col.notNull())
      .addColumn('created_at', timestamp, (col) => col.notNull())
      .addColumn('cancelled_at', timestamp)
      .execute();
    await db.schema.createIndex('psc_signup_user_idx').on('psc_signup').columns(['user_id', 'created_at']).execute();
    await db.schema
      .createIndex('psc_signup_active_user_idx')
      .on('psc_signup')
      .columns(['session_id', 'user_id'])
      .unique()
      .where(sql.ref('status'), '=', sql.lit('signedUp'))
      .execute();
    await db.schema
      .createIndex('psc_signup_active_id_card_idx')
      .on('psc_signup')
      .columns(['session_id', 'id_card'])
      .unique()
      .where(sql.ref('status'), '=', sql.lit('signedUp'))
      .execute();
    await db.schema
      .createIndex('psc_signup_active_time_idx')
      .on('psc_signup')
      .columns(['user_id', 'starts_at'])
      .unique()
      .where(sql.ref('status'), '=', sql.lit('signedUp'))
      .execute();
  };
}

export async function down0007(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('psc_signup').execute();
  await db.schema.dropTable('psc_test_session').execute();
  await db.schema.dropTable('psc_test_site').execute();
}

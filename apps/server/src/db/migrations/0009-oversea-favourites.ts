import { sql, type Kysely } from 'kysely';
import { Limits } from '@hanyu/contracts/constants/limits';
import type { Dialect } from '../../platform/db/connect.ts';
import { timestampType } from './column-types.ts';

/**
 * Translation history and favourites (the bookmarks screen, docs/decisions/019).
 *
 * - translation_record: one row per text and language pair of a user (translating it again moves its
 *   time forward), with the learner's correction beside the machine translation.
 * - favourite_group: a user's groups; a partial unique index keeps one default group per user even
 *   when two first calls create it at once; names are unique per user by their folded key.
 * - favourite: one row per text and language pair in a group (`text_key`), with its review state.
 * - favourite_quota: the user's count of favourites and groups. A favourite is added only by a
 *   conditional update of this row (`favourite_count < 500`) in the insert's transaction; the check
 *   constraint is the last word, so no code path can ever store more than the limit.
 */
export function up0009(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const timestamp = timestampType(dialect);
    const real = dialect === 'postgres' ? 'double precision' : 'real';

    await db.schema
      .createTable('translation_record')
      .addColumn('id', 'varchar(24)', (col) => col.primaryKey())
      .addColumn('user_id', 'varchar(32)', (col) => col.notNull())
      .addColumn('text_key', 'varchar(64)', (col) => col.notNull())
      .addColumn('text', 'text', (col) => col.notNull())
      .addColumn('translation', 'text', (col) => col.notNull())
      .addColumn('correction', 'text')
      .addColumn('from_lang', 'varchar(4)', (col) => col.notNull())
      .addColumn('to_lang', 'varchar(4)', (col) => col.notNull())
      .addColumn('created_at', timestamp, (col) => col.notNull())
      .addColumn('translated_at', timestamp, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('translation_record_key_idx')
      .on('translation_record')
      .columns(['user_id', 'text_key'])
      .unique()
      .execute();
    await db.schema
      .createIndex('translation_record_time_idx')
      .on('translation_record')
      .columns(['user_id', 'translated_at'])
      .execute();

    await db.schema
      .createTable('favourite_group')
      .addColumn('id', 'varchar(24)', (col) => col.primaryKey())
      .addColumn('user_id', 'varchar(32)', (col) => col.notNull())
      .addColumn('name', 'varchar(80)', (col) => col.notNull())
      .addColumn('name_key', 'varchar(80)', (col) => col.notNull())
      .addColumn('is_default', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', timestamp, (col) => col.notNull())
      .addColumn('updated_at', timestamp, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('favourite_group_name_idx')
      .on('favourite_group')
      .columns(['user_id', 'name_key'])
      .unique()
      .execute();
    await db.schema
      .createIndex('favourite_group_default_idx')
      .on('favourite_group')
      .column('user_id')
      .unique()
      .where(sql.ref('is_default'), '=', sql.lit(1))
      .execute();

    await db.schema
      .createTable('favourite')
      .addColumn('id', 'varchar(24)', (col) => col.primaryKey())
      .addColumn('user_id', 'varchar(32)', (col) => col.notNull())
      .addColumn('group_id', 'varchar(24)', (col) => col.notNull().references('favourite_group.id'))
      .addColumn('text_key', 'varchar(64)', (col) => col.notNull())
      .addColumn('text', 'text', (col) => col.notNull())
      .addColumn('translation', 'text', (col) => col.notNull())
      .addColumn('notes', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('from_lang', 'varchar(4)', (col) => col.notNull())
      .addColumn('to_lang', 'varchar(4)', (col) => col.notNull())
      .addColumn('created_at', timestamp, (col) => col.notNull())
      .addColumn('updated_at', timestamp, (col) => col.notNull())
      .addColumn('due_at', timestamp, (col) => col.notNull())
      .addColumn('interval_days', real, (col) => col.notNull().defaultTo(0))
      .addColumn('repetitions', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('lapses', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('ease', real, (col) => col.notNull().defaultTo(2.5))
      .addColumn('last_reviewed_at', timestamp)
      .execute();
    await db.schema
      .createIndex('favourite_group_key_idx')
      .on('favourite')
      .columns(['group_id', 'text_key'])
      .unique()
      .execute();
    await db.schema.createIndex('favourite_user_time_idx').on('favourite').columns(['user_id', 'created_at']).execute();
    await db.schema.createIndex('favourite_user_due_idx').on('favourite').columns(['user_id', 'due_at']).execute();
    await db.schema.createIndex('favourite_user_key_idx').on('favourite').columns(['user_id', 'text_key']).execute();

    await db.schema
      .createTable('favourite_quota')
      .addColumn('user_id', 'varchar(32)', (col) => col.primaryKey())
      .addColumn('favourite_count', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('group_count', 'integer', (col) => col.notNull().defaultTo(0))
      .addCheckConstraint(
        'favourite_quota_favourites_check',
        sql`favourite_count >= 0 and favourite_count <= ${sql.lit(Limits.favouritesPerUser)}`,
      )
      .addCheckConstraint('favourite_quota_groups_check', sql`group_count >= 0`)
      .execute();
  };
}

export async function down0009(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('favourite_quota').execute();
  await db.schema.dropTable('favourite').execute();
  await db.schema.dropTable('favourite_group').execute();
  await db.schema.dropTable('translation_record').execute();
}

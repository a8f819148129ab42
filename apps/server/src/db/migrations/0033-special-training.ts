import type { Kysely } from 'kysely';
import type { Dialect } from '../../platform/db/connect.ts';
import { timestampType } from './column-types.ts';

/**
 * Special training (docs/decisions/066-special-training.md): a learner's rounds, each with the set
 * drawn for it (one row an item, its skill and place, the answers given): the set is written once,
 * when its round row is, so a round drawn twice at once holds one set.
 */
export function up0033(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const time = timestampType(dialect);
    await db.schema
      .createTable('special_round')
      .addColumn('user_id', 'varchar(64)', (col) => col.notNull())
      .addColumn('round', 'integer', (col) => col.notNull())
      .addColumn('grade_key', 'varchar(32)', (col) => col.notNull())
      .addColumn('started_at', time, (col) => col.notNull())
      .addPrimaryKeyConstraint('special_round_pk', ['user_id', 'round'])
      .execute();
    await db.schema
      .createTable('special_item')
      .addColumn('user_id', 'varchar(64)', (col) => col.notNull())
      .addColumn('round', 'integer', (col) => col.notNull())
      .addColumn('item_key', 'varchar(48)', (col) => col.notNull())
      .addColumn('skill', 'varchar(8)', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('attempts', 'integer', (col) => col.notNull())
      .addColumn('last_correct', 'integer')
      .addColumn('updated_at', time)
      .addPrimaryKeyConstraint('special_item_pk', ['user_id', 'round', 'item_key'])
      .execute();
  };
}

export async function down0033(db: Kysely<unknown>): Promise<void> {
  for (const table of ['special_item', 'special_round']) await db.schema.dropTable(table).execute();
}

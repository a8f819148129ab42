import type { Kysely } from 'kysely';

/**
 * Whether a PSC test session came from an administrator's import (1) or from the seeding at start (0):
 * retiring an unpublished test site deletes only seeded sessions (docs/decisions/075). Sessions written
 * before this column cannot tell and are taken as seeded, as every session was taken before.
 */
export async function up0036(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('psc_test_session')
    .addColumn('imported', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down0036(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('psc_test_session').dropColumn('imported').execute();
}

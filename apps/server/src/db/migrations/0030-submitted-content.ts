import type { Kysely } from 'kysely';

/**
 * Managed content its owners submit (docs/decisions/060-teacher-profiles-and-videos.md): a teacher's
 * profile belongs to the teacher who writes it (one per teacher, the unique index the last guard of two
 * first submissions racing), and an entry keeps the revision awaiting review and the last rejection with
 * its reason, which the owner reads.
 */
export async function up0030(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('managed_content').addColumn('owner_id', 'varchar(64)').execute();
  await db.schema.alterTable('managed_content').addColumn('submitted_revision', 'integer').execute();
  await db.schema.alterTable('managed_content').addColumn('rejected_revision', 'integer').execute();
  await db.schema
    .alterTable('managed_content')
    .addColumn('reject_reason', 'varchar(400)', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('managed_content_owner')
    .on('managed_content')
    .columns(['type', 'owner_id'])
    .unique()
    .execute();
}

export async function down0030(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('managed_content_owner').execute();
  for (const column of ['reject_reason', 'rejected_revision', 'submitted_revision', 'owner_id']) {
    await db.schema.alterTable('managed_content').dropColumn(column).execute();
  }
}

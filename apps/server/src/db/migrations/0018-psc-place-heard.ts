import type { Kysely } from 'kysely';

/**
 * Where a candidate reading a list part got to, heard from the recording so far
 * (docs/decisions/047-psc-place-heard.md): `heard_item` is the items said, `heard_segments` the
 * segments it was heard from (the estimate is made again only when more audio has come).
 */
export async function up0018(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('psc_exam_part').addColumn('heard_item', 'integer').execute();
  await db.schema.alterTable('psc_exam_part').addColumn('heard_segments', 'integer').execute();
}

export async function down0018(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('psc_exam_part').dropColumn('heard_segments').execute();
  await db.schema.alterTable('psc_exam_part').dropColumn('heard_item').execute();
}

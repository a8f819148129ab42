import type { Kysely } from 'kysely';

/**
 * Where a candidate left a mock PSC (docs/decisions/042-psc-resume-in-place.md): the item reached in
 * each part (`psc_exam_part.place_item`, the index of the character or word being read) and the part
 * the candidate was last in (`psc_exam_attempt.place_part`, null until a part is opened). Kept on the
 * server, so another tab or device resumes at the same place.
 */
export async function up0014(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('psc_exam_part')
    .addColumn('place_item', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('psc_exam_attempt').addColumn('place_part', 'integer').execute();
}

export async function down0014(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('psc_exam_attempt').dropColumn('place_part').execute();
  await db.schema.alterTable('psc_exam_part').dropColumn('place_item').execute();
}

import type { Kysely } from 'kysely';

/**
 * A minor's guardian may confirm by e-mail (docs/decisions/044-guardian-channels-and-one-check.md):
 * `user_account.guardian_email` keeps the address the guardian's code went to, beside
 * `guardian_mobile`, which now holds a mainland number as its 11 digits (as before) or any other
 * region's in E.164 (+85291234567: 16 characters at most, within its 20).
 */
export async function up0017(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('user_account').addColumn('guardian_email', 'varchar(254)').execute();
}

export async function down0017(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('user_account').dropColumn('guardian_email').execute();
}

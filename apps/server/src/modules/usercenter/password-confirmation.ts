import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { appError } from '../../platform/errors.ts';
import { AccountRepository } from './account-repository.ts';
import { passwordMatches } from './passwords.ts';

/**
 * The signed-in user's own password asked again before an action that cannot be undone (an
 * administrator taking a role away, say): refused with PasswordConfirmWrong when it does not match.
 * A stolen session alone is not enough for such an action.
 */
export async function confirmOwnPassword(db: Kysely<Database>, userId: string, password: string): Promise<void> {
  const account = await new AccountRepository(db).findById(userId);
  if (!account || !(await passwordMatches(account.password_hash, password))) throw appError('PasswordConfirmWrong');
}

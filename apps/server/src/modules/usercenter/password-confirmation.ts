import { AccountLimits } from '@hanyu/contracts/constants/account';
import { appError } from '../../platform/errors.ts';
import type { EphemeralStore } from '../../platform/store/ephemeral-store.ts';
import type { AccountRepository } from './account-repository.ts';
import { passwordMatches } from './passwords.ts';

/**
 * The store keys of one account's password failures and lock from one source, in the account's current
 * generation: a new password starts a new generation, so every older lock lapses at once.
 */
export async function loginLockKeys(
  store: EphemeralStore,
  userId: string,
  source: string,
): Promise<{ failures: string; lock: string }> {
  const generation = (await store.get(`login-generation:${userId}`)) ?? '0';
  const scope = `${userId}:${generation}:${source}`;
  return { failures: `login-failures:${scope}`, lock: `login-lock:${scope}` };
}

/**
 * The signed-in user's own password asked again: before an action that cannot be undone (an
 * administrator taking a role away or suspending an account), or when an administrator's session
 * lapsed. A wrong one answers PasswordConfirmWrong and counts toward the lock of password sign-in from
 * the same source (AccountLocked at the 10th), so guessing here is no cheaper than at the login; a
 * stolen session alone is not enough.
 */
export async function confirmOwnPassword(
  accounts: Pick<AccountRepository, 'findById'>,
  store: EphemeralStore,
  userId: string,
  password: string,
  source: string,
): Promise<void> {
  const account = await accounts.findById(userId);
  if (!account) throw appError('AccountNotRegistered');
  const keys = await loginLockKeys(store, userId, source);
  if (await store.get(keys.lock)) throw appError('AccountLocked');
  if (!(await passwordMatches(account.password_hash, password))) {
    const fromHere = await store.increment(keys.failures, AccountLimits.lockoutMs);
    if (fromHere >= AccountLimits.lockoutFailures) {
      await store.set(keys.lock, '1', AccountLimits.lockoutMs);
      throw appError('AccountLocked');
    }
    throw appError('PasswordConfirmWrong');
  }
  await store.delete(keys.failures);
}

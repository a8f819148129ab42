import type { AdminUser } from '@hanyu/contracts/admin/users';

export type UserAction = 'suspend' | 'restore' | 'sendReset';

/**
 * What an administrator may do to a user found: suspend one in good standing (never their own account),
 * restore a suspended one, and send anyone a password-reset code of their own.
 */
export function userActions(user: AdminUser, selfId: string): UserAction[] {
  const actions: UserAction[] = [];
  if (user.suspended) actions.push('restore');
  else if (user.userId !== selfId) actions.push('suspend');
  actions.push('sendReset');
  return actions;
}

/** Pages of a search's results. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A found user replaced by the server's answer after an action, the others unchanged. */
export function replaceUser(list: readonly AdminUser[], changed: AdminUser): AdminUser[] {
  return list.map((user) => (user.userId === changed.userId ? changed : user));
}

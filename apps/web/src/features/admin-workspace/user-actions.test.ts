import { describe, expect, it } from 'vitest';
import type { AdminUser } from '@hanyu/contracts/admin/users';
import { pageCount, replaceUser, userActions } from './user-actions.ts';

const user = (fields: Partial<AdminUser> = {}): AdminUser => ({
  userId: 'u1',
  account: 'mei@example.com',
  nickName: '小梅',
  site: 'cn',
  createdAt: '2026-11-20T08:00:00.000Z',
  suspended: false,
  suspendedReason: null,
  ...fields,
});

describe("an administrator's actions on a user", () => {
  it('suspends a user in good standing and restores a suspended one; a reset code is always possible', () => {
    expect(userActions(user(), 'admin')).toEqual(['suspend', 'sendReset']);
    expect(userActions(user({ suspended: true, suspendedReason: '广告' }), 'admin')).toEqual(['restore', 'sendReset']);
  });

  it('never offers to suspend the administrator’s own account', () => {
    expect(userActions(user({ userId: 'admin' }), 'admin')).toEqual(['sendReset']);
  });

  it('counts pages, one at least', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });

  it('puts the changed user in place of the old one', () => {
    const list = [user(), user({ userId: 'u2', account: 'lan@example.com' })];
    const changed = user({ suspended: true, suspendedReason: '广告' });
    expect(replaceUser(list, changed)).toEqual([changed, list[1]]);
  });
});

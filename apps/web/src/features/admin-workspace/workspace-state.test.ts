import { describe, expect, it } from 'vitest';
import { Role } from '@hanyu/contracts/constants/roles';
import type { UserRoles } from './role-rules.ts';
import { INITIAL_WORKSPACE, workspaceReducer, type WorkspaceEvent, type WorkspaceState } from './workspace-state.ts';

const teacher = { role: Role.Teacher, institutionId: null };
const user = (grants: UserRoles['grants'] = []): UserRoles => ({
  userId: 'u1',
  account: 'li.ming@example.com',
  nickName: '李明',
  grants,
});
const run = (events: WorkspaceEvent[], from: WorkspaceState = INITIAL_WORKSPACE) =>
  events.reduce(workspaceReducer, from);

describe('the users-and-roles screen state', () => {
  it('shows the user looked up, with nothing announced yet', () => {
    const state = run([{ type: 'lookupStarted' }, { type: 'lookupFound', user: user([teacher]) }]);
    expect(state).toEqual({ user: user([teacher]), looking: false, lookupProblem: null, change: null });
  });

  it('shows nobody after an unknown account, rather than the user looked up before', () => {
    const problem = { id: 'AccountNotRegistered', message: '该手机号/邮箱尚未注册' };
    const state = run([
      { type: 'lookupFound', user: user() },
      { type: 'lookupStarted' },
      { type: 'lookupFailed', problem },
    ]);
    expect(state).toEqual({ user: null, looking: false, lookupProblem: problem, change: null });
  });

  it('takes the roles from the answer to a change and says what the change did', () => {
    const granted = run([
      { type: 'lookupFound', user: user() },
      { type: 'changed', kind: 'grant', grant: teacher, answer: { ...user([teacher]), changed: true } },
    ]);
    expect(granted.user).toEqual(user([teacher]));
    expect(granted.change).toEqual({ outcome: 'granted', grant: teacher, nickName: '李明', serial: 1 });

    const again = workspaceReducer(granted, {
      type: 'changed',
      kind: 'grant',
      grant: teacher,
      answer: { ...user([teacher]), changed: false },
    });
    expect(again.change).toMatchObject({ outcome: 'alreadyHeld', serial: 2 });

    const revoked = workspaceReducer(again, {
      type: 'changed',
      kind: 'revoke',
      grant: teacher,
      answer: { ...user(), changed: true },
    });
    expect(revoked.user?.grants).toEqual([]);
    expect(revoked.change).toMatchObject({ outcome: 'revoked', serial: 3 });

    const notHeld = workspaceReducer(revoked, {
      type: 'changed',
      kind: 'revoke',
      grant: teacher,
      answer: { ...user(), changed: false },
    });
    expect(notHeld.change).toMatchObject({ outcome: 'notHeld', serial: 4 });
  });

  it('names a user without a nickname by their account', () => {
    const state = run([
      { type: 'changed', kind: 'grant', grant: teacher, answer: { ...user([teacher]), nickName: '', changed: true } },
    ]);
    expect(state.change?.nickName).toBe('li.ming@example.com');
  });

  it('keeps the change announced while another lookup starts, and drops it with the answer', () => {
    const changed = run([
      { type: 'lookupFound', user: user() },
      { type: 'changed', kind: 'grant', grant: teacher, answer: { ...user([teacher]), changed: true } },
      { type: 'lookupStarted' },
    ]);
    expect(changed.looking).toBe(true);
    expect(changed.change?.outcome).toBe('granted');
    expect(workspaceReducer(changed, { type: 'lookupFound', user: user() }).change).toBeNull();
  });
});

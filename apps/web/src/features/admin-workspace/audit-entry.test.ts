import { describe, expect, it } from 'vitest';
import { AuditAction } from '@hanyu/contracts/admin/roles';
import { Role } from '@hanyu/contracts/constants/roles';
import { actionLabel, actorOf, detailLines } from './audit-entry.ts';

describe('an audit entry, readable', () => {
  it('names the actions the log records, and leaves others as written', () => {
    expect(actionLabel(AuditAction.RoleGrant)).toBe('roleGrant');
    expect(actionLabel(AuditAction.RoleRevoke)).toBe('roleRevoke');
    expect(actionLabel(AuditAction.UserSuspend)).toBe('userSuspend');
    expect(actionLabel(AuditAction.UserSendReset)).toBe('userSendReset');
    expect(actionLabel('class.open')).toBeNull();
    expect(actionLabel('toString')).toBeNull();
  });

  it('tells a user from a command, and the reader from other users', () => {
    expect(actorOf('command:admin:create', 'u1')).toEqual({ kind: 'command', name: 'admin:create' });
    expect(actorOf('u1', 'u1')).toEqual({ kind: 'user', userId: 'u1', self: true });
    expect(actorOf('u2', 'u1')).toEqual({ kind: 'user', userId: 'u2', self: false });
    expect(actorOf('u2', null)).toEqual({ kind: 'user', userId: 'u2', self: false });
  });

  it('lists the detail as key: value lines, a role by its name and an empty institution as none', () => {
    expect(detailLines({ role: Role.SchoolAdmin, institutionId: 'S001' })).toEqual([
      { key: 'role', label: 'role', value: { kind: 'role', role: Role.SchoolAdmin } },
      { key: 'institutionId', label: 'institutionId', value: { kind: 'text', text: 'S001' } },
    ]);
    expect(detailLines({ role: Role.Teacher, institutionId: null })[1]).toEqual({
      key: 'institutionId',
      label: 'institutionId',
      value: { kind: 'none' },
    });
  });

  it('shows fields it does not know under their own key, by the kind of their value', () => {
    expect(detailLines({ role: 'auditor', seats: 30, open: false, limits: { classes: 50 } })).toEqual([
      { key: 'role', label: 'role', value: { kind: 'text', text: 'auditor' } },
      { key: 'seats', label: null, value: { kind: 'number', number: 30 } },
      { key: 'open', label: null, value: { kind: 'yesNo', yes: false } },
      { key: 'limits', label: null, value: { kind: 'text', text: '{"classes":50}' } },
    ]);
    expect(detailLines({})).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { GrantRole, RevokeRole } from '@hanyu/contracts/admin/roles';
import { Role } from '@hanyu/contracts/constants/roles';
import zh from '../../locales/zh.json';
import {
  checkGrant,
  checkLookupAccount,
  grantOf,
  issueTextFor,
  passwordMissing,
  revokeRefusalPlace,
  roleChangePayload,
  sameGrant,
} from './role-rules.ts';

const ACCOUNT = 'li.ming@example.com';

/** The contract's own message for the institution field of a payload. */
function contractMessage(payload: Record<string, unknown>): string | undefined {
  const result = GrantRole.payload.safeParse({ account: ACCOUNT, ...payload });
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === 'institutionId')?.message;
}

describe('a grant as the form builds it', () => {
  it('sends an institution only with the school administrator, trimmed', () => {
    expect(grantOf({ role: Role.SchoolAdmin, institutionId: ' S-001 ' })).toEqual({
      role: Role.SchoolAdmin,
      institutionId: 'S-001',
    });
    // Typed, then another role chosen: the field's text is kept, but not sent.
    expect(grantOf({ role: Role.Teacher, institutionId: 'S-001' })).toEqual({
      role: Role.Teacher,
      institutionId: null,
    });
    expect(roleChangePayload(ACCOUNT, { role: Role.Teacher, institutionId: null })).toEqual({
      account: ACCOUNT,
      role: Role.Teacher,
    });
    expect(roleChangePayload(ACCOUNT, { role: Role.SchoolAdmin, institutionId: 'S-001' })).toEqual({
      account: ACCOUNT,
      role: Role.SchoolAdmin,
      institutionId: 'S-001',
    });
  });

  it('passes a grant the contract accepts', () => {
    expect(checkGrant(ACCOUNT, { role: Role.Teacher, institutionId: '' })).toBeNull();
    expect(checkGrant(ACCOUNT, { role: Role.PlatformAdmin, institutionId: 'left over' })).toBeNull();
    expect(checkGrant(ACCOUNT, { role: Role.SchoolAdmin, institutionId: 'S_001-b' })).toBeNull();
  });

  it('names the contract’s institution rules, and zh says exactly the contract’s words', () => {
    expect(checkGrant(ACCOUNT, { role: Role.SchoolAdmin, institutionId: '  ' })).toBe('institutionRequired');
    expect(zh.adminWorkspace.grant.institutionRequired).toBe(contractMessage({ role: Role.SchoolAdmin }));

    expect(checkGrant(ACCOUNT, { role: Role.SchoolAdmin, institutionId: '第一中学' })).toBe('institutionFormat');
    expect(checkGrant(ACCOUNT, { role: Role.SchoolAdmin, institutionId: 'x'.repeat(33) })).toBe('institutionFormat');
    expect(zh.adminWorkspace.grant.institutionFormat).toBe(
      contractMessage({ role: Role.SchoolAdmin, institutionId: '第一中学' }),
    );

    // Not reachable from the form (it sends no institution with other roles), but named all the same.
    expect(zh.adminWorkspace.grant.institutionNotForRole).toBe(
      contractMessage({ role: Role.Teacher, institutionId: 'S001' }),
    );
  });

  it('asks for the own password with the revoke contract’s words', () => {
    expect(passwordMissing('')).toBe(true);
    expect(passwordMissing('Lantern_Qiao88')).toBe(false);
    const result = RevokeRole.payload.shape.password.safeParse('');
    expect(zh.adminWorkspace.revoke.passwordRequired).toBe(result.error?.issues[0]?.message);
  });
});

describe('where the revoke dialog says a refusal', () => {
  it('puts a wrong password at its field, explains the last administrator, and says the rest under the form', () => {
    expect(revokeRefusalPlace({ id: 'PasswordConfirmWrong', message: '密码不正确，操作未执行' })).toBe('password');
    expect(revokeRefusalPlace({ id: 'LastPlatformAdmin', message: '不能撤销最后一位平台管理员' })).toBe('lastAdmin');
    expect(revokeRefusalPlace({ id: 'NetworkDisconnected', message: '网络已断开，点击重试' })).toBe('form');
    expect(revokeRefusalPlace({ id: 'AccountNotRegistered', message: '' })).toBe('form');
  });
});

describe('reading the server’s refusal of a field', () => {
  it('finds the text of the field it names', () => {
    const answer = {
      issues: [
        { path: 'account', message: '请输入正确的邮箱' },
        { path: 'institutionId', message: '学校管理员须指定所属机构' },
      ],
    };
    expect(issueTextFor('institutionId', answer)).toBe('学校管理员须指定所属机构');
    expect(issueTextFor('role', answer)).toBeNull();
    expect(issueTextFor('institutionId', null)).toBeNull();
    expect(issueTextFor('institutionId', { issues: 'not a list' })).toBeNull();
  });
});

describe('the account to look a user up by', () => {
  it('takes a phone number or an e-mail address (lower case), as the contract does', () => {
    expect(checkLookupAccount(' 13812345678 ')).toEqual({ account: '13812345678', problem: null });
    expect(checkLookupAccount('Li.Ming@Example.com')).toEqual({ account: ACCOUNT, problem: null });
  });

  it('says what is missing or wrong with the catalogue’s ids', () => {
    expect(checkLookupAccount('   ').problem?.id).toBe('AccountRequired');
    expect(checkLookupAccount('li.ming@').problem?.id).toBe('EmailFormat');
    expect(checkLookupAccount('1381234').problem?.id).toBe('MobileFormat');
  });
});

describe('grants compared', () => {
  it('tells two institutions of the same role apart', () => {
    expect(sameGrant({ role: Role.Teacher, institutionId: null }, { role: Role.Teacher, institutionId: null })).toBe(
      true,
    );
    expect(
      sameGrant({ role: Role.SchoolAdmin, institutionId: 'A' }, { role: Role.SchoolAdmin, institutionId: 'B' }),
    ).toBe(false);
  });
});

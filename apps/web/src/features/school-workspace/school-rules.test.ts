import { describe, expect, it } from 'vitest';
import { Role } from '@hanyu/contracts/constants/roles';
import { accountProblem, isSchoolAdmin, passwordProblem } from './school-rules.ts';

describe('the school workspace’s rules', () => {
  it('opens for a school administrator of an institution only', () => {
    expect(isSchoolAdmin([{ role: Role.SchoolAdmin, institutionId: 'BJ-01' }])).toBe(true);
    expect(isSchoolAdmin([{ role: Role.Teacher, institutionId: 'BJ-01' }])).toBe(false);
    expect(isSchoolAdmin([{ role: Role.PlatformAdmin, institutionId: null }])).toBe(false);
  });

  it('checks the account and the password with the contracts, before anything is sent', () => {
    expect(accountProblem('BJ-01', 'teacher@example.com')).toBeNull();
    expect(accountProblem('BJ-01', '')).toEqual(expect.any(String));
    expect(passwordProblem('BJ-01', 'teacher@example.com', '')).toBe('请输入您的密码以确认');
    expect(passwordProblem('BJ-01', 'teacher@example.com', 'secret')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { Role } from '@hanyu/contracts/constants/roles';
import { admitsToWorkspace, isRoleRequired } from './admin-access.ts';

describe('who the administrator workspace admits', () => {
  it('admits a platform administrator, with other roles beside it or not', () => {
    expect(admitsToWorkspace([{ role: Role.PlatformAdmin, institutionId: null }])).toBe(true);
    expect(
      admitsToWorkspace([
        { role: Role.Teacher, institutionId: null },
        { role: Role.PlatformAdmin, institutionId: null },
      ]),
    ).toBe(true);
  });

  it('turns away a learner, a teacher and a school administrator', () => {
    expect(admitsToWorkspace([])).toBe(false);
    expect(admitsToWorkspace([{ role: Role.Teacher, institutionId: null }])).toBe(false);
    expect(admitsToWorkspace([{ role: Role.SchoolAdmin, institutionId: 'S001' }])).toBe(false);
  });

  it('knows the refusal by its catalogue id, not by its text', () => {
    expect(isRoleRequired({ id: 'RoleRequired', message: '没有权限进行此操作' })).toBe(true);
    expect(isRoleRequired({ id: 'LoginRequired', message: '' })).toBe(false);
    expect(isRoleRequired(null)).toBe(false);
  });
});

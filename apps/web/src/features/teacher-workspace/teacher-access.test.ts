import { describe, expect, it, vi } from 'vitest';
import { Role } from '@hanyu/contracts/constants/roles';
import { ApiError } from '../../shared/api/api-client.ts';
import { isTeacher, loadAsTeacher, teacherFailure } from './teacher-access.ts';

const teacher = [{ role: Role.Teacher, institutionId: null }];
const schoolAdmin = [{ role: Role.SchoolAdmin, institutionId: 'S001' }];

describe('the teacher workspace access', () => {
  it('knows a teacher by the teacher grant, whatever else the user holds', () => {
    expect(isTeacher(teacher)).toBe(true);
    expect(isTeacher([...schoolAdmin, ...teacher])).toBe(true);
    expect(isTeacher(schoolAdmin)).toBe(false);
    expect(isTeacher([])).toBe(false);
  });

  it('shows a learner the not-a-teacher page without asking the teacher routes', async () => {
    const load = vi.fn(() => Promise.resolve({ list: [] }));
    expect(await loadAsTeacher({ roles: () => Promise.resolve(schoolAdmin), load })).toEqual({ status: 'notTeacher' });
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the data for a teacher', async () => {
    const outcome = await loadAsTeacher({ roles: () => Promise.resolve(teacher), load: () => Promise.resolve(42) });
    expect(outcome).toEqual({ status: 'ready', data: 42 });
  });

  it('reads the server refusing the role (taken away in between) as not a teacher', async () => {
    const refused = new ApiError('RoleRequired', '没有权限进行此操作');
    const outcome = await loadAsTeacher({ roles: () => Promise.resolve(teacher), load: () => Promise.reject(refused) });
    expect(outcome).toEqual({ status: 'notTeacher' });
  });

  it("reads a class that is not there, or another teacher's, as not found", () => {
    expect(teacherFailure(new ApiError('NoResource', '暂无相应资源'))).toEqual({ status: 'notFound' });
  });

  it('keeps any other failure, from either call, as a problem to retry', async () => {
    const offline = new ApiError('NetworkDisconnected', '网络已断开，点击重试');
    expect(await loadAsTeacher({ roles: () => Promise.reject(offline), load: () => Promise.resolve(1) })).toEqual({
      status: 'failed',
      problem: { id: 'NetworkDisconnected', message: '网络已断开，点击重试' },
    });
    expect(teacherFailure(new Error('boom'))).toEqual({
      status: 'failed',
      problem: { id: 'InternalError', message: 'boom' },
    });
  });
});

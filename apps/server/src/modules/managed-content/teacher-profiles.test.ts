import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@hanyu/contracts/constants/roles';
import { RoleRepository } from '../../platform/auth/roles.ts';
import { registerAccount } from '../../test/accounts.ts';
import { testDialects } from '../../test/databases.ts';
import { runServerCommand } from '../../test/server-command.ts';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app.ts';

const profile = {
  name: '王丽',
  yearsTeaching: '12',
  stage: 'university',
  certificates: ['国际中文教师证书', '普通话水平测试一级乙等'],
  features: ['情景教学', '汉字书写'],
  resume: '北京语言大学汉语国际教育硕士。\n在海外孔子学院任教六年。',
};

describe.each(testDialects)("teachers' profiles, submitted and approved, on %s", (dialect) => {
  let t: TestApp;
  let admin: string;
  let teacher: string;
  let otherTeacher: string;
  let learner: string;
  const adminAccount = `profile-admin-${dialect}@example.com`;

  const call = async (path: string, payload: object) => (await callApi(t, path, payload)).json();
  const submit = (token: string, payload: object) => call('/teacher/profile/submit', { token, ...payload });

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    admin = (await registerAccount(t, adminAccount)).token;
    const made = await runServerCommand('create-admin.ts', [adminAccount], t.database.url);
    expect(made.code, made.err).toBe(0);
    const roles = new RoleRepository(t.app.platform.db);
    const tokens: string[] = [];
    for (const name of ['teacher', 'other']) {
      const account = await registerAccount(t, `profile-${name}-${dialect}@example.com`);
      await roles.grant({ command: 'test' }, account.userInfo.id, { role: Role.Teacher, institutionId: null });
      tokens.push(account.token);
    }
    [teacher = '', otherTeacher = ''] = tokens;
    learner = (await registerAccount(t, `profile-learner-${dialect}@example.com`)).token;
  }, 120_000);
  afterAll(() => t.close());

  it('refuses a field that breaks its rules, naming it in Chinese', async () => {
    const refused = await submit(teacher, { fields: { ...profile, yearsTeaching: '80', resume: '' } });
    expect(refused).toMatchObject({ result: false, code: 'InvalidPayload' });
    expect(refused.returnValue.issues.map((issue: { path: string }) => issue.path)).toEqual([
      'fields.yearsTeaching',
      'fields.resume',
    ]);
    expect(refused.message).toContain('教龄应为 0 到 60 之间的整数');
    expect((await call('/teacher/profile/get', { token: teacher })).returnValue).toEqual({ entry: null, fields: {} });
  });

  it('shows the approved revision only: a later edit waits for approval, a rejection tells the teacher why', async () => {
    const first = (await submit(teacher, { fields: profile })).returnValue;
    expect(first.entry).toMatchObject({ state: 'draft', latestRevision: 1, submittedRevision: 1, rejection: null });
    expect(first.entry.owner).toContain(`profile-teacher-${dialect}@example.com`);
    const id = first.entry.id as string;
    // Not public while it awaits review.
    expect(await call('/portal/teacher/profile', { id })).toMatchObject({ result: false, code: 'NoResource' });
    expect((await call('/portal/teacher/list', {})).returnValue.total).toBe(0);

    const awaiting = (await call('/admin/content/list', { token: admin, type: 'teacherProfile', awaitingReview: true }))
      .returnValue;
    expect(awaiting.list.map((entry: { id: string }) => entry.id)).toEqual([id]);
    const approved = await call('/admin/content/publish', { token: admin, type: 'teacherProfile', id, revision: 1 });
    expect(approved.returnValue).toMatchObject({ state: 'published', publishedRevision: 1, submittedRevision: null });
    expect((await call('/portal/teacher/profile', { id })).returnValue).toEqual({
      id,
      name: '王丽',
      yearsTeaching: 12,
      stage: 'university',
      certificates: profile.certificates,
      features: profile.features,
      resume: profile.resume,
    });

    // The teacher edits: learners still see revision 1 until an administrator approves revision 2.
    const edited = (await submit(teacher, { baseRevision: 1, fields: { ...profile, yearsTeaching: '13' } }))
      .returnValue;
    expect(edited.entry).toMatchObject({ latestRevision: 2, submittedRevision: 2, publishedRevision: 1 });
    expect(edited.fields.yearsTeaching).toBe('13');
    expect((await call('/portal/teacher/profile', { id })).returnValue.yearsTeaching).toBe(12);
    expect((await call('/portal/teacher/list', {})).returnValue.list).toEqual([
      expect.objectContaining({ id, yearsTeaching: 12 }),
    ]);

    const reason = '证书名称请写全称，并注明颁发机构。';
    const rejected = await call('/admin/content/reject', {
      token: admin,
      type: 'teacherProfile',
      id,
      revision: 2,
      reason,
    });
    expect(rejected.returnValue).toMatchObject({ submittedRevision: null, rejection: { revision: 2, reason } });
    // Rejecting it again (a second reviewer) is refused: it no longer awaits review.
    const again = await call('/admin/content/reject', {
      token: admin,
      type: 'teacherProfile',
      id,
      revision: 2,
      reason,
    });
    expect(again).toMatchObject({ result: false, code: 'ContentNotAwaitingReview' });
    const own = (await call('/teacher/profile/get', { token: teacher })).returnValue;
    expect(own.entry.rejection).toEqual({ revision: 2, reason });
    expect((await call('/portal/teacher/profile', { id })).returnValue.yearsTeaching).toBe(12);

    // A stale editor is told; the next submission clears the rejection and is approved.
    const stale = await submit(teacher, { baseRevision: 1, fields: profile });
    expect(stale).toMatchObject({ result: false, code: 'ContentChanged' });
    const third = (await submit(teacher, { baseRevision: 2, fields: { ...profile, yearsTeaching: '13' } })).returnValue;
    expect(third.entry).toMatchObject({ latestRevision: 3, submittedRevision: 3, rejection: null });
    await call('/admin/content/publish', { token: admin, type: 'teacherProfile', id, revision: 3 });
    expect((await call('/portal/teacher/profile', { id })).returnValue.yearsTeaching).toBe(13);

    const log = (await call('/admin/audit/list', { token: admin, targetId: id })).returnValue.list;
    expect(log.map((entry: { action: string }) => entry.action)).toEqual([
      'content.publish',
      'content.submit',
      'content.reject',
      'content.submit',
      'content.publish',
      'content.submit',
    ]);
  });

  it('keeps each teacher to their own profile and the administrators to reviewing', async () => {
    const own = (await submit(otherTeacher, { fields: { ...profile, name: '李明' } })).returnValue;
    expect(own.entry.id).not.toBe((await call('/teacher/profile/get', { token: teacher })).returnValue.entry.id);
    const twice = await submit(otherTeacher, { fields: profile });
    expect(twice).toMatchObject({ result: false, code: 'ContentChanged' });
    const written = await call('/admin/content/save', {
      token: admin,
      type: 'teacherProfile',
      id: own.entry.id,
      baseRevision: 1,
      fields: profile,
    });
    expect(written).toMatchObject({ result: false, code: 'ContentSubmittedByOwner' });
    expect(written.message).toBe('这类内容由本人填写并提交，管理员只能审核');
    for (const path of ['/teacher/profile/get', '/teacher/profile/submit']) {
      const refused = await call(path, { token: learner, fields: profile });
      expect(refused, path).toMatchObject({ result: false, code: 'RoleRequired' });
    }
    const byTeacher = await call('/admin/content/reject', {
      token: teacher,
      type: 'teacherProfile',
      id: own.entry.id,
      revision: 1,
      reason: '不行',
    });
    expect(byTeacher).toMatchObject({ result: false, code: 'RoleRequired' });
    const noReason = await call('/admin/content/reject', {
      token: admin,
      type: 'teacherProfile',
      id: own.entry.id,
      revision: 1,
      reason: ' ',
    });
    expect(noReason).toMatchObject({ result: false, code: 'InvalidPayload' });
    expect(noReason.message).toContain('请填写退回理由');
  });
});

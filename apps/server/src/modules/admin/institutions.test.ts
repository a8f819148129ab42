import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@hanyu/contracts/constants/roles';
import { GOOD_PASSWORD, registerAccount } from '../../test/accounts.ts';
import { testDialects } from '../../test/databases.ts';
import { runServerCommand } from '../../test/server-command.ts';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app.ts';

describe.each(testDialects)('institutions and their school administrators on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let schoolAdmin: string;
  let otherSchoolAdmin: string;
  let teacher: string;
  const account = (name: string) => `inst-${name}-${dialect}@example.com`;

  const call = async (path: string, payload: object) => (await callApi(t, path, payload)).json();

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    admin = (await registerAccount(t, account('admin'))).token;
    schoolAdmin = (await registerAccount(t, account('head'))).token;
    otherSchoolAdmin = (await registerAccount(t, account('other-head'))).token;
    teacher = (await registerAccount(t, account('teacher'))).token;
    const made = await runServerCommand('create-admin.ts', [account('admin')], t.database.url);
    expect(made.code, made.err).toBe(0);
  }, 120_000);
  afterAll(() => t.close());

  it('lets a platform administrator create, rename and find institutions, each change audit-logged', async () => {
    const created = await call('/admin/institution/save', {
      token: admin,
      id: 'BJ-01',
      name: '北京第一实验学校',
      region: '北京市',
    });
    expect(created.returnValue).toMatchObject({ id: 'BJ-01', name: '北京第一实验学校', schoolAdmins: 0, teachers: 0 });
    await call('/admin/institution/save', { token: admin, id: 'SH-02', name: '上海示范中学', region: '上海市' });
    const renamed = await call('/admin/institution/save', {
      token: admin,
      id: 'BJ-01',
      name: '北京市第一实验学校',
      region: '北京市',
    });
    expect(renamed.returnValue.name).toBe('北京市第一实验学校');
    const bad = await call('/admin/institution/save', { token: admin, id: 'BJ 01', name: 'x', region: '' });
    expect(bad).toMatchObject({ result: false, code: 'InvalidPayload' });
    expect(bad.returnValue.issues.map((issue: { path: string }) => issue.path).sort()).toEqual([
      'id',
      'name',
      'region',
    ]);

    const found = (await call('/admin/institution/list', { token: admin, query: '实验' })).returnValue;
    expect(found.list.map((institution: { id: string }) => institution.id)).toEqual(['BJ-01']);
    expect((await call('/admin/institution/list', { token: admin, query: '%' })).returnValue.total).toBe(0);
    const log = (await call('/admin/audit/list', { token: admin, action: 'institution.save' })).returnValue.list;
    expect(
      log.map((entry: { targetId: string; detail: { created: boolean } }) => [entry.targetId, entry.detail.created]),
    ).toEqual([
      ['BJ-01', false],
      ['SH-02', true],
      ['BJ-01', true],
    ]);
  });

  it('grants a school administrator only for an institution that exists', async () => {
    const grant = (who: string, institutionId: string) =>
      call('/admin/role/grant', { token: admin, account: account(who), role: Role.SchoolAdmin, institutionId });
    expect(await grant('head', 'NOPE')).toMatchObject({ result: false, code: 'InstitutionUnknown' });
    expect((await grant('head', 'BJ-01')).result).toBe(true);
    expect((await grant('other-head', 'SH-02')).result).toBe(true);
  });

  it('lets a school administrator add and remove their own institution’s teachers, and no other’s', async () => {
    const mine = (await call('/school/institution/mine', { token: schoolAdmin })).returnValue;
    expect(mine.map((school: { institution: { id: string } }) => school.institution.id)).toEqual(['BJ-01']);
    expect(mine[0].schoolAdmins.map((person: { account: string }) => person.account)).toEqual([account('head')]);

    const added = await call('/school/teacher/add', {
      token: schoolAdmin,
      institutionId: 'BJ-01',
      account: account('teacher'),
    });
    expect(added.returnValue.teachers.map((person: { account: string }) => person.account)).toEqual([
      account('teacher'),
    ]);
    expect(added.returnValue.institution.teachers).toBe(1);
    // The teacher holds the role for that institution from the next request: the teacher workspace opens.
    expect((await call('/usercenter/roles', { token: teacher })).returnValue.grants).toEqual([
      { role: Role.Teacher, institutionId: 'BJ-01' },
    ]);
    expect((await call('/teacher/class/list', { token: teacher })).result).toBe(true);

    // Another institution's administrator sees nothing of it and can change nothing in it.
    const other = (await call('/school/institution/mine', { token: otherSchoolAdmin })).returnValue;
    expect(other.map((school: { institution: { id: string } }) => school.institution.id)).toEqual(['SH-02']);
    expect(other[0].teachers).toEqual([]);
    const foreignAdd = await call('/school/teacher/add', {
      token: otherSchoolAdmin,
      institutionId: 'BJ-01',
      account: account('other-head'),
    });
    expect(foreignAdd).toMatchObject({ result: false, code: 'InstitutionForbidden' });
    const foreignRemove = await call('/school/teacher/remove', {
      token: otherSchoolAdmin,
      institutionId: 'BJ-01',
      account: account('teacher'),
      password: GOOD_PASSWORD,
    });
    expect(foreignRemove).toMatchObject({ result: false, code: 'InstitutionForbidden' });
    expect((await call('/usercenter/roles', { token: teacher })).returnValue.grants).toHaveLength(1);
    // Nor can a teacher or a learner reach the school administrator's routes.
    expect(await call('/school/institution/mine', { token: teacher })).toMatchObject({
      result: false,
      code: 'RoleRequired',
    });

    const wrongPassword = await call('/school/teacher/remove', {
      token: schoolAdmin,
      institutionId: 'BJ-01',
      account: account('teacher'),
      password: 'not-my-password-1',
    });
    expect(wrongPassword).toMatchObject({ result: false, code: 'PasswordConfirmWrong' });
    const removed = await call('/school/teacher/remove', {
      token: schoolAdmin,
      institutionId: 'BJ-01',
      account: account('teacher'),
      password: GOOD_PASSWORD,
    });
    expect(removed.returnValue.teachers).toEqual([]);
    expect((await call('/usercenter/roles', { token: teacher })).returnValue.grants).toEqual([]);
  });
});

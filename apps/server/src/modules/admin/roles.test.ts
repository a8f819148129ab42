import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type GrantedRole } from '@hanyu/contracts/constants/roles';
import { audit } from '../../platform/auth/audit-log.ts';
import { GOOD_PASSWORD, registerAccount } from '../../test/accounts.ts';
import { testDialects } from '../../test/databases.ts';
import { runServerCommand } from '../../test/server-command.ts';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app.ts';

const CONTRACTS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../packages/contracts/src',
);

/** Every contract that declares roles, found in the contracts package (a new one is covered by being written). */
async function roleContracts(): Promise<{ path: string; roles: readonly GrantedRole[] }[]> {
  const files = (function walk(dir: string): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
    });
  })(CONTRACTS_DIR);
  const found = new Map<string, readonly GrantedRole[]>();
  for (const file of files) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      const candidate = value as { path?: unknown; roles?: unknown } | null;
      if (candidate && typeof candidate.path === 'string' && Array.isArray(candidate.roles)) {
        found.set(candidate.path, candidate.roles as GrantedRole[]);
      }
    }
  }
  return [...found].map(([route, roles]) => ({ path: route, roles }));
}

/** The administrator command, run as an operator would, against the test's database. */
function adminCreate(t: TestApp, ...args: string[]) {
  return runServerCommand('create-admin.ts', args, t.database.url);
}

/** The operator's command that grants any role, run the same way. */
function roleGrant(t: TestApp, ...args: string[]) {
  return runServerCommand('grant-role.ts', args, t.database.url);
}

describe.each(testDialects)('roles and the audit log on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let teacher: string;
  let learner: string;
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    admin = (await registerAccount(t, `admin-${dialect}@example.com`)).token;
    teacher = (await registerAccount(t, `teacher-${dialect}@example.com`)).token;
    learner = (await registerAccount(t, `learner-${dialect}@example.com`)).token;
  }, 120_000);
  afterAll(() => t.close());

  const createInstitution = async (id: string, name: string) => {
    const saved = await callApi(t, '/admin/institution/save', { token: admin, id, name, region: '北京市' });
    expect(saved.json(), JSON.stringify(saved.json())).toMatchObject({ result: true });
  };

  it('makes the first platform administrator by the command only, from an account registered on the site', async () => {
    expect((await adminCreate(t)).code).toBe(2);
    const missing = await adminCreate(t, `nobody-${dialect}@example.com`);
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('register it on the site first');
    // Before the command, the account is a learner like any other.
    const before = await callApi(t, '/admin/role/get', { token: admin, account: `learner-${dialect}@example.com` });
    expect(before.json()).toMatchObject({ result: false, code: 'RoleRequired' });

    const made = await adminCreate(t, `admin-${dialect}@example.com`);
    expect(made.code, made.err).toBe(0);
    expect(made.out).toContain('is now a platform administrator');
    expect((await adminCreate(t, `admin-${dialect}@example.com`)).out).toContain('already');
    // The same session now has the role: it is read on each request.
    const mine = (await callApi(t, '/usercenter/roles', { token: admin })).json().returnValue;
    expect(mine.grants).toEqual([{ role: Role.PlatformAdmin, institutionId: null }]);
    const audit = (await callApi(t, '/admin/audit/list', { token: admin, action: 'role.grant' })).json().returnValue;
    expect(audit.list).toEqual([
      expect.objectContaining({
        actor: 'command:admin:create',
        // A command has no name of a user; the user changed is named with the account.
        actorName: null,
        targetType: 'user',
        targetName: expect.stringContaining(`(admin-${dialect}@example.com)`),
        detail: { role: Role.PlatformAdmin, institutionId: null },
      }),
    ]);
  }, 120_000);

  it('grants any role by the operator command, checked as the GrantRole contract checks it, audit-logged', async () => {
    const operated = `operated-${dialect}@example.com`;
    const session = (await registerAccount(t, operated)).token;
    const usage = await roleGrant(t, operated);
    expect(usage.code).toBe(2);
    expect(usage.err).toContain('usage: npm run role:grant -w @hanyu/server -- EMAIL_OR_PHONE ROLE [INSTITUTION_ID]');
    expect((await roleGrant(t, operated, Role.Learner)).code).toBe(2);
    expect((await roleGrant(t, 'not an account', Role.Teacher)).code).toBe(2);
    const noInstitution = await roleGrant(t, operated, Role.SchoolAdmin);
    expect(noInstitution.code).toBe(2);
    expect(noInstitution.err).toContain('学校管理员须指定所属机构');
    const teacherOfSchool = await roleGrant(t, operated, Role.Teacher, 'S001');
    expect(teacherOfSchool.code).toBe(2);
    expect(teacherOfSchool.err).toContain('只有学校管理员属于某个机构');
    expect((await roleGrant(t, operated, Role.SchoolAdmin, 'S 001')).code).toBe(2);
    const missing = await roleGrant(t, `nobody-${dialect}@example.com`, Role.Teacher);
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('register it on the site first');
    // Nothing refused above changed anything.
    expect((await callApi(t, '/usercenter/roles', { token: session })).json().returnValue.grants).toEqual([]);

    const teacherGrant = await roleGrant(t, operated, Role.Teacher);
    expect(teacherGrant.code, teacherGrant.err).toBe(0);
    expect(teacherGrant.out).toContain(`${operated} is now teacher`);
    const again = await roleGrant(t, operated, Role.Teacher);
    expect(again.code).toBe(0);
    expect(again.out).toContain('already');
    // A school administrator's institution must exist: created in the workspace first.
    const unknownSchool = await roleGrant(t, operated, Role.SchoolAdmin, 'S002');
    expect(unknownSchool.code).toBe(1);
    expect(unknownSchool.err).toContain('no institution S002');
    await createInstitution('S002', '第二实验中学');
    const school = await roleGrant(t, operated, Role.SchoolAdmin, 'S002');
    expect(school.code, school.err).toBe(0);
    // The same session holds both from its next request.
    expect((await callApi(t, '/usercenter/roles', { token: session })).json().returnValue.grants).toEqual([
      { role: Role.SchoolAdmin, institutionId: 'S002' },
      { role: Role.Teacher, institutionId: null },
    ]);
    expect((await callApi(t, '/teacher/class/list', { token: session })).json()).toMatchObject({ result: true });
    const log = (await callApi(t, '/admin/audit/list', { token: admin, actor: 'command:role:grant' })).json()
      .returnValue;
    expect(log.list.map((entry: { action: string; detail: unknown }) => [entry.action, entry.detail])).toEqual([
      ['role.grant', { role: Role.SchoolAdmin, institutionId: 'S002' }],
      ['role.grant', { role: Role.Teacher, institutionId: null }],
    ]);
  }, 120_000);

  it('grants and revokes roles from the next request, each change audit-logged with who made it', async () => {
    const granted = await callApi(t, '/admin/role/grant', {
      token: admin,
      account: `teacher-${dialect}@example.com`,
      role: Role.Teacher,
    });
    expect(granted.json().returnValue).toMatchObject({
      changed: true,
      grants: [{ role: Role.Teacher, institutionId: null }],
    });
    const again = await callApi(t, '/admin/role/grant', {
      token: admin,
      account: `teacher-${dialect}@example.com`,
      role: Role.Teacher,
    });
    expect(again.json().returnValue.changed).toBe(false);
    expect((await callApi(t, '/usercenter/roles', { token: teacher })).json().returnValue.grants).toEqual([
      { role: Role.Teacher, institutionId: null },
    ]);

    // A school administrator belongs to one institution, named; the other roles to none.
    const noInstitution = await callApi(t, '/admin/role/grant', {
      token: admin,
      account: `teacher-${dialect}@example.com`,
      role: Role.SchoolAdmin,
    });
    expect(noInstitution.json()).toMatchObject({ result: false, code: 'InvalidPayload' });
    expect(noInstitution.json().message).toContain('学校管理员须指定所属机构');
    const noSuchSchool = await callApi(t, '/admin/role/grant', {
      token: admin,
      account: `teacher-${dialect}@example.com`,
      role: Role.SchoolAdmin,
      institutionId: 'S001',
    });
    expect(noSuchSchool.json()).toMatchObject({ result: false, code: 'InstitutionUnknown' });
    await createInstitution('S001', '第一实验小学');
    const school = await callApi(t, '/admin/role/grant', {
      token: admin,
      account: `teacher-${dialect}@example.com`,
      role: Role.SchoolAdmin,
      institutionId: 'S001',
    });
    expect(school.json().returnValue.grants).toEqual([
      { role: Role.SchoolAdmin, institutionId: 'S001' },
      { role: Role.Teacher, institutionId: null },
    ]);

    // Taking a role away asks for the administrator's own password again; a wrong one changes nothing.
    const unconfirmed = await callApi(t, '/admin/role/revoke', {
      token: admin,
      account: `teacher-${dialect}@example.com`,
      role: Role.Teacher,
    });
    expect(unconfirmed.json()).toMatchObject({ result: false, code: 'InvalidPayload' });
    expect(unconfirmed.json().message).toContain('请输入您的密码以确认');
    const wrong = await callApi(t, '/admin/role/revoke', {
      token: admin,
      account: `teacher-${dialect}@example.com`,
      role: Role.Teacher,
      password: `${GOOD_PASSWORD}x`,
    });
    expect(wrong.json()).toMatchObject({ result: false, code: 'PasswordConfirmWrong' });
    expect((await callApi(t, '/usercenter/roles', { token: teacher })).json().returnValue.grants).toHaveLength(2);
    const revoked = await callApi(t, '/admin/role/revoke', {
      token: admin,
      account: `teacher-${dialect}@example.com`,
      role: Role.Teacher,
      password: GOOD_PASSWORD,
    });
    expect(revoked.json().returnValue.changed).toBe(true);
    expect((await callApi(t, '/usercenter/roles', { token: teacher })).json().returnValue.grants).toEqual([
      { role: Role.SchoolAdmin, institutionId: 'S001' },
    ]);
    const unknown = await callApi(t, '/admin/role/grant', {
      token: admin,
      account: `nobody-${dialect}@example.com`,
      role: Role.Teacher,
    });
    expect(unknown.json()).toMatchObject({ result: false, code: 'AccountNotRegistered' });

    const adminId = (
      await callApi(t, '/admin/role/get', { token: admin, account: `admin-${dialect}@example.com` })
    ).json().returnValue.userId;
    const log = (await callApi(t, '/admin/audit/list', { token: admin, actor: adminId })).json().returnValue;
    // The role changes among the administrator's entries (the institutions they created are there too).
    const roleChanges = log.list.filter((entry: { action: string }) => entry.action.startsWith('role.'));
    expect(roleChanges.map((entry: { action: string; detail: unknown }) => [entry.action, entry.detail])).toEqual([
      ['role.revoke', { role: Role.Teacher, institutionId: null }],
      ['role.grant', { role: Role.SchoolAdmin, institutionId: 'S001' }],
      ['role.grant', { role: Role.Teacher, institutionId: null }],
    ]);

    // The same entries as CSV for a spreadsheet: a byte-order mark, a header, one line each, newest first.
    const teacherId = (
      await callApi(t, '/admin/role/get', { token: admin, account: `teacher-${dialect}@example.com` })
    ).json().returnValue.userId;
    const exported = (
      await callApi(t, '/admin/audit/export', { token: admin, actor: adminId, targetId: teacherId })
    ).json().returnValue;
    expect(exported).toMatchObject({ rows: 3, truncated: false });
    const lines = (exported.csv as string)
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('at,actor,action,target_type,target_id,detail');
    expect(lines.slice(1).map((line) => line.split(',')[2])).toEqual(['role.revoke', 'role.grant', 'role.grant']);
    expect(lines[1]).toContain(`,${adminId},role.revoke,user,`);
    expect(lines[1]).toContain('"{""role"":""teacher"",""institutionId"":null}"');
  });

  it('exports a cell a spreadsheet would run as a formula as plain text', async () => {
    const targetId = '=HYPERLINK("http://example.com","x")';
    await audit(
      t.app.platform.db,
      { command: 'test' },
      { action: 'content.publish', targetType: 'passage', targetId, detail: {} },
    );
    const exported = (await callApi(t, '/admin/audit/export', { token: admin, targetId })).json().returnValue;
    const line = (exported.csv as string).trimEnd().split('\r\n')[1] ?? '';
    expect(line).toContain(`,"'=HYPERLINK(""http://example.com"",""x"")",`);
    expect(line).toContain(',command:test,content.publish,passage,');
  });

  it('never leaves the platform without an administrator', async () => {
    const last = await callApi(t, '/admin/role/revoke', {
      token: admin,
      account: `admin-${dialect}@example.com`,
      role: Role.PlatformAdmin,
      password: GOOD_PASSWORD,
    });
    expect(last.json()).toMatchObject({ result: false, code: 'LastPlatformAdmin' });
    expect((await callApi(t, '/usercenter/roles', { token: admin })).json().returnValue.grants).toHaveLength(1);
  });

  it('refuses every route that declares roles to a visitor, a learner and a holder of another role', async () => {
    const contracts = await roleContracts();
    expect(contracts.map((contract) => contract.path)).toEqual(
      expect.arrayContaining([
        '/admin/role/grant',
        '/admin/role/revoke',
        '/admin/role/get',
        '/admin/audit/list',
        '/admin/readings/list',
        '/admin/readings/approve',
        '/admin/readings/hide',
      ]),
    );
    // The school administrator of the test before holds a role, and not the platform administrator's.
    const schoolAdmin = teacher;
    for (const contract of contracts) {
      const visitor = await callApi(t, contract.path, {});
      expect(visitor.json(), contract.path).toMatchObject({ result: false, returnValue: 'TOKEN_301' });
      const asLearner = await callApi(t, contract.path, { token: learner });
      expect(asLearner.statusCode, contract.path).toBe(403);
      expect(asLearner.json(), contract.path).toMatchObject({ result: false, code: 'RoleRequired' });
      if (!contract.roles.includes(Role.SchoolAdmin)) {
        const other = await callApi(t, contract.path, { token: schoolAdmin });
        expect(other.json(), contract.path).toMatchObject({ result: false, code: 'RoleRequired' });
      }
    }
  });
});

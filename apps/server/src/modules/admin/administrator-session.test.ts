import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdministratorSession, Role } from '@hanyu/contracts/constants/roles';
import { hashSessionToken } from '../../platform/auth/session-token.ts';
import { GOOD_PASSWORD, registerAccount } from '../../test/accounts.ts';
import { testDialects } from '../../test/databases.ts';
import { runServerCommand } from '../../test/server-command.ts';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app.ts';

const MINUTE = 60_000;

describe.each(testDialects)("an administrator's session on %s", (dialect) => {
  let t: TestApp;
  let admin: string;
  const adminAccount = `session-admin-${dialect}@example.com`;

  /** Moves this session's times into the past, as if the administrator had walked away. */
  async function age(token: string, times: { authenticatedMinutesAgo: number; activeMinutesAgo: number | null }) {
    const now = Date.now();
    await t.app.platform.db
      .updateTable('session')
      .set({
        authenticated_at: new Date(now - times.authenticatedMinutesAgo * MINUTE).toISOString(),
        admin_seen_at:
          times.activeMinutesAgo === null ? null : new Date(now - times.activeMinutesAgo * MINUTE).toISOString(),
      })
      .where('token_hash', '=', hashSessionToken(token))
      .execute();
  }

  const auditList = (token: string) => callApi(t, '/admin/audit/list', { token });

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    admin = (await registerAccount(t, adminAccount)).token;
    const made = await runServerCommand('create-admin.ts', [adminAccount], t.database.url);
    expect(made.code, made.err).toBe(0);
    // The administrator is also a teacher: teacher routes keep a learner's session length.
    const granted = await callApi(t, '/admin/role/grant', { token: admin, account: adminAccount, role: Role.Teacher });
    expect(granted.json()).toMatchObject({ result: true });
  }, 120_000);
  afterAll(() => t.close());

  it('answers while the administrator keeps acting, and asks for the password after 30 idle minutes', async () => {
    await age(admin, { authenticatedMinutesAgo: 120, activeMinutesAgo: 10 });
    expect((await auditList(admin)).json()).toMatchObject({ result: true });
    // Acting counts: the call just made starts the idle time again.
    await age(admin, { authenticatedMinutesAgo: 120, activeMinutesAgo: null });
    // Answered like a wrong password (HTTP 200, result false): the page asks for it, nothing is broken.
    const idle = await auditList(admin);
    expect(idle.statusCode).toBe(200);
    expect(idle.json()).toMatchObject({ result: false, code: 'AdministratorPasswordRequired' });
    // The session itself still works for everything that is not an administrator's.
    expect((await callApi(t, '/usercenter/roles', { token: admin })).json()).toMatchObject({ result: true });
    expect((await callApi(t, '/teacher/class/list', { token: admin })).json()).toMatchObject({ result: true });

    await age(admin, { authenticatedMinutesAgo: 120, activeMinutesAgo: 31 });
    expect((await auditList(admin)).json()).toMatchObject({ code: 'AdministratorPasswordRequired' });
  });

  it('asks again 8 hours after the password, however active the administrator was', async () => {
    expect(AdministratorSession.maxMs).toBe(8 * 60 * MINUTE);
    await age(admin, { authenticatedMinutesAgo: 8 * 60 + 1, activeMinutesAgo: 1 });
    expect((await auditList(admin)).json()).toMatchObject({ code: 'AdministratorPasswordRequired' });
  });

  it('takes the password again: a wrong one changes nothing, the right one opens the routes at once', async () => {
    await age(admin, { authenticatedMinutesAgo: 9 * 60, activeMinutesAgo: 60 });
    const wrong = await callApi(t, '/usercenter/reauthenticate', { token: admin, password: 'not-my-password-1' });
    expect(wrong.json()).toMatchObject({ result: false, code: 'PasswordConfirmWrong' });
    expect((await auditList(admin)).json()).toMatchObject({ code: 'AdministratorPasswordRequired' });
    const empty = await callApi(t, '/usercenter/reauthenticate', { token: admin, password: '' });
    expect(empty.json()).toMatchObject({ result: false });

    const right = await callApi(t, '/usercenter/reauthenticate', { token: admin, password: GOOD_PASSWORD });
    expect(right.json()).toMatchObject({ result: true, returnValue: true });
    expect((await auditList(admin)).json()).toMatchObject({ result: true });
  });

  it('needs a session: a visitor cannot give a password again', async () => {
    const visitor = await callApi(t, '/usercenter/reauthenticate', { password: GOOD_PASSWORD });
    expect(visitor.json()).toMatchObject({ result: false, code: 'LoginRequired' });
  });
});

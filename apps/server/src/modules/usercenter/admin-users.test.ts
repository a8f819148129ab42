import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountLimits } from '@hanyu/contracts/constants/account';
import { GOOD_PASSWORD, codeFromOutbox, login, registerAccount } from '../../test/accounts.ts';
import { testDialects } from '../../test/databases.ts';
import { runServerCommand } from '../../test/server-command.ts';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app.ts';

describe.each(testDialects)("a platform administrator's user management on %s", (dialect) => {
  let t: TestApp;
  let admin: string;
  let learner: string;
  const adminAccount = `users-admin-${dialect}@example.com`;
  const learnerAccount = `Mei.Users-${dialect}@example.com`;
  const otherAccount = `other_users-${dialect}@example.com`;

  const audited = async (action: string) =>
    (await callApi(t, '/admin/audit/list', { token: admin, action })).json().returnValue.list;

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    admin = (await registerAccount(t, adminAccount)).token;
    learner = (await registerAccount(t, learnerAccount.toLowerCase())).token;
    await registerAccount(t, otherAccount);
    const made = await runServerCommand('create-admin.ts', [adminAccount], t.database.url);
    expect(made.code, made.err).toBe(0);
  }, 120_000);
  afterAll(() => t.close());

  it('finds users by a part of their e-mail, phone or nickname, and takes % and _ literally', async () => {
    const found = await callApi(t, '/admin/user/search', { token: admin, query: 'MEI.USERS' });
    expect(found.json().returnValue).toMatchObject({
      total: 1,
      list: [{ account: learnerAccount.toLowerCase(), suspended: false, suspendedReason: null }],
    });
    // '_' is a letter here, not "any character": only the account that has one matches.
    const underscore = (await callApi(t, '/admin/user/search', { token: admin, query: `_users-${dialect}` })).json();
    expect(underscore.returnValue.list.map((user: { account: string }) => user.account)).toEqual([otherAccount]);
    const percent = (await callApi(t, '/admin/user/search', { token: admin, query: '%%' })).json();
    expect(percent.returnValue).toEqual({ total: 0, list: [] });
    const short = (await callApi(t, '/admin/user/search', { token: admin, query: 'm' })).json();
    expect(short).toMatchObject({ result: false, message: expect.stringContaining('至少 2 个字符') });
    // A learner reaches none of it.
    const refused = await callApi(t, '/admin/user/search', { token: learner, query: 'users' });
    expect(refused.json()).toMatchObject({ result: false, code: 'RoleRequired' });
  });

  it('suspends an account with the password again: its sessions end and it cannot sign in until restored', async () => {
    const account = learnerAccount.toLowerCase();
    const wrong = await callApi(t, '/admin/user/suspend', {
      token: admin,
      account,
      reason: '发布广告',
      password: 'not-the-password-9',
    });
    expect(wrong.json()).toMatchObject({ result: false, code: 'PasswordConfirmWrong' });
    expect((await callApi(t, '/usercenter/v3/getuserinfo', { token: learner })).json().result).toBe(true);

    const self = await callApi(t, '/admin/user/suspend', {
      token: admin,
      account: adminAccount,
      reason: '测试',
      password: GOOD_PASSWORD,
    });
    expect(self.json()).toMatchObject({ result: false, code: 'CannotSuspendSelf' });
    const noReason = await callApi(t, '/admin/user/suspend', {
      token: admin,
      account,
      reason: ' ',
      password: GOOD_PASSWORD,
    });
    expect(noReason.json()).toMatchObject({ result: false, message: expect.stringContaining('请填写停用原因') });

    const suspended = await callApi(t, '/admin/user/suspend', {
      token: admin,
      account,
      reason: '发布广告',
      password: GOOD_PASSWORD,
    });
    expect(suspended.json().returnValue).toMatchObject({ account, suspended: true, suspendedReason: '发布广告' });
    // The learner's open session ended with it, and signing in is refused (a wrong password still says only that).
    expect((await callApi(t, '/usercenter/v3/getuserinfo', { token: learner })).json()).toMatchObject({
      result: false,
      code: 'SessionExpired',
    });
    expect((await login(t, account, GOOD_PASSWORD)).json()).toMatchObject({ result: false, code: 'AccountSuspended' });
    expect((await login(t, account, 'Wrong_Guess7')).json()).toMatchObject({ code: 'AccountOrPasswordWrong' });
    expect(await audited('user.suspend')).toEqual([
      expect.objectContaining({ actor: expect.any(String), targetType: 'user', detail: { reason: '发布广告' } }),
    ]);

    const restored = await callApi(t, '/admin/user/restore', { token: admin, account });
    expect(restored.json().returnValue).toMatchObject({ suspended: false, suspendedReason: null });
    const back = await login(t, account, GOOD_PASSWORD);
    expect(back.json().result, back.body).toBe(true);
    learner = back.json().returnValue.token;
    expect(await audited('user.restore')).toHaveLength(1);
  });

  it('sends a user a password-reset code of their own, which the administrator never sees', async () => {
    const sent = await callApi(t, '/admin/user/sendReset', { token: admin, account: otherAccount });
    // The answer says only how it went (no code in it).
    expect(sent.json().returnValue).toEqual({ channel: 'email' });
    const code = await codeFromOutbox(t, otherAccount);
    expect(JSON.stringify(sent.json())).not.toContain(code);
    // The user sets a new password with it on the find-password screen.
    const verified = await callApi(t, '/usercenter/v3/updatePasswordVerify', { account: otherAccount, code });
    const { resetKey } = verified.json().returnValue;
    const password = 'Shufa_Lian2';
    const reset = await callApi(t, '/usercenter/v3/updatePasswordForkey', {
      resetKey,
      password,
      confirmPassword: password,
    });
    expect(reset.json().returnValue).toBe(true);
    expect((await login(t, otherAccount, password)).json().result).toBe(true);
    const entries = await audited('user.sendReset');
    // The log keeps the channel, never the code.
    expect(entries).toEqual([expect.objectContaining({ detail: { channel: 'email' } })]);
  });

  // Last: it locks this administrator's password sign-in from the test's address.
  it('counts wrong confirmation passwords toward the sign-in lock, so a stolen session cannot guess one', async () => {
    const suspend = (password: string) =>
      callApi(t, '/admin/user/suspend', { token: admin, account: otherAccount, reason: '测试', password });
    for (let attempt = 1; attempt < AccountLimits.lockoutFailures; attempt++) {
      expect((await suspend(`Wrong_Guess${attempt}`)).json()).toMatchObject({ code: 'PasswordConfirmWrong' });
    }
    expect((await suspend('Wrong_Guess_last')).json()).toMatchObject({ code: 'AccountLocked' });
    // Locked: even the right password does nothing now, and signing in by password waits too.
    expect((await suspend(GOOD_PASSWORD)).json()).toMatchObject({ code: 'AccountLocked' });
    expect((await login(t, adminAccount, GOOD_PASSWORD)).json()).toMatchObject({ code: 'AccountLocked' });
    const other = await callApi(t, '/admin/user/search', { token: admin, query: 'users' });
    expect(other.json().result).toBe(true);
  });
});

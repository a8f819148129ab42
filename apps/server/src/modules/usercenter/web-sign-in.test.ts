import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSessionToken } from '../../platform/auth/session-token.ts';
import { SIGN_IN_COOKIE } from '../../platform/auth/sign-in-cookie.ts';
import { GOOD_PASSWORD, login, registerAccount } from '../../test/accounts.ts';
import { testDialects } from '../../test/databases.ts';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app.ts';

/** The sign-in cookie a response sets: its value and attributes, as the browser would keep them. */
function signInCookieOf(response: LightMyRequestResponse) {
  const found = response.cookies.find((cookie) => cookie.name === SIGN_IN_COOKIE);
  if (!found) throw new Error(`no ${SIGN_IN_COOKIE} cookie in ${JSON.stringify(response.headers)}`);
  return found;
}

const withCookie = (secret: string) => ({ headers: { cookie: `${SIGN_IN_COOKIE}=${secret}` } });

/** The browser's stored sign-in (docs/decisions/036-stored-web-token.md) through the real routes. */
describe.each(testDialects)('the stored web sign-in on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
  });
  afterAll(() => t.close());

  const resume = (secret?: string) =>
    callApi(t, '/usercenter/v3/resumeSignIn', {}, secret === undefined ? {} : withCookie(secret));
  const works = async (token: string) =>
    (await callApi(t, '/usercenter/v3/getuserinfo', { token })).json().result === true;

  it('keeps the sign-in in an httpOnly cookie for the account calls only, and gives each tab a token of its own', async () => {
    await registerAccount(t, 'tabs@example.com');
    const signedIn = await login(t, 'tabs@example.com', GOOD_PASSWORD);
    const { token, userInfo } = signedIn.json().returnValue;
    const cookie = signInCookieOf(signedIn);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/dev/usercenter/' });
    // Kept as long as the session lifetime (7 days), less the moment the call took.
    expect(cookie.maxAge).toBeGreaterThan(7 * 86_400 - 5);
    expect(cookie.maxAge).toBeLessThanOrEqual(7 * 86_400);
    expect(cookie.secure).toBeUndefined();
    // The protocol's token is not the cookie's secret: a script that reads one does not hold the other.
    expect(cookie.value).not.toBe(token);

    const second = await resume(cookie.value);
    expect(second.json().returnValue).toMatchObject({ userInfo: { id: userInfo.id }, needsMobileBinding: true });
    const secondToken = second.json().returnValue.token as string;
    expect(secondToken).not.toBe(token);
    expect(await works(token)).toBe(true);
    expect(await works(secondToken)).toBe(true);
    // A tab's session ends when the sign-in does, not a week after the tab opened.
    const sessions = await t.database.db
      .selectFrom('session')
      .select(['expires_at', 'sign_in_hash'])
      .where('token_hash', 'in', [hashSessionToken(token), hashSessionToken(secondToken)])
      .execute();
    expect(new Set(sessions.map((row) => new Date(row.expires_at).getTime())).size).toBe(1);
    expect(sessions.map((row) => row.sign_in_hash)).toEqual([
      hashSessionToken(cookie.value),
      hashSessionToken(cookie.value),
    ]);
  });

  it('answers null to a browser without a sign-in, and forgets a cookie that is not one', async () => {
    const none = await resume();
    expect(none.json()).toMatchObject({ result: true, returnValue: null });
    expect(none.cookies).toEqual([]);
    const unknown = await resume('x'.repeat(43));
    expect(unknown.json().returnValue).toBeNull();
    expect(signInCookieOf(unknown)).toMatchObject({ value: '', maxAge: 0 });
  });

  it('logs out every tab of the browser and forgets its cookie; another browser stays signed in', async () => {
    await registerAccount(t, 'logout-all@example.com');
    const browser = await login(t, 'logout-all@example.com', GOOD_PASSWORD);
    const secret = signInCookieOf(browser).value;
    const firstTab = browser.json().returnValue.token as string;
    const secondTab = (await resume(secret)).json().returnValue.token as string;
    const otherBrowser = (await login(t, 'logout-all@example.com', GOOD_PASSWORD)).json().returnValue.token as string;

    const loggedOut = await callApi(t, '/usercenter/v3/logout', { token: secondTab }, withCookie(secret));
    expect(loggedOut.json().returnValue).toBe(true);
    expect(signInCookieOf(loggedOut)).toMatchObject({ value: '', maxAge: 0, path: '/dev/usercenter/' });
    expect(await works(firstTab)).toBe(false);
    expect(await works(secondTab)).toBe(false);
    expect(await works(otherBrowser)).toBe(true);
    expect((await resume(secret)).json().returnValue).toBeNull();
  });

  it('a new login in the browser replaces the sign-in it kept', async () => {
    await registerAccount(t, 'replaced@example.com');
    const before = await login(t, 'replaced@example.com', GOOD_PASSWORD);
    const oldSecret = signInCookieOf(before).value;
    const after = await login(t, 'replaced@example.com', GOOD_PASSWORD, {}, withCookie(oldSecret));
    expect(signInCookieOf(after).value).not.toBe(oldSecret);
    expect((await resume(oldSecret)).json().returnValue).toBeNull();
    expect(await works(before.json().returnValue.token as string)).toBe(false);
    expect(await works(after.json().returnValue.token as string)).toBe(true);
  });

  it('ends with its lifetime: an expired sign-in resumes nothing', async () => {
    await registerAccount(t, 'expired@example.com');
    const secret = signInCookieOf(await login(t, 'expired@example.com', GOOD_PASSWORD)).value;
    await t.database.db
      .updateTable('web_sign_in')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashSessionToken(secret))
      .execute();
    expect((await resume(secret)).json().returnValue).toBeNull();
  });

  it('a new password ends the other browsers but not the tabs of the browser that changed it', async () => {
    const account = 'password-tabs@example.com';
    await registerAccount(t, account);
    const here = await login(t, account, GOOD_PASSWORD);
    const secret = signInCookieOf(here).value;
    const hereTab = here.json().returnValue.token as string;
    const hereOtherTab = (await resume(secret)).json().returnValue.token as string;
    const elsewhere = await login(t, account, GOOD_PASSWORD);
    const elsewhereSecret = signInCookieOf(elsewhere).value;

    const changed = await callApi(t, '/usercenter/v3/updatePassword', {
      token: hereTab,
      oldPassword: GOOD_PASSWORD,
      password: 'Moshu_Ci42',
      confirmPassword: 'Moshu_Ci42',
    });
    expect(changed.json().returnValue).toBe(true);
    expect(await works(hereOtherTab)).toBe(true);
    expect((await resume(secret)).json().returnValue).not.toBeNull();
    expect(await works(elsewhere.json().returnValue.token as string)).toBe(false);
    expect((await resume(elsewhereSecret)).json().returnValue).toBeNull();
  });
});

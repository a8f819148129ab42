import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFromOutbox, GOOD_PASSWORD, login, registerAccount, solveSlider } from '../../test/accounts.ts';
import { createTestDatabase, testDialects, type TestDatabase } from '../../test/databases.ts';
import { testEnv } from '../../test/test-env.ts';
import { buildTestApp, callApi, createTestStore, type TestApp } from '../../test/test-app.ts';

// Accounts on several instances sharing one database and one Redis act as one: what one instance hands
// out (a session, a solved slider, a find-password grant) works on the other, and only once.
describe.runIf(testEnv.redisUrl).each(testDialects)('accounts on two instances, one %s database', (dialect) => {
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const prefix = `test:${randomUUID()}:`;
    first = await buildTestApp({ database, store: createTestStore('redis', prefix) });
    second = await buildTestApp({ database, store: createTestStore('redis', prefix) });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await first.store.close();
    await second.store.close();
    await database.drop();
  });

  it('keeps a session, a slider token and a reset grant valid across instances, and single-use', async () => {
    const account = 'two.instances@example.com';
    const { token } = await registerAccount(first, account);
    expect((await callApi(second, '/usercenter/v3/getuserinfo', { token })).json().result).toBe(true);

    const sliderToken = await solveSlider(first, 'resetPassword');
    const sent = await callApi(second, '/usercenter/v3/sendcode', {
      account,
      purpose: 'resetPassword',
      captchaToken: sliderToken,
    });
    expect(sent.json().result, sent.body).toBe(true);
    const replayed = await callApi(first, '/usercenter/v3/sendcode', {
      account,
      purpose: 'resetPassword',
      captchaToken: sliderToken,
    });
    expect(replayed.json().code).toBe('SliderFailed');

    const { resetKey } = (
      await callApi(first, '/usercenter/v3/updatePasswordVerify', {
        account,
        code: await codeFromOutbox(first, account),
      })
    ).json().returnValue;
    const reset = { resetKey, password: 'Yunmu_Lian7', confirmPassword: 'Yunmu_Lian7' };
    const [one, other] = await Promise.all([
      callApi(first, '/usercenter/v3/updatePasswordForkey', reset),
      callApi(second, '/usercenter/v3/updatePasswordForkey', reset),
    ]);
    expect([one.json().result, other.json().result].sort()).toEqual([false, true]);
    expect((await callApi(second, '/usercenter/v3/getuserinfo', { token })).json().returnValue).toBe('TOKEN_302');
    expect((await login(second, account, 'Yunmu_Lian7')).json().result).toBe(true);
    expect((await login(first, account, GOOD_PASSWORD)).json().code).toBe('AccountOrPasswordWrong');
  });

  it("keeps a registration's slider pass across instances, counted once, and ended on either", async () => {
    const account = 'two.instances.minor@example.com';
    const captchaToken = await solveSlider(first, 'register');
    const send = (app: TestApp, to: string, purpose: string, extra: Record<string, unknown> = {}) =>
      callApi(app, '/usercenter/v3/sendcode', { account: to, purpose, captchaToken, ...extra });
    expect((await send(second, account, 'register')).json().result).toBe(true);
    expect((await send(first, '61234567', 'guardian', { country: 'MO' })).json().result).toBe(true);
    const registered = await callApi(second, '/usercenter/v3/register', {
      account,
      code: await codeFromOutbox(second, account),
      password: GOOD_PASSWORD,
      confirmPassword: GOOD_PASSWORD,
      agreePrivacy: true,
      birthday: `${new Date().getUTCFullYear() - 10}-01-01`,
      guardianCountry: 'MO',
      guardianMobile: '61234567',
      guardianCode: await codeFromOutbox(first, '+85361234567'),
      captchaToken,
    });
    expect(registered.json().result, registered.body).toBe(true);
    expect((await send(first, 'after@example.com', 'register')).json().code).toBe('SliderFailed');
  });
});

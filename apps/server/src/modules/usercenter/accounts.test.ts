import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountLimits } from '@hanyu/contracts/constants/account';
import {
  ADULT_BIRTHDAY,
  codeFromOutbox,
  GOOD_PASSWORD,
  gapOf,
  humanTrack,
  login,
  registerAccount,
  sendCode,
  skipCountdown,
  solveProof,
  solveSlider,
} from '../../test/accounts.ts';
import { testDialects } from '../../test/databases.ts';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app.ts';

const errorOf = (response: { json(): unknown }) => response.json() as { code: string; message: string };

/** A captcha id, and new login puzzles bound to it. */
async function loginPuzzles(app: TestApp) {
  const { captchaId } = (await callApi(app, '/usercenter/v3/captcha/getCaptchaIdV4', {})).json().returnValue;
  const puzzle = async () =>
    (await callApi(app, '/usercenter/v3/captcha/geeInit', { captchaId, purpose: 'login' })).json().returnValue;
  return { captchaId: captchaId as string, puzzle };
}

describe.each(testDialects)('accounts on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
  });
  afterAll(() => t.close());

  it('registers by e-mail with a code from the outbox, then signs in, reads the profile and logs out', async () => {
    const { token, userInfo } = await registerAccount(t, 'Li.Hua@Example.com');
    expect(userInfo).toMatchObject({ email: 'li.hua@example.com', mobile: '', userId: userInfo.id });
    expect(userInfo.nickName).toMatch(/^学习者\d{6}$/);
    const signedIn = await login(t, 'li.hua@example.com', GOOD_PASSWORD);
    expect(signedIn.json()).toMatchObject({ result: true, returnValue: { userInfo: { id: userInfo.id } } });
    const profile = await callApi(t, '/usercenter/v3/getuserinfo', { token });
    expect(profile.json().returnValue).toMatchObject({ birthday: ADULT_BIRTHDAY, site: 'cn', needsCompletion: true });
    expect((await callApi(t, '/usercenter/v3/logout', { token })).json().returnValue).toBe(true);
    expect((await callApi(t, '/usercenter/v3/getuserinfo', { token })).json()).toMatchObject({
      code: 'SessionExpired',
      returnValue: 'TOKEN_302',
      message: '登录过期，请重新登陆',
    });
  });

  it('registers by mobile and signs in with a code', async () => {
    await registerAccount(t, '13912345678');
    expect(errorOf(await sendCode(t, '13912345678', 'register'))).toMatchObject({ message: '该手机号/邮箱已注册' });
    expect((await sendCode(t, '13912345678', 'login')).json().returnValue).toEqual({
      channel: 'sms',
      resendAfterSeconds: 60,
    });
    const code = await codeFromOutbox(t, '13912345678');
    const signedIn = await callApi(t, '/usercenter/v3/codeLogin', { account: '13912345678', code });
    expect(signedIn.json().returnValue.userInfo.mobile).toBe('13912345678');
    // Single use.
    const again = await callApi(t, '/usercenter/v3/codeLogin', { account: '13912345678', code });
    expect(errorOf(again).message).toBe('验证码错误或失效');
  });

  it('answers the spec messages for bad input, never a 500', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['/usercenter/v3/login', { account: '', password: '' }, '账号或密码不能为空！'],
      ['/usercenter/v3/login', { account: '12345', password: 'x' }, '手机号格式错误'],
      ['/usercenter/v3/login', { account: 'a@b', password: 'x' }, '邮箱格式错误'],
      ['/usercenter/v3/codeLogin', { account: '13800138000', code: '12345' }, '请输入6位验证码'],
      ['/usercenter/v3/sendcode', { account: '13800138000', purpose: 'register' }, '请完成滑块验证'],
      ['/usercenter/v3/bindUnique', { account: '', code: '123456' }, '账号或密码不能为空！'],
    ];
    for (const [path, payload, message] of cases) {
      const response = await callApi(t, path, payload);
      expect(response.statusCode, path).toBeLessThan(500);
      expect(errorOf(response).message, JSON.stringify(payload)).toBe(message);
    }
    const base = {
      account: 'new@example.com',
      code: '123456',
      agreePrivacy: true,
      birthday: ADULT_BIRTHDAY,
      captchaToken: 'x',
    };
    const register = (extra: Record<string, unknown>) => callApi(t, '/usercenter/v3/register', { ...base, ...extra });
    const rule = '密码为8-16位，须包含大写字母、小写字母、数字、下划线中的至少三种';
    for (const password of ['Ab1_', 'abcdefgh1', 'ABCDEFGH', 'Abcdefgh1!', 'Abcdefghijklmnop1']) {
      expect(errorOf(await register({ password, confirmPassword: password })).message, password).toBe(rule);
    }
    expect(errorOf(await register({ password: 'Password_1', confirmPassword: 'Password_1' })).code).toBe(
      'PasswordTooCommon',
    );
    expect(errorOf(await register({ password: GOOD_PASSWORD, confirmPassword: 'Other_pass9' })).message).toBe(
      '两次输入的密码不一致',
    );
    expect(
      errorOf(await register({ password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, agreePrivacy: false })).message,
    ).toBe('请阅读并同意隐私政策');
  });

  it('refuses a slider that was dropped in the wrong place or dragged like a script', async () => {
    const { captchaId, puzzle } = await loginPuzzles(t);
    const first = await puzzle();
    expect(first.background).toMatch(/^data:image\/png;base64,/);
    const wrongPlace = (await gapOf(t, first.challenge)) + 20;
    const missed = await callApi(t, '/usercenter/v3/captcha/verify', {
      captchaId,
      challenge: first.challenge,
      x: wrongPlace,
      track: [0, 0.2, 0.5, 0.8, 1].map((part, index) => [wrongPlace * part, index * 90 + (index % 2) * 13]),
      proof: await solveProof(first.proof),
    });
    expect(errorOf(missed).message).toBe('滑块验证失败，请重新验证');
    const second = await puzzle();
    const gap = await gapOf(t, second.challenge);
    const robotic = await callApi(t, '/usercenter/v3/captcha/verify', {
      captchaId,
      challenge: second.challenge,
      x: gap,
      track: Array.from({ length: 11 }, (_, index) => [(gap * index) / 10, index * 50]),
      proof: await solveProof(second.proof),
    });
    expect(errorOf(robotic).code).toBe('SliderFailed');
    // A solved slider is good for its own purpose only, once.
    const token = await solveSlider(t, 'register');
    const wrongPurpose = await callApi(t, '/usercenter/v3/sendcode', {
      account: '13700137000',
      purpose: 'login',
      captchaToken: token,
    });
    expect(errorOf(wrongPurpose).code).toBe('SliderFailed');
  });

  it("refuses a slider read off its images (template matching) without the proof of work, or with another puzzle's", async () => {
    const { captchaId, puzzle } = await loginPuzzles(t);
    // The gap known exactly (better than template matching finds it) and dragged like a person.
    const drop = async (target: { challenge: string }, proof: string) => {
      const x = (await gapOf(t, target.challenge)) + 2;
      return callApi(t, '/usercenter/v3/captcha/verify', {
        captchaId,
        challenge: target.challenge,
        x,
        track: humanTrack(x),
        proof,
      });
    };
    const first = await puzzle();
    const second = await puzzle();
    expect(first.proof).toMatchObject({ algorithm: 'SHA-256', maxnumber: expect.any(Number) });
    const unsolved = Buffer.from(JSON.stringify({ ...first.proof, number: 0 })).toString('base64');
    expect(errorOf(await drop(first, unsolved)).code).toBe('SliderFailed');
    // A proof solved once does not pay for another puzzle.
    expect(errorOf(await drop(second, await solveProof(first.proof))).code).toBe('SliderFailed');
    const third = await puzzle();
    expect((await drop(third, await solveProof(third.proof))).json().result).toBe(true);
  });
  it('waits 60 s between codes of one purpose, and a code dies after 5 wrong tries counted atomically', async () => {
    const account = 'codes@example.com';
    await registerAccount(t, account);
    expect((await sendCode(t, account, 'resetPassword')).json().result).toBe(true);
    // Another task's code is not a resend: a learner who just asked to reset may log in by code.
    expect((await sendCode(t, account, 'login')).json().result).toBe(true);
    expect(errorOf(await sendCode(t, account, 'login')).message).toBe('验证码已发送,请稍后重试');
    const right = await codeFromOutbox(t, account);
    const wrong = right === '000000' ? '111111' : '000000';
    const attempts = await Promise.all(
      Array.from({ length: 20 }, () => callApi(t, '/usercenter/v3/codeLogin', { account, code: wrong })),
    );
    expect(attempts.every((response) => errorOf(response).code === 'CodeInvalid')).toBe(true);
    const row = await t.database.db
      .selectFrom('verification_code')
      .select('wrong_tries')
      .where('account', '=', account)
      .where('purpose', '=', 'login')
      .executeTakeFirstOrThrow();
    expect(row.wrong_tries).toBe(AccountLimits.codeMaxWrongTries);
    const late = await callApi(t, '/usercenter/v3/codeLogin', { account, code: right });
    expect(errorOf(late).message).toBe('验证码错误或失效');
  });

  it('sends at most 5 codes an hour to one account', async () => {
    const account = '13600136000';
    for (let sent = 0; sent < AccountLimits.codesPerHour; sent += 1) {
      expect((await sendCode(t, account, 'register')).json().result).toBe(true);
      await skipCountdown(t, account, 'register');
    }
    expect(errorOf(await sendCode(t, account, 'register')).code).toBe('CodeRecentlySent');
  });

  it("counts codes per requester: a stranger who spends an account's codes does not block its owner's reset", async () => {
    const proxied = await buildTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const account = 'victim@example.com';
      await registerAccount(proxied, account);
      const askFrom = async (ip: string) =>
        callApi(
          proxied,
          '/usercenter/v3/sendcode',
          { account, purpose: 'resetPassword', captchaToken: await solveSlider(proxied, 'resetPassword') },
          { headers: { 'x-forwarded-for': ip } },
        );
      for (let sent = 0; sent < AccountLimits.codesPerHour; sent += 1) {
        expect((await askFrom('203.0.113.9')).json().result).toBe(true);
        await skipCountdown(proxied, account, 'resetPassword', '203.0.113.9');
      }
      expect(errorOf(await askFrom('203.0.113.9')).code).toBe('CodeRecentlySent');
      // The stranger's countdown and counts are the stranger's: the owner asks at once, and resets.
      const owner = await askFrom('198.51.100.7');
      expect(owner.json().result, owner.body).toBe(true);
      const verified = await callApi(proxied, '/usercenter/v3/updatePasswordVerify', {
        account,
        code: await codeFromOutbox(proxied, account),
      });
      expect(verified.json().result, verified.body).toBe(true);
    } finally {
      await proxied.close();
    }
  });

  it('makes one account of two registrations of one e-mail at once', async () => {
    const account = 'race@example.com';
    await sendCode(t, account, 'register');
    const code = await codeFromOutbox(t, account);
    const attempt = async () =>
      callApi(t, '/usercenter/v3/register', {
        account,
        code,
        password: GOOD_PASSWORD,
        confirmPassword: GOOD_PASSWORD,
        agreePrivacy: true,
        birthday: ADULT_BIRTHDAY,
        captchaToken: await solveSlider(t, 'register'),
      });
    const results = await Promise.all([attempt(), attempt()]);
    expect(results.filter((response) => response.json().result)).toHaveLength(1);
    const accounts = await t.database.db.selectFrom('user_account').select('id').where('email', '=', account).execute();
    expect(accounts).toHaveLength(1);
  });

  it('asks for the slider from the 3rd wrong password and locks at the 10th; recovery still works', async () => {
    const account = 'locked@example.com';
    await registerAccount(t, account);
    for (let attempt = 1; attempt <= AccountLimits.lockoutFailures; attempt += 1) {
      const captchaToken = attempt > AccountLimits.captchaAfterFailures ? await solveSlider(t, 'login') : undefined;
      const response = await login(t, account, 'Wrong_pass1', captchaToken ? { captchaToken } : {});
      expect(errorOf(response).message, `attempt ${attempt}`).toBe(
        attempt < AccountLimits.lockoutFailures ? '账号或密码错误' : '密码尝试次数过多，账号被锁定',
      );
    }
    const withoutSlider = await login(t, account, GOOD_PASSWORD);
    expect(errorOf(withoutSlider).message).toBe('密码尝试次数过多，账号被锁定');
    // Find password: code, grant, new password; the lock lifts.
    await sendCode(t, account, 'resetPassword');
    const verified = await callApi(t, '/usercenter/v3/updatePasswordVerify', {
      account,
      code: await codeFromOutbox(t, account),
    });
    const { resetKey } = verified.json().returnValue;
    const newPassword = 'Shufa_Lian2';
    const reset = { resetKey, password: newPassword, confirmPassword: newPassword };
    expect((await callApi(t, '/usercenter/v3/updatePasswordForkey', reset)).json().returnValue).toBe(true);
    expect(errorOf(await callApi(t, '/usercenter/v3/updatePasswordForkey', reset)).code).toBe('ResetGrantInvalid');
    const after = await login(t, account, newPassword);
    expect(after.json().result, after.body).toBe(true);
  });

  it('locks password sign-in only for the source that guessed: the owner elsewhere still signs in', async () => {
    const proxied = await buildTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const account = 'targeted@example.com';
      await registerAccount(proxied, account);
      const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
      const attempt = async (ip: string, password: string) =>
        callApi(
          proxied,
          '/usercenter/v3/login',
          {
            account,
            password,
            ...(await solveSlider(proxied, 'login').then((captchaToken) => ({ captchaToken }))),
          },
          from(ip),
        );
      for (let guess = 1; guess <= AccountLimits.lockoutFailures; guess += 1)
        await attempt('203.0.113.9', 'Wrong_pass1');
      expect(errorOf(await attempt('203.0.113.9', GOOD_PASSWORD)).message).toBe('密码尝试次数过多，账号被锁定');
      const owner = await attempt('198.51.100.7', GOOD_PASSWORD);
      expect(owner.json().result, owner.body).toBe(true);
    } finally {
      await proxied.close();
    }
  });

  it('answers find password for an unknown account exactly as for a known one', async () => {
    const known = 'known@example.com';
    await registerAccount(t, known);
    const unknown = 'nobody@example.com';
    const knownAnswer = (await sendCode(t, known, 'resetPassword')).json();
    const unknownAnswer = (await sendCode(t, unknown, 'resetPassword')).json();
    expect(unknownAnswer).toEqual(knownAnswer);
    await expect(codeFromOutbox(t, unknown)).rejects.toThrow();
    const guess = await callApi(t, '/usercenter/v3/updatePasswordVerify', { account: unknown, code: '123456' });
    const wrong = await callApi(t, '/usercenter/v3/updatePasswordVerify', { account: known, code: '000001' });
    expect(errorOf(guess)).toEqual(errorOf(wrong));
  });

  it('changing the password ends the other sessions, and asks for the old one', async () => {
    const account = 'devices@example.com';
    const { token: phone } = await registerAccount(t, account);
    const laptop = (await login(t, account, GOOD_PASSWORD)).json().returnValue.token as string;
    const change = (payload: Record<string, string>) =>
      callApi(t, '/usercenter/v3/updatePassword', { token: laptop, ...payload });
    expect(
      errorOf(await change({ oldPassword: 'Wrong_pass1', password: 'Moshu_Ci42', confirmPassword: 'Moshu_Ci42' }))
        .message,
    ).toBe('旧密码不正确');
    expect(
      errorOf(await change({ oldPassword: GOOD_PASSWORD, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD }))
        .message,
    ).toBe('新密码不能与旧密码相同');
    const changed = await change({ oldPassword: GOOD_PASSWORD, password: 'Moshu_Ci42', confirmPassword: 'Moshu_Ci42' });
    expect(changed.json().returnValue).toBe(true);
    expect((await callApi(t, '/usercenter/v3/getuserinfo', { token: laptop })).json().result).toBe(true);
    expect((await callApi(t, '/usercenter/v3/getuserinfo', { token: phone })).json().returnValue).toBe('TOKEN_302');
  });

  it('lets a minor register only with a guardian phone confirmed by code', async () => {
    const account = 'pupil@example.com';
    await sendCode(t, account, 'register');
    const code = await codeFromOutbox(t, account);
    const minor = {
      account,
      code,
      password: GOOD_PASSWORD,
      confirmPassword: GOOD_PASSWORD,
      agreePrivacy: true,
      birthday: `${new Date().getUTCFullYear() - 12}-03-01`,
    };
    const refused = await callApi(t, '/usercenter/v3/register', {
      ...minor,
      captchaToken: await solveSlider(t, 'register'),
    });
    expect(errorOf(refused).code).toBe('GuardianRequired');
    await sendCode(t, '13500135000', 'guardian');
    const accepted = await callApi(t, '/usercenter/v3/register', {
      ...minor,
      guardianMobile: '13500135000',
      guardianCode: await codeFromOutbox(t, '13500135000'),
      captchaToken: await solveSlider(t, 'register'),
    });
    expect(accepted.json().result, accepted.body).toBe(true);
  });

  it('keeps a China-site account on the China site', async () => {
    await registerAccount(t, 'china@example.com');
    const overseas = await login(t, 'china@example.com', GOOD_PASSWORD, { site: 'oversea' });
    expect(errorOf(overseas).message).toBe('中国站账号仅能在中国站登录');
  });

  it('edits the profile with a unique nickname and the section 5 limits', async () => {
    const { token } = await registerAccount(t, 'profile@example.com');
    const other = await registerAccount(t, 'other@example.com', { nickName: '墨香' });
    expect(other.userInfo.nickName).toBe('墨香');
    const profile = {
      token,
      nickName: '书山有路',
      tel: '13812345678',
      gender: 'female',
      birthday: '1988-08-08',
      country: 'CN',
      language: 'zh',
      job: 'teacher',
      signature: '学而时习之',
      interests: ['poetry', 'psc'],
    };
    const saved = await callApi(t, '/usercenter/v3/updateuserinfo', profile);
    expect(saved.json().returnValue, saved.body).toMatchObject({
      nickName: '书山有路',
      signature: '学而时习之',
      needsCompletion: false,
      interests: ['poetry', 'psc'],
    });
    expect(errorOf(await callApi(t, '/usercenter/v3/updateuserinfo', { ...profile, nickName: '墨香' })).message).toBe(
      '该昵称已被占用',
    );
    expect(
      errorOf(await callApi(t, '/usercenter/v3/updateuserinfo', { ...profile, signature: '字'.repeat(41) })).message,
    ).toBe('个性签名最多40个字');
    const check = await callApi(t, '/usercenter/v3/checkNickName', { nickName: '墨香' });
    expect(check.json().returnValue).toEqual({ available: false });
    // A name that would draw as another's (a right-to-left override, a zero-width joiner) is refused.
    for (const nickName of ['\u202e香墨', '墨\u200d香', '墨\u2066香']) {
      expect(errorOf(await callApi(t, '/usercenter/v3/checkNickName', { nickName })).message).toBe(
        '昵称不能含有看不见的排版字符',
      );
    }
    // A NUL never reaches the database (PostgreSQL refuses it; SQLite would store it).
    const nul = await callApi(t, '/usercenter/v3/checkNickName', { nickName: '墨\u0000香' });
    expect(nul.statusCode).toBe(400);
    expect(errorOf(nul).message).toBe('请求参数有误：nickName：含有不可见的控制字符');
    // Twenty characters, counted as the learner sees them: 𪚥 is one character, two UTF-16 units.
    const long = await callApi(t, '/usercenter/v3/updateuserinfo', { ...profile, nickName: '𪚥'.repeat(20) });
    expect(long.json().returnValue?.nickName, long.body).toBe('𪚥'.repeat(20));
  });

  it('asks a China-site account registered by e-mail to bind a mainland mobile before learning', async () => {
    const account = 'bind@example.com';
    const registered = await registerAccount(t, account);
    expect(registered).toMatchObject({ needsMobileBinding: true });
    const { token } = registered;
    const blocked = await callApi(t, '/usercenter/addUserStudyAction', { token, modelCode: '0603' });
    expect(errorOf(blocked).message).toBe('请先绑定中国大陆手机号后继续');
    await registerAccount(t, '13700001111');
    await sendCode(t, '13700001111', 'bindMobile').then((response) =>
      expect(errorOf(response).message).toBe('手机号已被绑定'),
    );
    await sendCode(t, '13700002222', 'bindMobile');
    const bound = await callApi(t, '/usercenter/v3/bindUnique', {
      token,
      account: '13700002222',
      code: await codeFromOutbox(t, '13700002222'),
    });
    expect(bound.json().returnValue).toMatchObject({ mobile: '13700002222', email: account });
    expect((await callApi(t, '/usercenter/addUserStudyAction', { token, modelCode: '0603' })).json().result).toBe(true);
    expect((await login(t, account, GOOD_PASSWORD)).json().returnValue.needsMobileBinding).toBe(false);
  });

  it('records study actions with the model codes of section 7 only', async () => {
    const { token } = await registerAccount(t, '13788889999');
    for (const modelCode of ['0603', '030103', '0603']) {
      expect((await callApi(t, '/usercenter/addUserStudyAction', { token, modelCode })).json().returnValue).toBe(true);
    }
    const refused = await callApi(t, '/usercenter/addUserStudyAction', { token, modelCode: '9999' });
    expect(refused.json()).toMatchObject({ result: false, code: 'InvalidPayload' });
    const records = (await callApi(t, '/usercenter/v3/studyRecords', { token, pageSize: 2 })).json().returnValue;
    expect(records.total).toBe(3);
    expect(records.list).toHaveLength(2);
    expect(records.byModel).toEqual({ '0603': 2, '030103': 1 });
  });
});

describe('reference lists', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('lists countries and regions in five languages, China first', async () => {
    const list = (await callApi(t, '/usercenter/v3/countrylist', {})).json().returnValue as {
      code: string;
      names: Record<string, string>;
    }[];
    expect(list.length).toBeGreaterThan(240);
    expect(list[0]).toMatchObject({ code: 'CN', names: { zh: '中国' } });
    expect(list.find((country) => country.code === 'TW')?.names.zh).toBe('中国台湾');
    expect(list.find((country) => country.code === 'FR')?.names).toMatchObject({ zh: '法国', en: 'France' });
  });

  it('lists native languages and occupations with names in every interface language', async () => {
    const languages = (await callApi(t, '/usercenter/v3/languagelist', {})).json().returnValue;
    expect(languages.find((language: { code: string }) => language.code === 'ug').names).toMatchObject({
      zh: '维吾尔语',
      en: 'Uyghur',
    });
    const works = (await callApi(t, '/usercenter/v3/worklist', {})).json().returnValue;
    for (const work of works) expect(Object.keys(work.names).sort()).toEqual(['en', 'ja', 'ko', 'ru', 'zh']);
  });
});

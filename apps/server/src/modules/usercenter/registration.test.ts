import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountLimits } from '@hanyu/contracts/constants/account';
import { codeFromOutbox, GOOD_PASSWORD, login, solveSlider } from '../../test/accounts.ts';
import { testDialects } from '../../test/databases.ts';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app.ts';

const errorOf = (response: { json(): unknown }) => response.json() as { code: string; message: string };
const MINOR_BIRTHDAY = `${new Date().getUTCFullYear() - 13}-03-01`;

/**
 * Registration for every learner (docs/decisions/044): a minor's guardian confirms by a code on a
 * mobile number of any listed region or, where the learner registers with e-mail or overseas, by
 * e-mail; one slider pays for the whole registration and for nothing after it.
 */
describe.each(testDialects)('registration on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
  });
  afterAll(() => t.close());

  const send = (captchaToken: string, account: string, purpose: string, extra: Record<string, unknown> = {}) =>
    callApi(t, '/usercenter/v3/sendcode', { account, purpose, captchaToken, ...extra });
  const register = (payload: Record<string, unknown>) =>
    callApi(t, '/usercenter/v3/register', {
      password: GOOD_PASSWORD,
      confirmPassword: GOOD_PASSWORD,
      agreePrivacy: true,
      birthday: MINOR_BIRTHDAY,
      ...payload,
    });
  const ok = (response: { json(): { result: boolean }; body: string }) =>
    expect(response.json().result, response.body).toBe(true);

  it('registers a minor whose guardian confirms on a Hong Kong number, with one slider for everything', async () => {
    const account = 'hk.pupil@example.com';
    const pass = await solveSlider(t, 'register');
    ok(await send(pass, account, 'register'));
    // The guardian's code: +852 and 8 digits, typed with a space; it goes to the E.164 address.
    const sent = await send(pass, '9123 4567', 'guardian', { country: 'HK' });
    expect(sent.json().returnValue).toMatchObject({ channel: 'sms' });
    const registered = await register({
      account,
      code: await codeFromOutbox(t, account),
      guardianCountry: 'HK',
      guardianMobile: '91234567',
      guardianCode: await codeFromOutbox(t, '+85291234567'),
      captchaToken: pass,
    });
    ok(registered);
    const { token } = registered.json().returnValue;
    const profile = (await callApi(t, '/usercenter/v3/getuserinfo', { token })).json().returnValue;
    expect(profile).toMatchObject({ birthday: MINOR_BIRTHDAY, guardianContact: '+852 ****4567', missing: ['contact'] });
    const row = await t.database.db
      .selectFrom('user_account')
      .select(['guardian_mobile', 'guardian_email'])
      .where('email', '=', account)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ guardian_mobile: '+85291234567', guardian_email: null });
    expect((await login(t, account, GOOD_PASSWORD)).json().result).toBe(true);
    // The account is made: the slider behind it pays for nothing more, of any purpose.
    expect(errorOf(await send(pass, 'next.pupil@example.com', 'register')).code).toBe('SliderFailed');
    expect(errorOf(await send(pass, '61234567', 'guardian', { country: 'MO' })).code).toBe('SliderFailed');
    expect(errorOf(await send(pass, account, 'login')).code).toBe('SliderFailed');
  });

  it('registers a minor whose guardian confirms by e-mail, when the learner registers with e-mail', async () => {
    const account = 'mail.pupil@example.com';
    const pass = await solveSlider(t, 'register');
    ok(await send(pass, account, 'register'));
    expect((await send(pass, 'Parent@Example.com', 'guardian')).json().returnValue).toMatchObject({ channel: 'email' });
    const registered = await register({
      account,
      code: await codeFromOutbox(t, account),
      guardianEmail: 'Parent@Example.com',
      guardianCode: await codeFromOutbox(t, 'parent@example.com'),
      captchaToken: pass,
    });
    ok(registered);
    const profile = (
      await callApi(t, '/usercenter/v3/getuserinfo', { token: registered.json().returnValue.token })
    ).json().returnValue;
    expect(profile.guardianContact).toBe('p***@example.com');
  });

  it('lets a guardian confirm by e-mail on the overseas site, not for a mainland mobile on the China site', async () => {
    const learner = '13812340001';
    const pass = await solveSlider(t, 'register');
    ok(await send(pass, learner, 'register'));
    ok(await send(pass, 'guardian.cn@example.com', 'guardian'));
    const code = await codeFromOutbox(t, learner);
    const guardianCode = await codeFromOutbox(t, 'guardian.cn@example.com');
    const attempt = (site: string) =>
      register({
        account: learner,
        code,
        guardianEmail: 'guardian.cn@example.com',
        guardianCode,
        site,
        captchaToken: pass,
      });
    expect(errorOf(await attempt('cn'))).toMatchObject({
      code: 'GuardianPhoneRequired',
      message: '用手机号注册中国站账号的未成年人，须由监护人手机号验证',
    });
    // The refusal used up neither code nor slider: the same learner registers overseas.
    ok(await attempt('oversea'));
  });

  it('answers each bad guardian number or address with its own message, never a 500', async () => {
    const pass = await solveSlider(t, 'register');
    const cases: [Record<string, unknown>, string][] = [
      // Hong Kong: 8 digits, and not a fixed line (2, 3).
      [{ account: '1234567', country: 'HK' }, '手机号与所选国家或地区不符'],
      [{ account: '21234567', country: 'HK' }, '手机号与所选国家或地区不符'],
      [{ account: '+44 7400 123456', country: 'HK' }, '手机号与所选国家或地区不符'],
      [{ account: '915551234', country: 'US' }, '手机号与所选国家或地区不符'],
      [{ account: '9123abcd', country: 'HK' }, '手机号与所选国家或地区不符'],
      // The mainland keeps the spec's pattern and messages.
      [{ account: '12345678901', country: 'CN' }, '手机号格式错误'],
      [{ account: '12345678901' }, '手机号格式错误'],
      [{ account: '', country: 'HK' }, '请输入手机号'],
      [{ account: '' }, '账号或密码不能为空！'],
      [{ account: '91234567', country: 'XX' }, '请选择手机号的国家或地区'],
    ];
    for (const [payload, message] of cases) {
      const response = await callApi(t, '/usercenter/v3/sendcode', {
        purpose: 'guardian',
        captchaToken: pass,
        ...payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBeLessThan(500);
      expect(errorOf(response).message, JSON.stringify(payload)).toBe(message);
    }
    // Only a guardian's code goes to a number outside the mainland: a learner's account is the spec's.
    const own = await callApi(t, '/usercenter/v3/sendcode', {
      account: '91234567',
      country: 'HK',
      purpose: 'register',
      captchaToken: pass,
    });
    expect(errorOf(own).message).toBe('手机号格式错误');

    const base = { account: 'bad.guardian@example.com', code: '123456', guardianCode: '123456', captchaToken: pass };
    const refusals: [Record<string, unknown>, string][] = [
      [{ guardianCountry: 'HK', guardianMobile: '9123456' }, 'PhoneFormatForRegion'],
      [{ guardianCountry: 'HK', guardianMobile: '' }, 'MobileRequired'],
      [{ guardianMobile: '91234567' }, 'MobileFormat'],
      [{ guardianCountry: 'GB', guardianMobile: '020 7946 0000' }, 'PhoneFormatForRegion'],
      [{ guardianCountry: 'ZZ', guardianMobile: '91234567' }, 'PhoneRegionUnknown'],
      [{ guardianEmail: 'parent@' }, 'EmailFormat'],
      [{ guardianCountry: 'HK', guardianMobile: '91234567', guardianEmail: 'p@example.com' }, 'GuardianOneChannel'],
      [{ guardianEmail: 'bad.guardian@example.com' }, 'GuardianIsLearner'],
      [{}, 'GuardianRequired'],
      [{ guardianCountry: 'HK', guardianMobile: '91234567', guardianCode: undefined }, 'GuardianRequired'],
    ];
    for (const [payload, code] of refusals) {
      const response = await register({ ...base, ...payload });
      expect(response.statusCode, JSON.stringify(payload)).toBeLessThan(500);
      expect(errorOf(response).code, JSON.stringify(payload)).toBe(code);
    }
  });

  it('accepts each region by its own rules, in the forms people type', async () => {
    const pass = await solveSlider(t, 'register');
    ok(await send(pass, '0912 345 678', 'guardian', { country: 'TW' }));
    ok(await send(pass, '+1 (201) 555-0123', 'guardian', { country: 'US' }));
    const addresses = await t.database.db
      .selectFrom('verification_code')
      .select('account')
      .where('purpose', '=', 'guardian')
      .where('account', 'in', ['+886912345678', '+12015550123'])
      .execute();
    expect(addresses.map((row) => row.account).sort()).toEqual(['+12015550123', '+886912345678']);
  });

  it('bounds a pass: its codes, its guardians, its one account and its time', async () => {
    const pass = await solveSlider(t, 'register');
    const ttl = await t.store.ttl(`captcha:token:${pass}`);
    expect(ttl).toBeGreaterThan(0);
    ok(await send(pass, 'bounded@example.com', 'register'));
    const passTtl = (await t.store.ttl(`captcha:pass:${pass}`)) ?? 0;
    expect(passTtl).toBeGreaterThan(AccountLimits.registrationPassTtlMs - 10_000);
    expect(passTtl).toBeLessThanOrEqual(AccountLimits.registrationPassTtlMs);
    // One account per pass: another learner's code asks for a new slider.
    expect(errorOf(await send(pass, 'someone.else@example.com', 'register')).code).toBe('SliderRequired');
    // Two guardians (a typo corrected); a third asks for a new slider, and asking again does not help.
    ok(await send(pass, '51234567', 'guardian', { country: 'HK' }));
    ok(await send(pass, '51234568', 'guardian', { country: 'HK' }));
    expect(errorOf(await send(pass, '51234569', 'guardian', { country: 'HK' })).code).toBe('SliderRequired');
    expect(errorOf(await send(pass, '51234569', 'guardian', { country: 'HK' })).code).toBe('SliderRequired');
    // Four codes in all (the refused ones above were not sent); the fifth asks for a new slider.
    await t.store.delete(`code:cooldown:guardian:+85251234567:127.0.0.1`);
    ok(await send(pass, '51234567', 'guardian', { country: 'HK' }));
    expect(errorOf(await send(pass, '51234568', 'guardian', { country: 'HK' })).code).toBe('SliderRequired');
    // A pass that has run out of time is gone: the registration asks for a new slider.
    await t.store.delete(`captcha:pass:${pass}`);
    const late = await register({
      account: 'bounded@example.com',
      code: await codeFromOutbox(t, 'bounded@example.com'),
      birthday: '1990-01-01',
      captchaToken: pass,
    });
    expect(errorOf(late).code).toBe('SliderFailed');
  });

  it('keeps the pass through a wrong code, so the learner types it again without a new slider', async () => {
    const account = 'typo@example.com';
    const pass = await solveSlider(t, 'register');
    ok(await send(pass, account, 'register'));
    const code = await codeFromOutbox(t, account);
    const adult = { account, birthday: '1990-01-01', captchaToken: pass };
    const wrong = await register({ ...adult, code: code === '000000' ? '111111' : '000000' });
    expect(errorOf(wrong).code).toBe('CodeInvalid');
    ok(await register({ ...adult, code }));
  });
});

import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { defineContract } from '@hanyu/contracts/protocol/contract';
import type { Session } from '../auth/session-repository.ts';
import { hashSessionToken, newSessionToken } from '../auth/session-token.ts';
import { buildTestApp, callApi, gatewayClientFor, type TestApp } from '../../test/test-app.ts';
import { apiRoute } from './api-route.ts';

// Probe routes exercise the protocol layer the way feature modules will use it.
const Echo = defineContract({
  path: '/test/echo',
  access: 'public',
  payload: {
    word: z.string().min(1),
    count: z.number().int().optional(),
    // A contract's own Chinese message may carry a Latin example.
    code: z
      .string()
      .regex(/^E\d{2}$/u, '编号应为“E”加两位数字，如 E21')
      .optional(),
  },
  response: z.object({ word: z.string(), total: z.union([z.number(), z.string()]) }),
});
const Mine = defineContract({ path: '/test/mine', access: 'login', payload: {}, response: z.string() });
const Maybe = defineContract({ path: '/test/maybe', access: 'optional-login', payload: {}, response: z.string() });
const Anyone = defineContract({ path: '/test/anyone', access: 'public', payload: {}, response: z.string() });
const Broken = defineContract({ path: '/test/broken', access: 'public', payload: {}, response: z.string() });
const Mobile = defineContract({
  path: '/test/mobile',
  access: 'public',
  payload: { mobile: z.string({ error: 'MobileRequired' }).regex(/^1[3-9]\d{9}$/, 'MobileFormat') },
  response: z.boolean(),
});

describe('protocol envelope and payloads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      routes: (app) => {
        apiRoute(app, Echo, async ({ payload }) => ({ word: payload.word, total: String(payload.count ?? 0) }));
        // The session is typed by the access rule: tsc fails here if a login route's could be null.
        apiRoute(app, Mine, async ({ session }) => {
          expectTypeOf(session).toEqualTypeOf<Session>();
          return session.userId;
        });
        apiRoute(app, Maybe, async ({ session }) => {
          expectTypeOf(session).toEqualTypeOf<Session | null>();
          return session?.userId ?? 'visitor';
        });
        apiRoute(app, Anyone, async ({ session }) => {
          expectTypeOf(session).toEqualTypeOf<null>();
          return String(session);
        });
        apiRoute(app, Broken, async () => {
          throw new Error('SELECT secret FROM users -- boom');
        });
        apiRoute(app, Mobile, async () => true);
      },
    });
  });
  afterAll(() => t.close());

  it('answers the same in json mode and form mode, with the envelope and a numeric total', async () => {
    for (const mode of ['json', 'form'] as const) {
      const response = await callApi(
        t,
        '/test/echo',
        { word: '你好', count: 12, token: '', appCode: 'website' },
        { mode },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        result: true,
        code: '0',
        returnValue: { word: '你好', total: 12 },
        message: '',
      });
    }
  });

  it('serves only under the configured environment prefix', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/prod/test/echo', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ result: false, code: 'NotFound' });
  });

  it('refuses unknown fields, naming them', async () => {
    const response = await callApi(t, '/test/echo', { word: 'x', sneaky: 1 });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({
      result: false,
      code: 'InvalidPayload',
      returnValue: { issues: [{ path: 'sneaky' }] },
    });
    expect(body.message).toContain('sneaky');
  });

  it('explains a wrong type with the field name', async () => {
    const response = await callApi(t, '/test/echo', { word: 5 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^请求参数有误：word：/);
  });

  it('says what is wrong in Chinese only: no English validation text inside a Chinese message', async () => {
    for (const payload of [{ word: 5 }, { word: '' }, { word: 'x', count: 1.5 }, { word: 'x', sneaky: 1 }, {}]) {
      const message = (await callApi(t, '/test/echo', payload)).json().message as string;
      // Field names are the only Latin text left.
      expect(message.replace(/\b(word|count|sneaky)\b/g, ''), JSON.stringify(payload)).not.toMatch(/[A-Za-z]/);
    }
    expect((await callApi(t, '/test/echo', {})).json().message).toBe('请求参数有误：word：不能为空');
    expect((await callApi(t, '/test/echo', { word: 5 })).json().message).toBe('请求参数有误：word：类型不正确');
  });

  it('keeps a contract’s own Chinese message whole, its Latin example too', async () => {
    const response = await callApi(t, '/test/echo', { word: 'x', code: 'X1' });
    expect(response.json().message).toBe('请求参数有误：code：编号应为“E”加两位数字，如 E21');
  });

  it('refuses control characters and lone surrogates in any text, naming the field in Chinese', async () => {
    for (const word of ['a\u0000b', 'bell\u0007', 'c1\u0085', 'half\ud800', '\udc00tail']) {
      const response = await callApi(t, '/test/echo', { word });
      expect(response.statusCode, JSON.stringify(word)).toBe(400);
      expect(response.json()).toMatchObject({
        result: false,
        code: 'InvalidPayload',
        returnValue: { issues: [{ path: 'word' }] },
      });
      expect(response.json().message).toMatch(/^请求参数有误：word：[^A-Za-z]+$/);
    }
    // Line breaks and tabs are text; a character outside the BMP is a pair, not a lone half.
    const multiline = await callApi(t, '/test/echo', { word: '第一行\n第二行\t𪚥' });
    expect(multiline.json().returnValue.word).toBe('第一行\n第二行\t𪚥');
  });

  it('stores text in one Unicode form (NFC), whichever form the keyboard sent', async () => {
    const response = await callApi(t, '/test/echo', { word: 'ce\u0301' });
    expect(response.json().returnValue.word).toBe('c\u00e9');
  });

  it('refuses a payload nested deeper than any contract, without a server error', async () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 1000; i += 1) deep = [deep];
    const response = await callApi(t, '/test/echo', { word: 'x', count: deep });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
    expect(response.json()).toMatchObject({ result: false, code: 'InvalidPayload' });
  });

  it("answers with the spec's own message where the contract names one", async () => {
    const wrong = await callApi(t, '/test/mobile', { mobile: '12345' });
    expect(wrong.json()).toMatchObject({ code: 'MobileFormat', message: '手机号格式错误' });
    const missing = await callApi(t, '/test/mobile', {});
    expect(missing.json()).toMatchObject({ code: 'MobileRequired', message: '请输入手机号' });
  });

  it('gives a clear error for broken JSON, a non-object body, a form without params and an unknown media type', async () => {
    const cases = [
      { body: '{"word":', type: 'application/json', code: 'InvalidPayload' },
      { body: '[1,2]', type: 'application/json', code: 'InvalidPayload' },
      { body: 'word=x', type: 'application/x-www-form-urlencoded', code: 'InvalidPayload' },
      { body: 'params=%7Bbroken', type: 'application/x-www-form-urlencoded', code: 'InvalidPayload' },
      { body: 'hello', type: 'text/plain', code: 'UnsupportedMediaType' },
    ];
    for (const { body, type, code } of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/dev/test/echo',
        payload: body,
        headers: { 'content-type': type, ...gatewayClientFor(t.config).sign({ path: '/dev/test/echo', body }) },
      });
      expect(response.statusCode, body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, body).toBeLessThan(500);
      expect(response.json(), body).toMatchObject({ result: false, code });
    }
  });

  it('refuses a body over the limit with 413', async () => {
    // Signed, so the headers pass and the body is read: the limit is what stops it.
    const body = JSON.stringify({ word: 'x'.repeat(t.config.bodyLimitBytes) });
    const response = await t.app.inject({
      method: 'POST',
      url: '/dev/test/echo',
      payload: body,
      headers: {
        'content-type': 'application/json',
        ...gatewayClientFor(t.config).sign({ path: '/dev/test/echo', body }),
      },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PayloadTooLarge');
  });

  it('hides server faults behind a request id: no stack, no SQL', async () => {
    const response = await callApi(t, '/test/broken', {});
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toMatchObject({ result: false, code: 'InternalError', message: '服务器内部错误，获取数据失败' });
    expect(body.requestId).toBe(response.headers['x-request-id']);
    expect(response.body).not.toMatch(/SELECT|boom|at .*\.ts/);
  });

  it('asks for login on a login route without a token, and reports an unknown token as an expired session', async () => {
    const none = await callApi(t, '/test/mine', {});
    expect(none.json()).toMatchObject({ result: false, code: 'LoginRequired', returnValue: 'TOKEN_301' });
    const stale = await callApi(t, '/test/mine', { token: 'not-a-session' });
    expect(stale.json()).toEqual({
      result: false,
      code: 'SessionExpired',
      returnValue: 'TOKEN_302',
      message: '登录过期，请重新登陆',
    });
  });

  it('tells an expired session (TOKEN_301) from one ended on the server (TOKEN_302)', async () => {
    const expired = newSessionToken();
    await t.app.platform.sessions.create(hashSessionToken(expired), 'user-8', new Date(Date.now() - 1));
    expect((await callApi(t, '/test/mine', { token: expired })).json()).toEqual({
      result: false,
      code: 'SessionExpired',
      returnValue: 'TOKEN_301',
      message: '登录过期，请重新登陆',
    });
    const revoked = newSessionToken();
    await t.app.platform.sessions.create(hashSessionToken(revoked), 'user-8', new Date(Date.now() + 60_000));
    await t.app.platform.sessions.revoke(hashSessionToken(revoked));
    expect((await callApi(t, '/test/mine', { token: revoked })).json()).toMatchObject({ returnValue: 'TOKEN_302' });
  });

  it('hands the session to a login route when the token is live', async () => {
    const token = newSessionToken();
    await t.app.platform.sessions.create(hashSessionToken(token), 'user-7', new Date(Date.now() + 60_000));
    const response = await callApi(t, '/test/mine', { token });
    expect(response.json()).toMatchObject({ result: true, returnValue: 'user-7' });
  });

  it('reads a token on an optional-login route, refusing none, and none at all on a public route', async () => {
    const token = newSessionToken();
    await t.app.platform.sessions.create(hashSessionToken(token), 'user-9', new Date(Date.now() + 60_000));
    expect((await callApi(t, '/test/maybe', { token })).json()).toMatchObject({ returnValue: 'user-9' });
    expect((await callApi(t, '/test/maybe', {})).json()).toMatchObject({ returnValue: 'visitor' });
    expect((await callApi(t, '/test/maybe', { token: 'not-a-session' })).json()).toMatchObject({
      result: true,
      returnValue: 'visitor',
    });
    expect((await callApi(t, '/test/anyone', { token })).json()).toMatchObject({ result: true, returnValue: 'null' });
  });

  it('takes a call of the overseas apps, with their blank token, as a visitor', async () => {
    for (const appCode of ['overseaTeacher', 'overseaStudent']) {
      const blank = { token: '', appCode };
      expect((await callApi(t, '/test/echo', { word: '你好', ...blank })).json()).toMatchObject({
        result: true,
        returnValue: { word: '你好' },
      });
      expect((await callApi(t, '/test/maybe', blank)).json()).toMatchObject({ result: true, returnValue: 'visitor' });
      expect((await callApi(t, '/test/mine', blank)).json()).toEqual({
        result: false,
        code: 'LoginRequired',
        returnValue: 'TOKEN_301',
        message: expect.any(String),
      });
    }
  });

  it("sends OWASP's API security headers with answers, and helmet's full set with pages and files", async () => {
    const api = await callApi(t, '/test/echo', { word: 'x' });
    expect(api.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-frame-options': 'DENY',
    });
    // HSTS only over HTTPS (web-app.test.ts): this answer came over plain HTTP.
    expect(api.headers['strict-transport-security']).toBeUndefined();
    const page = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });
});

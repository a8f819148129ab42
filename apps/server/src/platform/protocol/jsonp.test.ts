import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineContract } from '@hanyu/contracts/protocol/contract';
import { hashSessionToken, newSessionToken } from '../auth/session-token.ts';
import { testDialects } from '../../test/databases.ts';
import { buildTestApp, callApi, gatewayClientFor, type TestApp } from '../../test/test-app.ts';
import { apiRoute } from './api-route.ts';
import { isCallbackName, jsonpScript } from './jsonp.ts';

const Greet = defineContract({
  path: '/test/greet',
  access: 'public',
  payload: { word: z.string().min(1) },
  response: z.object({ word: z.string(), total: z.union([z.number(), z.string()]) }),
});
const Mine = defineContract({ path: '/test/mine', access: 'login', payload: {}, response: z.string() });
const Maybe = defineContract({ path: '/test/maybe', access: 'optional-login', payload: {}, response: z.string() });

const PARTNERS = 'partner-a:group-1,partner-b:group-2';

function routes(app: TestApp['app']): void {
  apiRoute(app, Greet, async ({ payload }) => ({ word: payload.word, total: '3' }));
  apiRoute(app, Mine, async ({ session }) => session.userId);
  apiRoute(app, Maybe, async ({ session }) => session?.userId ?? 'visitor');
}

/** A jsonp call as a partner makes it: signed over the path, the query and the body. */
function jsonp(t: TestApp, path: string, query: Record<string, string>, payload: unknown, sign = true) {
  const url = `/${t.config.apiEnv}/jsonp${path}`;
  const search = new URLSearchParams(query);
  const body = JSON.stringify(payload);
  const headers = sign ? gatewayClientFor(t.config).sign({ path: url, query: search, body }) : {};
  return t.app.inject({
    method: 'POST',
    url: `${url}?${search.toString()}`,
    payload: body,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** Runs the script the way a partner's page would, with the callback it named. */
function runScript(script: string, callbackName = 'onAnswer'): unknown {
  let received: unknown;
  new Function(callbackName, script)((envelope: unknown) => {
    received = envelope;
  });
  return received;
}

const PARTNER = { callback: 'onAnswer', appId: 'partner-a', groupId: 'group-1' };

describe.each(testDialects)('jsonp variant (%s)', (dialect) => {
  let t: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: { JSONP_PARTNERS: PARTNERS }, routes });
    off = await buildTestApp({ dialect, routes });
  });
  afterAll(async () => {
    await t.close();
    await off.close();
  });

  it('answers a public call of a registered partner as a script calling its function', async () => {
    const response = await jsonp(t, '/test/greet', PARTNER, { word: '你好' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body.startsWith('/**/ onAnswer(')).toBe(true);
    expect(runScript(response.body)).toEqual({
      result: true,
      code: '0',
      returnValue: { word: '你好', total: 3 },
      message: '',
    });
    // The same route answers its ordinary POST as before.
    expect((await callApi(t, '/test/greet', { word: '好' })).json()).toMatchObject({ result: true });
  });

  it("wraps the route's own error in the script, so the partner reads the code", async () => {
    const response = await jsonp(t, '/test/greet', PARTNER, { word: '', sneaky: 1 });
    expect(response.statusCode).toBe(200);
    expect(runScript(response.body)).toMatchObject({ result: false, code: 'InvalidPayload' });
  });

  it('keeps text that could end a script tag or a line inside the string', async () => {
    const word = '</script><script>alert(1)</script>\u2028';
    const response = await jsonp(t, '/test/greet', PARTNER, { word });
    expect(response.body).not.toContain('</script>');
    expect(response.body).not.toContain('\u2028');
    expect(runScript(response.body)).toMatchObject({ returnValue: { word } });
    expect(jsonpScript('a.b', { result: true, code: '0', returnValue: '<', message: '' })).toBe(
      '/**/ a.b({"result":true,"code":"0","returnValue":"\\u003c","message":""});',
    );
  });

  it('refuses a callback that is not a plain function name, in JSON', async () => {
    for (const callback of ['', 'alert(1)//', 'a b', 'x;y', '1abc', 'a..b', 'a['.padEnd(10, 'x'), 'x'.repeat(65)]) {
      const response = await jsonp(t, '/test/greet', { ...PARTNER, callback }, { word: '好' });
      expect(response.statusCode, callback).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toMatchObject({ result: false, code: 'JsonpCallbackInvalid' });
    }
    const none = await jsonp(t, '/test/greet', { appId: 'partner-a', groupId: 'group-1' }, { word: '好' });
    expect(none.json()).toMatchObject({ code: 'JsonpCallbackInvalid' });
    for (const name of ['cb', '$jsonp_12', 'handlers.onTotal', '_a.$b.c'])
      expect(isCallbackName(name), name).toBe(true);
  });

  it('refuses a partner not registered, or one naming another partner’s group', async () => {
    const queries: Record<string, string>[] = [
      { ...PARTNER, appId: 'stranger' },
      { ...PARTNER, groupId: 'group-2' },
      { callback: 'onAnswer', appId: 'partner-a' },
      { callback: 'onAnswer' },
    ];
    for (const query of queries) {
      const response = await jsonp(t, '/test/greet', query, { word: '好' });
      expect(response.statusCode, JSON.stringify(query)).toBe(403);
      expect(response.json()).toMatchObject({ result: false, code: 'JsonpPartnerUnknown' });
    }
    const second = await jsonp(
      t,
      '/test/greet',
      { callback: 'cb', appId: 'partner-b', groupId: 'group-2' },
      { word: '好' },
    );
    expect(runScript(second.body, 'cb')).toMatchObject({ result: true });
  });

  it('serves public routes only: a route that reads or needs a login is refused, an unknown one is not found', async () => {
    const token = newSessionToken();
    await t.app.platform.sessions.create(hashSessionToken(token), 'user-1', new Date(Date.now() + 60_000));
    for (const path of ['/test/mine', '/test/maybe']) {
      const response = await jsonp(t, path, PARTNER, { token });
      expect(response.statusCode, path).toBe(403);
      expect(response.json()).toMatchObject({ result: false, code: 'JsonpRouteNotPublic' });
    }
    const unknown = await jsonp(t, '/test/nothing', PARTNER, {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NotFound' });
  });

  it('is signed like every call: no signature, or a query changed after signing, is refused', async () => {
    const unsigned = await jsonp(t, '/test/greet', PARTNER, { word: '好' }, false);
    expect(unsigned.statusCode).toBe(401);
    const url = `/${t.config.apiEnv}/jsonp/test/greet`;
    const body = JSON.stringify({ word: '好' });
    const headers = gatewayClientFor(t.config).sign({ path: url, query: new URLSearchParams(PARTNER), body });
    const tampered = await t.app.inject({
      method: 'POST',
      url: `${url}?${new URLSearchParams({ ...PARTNER, callback: 'other' }).toString()}`,
      payload: body,
      headers: { 'content-type': 'application/json', ...headers },
    });
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json()).toMatchObject({ code: 'GatewaySignatureInvalid' });
  });

  it('does not exist without JSONP_PARTNERS', async () => {
    const response = await jsonp(off, '/test/greet', PARTNER, { word: '好' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NotFound' });
  });
});

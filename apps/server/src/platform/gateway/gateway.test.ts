import { createHash, createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects, type TestDatabase } from '../../test/databases.ts';
import { buildTestApp, createTestStore, testStoreKinds, type TestApp } from '../../test/test-app.ts';
import { testEnv } from '../../test/test-env.ts';

/**
 * An independent implementation of the signing rule, written from the rule's text with node:crypto
 * only, so the server is checked against the rule rather than against its own signer.
 */
function independentSign(
  secret: string,
  appId: string,
  request: { path: string; query?: Record<string, string>; body: string; nonce?: string; timestamp?: number },
): Record<string, string> {
  const nonce = request.nonce ?? randomUUID();
  const timestamp = String(request.timestamp ?? Date.now());
  const sortedQuery = Object.keys(request.query ?? {})
    .sort()
    .map((key) => `${key}=${request.query?.[key]}`)
    .join('&');
  const resource = sortedQuery ? `${request.path}?${sortedQuery}` : request.path;
  const md5 = request.body ? createHash('md5').update(Buffer.from(request.body, 'utf8')).digest('base64') : '';
  const toSign = [resource, nonce, timestamp, appId, md5].filter((value) => value !== '').join('|');
  const headers: Record<string, string> = {
    'S-Auth-Version': '1',
    'S-Auth-Nonce': nonce,
    'S-Auth-Timestamp': timestamp,
    'S-Auth-Stage': 'RELEASE',
    'S-Auth-AppId': appId,
    'S-Auth-Signature': createHmac('sha256', secret).update(toSign, 'utf8').digest('base64'),
  };
  if (md5) headers['S-Content-MD5'] = md5;
  return headers;
}

const PATH = '/dev/portal/checkOverseaIp';
const BODY = JSON.stringify({ appCode: 'website', clientType: 'web' });

function send(t: TestApp, headers: Record<string, string>, overrides: { url?: string; body?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: overrides.url ?? PATH,
    payload: overrides.body ?? BODY,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function sign(t: TestApp, request: Parameters<typeof independentSign>[2]) {
  return independentSign(t.config.gateway.appSecret, t.config.gateway.appId, request);
}

describe.each(testStoreKinds)('gateway signature (%s store)', (storeKind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ storeKind });
  });
  afterAll(() => t.close());

  it('accepts a request signed by an independent implementation, with and without a query', async () => {
    expect((await send(t, sign(t, { path: PATH, body: BODY }))).json()).toMatchObject({ result: true, code: '0' });
    const query = { z: '9', a: '你好' };
    const url = `${PATH}?z=9&a=${encodeURIComponent('你好')}`;
    expect((await send(t, sign(t, { path: PATH, query, body: BODY }), { url })).statusCode).toBe(200);
  });

  it.each([
    ['a changed body byte', { body: BODY.replace('web"', 'wed"') }],
    ['a changed path', { url: '/dev/portal/checkOverseaIP' }],
    ['a changed query', { url: `${PATH}?a=1` }],
  ])('refuses %s', async (_name, overrides) => {
    const headers = sign(t, { path: PATH, body: BODY });
    const response = await send(t, headers, overrides);
    expect(response.statusCode).toBeGreaterThanOrEqual(401);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().result).toBe(false);
  });

  it('refuses a changed nonce or timestamp with 401', async () => {
    const headers = sign(t, { path: PATH, body: BODY });
    const otherNonce = await send(t, { ...headers, 'S-Auth-Nonce': randomUUID() });
    expect(otherNonce.statusCode).toBe(401);
    expect(otherNonce.json().code).toBe('GatewaySignatureInvalid');
    const otherTime = await send(t, {
      ...headers,
      'S-Auth-Timestamp': String(Number(headers['S-Auth-Timestamp']) - 1),
    });
    expect(otherTime.statusCode).toBe(401);
    expect(otherTime.json().code).toBe('GatewaySignatureInvalid');
  });

  it('refuses a timestamp more than five minutes away, even when correctly signed', async () => {
    const stale = await send(t, sign(t, { path: PATH, body: BODY, timestamp: Date.now() - 5 * 60_000 - 2_000 }));
    expect(stale.statusCode).toBe(401);
    expect(stale.json().code).toBe('GatewayTimestampExpired');
    const future = await send(t, sign(t, { path: PATH, body: BODY, timestamp: Date.now() + 5 * 60_000 + 2_000 }));
    expect(future.json().code).toBe('GatewayTimestampExpired');
  });

  it('refuses a replay', async () => {
    const headers = sign(t, { path: PATH, body: BODY });
    expect((await send(t, headers)).statusCode).toBe(200);
    const replay = await send(t, headers);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({
      code: 'GatewayNonceReplayed',
      message: '请求已被使用过（重放），请重新发起',
    });
  });

  it('names a missing header, and refuses a wrong secret and an unknown app', async () => {
    const headers = sign(t, { path: PATH, body: BODY });
    const { ['S-Auth-Signature']: _omitted, ...unsigned } = headers;
    const missing = await send(t, unsigned);
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toContain('S-Auth-Signature');
    const wrongSecret = independentSign('some-other-secret-000', t.config.gateway.appId, { path: PATH, body: BODY });
    expect((await send(t, wrongSecret)).json().code).toBe('GatewaySignatureInvalid');
    const otherApp = independentSign(t.config.gateway.appSecret, 'intruder', { path: PATH, body: BODY });
    expect((await send(t, otherApp)).json().code).toBe('GatewayUnknownApp');
  });

  it('refuses a body digest header that does not match the body', async () => {
    const headers = sign(t, { path: PATH, body: BODY });
    const response = await send(t, { ...headers, 'S-Content-MD5': createHash('md5').update('x').digest('base64') });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a signed request whose body was changed on the way (signature still over the sent digest)', async () => {
    const headers = sign(t, { path: PATH, body: BODY });
    const response = await send(t, headers, { body: BODY.replace('web', 'bot') });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('GatewaySignatureInvalid');
  });

  it('checks the signature before the body is parsed: an unsigned call is 401 whatever it carries', async () => {
    for (const [type, body] of [
      ['application/json', '{"broken": '],
      ['application/json', JSON.stringify({ padding: 'x'.repeat(900_000) })],
      ['application/x-www-form-urlencoded', 'params=%7Bnot-json'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="f"\r\n\r\n1\r\n--x--'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: PATH,
        payload: body,
        headers: { 'content-type': type },
      });
      expect(response.statusCode, type).toBe(401);
      expect(response.json(), type).toMatchObject({ result: false, code: 'GatewaySignatureMissing' });
    }
  });
});

describe('gateway off (GATEWAY_AUTH=off)', () => {
  it('serves unsigned calls for local tools', async () => {
    const t = await buildTestApp({ env: { GATEWAY_AUTH: 'off' } });
    try {
      expect((await send(t, {})).json()).toMatchObject({ result: true });
    } finally {
      await t.close();
    }
  });
});

// Several instances on one database and one Redis act as one: a nonce spent on one is refused on the other.
describe.runIf(testEnv.redisUrl).each(testDialects)('two instances on one %s database and one Redis', (dialect) => {
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

  it('refuses on the second instance a nonce used on the first', async () => {
    const headers = sign(first, { path: PATH, body: BODY });
    expect((await send(first, headers)).statusCode).toBe(200);
    const replay = await send(second, headers);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('GatewayNonceReplayed');
    expect((await send(second, sign(second, { path: PATH, body: BODY }))).statusCode).toBe(200);
  });
});

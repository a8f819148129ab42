import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOverseas } from '../../platform/geo/ip-country.ts';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app.ts';

describe('overseas address lookup', () => {
  it.each([
    ['8.8.8.8', true],
    ['77.88.8.8', true],
    ['2001:4860:4860::8888', true],
    ['114.114.114.114', false],
    ['::ffff:223.5.5.5', false],
    ['240e::1', false],
    ['203.198.7.66', false],
    ['202.175.3.3', false],
    ['168.95.1.1', false],
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['not an address', false],
  ])('%s is overseas: %s', (ip, expected) => {
    expect(isOverseas(ip)).toBe(expected);
  });
});

describe('/portal/checkOverseaIp', () => {
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    direct = await buildTestApp();
    proxied = await buildTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
  });

  const forwardedFor = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

  it('answers a boolean for the caller address', async () => {
    const response = await callApi(direct, '/portal/checkOverseaIp', {});
    expect(response.json()).toEqual({ result: true, code: '0', returnValue: false, message: '' });
  });

  it('believes a forwarded address only from the proxy TRUST_PROXY names', async () => {
    expect((await callApi(direct, '/portal/checkOverseaIp', {}, forwardedFor('8.8.8.8'))).json().returnValue).toBe(
      false,
    );
    expect((await callApi(proxied, '/portal/checkOverseaIp', {}, forwardedFor('8.8.8.8'))).json().returnValue).toBe(
      true,
    );
    expect(
      (await callApi(proxied, '/portal/checkOverseaIp', {}, forwardedFor('114.114.114.114'))).json().returnValue,
    ).toBe(false);
  });

  it('refuses unknown payload fields', async () => {
    const response = await callApi(direct, '/portal/checkOverseaIp', { ip: '8.8.8.8' });
    expect(response.json()).toMatchObject({ result: false, code: 'InvalidPayload' });
  });
});

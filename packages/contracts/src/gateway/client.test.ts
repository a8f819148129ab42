import { describe, expect, it } from 'vitest';
import { buildRequestUri, GatewayClient, URI_BUILD_FAILED } from './client.ts';
import { md5Base64 } from './hashing.ts';
import { signValues } from './keyed-hash.ts';
import { canonicalResource, stringToSign } from './string-to-sign.ts';

const settings = {
  appId: 'hanyu-web-dev',
  appSecret: 'test-secret-0123456789',
  host: 'localhost',
  httpPort: 3000,
  httpsPort: 443,
  publicKey: 'pk',
};

describe('gateway signer', () => {
  // The expected values were computed once with node:crypto, independently of this signer.
  it('signs a fixed request to the committed test vector', () => {
    const client = new GatewayClient().config(settings);
    const body = JSON.stringify({ text: '你好，世界', from: 'cn', to: 'en' });
    const headers = client.sign({
      path: '/dev/oversea/ntransTranslation',
      query: 'b=1&a=2',
      body,
      nonce: '6f1c2a34-8d7e-4b1f-9c3d-2e5f7a9b0c1d',
      timestamp: 1763798400000,
    });
    expect(headers).toEqual({
      'S-Auth-Version': '1',
      'S-Auth-Nonce': '6f1c2a34-8d7e-4b1f-9c3d-2e5f7a9b0c1d',
      'S-Auth-Timestamp': '1763798400000',
      'S-Auth-Stage': 'RELEASE',
      'S-Auth-AppId': 'hanyu-web-dev',
      'S-Content-MD5': 'CEUeHsLl504mU6N3s3AcDA==',
      'S-Auth-Signature': 'Zv4yafvUkALgcLyOCVbtk/LCX2tLXbbhoIAiFU7iKXg=',
    });
  });

  it('signs a body digest given by the caller (a large file hashed in slices) as it signs the body itself', () => {
    const client = new GatewayClient().config(settings);
    const body = new TextEncoder().encode('--b\r\nparams\r\n--b--\r\n');
    const fixed = { path: '/dev/admin/content/video/upload', nonce: 'n-1', timestamp: 1763798400000 };
    const signed = client.sign({ ...fixed, body });
    expect(client.sign({ ...fixed, bodyMd5: md5Base64(body) })).toEqual(signed);
    expect(client.sign({ ...fixed, bodyMd5: md5Base64(new TextEncoder().encode('other')) })).not.toEqual(signed);
  });

  it('leaves the body digest out when there is no body', () => {
    const client = new GatewayClient().config({ ...settings, appId: 'app-42', appSecret: 'another-secret-abcdef' });
    const headers = client.sign({
      path: '/dev/portal/checkOverseaIp',
      nonce: '00000000-0000-4000-8000-000000000000',
      timestamp: 1700000000000,
    });
    expect(headers['S-Content-MD5']).toBeUndefined();
    expect(headers['S-Auth-Signature']).toBe('kmCIHwNIS7aAjmYOBSL02a38oYmszPXkGi7y22QLN98=');
  });

  it('uses a fresh nonce and the current time by default', () => {
    const client = new GatewayClient().config(settings);
    const before = Date.now();
    const first = client.sign({ path: '/dev/x' });
    const second = client.sign({ path: '/dev/x' });
    expect(first['S-Auth-Nonce']).toMatch(/^[0-9a-f-]{36}$/);
    expect(first['S-Auth-Nonce']).not.toBe(second['S-Auth-Nonce']);
    expect(Number(first['S-Auth-Timestamp'])).toBeGreaterThanOrEqual(before);
  });

  it('keeps the stage given at config, RELEASE otherwise', () => {
    expect(new GatewayClient().config({ ...settings, stage: 'TEST' }).sign({ path: '/x' })['S-Auth-Stage']).toBe(
      'TEST',
    );
  });
});

describe('gateway config init', () => {
  it.each(['appId', 'appSecret', 'host', 'httpPort', 'httpsPort', 'publicKey'] as const)(
    'names the missing setting %s',
    (setting) => {
      const client = new GatewayClient();
      expect(() => client.config({ ...settings, [setting]: '' })).toThrow(
        `should use config method to config ${setting}`,
      );
      expect(client.initialised).toBe(false);
    },
  );

  it('needs neither webSocketPort nor stage, and is initialised only after success', () => {
    const client = new GatewayClient();
    expect(client.initialised).toBe(false);
    expect(() => client.sign({ path: '/x' })).toThrow('should use config method to config appId');
    client.config(settings);
    expect(client.initialised).toBe(true);
  });
});

describe('request uri', () => {
  it('fills path parameters in square brackets', () => {
    expect(buildRequestUri('/dev/mhk/exam/[examId]/page/[page]', { examId: 'A 1', page: 3 })).toBe(
      '/dev/mhk/exam/A%201/page/3',
    );
  });

  it("fails with 'build http request uri failed' when one is missing", () => {
    expect(() => buildRequestUri('/dev/mhk/exam/[examId]', {})).toThrow(URI_BUILD_FAILED);
  });
});

describe('string to sign', () => {
  it('sorts the query by key and omits the question mark without one', () => {
    expect(canonicalResource('/p', 'z=1&a=b&m=%E4%BD%A0')).toBe('/p?a=b&m=你&z=1');
    expect(canonicalResource('/p', '')).toBe('/p');
  });

  it('joins only the non-empty values, in order', () => {
    expect(stringToSign({ resource: '/p', randomKey: '', nonce: 'n', timestamp: '1', appId: 'a' })).toBe('/p|n|1|a');
    expect(
      stringToSign({ resource: '/p', randomKey: 'r', nonce: 'n', timestamp: '1', appId: 'a', contentMd5: 'm' }),
    ).toBe('/p|r|n|1|a|m');
  });
});

describe('keyed hash of up to five values', () => {
  it('matches HMAC-SHA256 over the values joined with a bar', () => {
    expect(signValues('k', 'a', '', 'b', undefined, 'c')).toBe('cRYbYKTZPe8ywqZTcl4yCsT2xv6y/tB2dB1SQqVpvkU=');
  });

  it('refuses a sixth value', () => {
    expect(() => signValues('k', '1', '2', '3', '4', '5', '6')).toThrow(RangeError);
  });
});

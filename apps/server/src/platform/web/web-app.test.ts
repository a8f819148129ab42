import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app.ts';
import { loadConfig } from '../../config.ts';

describe('web application under /dist/', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'hanyu-web-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
    fs.writeFileSync(path.join(webDist, 'assets', 'main-abc123.js'), 'console.log(1)');
    fs.writeFileSync(
      path.join(webDist, 'assets', 'main-abc123.js.br'),
      zlib.brotliCompressSync(Buffer.from('console.log(1)')),
    );
    fs.writeFileSync(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    t = await buildTestApp({ env: { WEB_DIST_DIR: webDist, API_ENV: 'test' } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('sends the root address to /web', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/dist/web');
  });

  it('answers every page navigation under /dist/ with the app, and revalidates it', async () => {
    for (const url of [
      '/dist/web',
      '/dist/client/portal/privacy',
      '/dist/web/culture/cultureLiterature/tang/primary',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('lets a page served over plain HTTP (a school LAN) load its assets: no upgrade to HTTPS, no HSTS', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/dist/web',
      headers: { accept: 'text/html', host: '192.168.1.20:3000' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(page.headers['strict-transport-security']).toBeUndefined();
    const api = await callApi(t, '/usercenter/v3/captcha/getCaptchaIdV4', {});
    expect(api.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers a route-family address with the app whatever it accepts (the client caches it offline)', async () => {
    for (const url of ['/dist/client', '/dist/web/adult/adultIndex']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
    }
    const elsewhere = await t.app.inject({ method: 'GET', url: '/dist/webfont.js', headers: { accept: '*/*' } });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('serves hashed assets as immutable, and a missing asset as 404 rather than the page', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/dist/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const worker = await t.app.inject({ method: 'GET', url: '/dist/sw.js' });
    expect(worker.headers['cache-control']).toBe('no-cache');
    const missing = await t.app.inject({ method: 'GET', url: '/dist/assets/missing.js', headers: { accept: '*/*' } });
    expect(missing.statusCode).toBe(404);
  });

  it("sends the build's precompressed copy to a browser that accepts it", async () => {
    const compressed = await t.app.inject({
      method: 'GET',
      url: '/dist/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)');
    const plain = await t.app.inject({ method: 'GET', url: '/dist/assets/main-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('tells the web app its API prefix, gateway client configuration and that no translation engine is set', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/dist/runtime-config.json',
      headers: { host: 'learn.example.cn' },
    });
    expect(response.json()).toEqual({
      apiEnv: 'test',
      gateway: {
        appId: t.config.gateway.appId,
        appSecret: t.config.gateway.appSecret,
        host: 'learn.example.cn',
        httpPort: t.config.port,
        httpsPort: 443,
        publicKey: t.config.gateway.publicKey,
        stage: 'RELEASE',
      },
      overseasSiteUrl: '/dist/web/oversea/overseaIndex',
      sites: {
        student: '/dist/web/student/studentIndex',
        teacher: '/dist/web/workspace/teacher',
        admin: '/dist/web/workspace/admin',
        globalWeb: '/dist/web/oversea/overseaIndex',
        appPackages: '/dist/web/portal/appDownload',
        teacherApply: '/dist/web/workspace/teacher',
      },
      machineTranslation: false,
    });
  });
});

describe("the environment's sites", () => {
  it('sends the entrances and getpathinfo to the addresses this deployment is configured with', async () => {
    const t = await buildTestApp({
      env: {
        SITE_TEACHER_URL: 'https://teacher.example.edu.cn/',
        SITE_ADMIN_URL: 'https://admin.example.edu.cn/console',
        TEACHER_APPLY_URL: 'https://teacher.example.edu.cn/apply',
      },
    });
    try {
      const expected = {
        student: '/dist/web/student/studentIndex',
        teacher: 'https://teacher.example.edu.cn/',
        admin: 'https://admin.example.edu.cn/console',
        globalWeb: '/dist/web/oversea/overseaIndex',
        appPackages: '/dist/web/portal/appDownload',
        teacherApply: 'https://teacher.example.edu.cn/apply',
      };
      const runtime = await t.app.inject({ method: 'GET', url: '/dist/runtime-config.json' });
      expect(runtime.json().sites).toEqual(expected);
      expect((await callApi(t, '/usercenter/v3/getpathinfo', {})).json().returnValue).toEqual(expected);
    } finally {
      await t.close();
    }
  });

  it('refuses an address that is neither a path of this site nor an http(s) URL', () => {
    expect(() => loadConfig({ SITE_ADMIN_URL: 'javascript:alert(1)' })).toThrow(/SITE_ADMIN_URL/);
    expect(() => loadConfig({ SITE_TEACHER_URL: '//evil.example' })).toThrow(/SITE_TEACHER_URL/);
  });
});

describe('runtime configuration with a translation engine', () => {
  it('tells the web app that whole sentences can be translated', async () => {
    const t = await buildTestApp({ env: { MT_URL: 'http://127.0.0.1:9/' } });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/dist/runtime-config.json' });
      expect(response.json()).toMatchObject({ machineTranslation: true });
    } finally {
      await t.close();
    }
  });
});

describe('captcha id at start-up', () => {
  it('issues a fresh id the slider challenge can be bound to', async () => {
    const t = await buildTestApp();
    try {
      const first = (await callApi(t, '/usercenter/v3/captcha/getCaptchaIdV4', {})).json();
      const second = (await callApi(t, '/usercenter/v3/captcha/getCaptchaIdV4', {})).json();
      expect(first).toMatchObject({
        result: true,
        returnValue: { captchaId: expect.stringMatching(/^[0-9a-f]{32}$/) },
      });
      expect(second.returnValue.captchaId).not.toBe(first.returnValue.captchaId);
      expect(await t.store.get(`captcha:id:${first.returnValue.captchaId}`)).toBe('issued');
    } finally {
      await t.close();
    }
  });
});

describe('web application behind a proxy that ends TLS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { TRUST_PROXY: 'true', API_ENV: 'test' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('asks the browser to stay on HTTPS when the page was served over it', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/dist/web',
      headers: { accept: 'text/html', 'x-forwarded-proto': 'https' },
    });
    expect(page.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(page.headers['strict-transport-security']).toContain('max-age=');
    const api = await callApi(
      t,
      '/usercenter/v3/captcha/getCaptchaIdV4',
      {},
      { headers: { 'x-forwarded-proto': 'https' } },
    );
    expect(api.headers['strict-transport-security']).toContain('max-age=');
    const plain = await t.app.inject({ method: 'GET', url: '/dist/web', headers: { accept: 'text/html' } });
    expect(plain.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});

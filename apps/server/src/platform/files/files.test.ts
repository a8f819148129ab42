import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { startS3 } from '../../test/s3.ts';
import { ResourceTokens } from './resource-token.ts';
import { S3FileStore } from './s3-file-store.ts';
import { LocalFileStore } from './local-file-store.ts';
import type { FileStore } from './file-store.ts';
import { parseRange } from './file-service.ts';

const AUDIO = Buffer.from(Array.from({ length: 1000 }, (_value, index) => index % 256));

describe.each(['local', 's3'] as const)('resource host on the %s file store', (kind) => {
  let t: TestApp;
  let stopS3: (() => Promise<void>) | undefined;
  let fileStore: FileStore | undefined;

  beforeAll(async () => {
    if (kind === 's3') {
      const s3 = await startS3();
      stopS3 = s3.stop;
      fileStore = new S3FileStore(s3.settings);
    }
    t = await buildTestApp(fileStore ? { fileStore } : {});
    if (!fileStore) fileStore = new LocalFileStore(t.config.dataDir + '/files');
    await t.app.platform.files.save('portal/audio/ba1.mp3', AUDIO, { contentType: 'audio/mpeg' });
    await t.app.platform.files.save('portal/avatar/u1.png', Buffer.from('png-bytes'), {
      contentType: 'image/png',
      isProtected: true,
    });
    await t.app.platform.files.save('dist/fonts/kai.woff2', Buffer.from('font'), { contentType: 'font/woff2' });
  });
  afterAll(async () => {
    await t.close();
    await stopS3?.();
  });

  it('serves a public file under /portal and /dist with caching headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/portal/audio/ba1.mp3' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(AUDIO)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'audio/mpeg',
      'accept-ranges': 'bytes',
      'content-length': '1000',
    });
    expect(response.headers['cache-control']).toContain('public');
    const font = await t.app.inject({ method: 'GET', url: '/dist/fonts/kai.woff2' });
    expect(font.body).toBe('font');
  });

  it('answers a byte range, a conditional request and HEAD', async () => {
    const range = await t.app.inject({
      method: 'GET',
      url: '/portal/audio/ba1.mp3',
      headers: { range: 'bytes=10-19' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe('bytes 10-19/1000');
    expect(range.rawPayload.equals(AUDIO.subarray(10, 20))).toBe(true);
    const outside = await t.app.inject({
      method: 'GET',
      url: '/portal/audio/ba1.mp3',
      headers: { range: 'bytes=5000-' },
    });
    expect(outside.statusCode).toBe(416);
    const etag = range.headers.etag as string;
    const cached = await t.app.inject({
      method: 'GET',
      url: '/portal/audio/ba1.mp3',
      headers: { 'if-none-match': etag },
    });
    expect(cached.statusCode).toBe(304);
    const head = await t.app.inject({ method: 'HEAD', url: '/portal/audio/ba1.mp3' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe('1000');
  });

  it('needs a valid resourceToken for a protected file', async () => {
    const url = '/portal/avatar/u1.png';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(403);
    const wrongKeyToken = t.app.platform.resourceTokens.issue('portal/audio/ba1.mp3');
    expect((await t.app.inject({ method: 'GET', url: `${url}?resourceToken=${wrongKeyToken}` })).statusCode).toBe(403);
    const token = t.app.platform.resourceTokens.issue('portal/avatar/u1.png');
    const allowed = await t.app.inject({ method: 'GET', url: `${url}?resourceToken=${token}` });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toBe('png-bytes');
    expect(allowed.headers['cache-control']).toBe('private, no-store');
    // The token given twice is no token: refused in the envelope, not a server error.
    const twice = await t.app.inject({ method: 'GET', url: `${url}?resourceToken=${token}&resourceToken=${token}` });
    expect(twice.statusCode).toBe(403);
    expect(twice.json()).toMatchObject({ result: false, code: 'ResourceTokenInvalid' });
  });

  it('answers 404 for unknown keys and for attempts to leave the store', async () => {
    for (const url of ['/portal/nothing.mp3', '/portal/../data/platform.sqlite', '/portal/%2e%2e/x', '/portal/a//b']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('keeps bytes and rows in step when a file is removed', async () => {
    await t.app.platform.files.save('portal/tmp/x.txt', Buffer.from('x'), { contentType: 'text/plain' });
    await t.app.platform.files.remove('portal/tmp/x.txt');
    expect(await t.app.platform.files.describe('portal/tmp/x.txt')).toBeNull();
    expect(await fileStore?.read('portal/tmp/x.txt')).toBeNull();
  });
});

describe('resource tokens', () => {
  it('expire', () => {
    let now = 1_000_000;
    const tokens = new ResourceTokens('secret-secret-secret', 60, () => now);
    const token = tokens.issue('portal/a');
    expect(tokens.verify('portal/a', token)).toBe(true);
    now += 61_000;
    expect(tokens.verify('portal/a', token)).toBe(false);
    expect(tokens.verify('portal/a', 'garbage')).toBe(false);
    expect(tokens.verify('portal/a', undefined)).toBe(false);
  });
});

describe('range header', () => {
  it('reads the forms a media player sends', () => {
    expect(parseRange('bytes=0-', 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=10-2000', 100)).toEqual({ start: 10, end: 99 });
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=50-10', 100)).toBe('invalid');
    expect(parseRange('items=1-2', 100)).toBe('invalid');
  });
});

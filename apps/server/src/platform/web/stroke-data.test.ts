import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { strokeCharacterOf, strokeDataDir } from './stroke-data.ts';

const strokesOf = (character: string) => `/dist/strokes/${encodeURIComponent(character)}.json`;

describe('strokeCharacterOf', () => {
  it('accepts exactly one Han character with the .json ending, astral ones included', () => {
    expect(strokeCharacterOf('永.json')).toBe('永');
    expect(strokeCharacterOf('龜.json')).toBe('龜');
    expect(strokeCharacterOf('𠀀.json')).toBe('𠀀');
  });

  it('refuses anything else', () => {
    for (const name of [
      '永',
      '永永.json',
      'a.json',
      '.json',
      '永.JSON',
      '永.json.gz',
      '../永.json',
      '..%2F永.json',
      '永.json\u0000',
      'package.json',
      'ー.json',
      '가.json',
    ]) {
      expect(strokeCharacterOf(name), name).toBeNull();
    }
  });
});

describe('stroke data under /dist/strokes/', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    // With a built web app, as in production: its navigations must not swallow the stroke files.
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'hanyu-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
    t = await buildTestApp({ env: { WEB_DIST_DIR: webDist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it("answers a character's hanzi-writer data, immutable, from the installed package", async () => {
    const response = await t.app.inject({ method: 'GET', url: strokesOf('永') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const data = response.json<{ strokes: string[]; medians: number[][][] }>();
    expect(data.strokes).toHaveLength(5);
    expect(data.medians).toHaveLength(5);
    expect(response.body).toBe(fs.readFileSync(path.join(strokeDataDir(), '永.json'), 'utf8'));
  });

  it('serves traditional characters, and the same file for the raw (unencoded) address', async () => {
    const traditional = await t.app.inject({ method: 'GET', url: strokesOf('體') });
    expect(traditional.statusCode).toBe(200);
    const raw = await t.app.inject({ method: 'GET', url: '/dist/strokes/永.json' });
    expect(raw.statusCode).toBe(200);
  });

  it('answers a page navigation with the data too, not with the app', async () => {
    const response = await t.app.inject({ method: 'GET', url: strokesOf('永'), headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveProperty('strokes');
  });

  it('revalidates by ETag and answers HEAD without a body', async () => {
    const first = await t.app.inject({ method: 'GET', url: strokesOf('水') });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({ method: 'GET', url: strokesOf('水'), headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const head = await t.app.inject({ method: 'HEAD', url: strokesOf('水') });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('serves the Arphic Public License beside the data', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dist/strokes/ARPHICPL.TXT' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('ARPHIC PUBLIC LICENSE');
  });

  it('answers 404 JSON for a Han character without data', async () => {
    const response = await t.app.inject({ method: 'GET', url: strokesOf('𠀀') });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ result: false, code: 'NotFound' });
    expect(response.headers['cache-control'] ?? '').not.toContain('immutable');
  });

  it('answers 404 JSON for anything that is not one Han character, and never leaves the data folder', async () => {
    for (const url of [
      strokesOf('永永'),
      strokesOf('a'),
      '/dist/strokes/%E6%B0%B8',
      '/dist/strokes/package.json',
      '/dist/strokes/index.js',
      '/dist/strokes/..%2Fpackage.json',
      '/dist/strokes/..%2F..%2F..%2Fpackage.json',
      '/dist/strokes/%2E%2E%2Fhanzi-writer-data%2F%E6%B0%B8.json',
      '/dist/strokes/%E6%B0%B8.json%00',
      '/dist/strokes/%E6%B0%B8.json%2F..%2F..%2Fpackage.json',
      '/dist/strokes/..%5Cpackage.json',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ result: false, code: 'NotFound' });
    }
    const malformed = await t.app.inject({ method: 'GET', url: '/dist/strokes/%ZZ.json' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).not.toContain('strokes"');
  });

  it('does not serve files outside the data folder through dot segments', async () => {
    for (const url of ['/dist/strokes/../../package.json', '/dist/strokes/./../strokes/package.json']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('hanzi-writer-data');
    }
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetHumanReading, type HumanRecording } from '@hanyu/contracts/portal/human-reading';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app.ts';
import { HumanReadings } from './human-reading-service.ts';

const MP3_FRAME_SYNC = (bytes: Buffer) => bytes.subarray(0, 3).toString('latin1') === 'ID3' || bytes[0] === 0xff;

describe('human model readings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const lookUp = async (text: string) => {
    const response = await callApi(t, GetHumanReading.path, { text });
    expect(response.statusCode).toBe(200);
    return GetHumanReading.response.parse(response.json<{ returnValue: unknown }>().returnValue).recording;
  };

  it("gives a known word's recording by Yue Tan, served as audio/mpeg bytes, immutable", async () => {
    const recording = (await lookUp('学习')) as HumanRecording;
    expect(recording).toMatchObject({ contentType: 'audio/mpeg', speaker: 'Yue Tan', licence: 'CC BY-SA' });
    expect(recording.source).toContain('cmn-caen-tan');
    expect(recording.url).toMatch(/^\/dist\/audio\/yuetan\/[0-9a-f]{16}\.mp3$/);

    const audio = await t.app.inject({ method: 'GET', url: recording.url });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/mpeg');
    expect(audio.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(audio.rawPayload.length).toBeGreaterThan(1000);
    expect(MP3_FRAME_SYNC(audio.rawPayload)).toBe(true);

    const again = await t.app.inject({
      method: 'GET',
      url: recording.url,
      headers: { 'if-none-match': String(audio.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('finds single characters too, each text its own file', async () => {
    const one = await lookUp('好');
    const other = await lookUp('学习');
    expect(one?.url).toMatch(/\.mp3$/);
    expect(one?.url).not.toBe(other?.url);
    expect((await lookUp(' 好 '))?.url).toBe(one?.url);
  });

  it('answers null for a text without a recording', async () => {
    expect(await lookUp('我们一起学习汉语')).toBeNull();
    expect(await lookUp('你好')).toBeNull();
    expect(await lookUp('abc')).toBeNull();
  });

  it('refuses a text longer than a word', async () => {
    const response = await callApi(t, GetHumanReading.path, { text: '好'.repeat(21) });
    expect(response.json()).toMatchObject({ result: false });
    expect(response.statusCode).toBeLessThan(500);
  });

  it('serves only names from the index: traversal and other names are 404, never 500', async () => {
    for (const url of [
      '/dist/audio/yuetan/index.json',
      '/dist/audio/yuetan/README.md',
      '/dist/audio/yuetan/0000000000000000.mp3',
      '/dist/audio/yuetan/..%2F..%2F..%2Fpackage.json',
      '/dist/audio/yuetan/..%2Fyuetan%2Findex.json',
      '/dist/audio/yuetan/%E5%AD%A6%E4%B9%A0.mp3',
      '/dist/audio/yuetan/..%5C..%5Cpackage.json',
      '/dist/audio/yuetan/%2E%2E%2F%2E%2E%2Fpsc%2Fwords.json',
      '/dist/audio/yuetan/51a75f4634dfa859.mp3%00',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ result: false, code: 'NotFound' });
      expect(response.headers['cache-control'] ?? '', url).not.toContain('immutable');
    }
    for (const url of ['/dist/audio/yuetan/../../../package.json', '/dist/audio/yuetan/%ZZ.mp3']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      expect([400, 404], url).toContain(response.statusCode);
      expect(response.body, url).not.toContain('"name"');
    }
  });
});

describe('HumanReadings without an imported collection', () => {
  it('finds nothing and serves nothing', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanyu-audio-'));
    try {
      const readings = new HumanReadings(dir);
      expect(readings.find('学习')).toBeNull();
      expect(readings.serves('51a75f4634dfa859.mp3')).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

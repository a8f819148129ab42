import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRAST_PAIRS, FINALS, INITIALS } from '@hanyu/contracts/constants/phonetics';
import type { CatalogItem, Passage, StudyEntry } from '@hanyu/contracts/psc/study';
import { testDialects } from '../../test/databases.ts';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app.ts';
import { contentHash } from '../../platform/content/content-hash.ts';
import { CONTENT_FORMAT, loadStudyContent } from './study-content-loader.ts';

async function answer<T>(t: TestApp, path: string, payload: unknown): Promise<T> {
  const response = await callApi(t, path, payload);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  expect(body.result, response.body).toBe(true);
  return body.returnValue as T;
}

describe.each(testDialects)('learning content services on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
  });
  afterAll(() => t.close());

  it('lists the catalogue by kind in the spec order: 21 initials, 36 finals, 19 contrasts, the tones', async () => {
    const initials = await answer<{ total: number; list: CatalogItem[] }>(t, '/psc/study/catalog', {
      kind: 'initial',
    });
    expect(initials.total).toBe(21);
    expect(initials.list.map((item) => item.key)).toEqual([...INITIALS]);
    expect(initials.list[0]).toEqual({
      key: 'b',
      type: 'sm',
      kind: 'initial',
      title: expect.any(String),
      titleEn: expect.any(String),
      readAs: 'bo1',
    });
    const finals = await answer<{ total: number; list: CatalogItem[] }>(t, '/psc/study/catalog', { kind: 'final' });
    expect(finals.list.map((item) => item.key)).toEqual([...FINALS]);
    expect(finals.list.every((item) => item.type === 'ym')).toBe(true);
    const contrasts = await answer<{ list: CatalogItem[] }>(t, '/psc/study/catalog', { kind: 'contrast' });
    expect(contrasts.list.map((item) => item.key)).toEqual(CONTRAST_PAIRS.map((pair) => pair.join('|')));
    const tones = await answer<{ list: CatalogItem[] }>(t, '/psc/study/catalog', { kind: 'tone' });
    expect(tones.list.map((item) => item.type)).toEqual(['1', '2', '3', '4', 'yd', 'yd', 'yd']);
  });

  it('pages the whole catalogue', async () => {
    const first = await answer<{ total: number; list: CatalogItem[] }>(t, '/psc/study/catalog', { pageSize: 10 });
    const third = await answer<{ total: number; list: CatalogItem[] }>(t, '/psc/study/catalog', {
      page: 3,
      pageSize: 10,
    });
    expect(first.total).toBe(21 + 36 + 7 + 19);
    expect(first.list.map((item) => item.key)).toEqual(INITIALS.slice(0, 10));
    expect(third.list.map((item) => item.key)).toEqual([INITIALS[20], ...FINALS.slice(0, 9)]);
  });

  it('answers an entry with its teaching text and the Prev/Next chain across the lists', async () => {
    const b = await answer<StudyEntry>(t, '/psc/study/entry', { key: 'b' });
    expect(b).toMatchObject({ key: 'b', type: 'sm', prev: null, next: 'p', audioUrl: null });
    expect(b.describes).toMatch(/双唇/);
    expect(b.articulation).toMatchObject({ place: 'bilabial', manner: 'stop', aspirated: false });
    expect(b.words.length).toBeGreaterThanOrEqual(10);
    const h = await answer<StudyEntry>(t, '/psc/study/entry', { key: 'h' });
    expect(h).toMatchObject({ prev: 'k', next: 'a' });
    const zzh = await answer<StudyEntry>(t, '/psc/study/entry', { key: 'z|zh' });
    expect(zzh.wordPairs.length).toBeGreaterThanOrEqual(8);
    expect(zzh.readAs).toMatch(/^z[a-z]*\d zh[a-z]*\d$/);
    const last = await answer<StudyEntry>(t, '/psc/study/entry', { key: 'j|zh' });
    expect(last.next).toBeNull();
  });

  it('answers 暂无相应资源 for an unknown entry, passage or topic', async () => {
    for (const [route, payload] of [
      ['/psc/study/entry', { key: 'zz' }],
      ['/psc/study/passage', { id: 'P999' }],
      ['/psc/study/topic', { id: 'T99' }],
      ['/psc/speech/info', { id: 'E99' }],
    ] as const) {
      const response = await callApi(t, route, payload);
      expect(response.json(), route).toMatchObject({ result: false, code: 'NoResource', message: '暂无相应资源' });
    }
  });

  it('lists learning passages by level and answers one with its pinyin in context', async () => {
    const beginner = await answer<{ total: number; list: Passage[] }>(t, '/psc/study/passages', {
      level: 'beginner',
    });
    expect(beginner.total).toBeGreaterThanOrEqual(10);
    expect(beginner.list.every((p) => p.level === 'beginner' && p.syllableCount >= 100)).toBe(true);
    expect(beginner.list[0]).not.toHaveProperty('text');
    const all = await answer<{ total: number }>(t, '/psc/study/passages', {});
    expect(all.total).toBeGreaterThanOrEqual(30);
    const passage = await answer<Passage>(t, '/psc/study/passage', { id: 'P001' });
    expect(passage.syllables).toHaveLength(passage.syllableCount);
    for (const syllable of passage.syllables.slice(0, 20)) {
      expect(passage.text.slice(syllable.offset, syllable.offset + syllable.hanzi.length)).toBe(syllable.hanzi);
    }
    // The reviewed reading of P001 (叠得 die2 de5) wins over the computed de2.
    const index = passage.text.indexOf('叠得');
    const de = passage.syllables.find((s) => s.offset === index + 1);
    expect(de?.pinyin).toBe('de5');
    expect(passage.timeLimitSeconds).toBeGreaterThanOrEqual(60);
    // The words pinyin is written by: 每天|傍晚|，|我家|的|厨房 ... (jieba), every start inside the text.
    const words = passage.wordStarts.map((start, i) => passage.text.slice(start, passage.wordStarts[i + 1]));
    expect(words.slice(0, 6)).toEqual(['每天', '傍晚', '，', '我家', '的', '厨房']);
    expect(words.join('')).toBe(passage.text);
  });

  it('serves topics and eloquence exercises', async () => {
    const topics = await answer<{ total: number }>(t, '/psc/study/topics', {});
    expect(topics.total).toBe(50);
    const topic = await answer<{ outline: { zh: string[] } }>(t, '/psc/study/topic', { id: 'T01' });
    expect(topic.outline.zh.length).toBeGreaterThanOrEqual(3);
    const catalog = await answer<Array<{ kind: string; count: number }>>(t, '/psc/speech/catalog', {});
    expect(catalog.reduce((sum, kind) => sum + kind.count, 0)).toBe(20);
    const exercises = await answer<{ total: number; list: Array<{ id: string }> }>(t, '/psc/speech/production', {
      kind: catalog[0]?.kind,
    });
    expect(exercises.total).toBe(catalog[0]?.count);
    const first = exercises.list[0]?.id ?? '';
    const exercise = await answer<{ prompt: { zh: string } }>(t, '/psc/speech/info', { id: first });
    expect(exercise.prompt.zh.length).toBeGreaterThan(10);
  });

  it('reloads content only when the files change', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanyu-content-'));
    try {
      // The recordings (MP3) are not study content and not hashed: their index is enough.
      fs.cpSync(t.config.contentDir, dir, { recursive: true, filter: (source) => !source.endsWith('.mp3') });
      expect(await loadStudyContent(t.database.db, dir)).toEqual({ loaded: false, items: 0 });
      const file = path.join(dir, 'speaking', 'topics.json');
      const topics = JSON.parse(fs.readFileSync(file, 'utf8')) as Array<{ title: string }>;
      topics[0] = { ...topics[0], title: '我的家乡（修订）' } as { title: string };
      fs.writeFileSync(file, JSON.stringify(topics));
      expect(contentHash(dir, CONTENT_FORMAT)).not.toBe(contentHash(t.config.contentDir, CONTENT_FORMAT));
      const reloaded = await loadStudyContent(t.database.db, dir);
      expect(reloaded.loaded).toBe(true);
      const topic = await answer<{ title: string }>(t, '/psc/study/topic', { id: 'T01' });
      expect(topic.title).toBe('我的家乡（修订）');
    } finally {
      await loadStudyContent(t.database.db, t.config.contentDir);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

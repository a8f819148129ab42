import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CharacterInfo, DictionaryEntry } from '@hanyu/contracts/portal/dictionary';
import { testDialects } from '../../test/databases.ts';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app.ts';
import { DictionaryRepository } from './dictionary-repository.ts';

describe.each(testDialects)('dictionary on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
  });
  afterAll(() => t.close());

  async function call<T>(path: string, payload: Record<string, unknown>): Promise<T> {
    const response = await callApi(t, path, payload);
    expect(response.statusCode).toBe(200);
    return response.json<{ returnValue: T }>().returnValue;
  }

  it('holds the whole of CC-CEDICT with HSK levels and frequencies', async () => {
    const counts = await t.database.db
      .selectFrom('dictionary_entry')
      .select((eb) => [
        eb.fn.countAll<string | number>().as('entries'),
        eb.fn.count<string | number>('hsk_level').as('hsk'),
        eb.fn.count<string | number>('frequency_rank').as('ranked'),
      ])
      .executeTakeFirstOrThrow();
    expect(Number(counts.entries)).toBeGreaterThan(110_000);
    expect(Number(counts.hsk)).toBeGreaterThan(4_900);
    expect(Number(counts.ranked)).toBeGreaterThan(70_000);
  });

  it('looks words up by characters, pinyin in three spellings and English, ranked by frequency', async () => {
    for (const query of ['你好', 'ni3hao3', 'nǐhǎo', 'nihao']) {
      const answer = await call<{ mode: string; list: DictionaryEntry[] }>('/portal/dictionary/lookup', { query });
      expect(answer.list[0], query).toMatchObject({ simplified: '你好', pinyin: 'nǐ hǎo', pinyinNumbered: 'ni3 hao3' });
      expect(answer.list[0]?.definitions).toContain('hello');
    }
    const english = await call<{ mode: string; list: DictionaryEntry[] }>('/portal/dictionary/lookup', {
      query: 'eat',
    });
    expect(english.mode).toBe('english');
    expect(english.list[0]?.simplified).toBe('吃');
    const ranks = english.list.map((entry) => entry.frequencyRank ?? Infinity);
    expect(ranks[0]).toBeLessThan(ranks[ranks.length - 1] ?? 0);
  });

  it('gives a character card its readings, radical, strokes, structure, components and common words', async () => {
    const card = await call<CharacterInfo>('/portal/dictionary/character', { character: '好' });
    expect(card.readings.map((reading) => reading.pinyin)).toEqual(['hǎo', 'hào']);
    expect(card).toMatchObject({
      radical: '女',
      strokeCount: 6,
      structure: 'leftRight',
      hskLevel: 1,
      hasStrokes: true,
    });
    expect(card.components.map((component) => component.char)).toEqual(['女', '子']);
    expect(card.words.length).toBeGreaterThanOrEqual(10);
    expect(card.words.every((word) => word.simplified.includes('好'))).toBe(true);

    const traditional = await call<CharacterInfo>('/portal/dictionary/character', { character: '語' });
    expect(traditional).toMatchObject({ simplified: ['语'], radical: '言', strokeCount: 14, structure: 'leftRight' });
    const simplified = await call<CharacterInfo>('/portal/dictionary/character', { character: '语' });
    expect(simplified).toMatchObject({ traditional: ['語'], radical: '讠', strokeCount: 9 });
  });

  it('ranks a character by how often it is written, not by how often it stands alone as a word', async () => {
    const rank = async (character: string) =>
      (await call<CharacterInfo>('/portal/dictionary/character', { character })).frequencyRank;
    expect(await rank('的')).toBe(1);
    // 们 is among the commonest characters, though hardly ever a word on its own.
    expect(await rank('们')).toBeLessThan(40);
    const [guo, guoTraditional, rare] = [await rank('国'), await rank('國'), await rank('鼋')];
    expect(guo).toBeLessThan(100);
    // A traditional character is ranked as the simplified one it is written for.
    expect(guoTraditional).toBe(guo);
    expect(rare).toBeGreaterThan(3_000);
  });

  it('refuses what is not one Chinese character, and says when a character is unknown', async () => {
    for (const character of ['a', '你好', '']) {
      const response = await callApi(t, '/portal/dictionary/character', { character });
      expect(response.statusCode).toBe(400);
    }
    const response = await callApi(t, '/portal/dictionary/character', { character: '𪚥' });
    expect(response.json()).toMatchObject({ result: false, code: 'NoResource' });
  });

  it('glosses several words at once for the translation', async () => {
    const entries = await new DictionaryRepository(t.database.db).entriesByWords(['学习', '漢語', '银行']);
    expect(entries.get('学习')?.[0]?.definitions).toContain('to learn');
    expect(entries.get('漢語')?.[0]?.simplified).toBe('汉语');
    expect(entries.get('银行')?.[0]?.pinyin).toBe('yín háng');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchHit } from '@hanyu/contracts/portal/search';
import { testDialects } from '../../test/databases.ts';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app.ts';

interface SearchAnswer {
  mode: string;
  total: number;
  tabTotals: { all: number; resource: number; app: number };
  list: SearchHit[];
}

/** The text a hit's ranges mark in one field. */
const marked = (text: string, ranges: Array<[number, number]>) => ranges.map(([start, end]) => text.slice(start, end));

describe.each(testDialects)('site search on %s (the full dictionary, loaded at set-up)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
  });
  afterAll(() => t.close());

  async function search(payload: Record<string, unknown>): Promise<SearchAnswer> {
    const response = await callApi(t, '/portal/search/resource', payload);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ result: boolean; returnValue: SearchAnswer }>();
    expect(body.result).toBe(true);
    return body.returnValue;
  }

  it('finds a word by simplified or traditional characters, the exact word first, marked', async () => {
    const simplified = await search({ keyword: '国家' });
    expect(simplified.mode).toBe('characters');
    expect(simplified.list[0]).toMatchObject({ kind: 'word', title: '国家', titleAlt: '國家', pinyin: 'guó jiā' });
    expect(marked(simplified.list[0]?.title ?? '', simplified.list[0]?.highlights.title ?? [])).toEqual(['国家']);
    // Longer words containing it follow, the more frequent first.
    expect(simplified.list.slice(1).every((hit) => hit.title.includes('国家'))).toBe(true);
    const traditional = await search({ keyword: '國家' });
    expect(traditional.list[0]).toMatchObject({ title: '国家' });
    expect(marked(traditional.list[0]?.titleAlt ?? '', traditional.list[0]?.highlights.titleAlt ?? [])).toEqual([
      '國家',
    ]);
  });

  it.each(['ni3hao3', 'nǐhǎo', 'nihao', 'ni3 hao3', 'NI HAO'])('finds 你好 by the pinyin %s', async (keyword) => {
    const answer = await search({ keyword, tab: 'resource' });
    expect(answer.mode).toBe('pinyin');
    expect(answer.list[0]).toMatchObject({ kind: 'word', title: '你好', pinyin: 'nǐ hǎo' });
    expect(marked('nǐ hǎo', answer.list[0]?.highlights.pinyin ?? [])).toEqual(['nǐ hǎo']);
  });

  it('tells tones apart when the keyword gives them, and not when it does not', async () => {
    const toned = await search({ keyword: 'ma1', pageSize: 50 });
    const words = toned.list.filter((hit) => hit.kind === 'word');
    expect(words.length).toBeGreaterThan(10);
    expect(words.every((hit) => hit.pinyin.split(' ').includes('mā'))).toBe(true);
    const toneless = await search({ keyword: 'ma', pageSize: 50 });
    expect(new Set(toneless.list.map((hit) => hit.pinyin)).size).toBeGreaterThan(2);
    expect(toneless.total).toBeGreaterThan(toned.total);
  });

  it("splits run-together pinyin and honours an apostrophe (xian is one syllable, xi'an two)", async () => {
    const xian = await search({ keyword: 'xian', pageSize: 5 });
    expect(xian.list[0]?.pinyin.split(' ')).toHaveLength(1);
    const xiAn = await search({ keyword: "xi'an", pageSize: 5 });
    expect(xiAn.list[0]).toMatchObject({ title: '西安' });
  });

  it('finds by English, exact definitions first, the most frequent among them first', async () => {
    const good = await search({ keyword: 'good' });
    expect(good.mode).toBe('english');
    expect(good.list[0]).toMatchObject({ title: '好' });
    expect(marked(good.list[0]?.summary ?? '', good.list[0]?.highlights.summary ?? [])).toContain('good');
  });

  it('ranks the real dictionary: 你好 first for ni hao and hello, 好 after it with the definition that matched', async () => {
    for (const keyword of ['ni hao', 'nihao']) {
      // The only other entry with the syllables ni hao is 铁达尼号 (tiě dá ní hào), a partial match.
      const found = await search({ keyword, tab: 'resource' });
      expect(found.list.map((hit) => hit.title)).toEqual(['你好', '铁达尼号']);
    }
    const hello = await search({ keyword: 'hello', pageSize: 20 });
    const titles = hello.list.map((hit) => hit.title);
    expect(titles.slice(0, 2)).toEqual(['你好', '好']);
    expect(hello.list[0]?.matchedGloss).toBeNull();
    expect(marked(hello.list[0]?.summary ?? '', hello.list[0]?.highlights.summary ?? [])).toEqual(['hello']);
    expect(hello.list[1]?.matchedGloss?.text).toBe('(after a personal pronoun) hello');
    // Definitions that are "hello" with a note (您好 "hello (polite)") before those that only hold it.
    expect(titles.indexOf('您好')).toBeGreaterThan(1);
    expect(titles.indexOf('您好')).toBeLessThan(titles.indexOf('招呼'));
    expect(titles.indexOf('您好')).toBeLessThan(titles.indexOf('问好'));
  });

  it('indexes passages, phonetics entries and topics by their text, and the site tools by name', async () => {
    const spring = await search({ keyword: '春天', tab: 'resource', pageSize: 50 });
    expect(spring.list.some((hit) => hit.kind === 'passage')).toBe(true);
    const initial = await search({ keyword: '舌尖后音', pageSize: 50 });
    expect(initial.list.some((hit) => hit.kind === 'phonetics')).toBe(true);
    const tools = await search({ keyword: '翻译', tab: 'app' });
    expect(tools.list[0]).toMatchObject({ kind: 'app', ref: 'translation' });
    expect(tools.tabTotals.all).toBe(tools.tabTotals.resource + tools.tabTotals.app);
    const english = await search({ keyword: 'copybook', tab: 'app' });
    expect(english.list.map((hit) => hit.ref)).toContain('copyBookTool');
  });

  it('pages through the matches without repeating or losing one', async () => {
    const first = await search({ keyword: '好', pageSize: 10, page: 1 });
    const second = await search({ keyword: '好', pageSize: 10, page: 2 });
    const both = await search({ keyword: '好', pageSize: 20, page: 1 });
    expect([...first.list, ...second.list].map((hit) => hit.ref)).toEqual(both.list.map((hit) => hit.ref));
    expect(first.total).toBe(both.total);
    const beyond = await search({ keyword: '好', pageSize: 50, page: 1000 });
    expect(beyond.list).toEqual([]);
    expect(beyond.total).toBe(first.total);
  });

  it('answers nothing found, not an error, for keywords that match nothing', async () => {
    for (const keyword of ['qqqzzz', '!!!', '🙂', 'zzzzzzzz']) {
      const answer = await search({ keyword });
      expect(answer.total).toBe(0);
      expect(answer.list).toEqual([]);
    }
  });

  it('refuses an empty or overlong keyword with the payload error', async () => {
    for (const keyword of ['', '   ', '字'.repeat(51)]) {
      const response = await callApi(t, '/portal/search/resource', { keyword });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ result: false, code: 'InvalidPayload' });
    }
  });
});

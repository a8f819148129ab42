import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DictionaryEntryRow } from '@hanyu/content/dictionary/dictionary-rows';
import { wordDocument } from '@hanyu/content/search/search-documents';
import { createTestDatabase, testDialects, type TestDatabase } from '../../test/databases.ts';
import { DictionaryLoadRepository } from '../dictionary/index.ts';
import { SearchRepository } from './search-repository.ts';
import { SearchService } from './search-service.ts';

/** A CC-CEDICT entry as the loader writes it (definitions as the dictionary has them). */
function entry(
  simplified: string,
  pinyin: string,
  pinyinNumbered: string,
  definitions: string[],
  frequencyRank: number | null,
  hskLevel: number | null = null,
): DictionaryEntryRow {
  return { simplified, traditional: simplified, pinyin, pinyinNumbered, definitions, hskLevel, frequencyRank };
}

/**
 * A small dictionary with the entries the ranking is about, their definitions and frequency ranks as
 * CC-CEDICT and the frequency lists give them, except 铁达尼号: the lists do not count it, and here it
 * is made the more frequent word on purpose, so the test shows that a whole-word match beats a partial
 * one whatever their frequencies.
 */
const FIXTURE: DictionaryEntryRow[] = [
  entry('你好', 'nǐ hǎo', 'ni3 hao3', ['hello', 'hi'], 2797),
  entry(
    '铁达尼号',
    'tiě dá ní hào',
    'tie3 da2 ni2 hao4',
    [
      'RMS Titanic, British passenger liner that sank in 1912 (Taiwan)',
      'PRC equivalent: 泰坦尼克號|泰坦尼克号[Tài tǎn ní kè Hào]',
    ],
    50,
  ),
  entry(
    '好',
    'hǎo',
    'hao3',
    [
      'good',
      'well',
      'proper',
      'good to',
      'easy to',
      'very',
      'so',
      '(suffix indicating completion or readiness)',
      '(of two people) close',
      'on intimate terms',
      '(after a personal pronoun) hello',
    ],
    13,
    1,
  ),
  entry('号', 'hào', 'hao4', ['ordinal number', 'day of a month', 'mark', 'sign'], 277, 1),
  entry('好像', 'hǎo xiàng', 'hao3 xiang4', ['as if', 'to seem like'], 501, 4),
  entry('您好', 'nín hǎo', 'nin2 hao3', ['hello (polite)'], 13453),
  entry('喂', 'wéi', 'wei2', ['hello (when answering the phone)'], 36092, 1),
  entry(
    '招呼',
    'zhāo hu',
    'zhao1 hu5',
    ['to call out to', 'to greet', 'to say hello to', 'to inform', 'to take care of'],
    4648,
  ),
  entry('商品', 'shāng pǐn', 'shang1 pin3', ['commodity', 'goods', 'merchandise', 'CL:個|个[gè]'], 1664, 5),
  entry('你', 'nǐ', 'ni3', ['you (informal, as opposed to courteous 您[nín])'], 3, 1),
  entry('有', 'yǒu', 'you3', ['to have', 'there is', 'there are', 'to exist', 'to be'], 10, 1),
];

/** The text a hit's ranges mark. */
const marked = (text: string, ranges: ReadonlyArray<readonly [number, number]>) =>
  ranges.map(([start, end]) => text.slice(start, end));

describe.each(testDialects)('search ranking on %s (a small fixture dictionary)', (dialect) => {
  let database: TestDatabase;
  let service: SearchService;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const documents = FIXTURE.map((row, index) => wordDocument(row, index + 1));
    const loader = new DictionaryLoadRepository(database.db, dialect);
    await loader.replaceAll('search-ranking-fixture', 'fixture-1', { entries: FIXTURE, characters: [], documents });
    await loader.settle();
    // Through the reader threads on SQLite, as the server searches.
    service = new SearchService(new SearchRepository(database.db, dialect, database.reader));
  });
  afterAll(() => database.drop());

  const titles = async (keyword: string) => (await service.search(keyword, 'all', 1, 20)).list.map((hit) => hit.title);

  it.each(['ni hao', 'nihao', 'NI HAO', 'ni3 hao3', 'nǐ hǎo', 'nǐhǎo'])(
    'puts 你好 first for %s, before the partial match inside 铁达尼号 though that is made more frequent',
    async (keyword) => {
      const found = await titles(keyword);
      expect(found[0]).toBe('你好');
      // Tones given: 铁达尼号 is ní hào, not nǐ hǎo, and is not found at all.
      expect(found).toEqual(/[0-9ǐǎ]/.test(keyword) ? ['你好'] : ['你好', '铁达尼号']);
    },
  );

  it('finds only the partial match when the tones are its own', async () => {
    expect(await titles('ni2 hao4')).toEqual(['铁达尼号']);
  });

  it('ranks pinyin: whole words by frequency, then words that start with the syllables, then the rest', async () => {
    // 好 and 号 are hao; 好像 starts with it; 铁达尼号, 你好 and 您好 end with it (by frequency).
    expect(await titles('hao')).toEqual(['好', '号', '好像', '铁达尼号', '你好', '您好']);
    // Bare letters are English too: 有 is you; 你 means "you" once its note is left out.
    expect(await titles('you')).toEqual(['有', '你']);
  });

  it('ranks English: the definition that is the word, then the one that is the word with a note, then the rest', async () => {
    const answer = await service.search('hello', 'all', 1, 20);
    expect(answer.mode).toBe('english');
    // 你好 "hello"; 好 "(after a personal pronoun) hello", 您好 "hello (polite)" and 喂 "hello (when
    // answering the phone)" by frequency; 招呼 only "to say hello to".
    expect(answer.list.map((hit) => hit.title)).toEqual(['你好', '好', '您好', '喂', '招呼']);
  });

  it('shows why an English keyword matched: the summary marks it, or the definition it matched is given', async () => {
    const [nihao, hao, ...rest] = (await service.search('hello', 'all', 1, 20)).list;
    expect(nihao?.summary).toBe('hello; hi');
    expect(marked(nihao?.summary ?? '', nihao?.highlights.summary ?? [])).toEqual(['hello']);
    expect(nihao?.matchedGloss).toBeNull();
    // 好's summary is its first four definitions; "hello" is its eleventh.
    expect(hao?.summary).toBe('good; well; proper; good to');
    expect(hao?.highlights.summary).toEqual([]);
    expect(hao?.matchedGloss?.text).toBe('(after a personal pronoun) hello');
    expect(marked(hao?.matchedGloss?.text ?? '', hao?.matchedGloss?.ranges ?? [])).toEqual(['hello']);
    // The others show their match in the summary.
    for (const hit of rest) {
      expect(hit.matchedGloss, hit.title).toBeNull();
      expect(marked(hit.summary, hit.highlights.summary), hit.title).toContain('hello');
    }
  });

  it('takes "good" for good, not for goods, and "to eat" as "eat"', async () => {
    const good = await titles('good');
    expect(good[0]).toBe('好');
    // 商品 "goods" still matches (the index folds plurals), but after the words that mean good.
    expect(good.indexOf('商品')).toBeGreaterThan(good.indexOf('好'));
    expect((await titles('goods'))[0]).toBe('商品');
    expect(await titles('to have')).toEqual(['有']);
  });

  it('gives a pinyin hit no matched definition', async () => {
    const answer = await service.search('you', 'all', 1, 20);
    expect(answer.list.map((hit) => hit.matchedGloss)).toEqual([null, null]);
  });
});

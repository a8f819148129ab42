import { PSC_PART_SECONDS, PscPart, pscPaperSchema, type PscPaperPart } from '@hanyu/contracts/psc/exam-paper';
import { describe, expect, it } from 'vitest';
import { buildCatalogue, ContentCollection } from './catalogue.ts';
import { loadContent } from './content-files.ts';
import {
  buildStoredPscPaper,
  canonicalJson,
  chineseNumber,
  publicPscPaper,
  pscPaperTitles,
  pscPaperVersion,
  wordExpected,
  type StoredPscPaper,
} from './psc-paper-catalogue.ts';
import type { PscWord } from './psc-word-lists.ts';
import { readText } from './reading.ts';

const content = loadContent();
const items = buildCatalogue(content).filter((item) => item.collection === ContentCollection.PscPaper);
const stored = items.map((item) => item.payload as StoredPscPaper);
const first = stored[0] as StoredPscPaper;

function part<P extends PscPaperPart['part']>(paper: StoredPscPaper, n: P): Extract<PscPaperPart, { part: P }> {
  const found = paper.parts.find((p) => p.part === n);
  if (!found) throw new Error(`no part ${n}`);
  return found as Extract<PscPaperPart, { part: P }>;
}

function word(text: string): PscWord {
  const found = content.psc.words.find((w) => w.text === text);
  if (!found) throw new Error(`${text} is not in words.json`);
  return found;
}

describe('PSC papers in the catalogue', () => {
  it('loads the 30 papers as psc-paper items of group mock with their titles', () => {
    expect(items.map((i) => i.id)).toEqual(content.psc.papers.map((p) => p.id));
    expect(items).toHaveLength(30);
    expect(items[0]).toMatchObject({
      id: 'M01',
      position: 0,
      group: 'mock',
      title: '普通话水平测试模拟试卷（一）',
      titleEn: 'PSC Mock Paper 1',
    });
    expect(items[29]?.title).toBe('普通话水平测试模拟试卷（三十）');
    expect(new Set(stored.map((p) => p.version)).size).toBe(30);
  });

  it('stores the contract shape, four parts in order with the official time limits', () => {
    for (const paper of stored) {
      const parsed = pscPaperSchema.parse(paper);
      expect(parsed.parts.map((p) => [p.part, p.seconds])).toEqual(
        [PscPart.Syllables, PscPart.Words, PscPart.Passage, PscPart.Topic].map((n) => [n, PSC_PART_SECONDS[n]]),
      );
      expect(part(paper, PscPart.Syllables).items).toHaveLength(100);
      expect(part(paper, PscPart.Topic).items).toHaveLength(2);
    }
  });

  it('gives the public paper without the expected syllables, and a version from its content', () => {
    const open = publicPscPaper(first);
    expect(open).not.toHaveProperty('expected');
    expect(first.version).toMatch(/^[0-9a-f]{12}$/);
    const { version, ...rest } = open;
    expect(pscPaperVersion(rest)).toBe(version);
    const edited = { ...rest, title: `${rest.title} ` };
    expect(pscPaperVersion(edited)).not.toBe(version);
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe('{"a":[{"c":3,"d":2}],"b":1}');
  });

  it('expects part 1 as one word a character, said with its citation tone', () => {
    const expected = first.expected[1];
    const items1 = part(first, PscPart.Syllables).items;
    expect(expected).toHaveLength(100);
    expected.forEach((s, i) => {
      expect(s.wordIndex).toBe(i);
      expect(s.hanzi).toBe(items1[i]?.text);
      expect(s.expectedTone).toBe(s.citationTone);
      expect(s.citationTone).not.toBe(5);
    });
  });

  it('expects part 2 from the authored pinyin with the sandhi inside each word', () => {
    for (const paper of stored) {
      expect(paper.expected[2]).toHaveLength(100);
      const words = part(paper, PscPart.Words).items;
      const last = paper.expected[2][99];
      expect(last?.wordIndex).toBe(words.length - 1);
    }
    const brief = (text: string) =>
      wordExpected(word(text), 7).map((s) => [s.hanzi, s.pinyin, s.citationTone, s.expectedTone, s.wordIndex]);
    expect(brief('展览馆')).toEqual([
      ['展', 'zhan', 3, 2, 7],
      ['览', 'lan', 3, 2, 7],
      ['馆', 'guan', 3, 3, 7],
    ]);
    expect(brief('小孩儿')).toEqual([
      ['小', 'xiao', 3, 3, 7],
      ['孩儿', 'hair', 2, 2, 7],
    ]);
    expect(brief('一点儿')).toEqual([
      ['一', 'yi', 1, 4, 7],
      ['点儿', 'dianr', 3, 3, 7],
    ]);
    expect(brief('一会儿')[0]).toEqual(['一', 'yi', 1, 2, 7]);
    expect(brief('椅子')).toEqual([
      ['椅', 'yi', 3, 3, 7],
      ['子', 'zi', 5, 5, 7],
    ]);
    // The authored reading wins over the engine's: 湖泊 hu2 po1 (the engine reads bo2).
    expect(brief('湖泊')[1]).toEqual(['泊', 'po', 1, 1, 7]);
  });

  it('expects the passage up to its 400th syllable, where the scored length ends', () => {
    for (const paper of stored) {
      const passagePart = part(paper, PscPart.Passage);
      const passage = content.passages.find((p) => p.id === passagePart.passageId);
      if (!passage) throw new Error(passagePart.passageId);
      const all = readText(passage.text, passage.readings);
      expect(paper.expected[3]).toEqual(all.slice(0, 400));
      expect(passagePart.title).toBe(passage.title);
      expect(passagePart.items[0]?.text).toBe(passage.text);
      expect(passagePart.items[0]?.pinyin.split(' ')).toHaveLength(all.length);
      // The scored stretch holds the characters of the 400 syllables and ends on the 400th.
      const scored = passage.text.slice(0, passagePart.scoredLength);
      const hanzi = scored.match(/\p{Script=Han}/gu)?.length ?? 0;
      const covered = all.slice(0, 400).reduce((n, s) => n + [...s.hanzi].length, 0);
      expect(hanzi).toBe(covered);
      expect(scored.endsWith(all[399]?.hanzi ?? '?')).toBe(true);
    }
  });

  it('gives the passage every syllable where it stands in the text, for pinyin written by word', () => {
    for (const paper of stored) {
      const passagePart = part(paper, PscPart.Passage);
      const text = passagePart.items[0]?.text ?? '';
      const syllables = passagePart.syllables ?? [];
      expect(syllables).toHaveLength(passagePart.items[0]?.pinyin.split(' ').length ?? -1);
      let after = 0;
      for (const syllable of syllables) {
        expect(text.slice(syllable.offset, syllable.offset + syllable.hanzi.length)).toBe(syllable.hanzi);
        expect(syllable.offset).toBeGreaterThanOrEqual(after);
        expect(syllable.pinyin).toMatch(/^[a-zü]+[0-5]$/u);
        after = syllable.offset + syllable.hanzi.length;
      }
    }
  });

  it('offers topics of different categories with their titles', () => {
    for (const paper of stored) {
      const topics = part(paper, PscPart.Topic).items;
      const categories = topics.map((t) => content.topics.find((c) => c.id === t.id)?.category);
      expect(new Set(categories).size).toBe(2);
      for (const t of topics) expect(t.title).toBe(content.topics.find((c) => c.id === t.id)?.title);
    }
  });

  it('refuses to load papers that break a rule, naming the paper and the rule', () => {
    const [one, two, ...rest] = content.psc.papers;
    if (!one || !two) throw new Error('no papers');
    const broken = {
      ...content,
      psc: { ...content.psc, papers: [one, { ...two, passageId: one.passageId }, ...rest] },
    };
    expect(() => buildCatalogue(broken)).toThrow(/M02 \[part3-distinct\]/);
    expect(() => buildStoredPscPaper({ ...one, passageId: 'P999' }, content)).toThrow(/passage P999 does not exist/);
  });

  it('numbers titles in Chinese', () => {
    expect([1, 9, 10, 11, 20, 23, 30].map(chineseNumber)).toEqual(['一', '九', '十', '十一', '二十', '二十三', '三十']);
    expect(pscPaperTitles('M12')).toEqual({ title: '普通话水平测试模拟试卷（十二）', titleEn: 'PSC Mock Paper 12' });
  });
});

import { FINALS, INITIALS } from '@hanyu/contracts/constants/phonetics';
import { describe, expect, it } from 'vitest';
import { loadPscWordLists } from './content-files.ts';
import {
  authoredSyllables,
  characterSyllable,
  finalOf,
  isErhua,
  kindOfSyllables,
  markedPinyin,
  readingDifferences,
  splitAuthoredPinyin,
  wordListProblems,
  type PscWord,
} from './psc-word-lists.ts';

const { characters, words } = loadPscWordLists();

function word(text: string, pinyin: string, kind: PscWord['kind']): PscWord {
  return { text, pinyin, list: 1, kind };
}

describe('PSC word lists', () => {
  it('has at least 900 characters and 700 words, both lists, every kind in number', () => {
    expect(characters.length).toBeGreaterThanOrEqual(900);
    expect(words.length).toBeGreaterThanOrEqual(700);
    for (const entries of [characters, words]) {
      const list1 = entries.filter((e) => e.list === 1).length;
      expect(list1 / entries.length).toBeGreaterThan(0.55);
      expect(list1 / entries.length).toBeLessThan(0.85);
    }
    const kinds = (kind: PscWord['kind']) => words.filter((w) => w.kind === kind).length;
    expect(kinds('neutral')).toBeGreaterThanOrEqual(80);
    expect(kinds('erhua')).toBeGreaterThanOrEqual(80);
    expect(kinds('sandhi33')).toBeGreaterThanOrEqual(60);
    expect(kinds('sandhi3x')).toBeGreaterThanOrEqual(100);
  });

  it('writes every entry as valid, tone-marked Mandarin of the kind it claims', () => {
    expect(wordListProblems(characters, words)).toEqual([]);
  });

  it('has mostly two-syllable words, some of three and a few of four', () => {
    const sizes = new Map<number, number>();
    for (const w of words) {
      const n = authoredSyllables(w.text, w.pinyin).length;
      sizes.set(n, (sizes.get(n) ?? 0) + 1);
    }
    expect((sizes.get(2) ?? 0) / words.length).toBeGreaterThan(0.85);
    expect(sizes.get(3) ?? 0).toBeGreaterThanOrEqual(20);
    expect(sizes.get(4) ?? 0).toBeGreaterThanOrEqual(10);
    expect([...sizes.keys()].every((n) => n >= 2 && n <= 4)).toBe(true);
  });

  it('gives every initial and every final enough characters for two of each final in every paper', () => {
    const syllables = characters.map((c) => authoredSyllables(c.text, c.pinyin)[0]);
    for (const initial of INITIALS) {
      expect(syllables.filter((s) => s?.initial === initial).length, initial).toBeGreaterThanOrEqual(20);
    }
    for (const final of FINALS) {
      expect(syllables.filter((s) => s && finalOf(s) === final).length, final).toBeGreaterThanOrEqual(3);
    }
    const texts = (final: string) => characters.filter((c) => finalOf(characterSyllable(c)) === final);
    expect(texts('ueng').map((c) => c.text)).toEqual(['翁', '嗡', '瓮']);
    expect(texts('er').map((c) => c.text)).toContain('耳');
    expect(syllables.filter((s) => s?.initial === '').length).toBeGreaterThanOrEqual(50);
  });

  it('has erhua words over a wide range of finals', () => {
    const finals = new Set(words.flatMap((w) => authoredSyllables(w.text, w.pinyin).filter(isErhua).map(finalOf)));
    expect(finals.size).toBeGreaterThanOrEqual(25);
  });

  it('differs from the engine only where the reading was reviewed', () => {
    const differences = [...readingDifferences(characters, 'characters'), ...readingDifferences(words, 'words')];
    expect(differences.filter((d) => !d.reviewed)).toEqual([]);
    // 喇 alone is la1 to pinyin-pro; 湖泊 no longer differs since the engine reads it hu2 po1.
    expect(differences.map((d) => d.text)).toContain('喇');
  });
});

describe('authored pinyin', () => {
  it('splits by the orthography: an apostrophe before a, o, e; never a syllable starting with one unmarked', () => {
    expect(splitAuthoredPinyin("kě'ài")).toEqual(['kě', 'ài']);
    expect(splitAuthoredPinyin('guàngài')).toEqual(['guàn', 'gài']);
    expect(splitAuthoredPinyin('péngyou')).toEqual(['péng', 'you']);
    expect(splitAuthoredPinyin('xiǎoháir')).toEqual(['xiǎo', 'háir']);
    expect(splitAuthoredPinyin('qwerty')).toBeNull();
  });

  it('counts an erhua word as the engine does: 小孩儿 is two syllables, the second 孩儿', () => {
    const syllables = authoredSyllables('小孩儿', 'xiǎoháir');
    expect(syllables.map((s) => [s.hanzi, s.pinyin, s.final, s.tone])).toEqual([
      ['小', 'xiao', 'iao', 3],
      ['孩儿', 'hair', 'ai', 2],
    ]);
    expect(() => authoredSyllables('小孩儿', 'xiǎohái')).toThrow(/fewer syllables/);
    expect(() => authoredSyllables('小孩', 'xiǎoháir')).toThrow(/not followed by 儿/);
  });

  it('tells the kind from the tones', () => {
    const kind = (text: string, pinyin: string) => kindOfSyllables(authoredSyllables(text, pinyin));
    expect(kind('展览', 'zhǎnlǎn')).toBe('sandhi33');
    expect(kind('考试', 'kǎoshì')).toBe('sandhi3x');
    expect(kind('椅子', 'yǐzi')).toBe('neutral');
    expect(kind('冰棍儿', 'bīnggùnr')).toBe('erhua');
    expect(kind('电脑', 'diànnǎo')).toBe('plain');
  });

  it('marks tones where the orthography puts them', () => {
    expect(markedPinyin({ pinyin: 'lv', tone: 4 })).toBe('lǜ');
    expect(markedPinyin({ pinyin: 'gui', tone: 4 })).toBe('guì');
    expect(markedPinyin({ pinyin: 'dianr', tone: 3 })).toBe('diǎnr');
    expect(markedPinyin({ pinyin: 'de', tone: 5 })).toBe('de');
  });

  it('reports each kind of bad entry', () => {
    const problems = (entries: PscWord[]) => wordListProblems([], entries).map((p) => p.message);
    expect(problems([word('朋友', 'péngyǒu', 'neutral')])).toEqual([
      '"朋友" péngyǒu is marked neutral but reads as plain',
    ]);
    expect(problems([word('考试', 'kǎoshì', 'sandhi33')])[0]).toMatch(/marked sandhi33 but reads as sandhi3x/);
    expect(problems([word('小孩儿', 'xiǎohái', 'erhua')])[0]).toMatch(/fewer syllables/);
    expect(problems([word('老师', 'laǒshī', 'sandhi3x')])[0]).toMatch(/should be written "lǎo"/);
    expect(problems([word('朋友', 'pengyou', 'neutral')])[0]).toMatch(/cannot begin neutral/);
    expect(problems([word('电脑', 'diànnǎo', 'plain'), word('电脑', 'diànnǎo', 'plain')])).toEqual([
      '"电脑" is listed twice',
    ]);
    const characterProblems = wordListProblems([{ text: '的', pinyin: 'de', list: 1 }], []).map((p) => p.message);
    expect(characterProblems).toEqual(['"的" de: no tone mark']);
  });
});

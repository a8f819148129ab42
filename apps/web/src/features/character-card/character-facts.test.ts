import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CharacterStructure, ComponentRole } from '@hanyu/contracts/portal/dictionary';
import { INTERFACE_LANGUAGES } from '@hanyu/contracts/constants/limits';
import { counterpartsOf, distinctReadings, scriptOf, syllablesOf } from './character-facts.ts';

const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales');
type WordCardStrings = { wordCard: { structure: Record<string, string>; role: Record<string, string> } };
const strings = (language: string) =>
  JSON.parse(fs.readFileSync(path.join(locales, `${language}.json`), 'utf8')) as WordCardStrings;

describe('structure and component names', () => {
  it('names every structure the dictionary gives, in every interface language', () => {
    for (const language of INTERFACE_LANGUAGES) {
      for (const structure of Object.values(CharacterStructure)) {
        expect(strings(language).wordCard.structure[structure], `${language} ${structure}`).toBeTruthy();
      }
      for (const role of Object.values(ComponentRole)) {
        expect(strings(language).wordCard.role[role], `${language} ${role}`).toBeTruthy();
      }
    }
  });

  it('uses the names Chinese teaching uses (左右结构 …)', () => {
    expect(strings('zh').wordCard.structure).toEqual({
      single: '独体结构',
      leftRight: '左右结构',
      leftMiddleRight: '左中右结构',
      topBottom: '上下结构',
      topMiddleBottom: '上中下结构',
      fullSurround: '全包围结构',
      halfSurround: '半包围结构',
      triangle: '品字结构',
      inlaid: '镶嵌结构',
    });
  });
});

describe('syllablesOf', () => {
  it('pairs each marked syllable with its tone', () => {
    expect(syllablesOf({ pinyin: 'nǐ hǎo', pinyinNumbered: 'ni3 hao3' })).toEqual([
      { marked: 'nǐ', tone: 3 },
      { marked: 'hǎo', tone: 3 },
    ]);
    expect(syllablesOf({ pinyin: 'xiè xie', pinyinNumbered: 'xie4 xie5' })).toEqual([
      { marked: 'xiè', tone: 4 },
      { marked: 'xie', tone: 5 },
    ]);
  });

  it('treats a syllable without a tone number as neutral', () => {
    expect(syllablesOf({ pinyin: 'ma', pinyinNumbered: 'ma' })).toEqual([{ marked: 'ma', tone: 5 }]);
  });
});

describe('counterparts', () => {
  it("lists the other script's forms without the character itself", () => {
    expect(counterpartsOf({ character: '发', simplified: ['发'], traditional: ['發', '髮', '發'] })).toEqual({
      traditional: ['發', '髮'],
      simplified: [],
    });
    expect(counterpartsOf({ character: '體', simplified: ['体'], traditional: ['體'] })).toEqual({
      traditional: [],
      simplified: ['体'],
    });
  });

  it('marks a traditional-only form as zh-Hant', () => {
    expect(scriptOf({ character: '體', simplified: ['体'], traditional: [] })).toBe('zh-Hant');
    expect(scriptOf({ character: '永', simplified: [], traditional: [] })).toBe('zh-Hans');
  });
});

describe('distinctReadings', () => {
  it('joins entries of one reading (a surname, a variant) and keeps the order', () => {
    expect(
      distinctReadings({
        readings: [
          { pinyin: 'zhāng', pinyinNumbered: 'zhang1', definitions: ['to open', 'classifier for flat objects'] },
          { pinyin: 'Zhāng', pinyinNumbered: 'Zhang1', definitions: ['surname Zhang'] },
          { pinyin: 'zhǎng', pinyinNumbered: 'zhang3', definitions: ['to grow'] },
          { pinyin: 'zhāng', pinyinNumbered: 'zhang1', definitions: ['to open'] },
        ],
      }),
    ).toEqual([
      {
        pinyin: 'zhāng',
        pinyinNumbered: 'zhang1',
        definitions: ['to open', 'classifier for flat objects', 'surname Zhang'],
      },
      { pinyin: 'zhǎng', pinyinNumbered: 'zhang3', definitions: ['to grow'] },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { toneMarked, toneNumbered } from '../../shared/pinyin/pinyin-marks.ts';
import { parseTarget, TARGET_MAX_LENGTH } from './target.ts';

describe('pinyin spellings', () => {
  it.each([
    ['ma3', 'mǎ'],
    ['hao3', 'hǎo'],
    ['gou4', 'gòu'],
    ['liu2', 'liú'],
    ['gui4', 'guì'],
    ['lv4', 'lǜ'],
    ['nu:3', 'nǚ'],
    ['xue2', 'xué'],
    ['er2', 'ér'],
    ['de5', 'de'],
    ['de', 'de'],
    ['zhuang1', 'zhuāng'],
  ])('marks %s as %s', (numbered, marked) => {
    expect(toneMarked(numbered)).toBe(marked);
  });

  it.each([
    ['mǎ', 'ma3'],
    ['lǜ', 'lv4'],
    ['ma3', 'ma3'],
    ['Hǎo', 'hao3'],
    ['de', 'de'],
    ['lü4', 'lv4'],
  ])('numbers %s as %s', (marked, numbered) => {
    expect(toneNumbered(marked)).toBe(numbered);
  });

  it('refuses what is not one pinyin syllable', () => {
    expect(toneNumbered('mǎ3')).toBeNull();
    expect(toneNumbered('mǎà')).toBeNull();
    expect(toneNumbered('ma33')).toBeNull();
    expect(toneNumbered('hello!')).toBeNull();
  });
});

describe('what to say', () => {
  it('reads toned pinyin, with numbers or marks, as a pinyin request', () => {
    expect(parseTarget(' ma3 ')).toEqual({
      kind: 'pinyin',
      request: { kind: 'pinyin', pinyin: 'ma3' },
      syllables: [{ marked: 'mǎ', tone: 3 }],
    });
    const target = parseTarget("nǐ hǎo, lao3'shi1");
    expect(target).toMatchObject({ request: { kind: 'pinyin', pinyin: 'ni3 hao3 lao3 shi1' } });
  });

  it('reads Chinese text (punctuation allowed) as a text request', () => {
    expect(parseTarget('你好！')).toEqual({ kind: 'text', request: { kind: 'text', text: '你好！' }, text: '你好！' });
  });

  it('says what is wrong otherwise', () => {
    expect(parseTarget('   ')).toBe('empty');
    expect(parseTarget('hello world!')).toBe('notPinyin');
    expect(parseTarget('你好 ma3')).toBe('notPinyin');
    expect(parseTarget('好'.repeat(TARGET_MAX_LENGTH + 1))).toBe('tooLong');
  });
});

import { describe, expect, it } from 'vitest';
import { markedPinyin, normaliseNumbered, parsePinyinQuery, plainSyllables } from './pinyin-keys.ts';

describe('pinyin queries', () => {
  it.each([
    ['ni3hao3', ['ni', 'hao'], ['ni3', 'hao3']],
    ['nǐhǎo', ['ni', 'hao'], ['ni3', 'hao3']],
    ['nihao', ['ni', 'hao'], null],
    ['ni3 hao3', ['ni', 'hao'], ['ni3', 'hao3']],
    ['NI HAO', ['ni', 'hao'], null],
    ['ni3hao', ['ni', 'hao'], null],
    ['xian', ['xian'], null],
    ["xi'an", ['xi', 'an'], null],
    ['lü4', ['lv'], ['lv4']],
    ['lu:4se4', ['lv', 'se'], ['lv4', 'se4']],
    ['lv4', ['lv'], ['lv4']],
    ['ma0', ['ma'], ['ma5']],
    ['zhongguo', ['zhong', 'guo'], null],
    // Erhua is a syllable of its own in CC-CEDICT ("na3 r5").
    ['nar3', ['na', 'r'], ['na3', 'r5']],
  ])('%s reads as %j, tones %j', (query, letters, toned) => {
    expect(parsePinyinQuery(query)).toEqual({ letters, toned });
  });

  it.each(['hello', 'good', 'zh', 'abc', '你好', '', '3', 'ni-3'])('%s is not pinyin', (query) => {
    expect(parsePinyinQuery(query)).toBeNull();
  });
});

describe('dictionary pinyin', () => {
  it('normalises CC-CEDICT spelling and marks tones', () => {
    expect(normaliseNumbered('Ni3  hao3')).toBe('ni3 hao3');
    expect(normaliseNumbered('lu:4 se4')).toBe('lv4 se4');
    expect(markedPinyin('ni3 hao3')).toBe('nǐ hǎo');
    expect(markedPinyin('lv4 se4')).toBe('lǜ sè');
    expect(markedPinyin('na3 r5')).toBe('nǎ r');
    expect(markedPinyin('ka3 la1 o k')).toBe('kǎ lā o k');
    expect(plainSyllables('xue2 xi2')).toEqual(['xue', 'xi']);
  });
});

import { describe, expect, it } from 'vitest';
import { chineseReading, toneMarked } from './chinese-reading.ts';

const pinyinOf = (text: string) =>
  chineseReading(text)
    ?.filter((segment) => segment.pinyin !== null)
    .map((segment) => segment.pinyin)
    .join(' ');

describe('the reading of a flashcard', () => {
  it('marks tones where pinyin puts them', () => {
    expect(toneMarked('ma', 3)).toBe('mǎ');
    expect(toneMarked('lv', 4)).toBe('lǜ');
    expect(toneMarked('gou', 3)).toBe('gǒu');
    expect(toneMarked('gui', 4)).toBe('guì');
    expect(toneMarked('liu', 2)).toBe('liú');
    expect(toneMarked('xue', 2)).toBe('xué');
    expect(toneMarked('de', 5)).toBe('de');
    expect(toneMarked('dianr', 3)).toBe('diǎnr');
  });

  it('reads polyphones by their words, in citation tones', () => {
    expect(pinyinOf('银行')).toBe('yín háng');
    expect(pinyinOf('行走')).toBe('xíng zǒu');
    expect(pinyinOf('你好')).toBe('nǐ hǎo');
    expect(pinyinOf('一起')).toBe('yī qǐ');
  });

  it('keeps the text between syllables, with no pinyin', () => {
    expect(chineseReading('我爱Python！')).toEqual([
      { text: '我', pinyin: 'wǒ', tone: 3 },
      { text: '爱', pinyin: 'ài', tone: 4 },
      { text: 'Python！', pinyin: null, tone: null },
    ]);
    const joined = chineseReading('你好，世界。')
      ?.map((segment) => segment.text)
      .join('');
    expect(joined).toBe('你好，世界。');
  });

  it('has nothing to read in text without Chinese, or text too long for a card', () => {
    expect(chineseReading('hello')).toBeNull();
    expect(chineseReading('好'.repeat(201))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { englishWord } from '@hanyu/content/search/search-tokens';
import { highlight, occurrences, pinyinRanges } from './search-highlight.ts';
import { readKeyword } from './search-query.ts';

describe('reading a keyword', () => {
  it('takes the Han characters of a keyword with them', () => {
    expect(readKeyword('你好！ hi')).toEqual({ mode: 'characters', hanzi: ['你', '好'] });
  });

  it('reads pinyin, numbered when every syllable has a tone, and also as English when it is bare letters', () => {
    expect(readKeyword('ni3hao3')).toEqual({
      mode: 'pinyin',
      syllables: ['ni3', 'hao3'],
      column: 'toned',
      letters: ['ni', 'hao'],
      english: [],
      phrase: '',
    });
    expect(readKeyword('you')).toEqual({
      mode: 'pinyin',
      syllables: ['you'],
      column: 'plain',
      letters: ['you'],
      english: ['you'],
      phrase: 'you',
    });
  });

  it('reads other letters as English words, plurals folded for the index and kept in the phrase, without a leading "to"', () => {
    expect(readKeyword('Good books')).toEqual({ mode: 'english', english: ['good', 'book'], phrase: 'good books' });
    expect(readKeyword('to eat')).toEqual({ mode: 'english', english: ['to', 'eat'], phrase: 'eat' });
    expect(readKeyword('!!!')).toEqual({ mode: 'none' });
  });
});

describe('highlights', () => {
  it('finds every occurrence of the characters', () => {
    expect(occurrences('好好学习，天天向上', '好')).toEqual([
      [0, 1],
      [1, 2],
    ]);
    expect(occurrences('abc', '')).toEqual([]);
  });

  it('marks the queried run of pinyin syllables, tones ignored', () => {
    expect(pinyinRanges('nǐ hǎo', ['hao'])).toEqual([[3, 6]]);
    expect(pinyinRanges('tiě dá ní hào', ['ni', 'hao'])).toEqual([[7, 13]]);
    expect(pinyinRanges('lǜ sè', ['lv'])).toEqual([[0, 2]]);
  });

  it('marks whole English words that fold to the query', () => {
    const ranges = highlight(
      readKeyword('book'),
      { title: '书', titleAlt: '', pinyin: 'shū', summary: 'book; letter; books' },
      englishWord,
    );
    expect(ranges.summary).toEqual([
      [0, 4],
      [14, 19],
    ]);
  });
});

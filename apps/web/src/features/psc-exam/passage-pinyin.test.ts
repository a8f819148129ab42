import { describe, expect, it } from 'vitest';
import { passagePinyin } from './passage-pinyin.ts';

const text = '我们是学生。天安门很大。';
const readings: [string, string][] = [
  ['我', 'wo3'],
  ['们', 'men5'],
  ['是', 'shi4'],
  ['学', 'xue2'],
  ['生', 'sheng5'],
  ['天', 'tian1'],
  ['安', 'an1'],
  ['门', 'men2'],
  ['很', 'hen3'],
  ['大', 'da4'],
];
const syllables = readings.map(([hanzi, pinyin]) => ({ hanzi, pinyin, offset: text.indexOf(hanzi) }));
// The words as the segmenter gives them: 我们 | 是 | 学生 | 天安门 | 很 | 大.
const passage = { syllables, wordStarts: [0, 2, 3, 6, 9, 10] };

describe('the pinyin of a paper passage', () => {
  it('is written by word: syllables of a word joined, the apostrophe, sentences capitalised', () => {
    expect(passagePinyin(passage, text)).toBe("Wǒmen shì xuésheng. Tiān'ānmén hěn dà.");
  });

  it('covers only the part of the passage the paper shows', () => {
    expect(passagePinyin(passage, '我们是学生。')).toBe('Wǒmen shì xuésheng.');
  });
});

import { describe, expect, it } from 'vitest';
import { formatScore, pageCount } from './reading-format.ts';

describe('the reading lists', () => {
  it('show a score as the result panel did when the reading was made: a whole number', () => {
    for (const score of [5.3, 5.5, 86.49, 86.5, 100, 0]) {
      expect(formatScore(score, 'zh-CN'), String(score)).toBe(String(Math.round(score)));
    }
    expect(formatScore(1234.6, 'ru')).toBe('1\u00a0235');
  });

  it('count at least one page, an empty list included', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
  });
});

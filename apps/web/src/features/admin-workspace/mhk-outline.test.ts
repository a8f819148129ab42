import { describe, expect, it } from 'vitest';
import { keyText, optionLetter } from './mhk-outline.ts';

describe('the MHK paper preview keys', () => {
  it('letters the options A to D', () => {
    expect([0, 1, 2, 3].map(optionLetter)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('shows a choice key as its letter and option', () => {
    expect(keyText({ kind: 'choice', options: ['在家', '在图书馆', '在商店', '在学校'], answer: 1 })).toBe(
      'B. 在图书馆',
    );
  });

  it('shows the other keys in the paper’s own words', () => {
    expect(keyText({ kind: 'order', fragments: ['我', '每天', '坐公交车', '上班'], otherOrders: 1 })).toBe(
      '我 / 每天 / 坐公交车 / 上班',
    );
    expect(keyText({ kind: 'characters', answer: '图书馆', pinyin: 'tu2 shu1 guan3' })).toBe(
      '图书馆（tu2 shu1 guan3）',
    );
    expect(keyText({ kind: 'short', accepted: ['环境', '保护环境'] })).toBe('环境 / 保护环境');
    expect(keyText({ kind: 'composition', minChars: 100, maxChars: 250, keywords: ['朋友', '周末'] })).toBe(
      '朋友、周末',
    );
    expect(keyText({ kind: 'spoken', category: 'retell' })).toBe('');
  });
});

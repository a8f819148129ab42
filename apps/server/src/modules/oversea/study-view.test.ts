import type { DictionaryEntry } from '@hanyu/contracts/portal/dictionary';
import { describe, expect, it } from 'vitest';
import { shortGloss } from './study-view.ts';

const entry = (definitions: string[]): DictionaryEntry => ({
  id: 1,
  simplified: '钱',
  traditional: '錢',
  pinyin: 'qián',
  pinyinNumbered: 'qian2',
  definitions,
  hskLevel: 1,
  frequencyRank: 500,
});

describe('shortGloss', () => {
  it('gives the second sense too when both fit a glance (钱 is money, not only a coin)', () => {
    expect(
      shortGloss(entry(['coin', 'money', 'CL:筆|笔[bi3]', 'unit of weight, one tenth of a tael 兩|两[liang3]'])),
    ).toBe('coin; money');
    expect(shortGloss(entry(['in the same place', 'together', 'with', 'altogether (in total)']))).toBe(
      'in the same place; together',
    );
  });

  it('keeps one sense when two would not fit, and cuts a long one', () => {
    expect(shortGloss(entry(['bank', 'CL:家[jia1],個|个[ge4]']))).toBe('bank');
    expect(shortGloss(entry(['to go (somewhere) in the company of others', 'to accompany']))).toBe(
      'to go (somewhere) in the company of others',
    );
    const long = 'a'.repeat(80);
    expect(shortGloss(entry([long]))).toBe(`${'a'.repeat(59)}…`);
  });

  it('skips definitions that say nothing on their own, and has none for no entry', () => {
    expect(shortGloss(entry(['surname Qian', 'variant of 錢|钱[qian2]', 'money']))).toBe('money');
    expect(shortGloss(entry(['surname Qian']))).toBe('surname Qian');
    expect(shortGloss(undefined)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { formatReading, readingPinyin } from './reading-pinyin.ts';

const read = (text: string) => formatReading(readingPinyin(text));

describe('pinyin as read aloud', () => {
  it('applies third-tone sandhi within a phrase', () => {
    expect(read('你好')).toBe('ni2 hao3');
    expect(read('展览馆')).toBe('zhan2 lan2 guan3');
    expect(read('老虎')).toBe('lao2 hu3');
    // A neutral tone breaks the run; tones other than the third are untouched.
    expect(read('姐姐好')).toMatch(/^jie3 jie5 hao3$/);
  });

  it('applies the sandhi of 一 and 不, and reads polyphones in their word', () => {
    expect(read('一起')).toBe('yi4 qi3');
    expect(read('一个')).toBe('yi2 ge4');
    expect(read('不是')).toBe('bu2 shi4');
    expect(read('第一')).toBe('di4 yi1');
    expect(read('银行行长')).toBe('yin2 hang2 hang2 zhang3');
  });

  it('reads polyphones by the speech package’s context rules, as the learner sees them in the study view', () => {
    expect(read('还书')).toBe('huan2 shu1');
    expect(read('他还没来')).toBe('ta1 hai2 mei2 lai2');
    // 得 is dei3 here; which of the three third tones turn second depends on how the words group.
    expect(read('我得走了')).toMatch(/^wo[23] dei[23] zou3 le5$/);
    expect(read('跑得快')).toBe('pao3 de5 kuai4');
    expect(read('慢慢地走')).toMatch(/ de5 zou3$/);
  });

  it('reads the neutral tones of words read with it, and erhua as eSpeak can say it', () => {
    expect(read('我的朋友')).toBe('wo3 de5 peng2 you5');
    expect(read('告诉')).toBe('gao4 su5');
    // eSpeak's pinyin voice spells "dianr3" out in English letters: 儿 stays a light syllable of its own.
    expect(read('一点儿')).toBe('yi4 dian3 er5');
    expect(read('女儿')).toBe('nv3 er2');
  });

  it('writes ü as v and the neutral tone as 5, as eSpeak reads pinyin', () => {
    expect(read('女人')).toBe('nv3 ren2');
    expect(read('好的')).toBe('hao3 de5');
  });

  it('ends a phrase at punctuation, reads digits one by one and skips other letters', () => {
    expect(read('你好，再见！')).toBe('ni2 hao3, zai4 jian4');
    expect(read('你好 world 2')).toBe('ni2 hao3, er4');
    expect(read('hello')).toBe('');
  });

  it('does not carry sandhi across a phrase break', () => {
    expect(read('好，好')).toBe('hao3, hao3');
  });
});

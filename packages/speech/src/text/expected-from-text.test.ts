import { describe, expect, it } from 'vitest';
import { ExpectedTextError } from './expected-text-error.ts';
import { expectedFromText } from './expected-from-text.ts';

/** "hanzi:pinyin citation>expected" per syllable. */
function read(text: string): string[] {
  return expectedFromText(text).map((s) => `${s.hanzi}:${s.pinyin}${s.citationTone}>${s.expectedTone}`);
}

describe('expectedFromText: third-tone sandhi', () => {
  it('你好 → ni2 hao3', () => {
    expect(read('你好')).toEqual(['你:ni3>2', '好:hao3>3']);
  });

  it('我很好 → wo3 hen2 hao3 (a pronoun before the word 很好)', () => {
    expect(read('我很好')).toEqual(['我:wo3>3', '很:hen3>2', '好:hao3>3']);
  });

  it('展览馆 → zhan2 lan2 guan3 ([[展览]馆])', () => {
    expect(read('展览馆')).toEqual(['展:zhan3>2', '览:lan3>2', '馆:guan3>3']);
  });

  it('小老虎 → xiao3 lao2 hu3 ([小[老虎]])', () => {
    expect(read('小老虎')).toEqual(['小:xiao3>3', '老:lao3>2', '虎:hu3>3']);
  });

  it('does not cross punctuation: 你好吗？我很好，谢谢！', () => {
    const tones = expectedFromText('你好吗？我很好，谢谢！').map((s) => s.expectedTone);
    expect(tones).toEqual([2, 3, 5, 3, 2, 3, 4, 5]);
  });
});

describe('expectedFromText: 一 and 不', () => {
  it('一起 yi4 (before a third tone), 一样 yi2 (before a fourth)', () => {
    expect(read('一起')).toEqual(['一:yi1>4', '起:qi3>3']);
    expect(read('一样')).toEqual(['一:yi1>2', '样:yang4>4']);
  });

  it('keeps yi1 in ordinals, counting, dates and at the end of a word', () => {
    expect(read('第一')).toEqual(['第:di4>4', '一:yi1>1']);
    expect(read('一二三').map((s) => s.split('>')[1])).toEqual(['1', '4', '1']);
    expect(read('一月一号')[0]).toBe('一:yi1>1');
    expect(read('统一思想')[1]).toBe('一:yi1>1');
    expect(read('十一')[1]).toBe('一:yi1>1');
  });

  it('不对 bu2, 不好 bu4, 好不好 with a neutral bu', () => {
    expect(read('不对')).toEqual(['不:bu4>2', '对:dui4>4']);
    expect(read('不好')).toEqual(['不:bu4>4', '好:hao3>3']);
    expect(read('好不好')).toEqual(['好:hao3>3', '不:bu4>5', '好:hao3>3']);
  });

  it('看一看 has a neutral yi', () => {
    expect(read('看一看')[1]).toBe('一:yi1>5');
  });
});

describe('expectedFromText: readings in context', () => {
  it('reads polyphones by their word: 银行 hang2, 行走 xing2, 长大 zhang3, 长度 chang2', () => {
    expect(read('银行')).toEqual(['银:yin2>2', '行:hang2>2']);
    expect(read('行走')[0]).toBe('行:xing2>2');
    expect(read('长大')[0]).toBe('长:zhang3>3');
    expect(read('长度')[0]).toBe('长:chang2>2');
    expect(read('我们一起去银行。').map((s) => s.split(':')[1])).toContain('hang2>2');
  });

  it('女儿 has two syllables, nü written nv with the final ü', () => {
    const [nv, er] = expectedFromText('女儿');
    expect(nv).toMatchObject({ pinyin: 'nv', initial: 'n', final: 'ü', citationTone: 3 });
    expect(er).toMatchObject({ pinyin: 'er', initial: '', final: 'er', citationTone: 2 });
  });

  it('一点儿 is two syllables: yi4 and the erhua dianr3', () => {
    const syllables = expectedFromText('一点儿');
    expect(syllables).toHaveLength(2);
    expect(syllables[1]).toMatchObject({ hanzi: '点儿', pinyin: 'dianr', initial: 'd', final: 'ian', expectedTone: 3 });
    expect(syllables[0]?.expectedTone).toBe(4);
  });

  it('小孩儿 and 女孩儿 are two syllables (erhua), though 孩儿 alone is a syllabic 儿', () => {
    expect(read('一个小孩儿').slice(-2)).toEqual(['小:xiao3>3', '孩儿:hair2>2']);
    expect(read('女孩儿')).toEqual(['女:nv3>3', '孩儿:hair2>2']);
  });

  it('keeps 儿 a syllable where it starts or sits inside a word (儿子, 托儿所)', () => {
    expect(expectedFromText('儿子')).toHaveLength(2);
    expect(expectedFromText('托儿所')).toHaveLength(3);
    expect(expectedFromText('他在哪儿呢？').map((s) => s.pinyin)).toEqual(['ta', 'zai', 'nar', 'ne']);
  });

  it('gives the neutral tone of particles and suffixes as 5', () => {
    expect(read('我们')[1]).toBe('们:men5>5');
  });
});

describe('expectedFromText: neutral tones of the dictionary (CC-CEDICT)', () => {
  it('reads the neutral tone of words that pinyin-pro gives full tones: 朋友, 衣服, 告诉, 眼睛', () => {
    expect(read('我的好朋友')).toEqual(['我:wo3>3', '的:de5>5', '好:hao3>3', '朋:peng2>2', '友:you5>5']);
    expect(read('他告诉我')).toContain('诉:su5>5');
    expect(read('洗衣服')).toContain('服:fu5>5');
    expect(read('她的眼睛很亮')).toContain('睛:jing5>5');
  });

  it('only for whole words of the segmentation: 拉手 inside 拉手风琴, 东西 inside 山东西部', () => {
    expect(read('他拉手风琴')).toContain('手:shou3>3');
    expect(read('山东西部')).toContain('西:xi1>1');
  });

  it('a neutral second syllable stops third-tone sandhi: 姐姐 jie3 jie5', () => {
    expect(read('姐姐')).toEqual(['姐:jie3>3', '姐:jie5>5']);
  });
});

describe('expectedFromText: words and characters that are not Chinese', () => {
  it('numbers words from 0 in order; syllables of a word share its index', () => {
    const syllables = expectedFromText('我们一起去银行');
    const words = syllables.map((s) => s.wordIndex);
    expect(words[0]).toBe(0);
    expect(words[0]).toBe(words[1]);
    expect(words[words.length - 1]).toBe(words[words.length - 2]);
    expect(new Set(words).size).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < words.length; i += 1) expect((words[i] ?? 0) - (words[i - 1] ?? 0)).toBeLessThanOrEqual(1);
  });

  it('skips Latin letters, digits and punctuation', () => {
    expect(read('ABC你好123。')).toEqual(['你:ni3>2', '好:hao3>3']);
  });

  it('refuses text without Chinese characters', () => {
    expect(() => expectedFromText('hello 123')).toThrow(ExpectedTextError);
  });
});

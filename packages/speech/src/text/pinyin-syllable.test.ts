import { describe, expect, it } from 'vitest';
import { FINALS, INITIALS } from '@hanyu/contracts/constants/phonetics';
import { parsePinyinSyllable, splitSyllable, splitWord } from './pinyin-syllable.ts';

const parts = (token: string) => {
  const s = parsePinyinSyllable(token);
  return s && [s.pinyin, s.initial, s.final, s.tone];
};

describe('parsePinyinSyllable', () => {
  it('reads tone digits, tone marks and the neutral tone without a digit, 5 or 0', () => {
    expect(parts('ni3')).toEqual(['ni', 'n', 'i', 3]);
    expect(parts('nǐ')).toEqual(['ni', 'n', 'i', 3]);
    expect(parts('Zhuang1')).toEqual(['zhuang', 'zh', 'uang', 1]);
    expect(parts('de')).toEqual(['de', 'd', 'e', 5]);
    expect(parts('de5')).toEqual(['de', 'd', 'e', 5]);
    expect(parts('de0')).toEqual(['de', 'd', 'e', 5]);
  });

  it('writes ü as v in pinyin whichever way it came (lv4, lü4, lu:4, nǚ)', () => {
    for (const token of ['lv4', 'lü4', 'lu:4', 'lǜ']) expect(parts(token)).toEqual(['lv', 'l', 'ü', 4]);
    expect(parts('nü3')).toEqual(['nv', 'n', 'ü', 3]);
    expect(parts('nue4')).toEqual(['nve', 'n', 'üe', 4]);
    expect(parts('lüe4')).toEqual(['lve', 'l', 'üe', 4]);
  });

  it('keeps lu and nu (路, 奴) apart from lü and nü (绿, 女)', () => {
    expect(parts('lu4')).toEqual(['lu', 'l', 'u', 4]);
    expect(parts('nu2')).toEqual(['nu', 'n', 'u', 2]);
  });

  it('hears ü in ju, qu, xu and their finals', () => {
    expect(parts('ju4')).toEqual(['ju', 'j', 'ü', 4]);
    expect(parts('quan2')).toEqual(['quan', 'q', 'üan', 2]);
    expect(parts('xue2')).toEqual(['xue', 'x', 'üe', 2]);
    expect(parts('jun1')).toEqual(['jun', 'j', 'ün', 1]);
  });

  it('maps y and w spellings of zero-initial syllables to their finals', () => {
    const finals = Object.fromEntries(
      ['yi', 'ya', 'ye', 'yao', 'you', 'yan', 'yin', 'yang', 'ying', 'yong', 'yu', 'yue', 'yuan', 'yun'].map((s) => [
        s,
        splitSyllable(s),
      ]),
    );
    expect(finals.yu).toEqual({ initial: '', final: 'ü' });
    expect(finals.you).toEqual({ initial: '', final: 'iu' });
    expect(finals.yuan).toEqual({ initial: '', final: 'üan' });
    expect(finals.ye).toEqual({ initial: '', final: 'ie' });
    expect(splitSyllable('wen')).toEqual({ initial: '', final: 'uen' });
    expect(splitSyllable('weng')).toEqual({ initial: '', final: 'ueng' });
    expect(splitSyllable('wei')).toEqual({ initial: '', final: 'ui' });
    expect(splitSyllable('wo')).toEqual({ initial: '', final: 'uo' });
    expect(splitSyllable('er')).toEqual({ initial: '', final: 'er' });
  });

  it("returns only the spec's initials and finals (uen aside, named by its contrast pair)", () => {
    const sample = ['zhi', 'chuang', 'ri', 'si', 'gui', 'dun', 'liu', 'jiong', 'bo', 'feng', 'a', 'ou', 'yong', 'wai'];
    for (const s of sample) {
      const split = splitSyllable(s);
      expect(split).not.toBeNull();
      expect(['', ...INITIALS]).toContain(split?.initial);
      expect([...FINALS, 'uen']).toContain(split?.final);
    }
  });

  it('reads erhua syllables with the r kept in pinyin and out of the final', () => {
    expect(parts('dianr3')).toEqual(['dianr', 'd', 'ian', 3]);
    expect(parts('dian3r')).toEqual(['dianr', 'd', 'ian', 3]);
    expect(parts('er2')).toEqual(['er', '', 'er', 2]);
  });

  it('refuses what is not a Mandarin syllable', () => {
    for (const token of ['gi3', 'xa', 'fi1', 'zhü', 'ong1', 'hello', 'ni9', 'nǐ3', 'bue', '']) {
      expect(parsePinyinSyllable(token)).toBeNull();
    }
  });
});

describe('splitWord', () => {
  const spelled = (token: string) => splitWord(token)?.map((s) => `${s.pinyin}${s.tone}`);

  it('splits at tone digits, hyphens and apostrophes', () => {
    expect(spelled('ni3hao3')).toEqual(['ni3', 'hao3']);
    expect(spelled('ni3-hao3')).toEqual(['ni3', 'hao3']);
    expect(spelled("xi1'an1")).toEqual(['xi1', 'an1']);
    expect(spelled('yi1dian3r')).toEqual(['yi1', 'dianr3']);
  });

  it('splits tone-marked and toneless words by the longest valid syllable', () => {
    expect(spelled('nǐhǎo')).toEqual(['ni3', 'hao3']);
    expect(spelled('Běijīng')).toEqual(['bei3', 'jing1']);
    expect(spelled('tian1an1men2')).toEqual(['tian1', 'an1', 'men2']);
    expect(spelled('xian')).toEqual(['xian5']);
  });

  it('gives null when no split into syllables exists', () => {
    expect(splitWord('ni3xyz')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  FINAL_PAIRS,
  canonicalFinal,
  finalPairsFor,
  finalPairsForSyllable,
  pairMemberOfSyllable,
  spellFinalAfter,
  splitSyllable,
} from './final-pairs.ts';

describe('final pairs', () => {
  it('are the nine final pairs of spec section 3', () => {
    expect(FINAL_PAIRS.map(([a, b]) => `${a}|${b}`)).toEqual([
      'in|ing',
      'uan|uang',
      'en|eng',
      'uen|ueng',
      'an|ang',
      'ai|ei',
      'o|e',
      'eng|ong',
      'i|ü',
    ]);
  });

  it('read y/w spellings and ü after j, q, x as the finals written after an initial', () => {
    expect(splitSyllable('ying')).toEqual({ initial: '', final: 'ing' });
    expect(splitSyllable('wan3')).toEqual({ initial: '', final: 'uan' });
    expect(splitSyllable('wen')).toEqual({ initial: '', final: 'uen' });
    expect(splitSyllable('weng')).toEqual({ initial: '', final: 'ueng' });
    expect(splitSyllable('yu')).toEqual({ initial: '', final: 'ü' });
    expect(splitSyllable('yi')).toEqual({ initial: '', final: 'i' });
    expect(splitSyllable('juan')).toEqual({ initial: 'j', final: 'üan' });
    expect(splitSyllable('lv')).toEqual({ initial: 'l', final: 'ü' });
    expect(splitSyllable('luu3')).toEqual({ initial: 'l', final: 'ü' });
    expect(splitSyllable('dun')).toEqual({ initial: 'd', final: 'uen' });
    expect(splitSyllable('zhuang')).toEqual({ initial: 'zh', final: 'uang' });
  });

  it('apply to the expected final, in any of its spellings', () => {
    expect(finalPairsFor('eng')).toEqual([
      ['en', 'eng'],
      ['eng', 'ong'],
    ]);
    expect(finalPairsFor('un')).toEqual([['uen', 'ueng']]);
    expect(finalPairsFor('v')).toEqual([['i', 'ü']]);
    expect(finalPairsFor('ao')).toEqual([]);
    expect(canonicalFinal('ui')).toBe('uei');
  });

  it('leave out the apical i of zhi and si, which has no ü partner', () => {
    expect(finalPairsForSyllable('zhi')).toEqual([]);
    expect(finalPairsForSyllable('si4')).toEqual([]);
    expect(finalPairsForSyllable('ji')).toEqual([['i', 'ü']]);
    expect(finalPairsForSyllable('juan')).toEqual([]);
    expect(finalPairsForSyllable('guan')).toEqual([['uan', 'uang']]);
  });

  it('count ong after an initial as the ueng of uen|ueng (ueng is written ong there), and weng as ueng', () => {
    expect(finalPairsForSyllable('dong4')).toEqual([
      ['eng', 'ong'],
      ['uen', 'ueng'],
    ]);
    expect(pairMemberOfSyllable(['uen', 'ueng'], 'dong4')).toBe('ueng');
    expect(pairMemberOfSyllable(['eng', 'ong'], 'dong4')).toBe('ong');
    expect(pairMemberOfSyllable(['uen', 'ueng'], 'dun4')).toBe('uen');
    expect(pairMemberOfSyllable(['uen', 'ueng'], 'weng1')).toBe('ueng');
    expect(finalPairsForSyllable('yong')).toEqual([]);
    expect(spellFinalAfter('d', 'ueng')).toBe('ong');
    expect(spellFinalAfter('', 'ueng')).toBe('ueng');
    expect(spellFinalAfter('d', 'un')).toBe('uen');
  });
});

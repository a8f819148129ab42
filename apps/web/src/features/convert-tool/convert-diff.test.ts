import { describe, expect, it } from 'vitest';
import { ConvertTarget, type ConvertPiece } from '@hanyu/contracts/portal/convert';
import { countCharacters, diffParts, reverseTarget, scriptTag, summariseChanges } from './convert-diff.ts';

/** 我们的软件很好用，软件更新了。 → Taiwan, as the server answers it. */
const PIECES: ConvertPiece[] = [
  '我',
  ['们', '們'],
  '的',
  ['软件', '軟體'],
  '很好用，',
  ['软件', '軟體'],
  '更',
  '新了。',
];

describe('diffParts', () => {
  it('keeps changes apart and joins kept text', () => {
    expect(diffParts(PIECES)).toEqual([
      { kind: 'same', text: '我' },
      { kind: 'changed', from: '们', to: '們' },
      { kind: 'same', text: '的' },
      { kind: 'changed', from: '软件', to: '軟體' },
      { kind: 'same', text: '很好用，' },
      { kind: 'changed', from: '软件', to: '軟體' },
      { kind: 'same', text: '更新了。' },
    ]);
  });

  it('treats a piece converted to itself as kept, and drops empty text', () => {
    expect(diffParts(['', ['后', '后'], '来'])).toEqual([{ kind: 'same', text: '后来' }]);
    expect(diffParts([])).toEqual([]);
  });

  it('gives back both texts', () => {
    const parts = diffParts(PIECES);
    const source = parts.map((part) => (part.kind === 'same' ? part.text : part.from)).join('');
    const result = parts.map((part) => (part.kind === 'same' ? part.text : part.to)).join('');
    expect(source).toBe('我们的软件很好用，软件更新了。');
    expect(result).toBe('我們的軟體很好用，軟體更新了。');
  });
});

describe('summariseChanges', () => {
  it('counts each change, the most frequent first, ties in order of appearance', () => {
    expect(summariseChanges(PIECES)).toEqual([
      { from: '软件', to: '軟體', count: 2 },
      { from: '们', to: '們', count: 1 },
    ]);
    expect(summariseChanges([['发', '發'], '现', ['头发', '頭髮'], ['发', '髮']])).toEqual([
      { from: '发', to: '發', count: 1 },
      { from: '头发', to: '頭髮', count: 1 },
      { from: '发', to: '髮', count: 1 },
    ]);
  });

  it('is empty when nothing changed', () => {
    expect(summariseChanges(['Hello, 世界'])).toEqual([]);
  });
});

describe('countCharacters', () => {
  it('counts code points without spaces, and Han characters apart', () => {
    expect(countCharacters('软件 and 𠀀\n好！')).toEqual({ characters: 8, han: 4 });
    expect(countCharacters('')).toEqual({ characters: 0, han: 0 });
  });
});

describe('targets', () => {
  it('tags each script for the browser', () => {
    expect(scriptTag(ConvertTarget.Simplified)).toBe('zh-Hans');
    expect(scriptTag(ConvertTarget.Taiwan)).toBe('zh-Hant-TW');
    expect(scriptTag(ConvertTarget.HongKong)).toBe('zh-Hant-HK');
    expect(scriptTag(ConvertTarget.Traditional)).toBe('zh-Hant');
  });

  it('converts back to simplified, or to the traditional standard used last', () => {
    expect(reverseTarget(ConvertTarget.Taiwan, ConvertTarget.Taiwan)).toBe(ConvertTarget.Simplified);
    expect(reverseTarget(ConvertTarget.Simplified, ConvertTarget.HongKong)).toBe(ConvertTarget.HongKong);
    expect(reverseTarget(ConvertTarget.Simplified, ConvertTarget.Simplified)).toBe(ConvertTarget.Traditional);
  });
});

import { describe, expect, it } from 'vitest';
import {
  excerptAround,
  markedSegments,
  normaliseRanges,
  pinyinSegments,
  toneOfSyllable,
} from './highlight-segments.ts';

const spelled = (segments: Array<{ text: string }>) => segments.map((segment) => segment.text).join('');

describe('highlight ranges → text segments', () => {
  it('marks one range in the middle', () => {
    expect(markedSegments('你好吗', [[0, 2]])).toEqual([
      { text: '你好', marked: true },
      { text: '吗', marked: false },
    ]);
    expect(markedSegments('a good day', [[2, 6]])).toEqual([
      { text: 'a ', marked: false },
      { text: 'good', marked: true },
      { text: ' day', marked: false },
    ]);
  });

  it('leaves text without ranges whole, and gives nothing for empty text', () => {
    expect(markedSegments('你好', [])).toEqual([{ text: '你好', marked: false }]);
    expect(markedSegments('', [[0, 3]])).toEqual([]);
  });

  it('joins overlapping, nested and touching ranges, whatever their order', () => {
    expect(
      markedSegments('abcdefgh', [
        [4, 6],
        [1, 3],
        [2, 4],
        [1, 2],
      ]),
    ).toEqual([
      { text: 'a', marked: false },
      { text: 'bcdef', marked: true },
      { text: 'gh', marked: false },
    ]);
    expect(
      normaliseRanges('abcdef', [
        [0, 5],
        [1, 2],
      ]),
    ).toEqual([[0, 5]]);
  });

  it('cuts ranges past the end and drops empty, inverted, negative-only and fractional ones', () => {
    expect(
      normaliseRanges('abc', [
        [2, 10],
        [5, 8],
        [1, 1],
        [2, 1],
        [-4, -1],
        [0.5, 2],
      ]),
    ).toEqual([[2, 3]]);
    expect(markedSegments('abc', [[-2, 1]])).toEqual([
      { text: 'a', marked: true },
      { text: 'bc', marked: false },
    ]);
  });

  it('never splits a character outside the Basic Multilingual Plane', () => {
    // 𠀀 is two UTF-16 units: a range ending or starting between them takes the whole character.
    const text = 'a𠀀b';
    expect(markedSegments(text, [[0, 2]])).toEqual([
      { text: 'a𠀀', marked: true },
      { text: 'b', marked: false },
    ]);
    expect(markedSegments(text, [[2, 4]])).toEqual([
      { text: 'a', marked: false },
      { text: '𠀀b', marked: true },
    ]);
  });

  it('always spells the text exactly', () => {
    const text = 'hello, good friend';
    for (const ranges of [
      [],
      [[0, 99]],
      [
        [3, 4],
        [0, 2],
        [16, 40],
      ],
    ] as Array<Array<[number, number]>>) {
      expect(spelled(markedSegments(text, ranges))).toBe(text);
    }
  });
});

describe('pinyin segments with tones', () => {
  it('reads the tone from the tone mark, neutral when there is none', () => {
    expect(['mā', 'má', 'mǎ', 'mà', 'ma', 'lǜ', 'lü', 'NǏ'].map(toneOfSyllable)).toEqual([1, 2, 3, 4, 5, 4, 5, 3]);
  });

  it('gives each syllable its tone and keeps the highlight', () => {
    expect(pinyinSegments('nǐ hǎo ma', [[0, 6]])).toEqual([
      { text: 'nǐ', marked: true, tone: 3 },
      { text: ' ', marked: true, tone: null },
      { text: 'hǎo', marked: true, tone: 3 },
      { text: ' ', marked: false, tone: null },
      { text: 'ma', marked: false, tone: 5 },
    ]);
  });

  it('keeps the tone of a syllable that a highlight cuts in two', () => {
    expect(pinyinSegments('guó jiā', [[1, 2]])).toEqual([
      { text: 'g', marked: false, tone: 2 },
      { text: 'u', marked: true, tone: 2 },
      { text: 'ó', marked: false, tone: 2 },
      { text: ' ', marked: false, tone: null },
      { text: 'jiā', marked: false, tone: 1 },
    ]);
  });
});

describe('excerpts of long summaries', () => {
  const marked = (excerpt: { text: string; ranges: Array<[number, number]> }) =>
    excerpt.ranges.map(([start, end]) => excerpt.text.slice(start, end));

  it('leaves a short text whole', () => {
    expect(excerptAround('hello; hi', [[0, 5]], 100)).toEqual({ text: 'hello; hi', ranges: [[0, 5]] });
  });

  it('cuts a long text around its first match, keeping the marks on the same words', () => {
    const text = `${'前'.repeat(100)}你好${'后'.repeat(100)}`;
    const excerpt = excerptAround(text, [[100, 102]], 60);
    expect(excerpt.text.startsWith('…')).toBe(true);
    expect(excerpt.text.endsWith('…')).toBe(true);
    expect(excerpt.text.length).toBe(62);
    expect(marked(excerpt)).toEqual(['你好']);
  });

  it('starts at the beginning when the match is near it, and drops marks cut away', () => {
    const text = `你好${'字'.repeat(200)}你好`;
    const excerpt = excerptAround(
      text,
      [
        [0, 2],
        [202, 204],
      ],
      50,
    );
    expect(excerpt.text.startsWith('你好')).toBe(true);
    expect(marked(excerpt)).toEqual(['你好']);
  });

  it('begins an English excerpt at a word', () => {
    const text = `${'lorem ipsum '.repeat(20)}good day`;
    const excerpt = excerptAround(text, [[240, 244]], 40);
    expect(excerpt.text).toMatch(/^…[a-z]/);
    expect(excerpt.text.slice(1, 2)).not.toBe(' ');
    expect(marked(excerpt)).toEqual(['good']);
  });
});

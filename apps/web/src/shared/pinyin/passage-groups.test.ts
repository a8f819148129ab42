import { describe, expect, it } from 'vitest';
import type { WrittenPiece } from './pinyin-orthography.ts';
import { passageParagraphs } from './passage-groups.ts';

const word = (hanzi: string, pinyin: string): WrittenPiece => ({ kind: 'word', offset: 0, hanzi, pinyin });
const text = (value: string): WrittenPiece => ({ kind: 'text', text: value });

/** Each group as its characters, marks included. */
const shown = (paragraphs: ReturnType<typeof passageParagraphs>) =>
  paragraphs.map((groups) => groups.map((cells) => cells.map((c) => (c.kind === 'word' ? c.hanzi : c.text)).join('')));

describe('passage groups', () => {
  it('keeps closing marks with the word before them and opening marks with the word after', () => {
    const paragraphs = passageParagraphs([
      word('我', 'Wǒ'),
      word('问', 'wèn'),
      text('：“'),
      word('什么', 'Shénme'),
      text('？”'),
      word('她', 'tā'),
      word('说', 'shuō'),
      text('。'),
    ]);
    expect(shown(paragraphs)).toEqual([['我', '问：', '“什么？”', '她', '说。']]);
    expect(paragraphs[0]?.[2]?.[1]).toEqual({ kind: 'word', hanzi: '什么', pinyin: 'Shénme' });
  });

  it('starts a paragraph at each line break and drops spaces and empty lines', () => {
    const paragraphs = passageParagraphs([word('天', 'Tiān'), text('。\n\n'), word('地', 'Dì'), text(' 。')]);
    expect(shown(paragraphs)).toEqual([['天。'], ['地。']]);
  });

  it('gives a mark that follows nothing a group of its own', () => {
    expect(shown(passageParagraphs([text('——'), word('好', 'hǎo')]))).toEqual([['——', '好']]);
    expect(shown(passageParagraphs([word('好', 'Hǎo'), text('\n“')]))).toEqual([['好'], ['“']]);
  });
});

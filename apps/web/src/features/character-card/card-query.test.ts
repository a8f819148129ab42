import { describe, expect, it } from 'vitest';
import { hanCharactersOf, MAX_CARDS, parseCardQuery } from './card-query.ts';

describe('hanCharactersOf', () => {
  it('keeps the Han characters in order, each once', () => {
    expect(hanCharactersOf('谢谢你')).toEqual(['谢', '你']);
    expect(hanCharactersOf('學習 study!')).toEqual(['學', '習']);
  });

  it('keeps characters outside the Basic Multilingual Plane whole (surrogate pairs)', () => {
    const text = '𠀀a𪚥𠀀';
    expect(text.length).toBe(7);
    expect(hanCharactersOf(text)).toEqual(['𠀀', '𪚥']);
    expect(hanCharactersOf('𡃁仔')).toEqual(['𡃁', '仔']);
  });

  it('leaves out kana, hangul, punctuation and lone surrogates', () => {
    expect(hanCharactersOf('ひらがな한국어，。\ud840')).toEqual([]);
  });
});

describe('parseCardQuery', () => {
  it('is empty without text', () => {
    expect(parseCardQuery(null)).toEqual({ kind: 'empty' });
    expect(parseCardQuery('   ')).toEqual({ kind: 'empty' });
  });

  it('refuses text without Chinese', () => {
    expect(parseCardQuery('hello')).toEqual({ kind: 'notChinese' });
  });

  it('gives one card for one character and no word', () => {
    expect(parseCardQuery(' 永 ')).toEqual({ kind: 'characters', characters: ['永'], truncated: false, word: null });
  });

  it('looks up a word as typed, repeated characters and traditional script included', () => {
    expect(parseCardQuery('谢谢')).toMatchObject({ characters: ['谢'], word: '谢谢' });
    expect(parseCardQuery('學 習')).toMatchObject({ characters: ['學', '習'], word: '學習' });
    expect(parseCardQuery('𠀀𪚥')).toMatchObject({ characters: ['𠀀', '𪚥'], word: '𠀀𪚥' });
  });

  it(`shows at most ${MAX_CARDS} cards and says so`, () => {
    const text = '天地玄黄宇宙洪荒日月盈昃辰宿列张';
    const query = parseCardQuery(text);
    expect(query).toMatchObject({ kind: 'characters', truncated: true, word: text });
    expect(query.kind === 'characters' && query.characters).toHaveLength(MAX_CARDS);
  });

  it('does not look up text longer than the dictionary takes', () => {
    expect(parseCardQuery('人'.repeat(20) + '口'.repeat(40))).toMatchObject({ word: null });
  });
});

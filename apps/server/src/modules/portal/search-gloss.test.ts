import { describe, expect, it } from 'vitest';
import { englishWord } from '@hanyu/content/search/search-tokens';
import { matchedGloss, matchedGlossIndex } from './search-gloss.ts';
import { readKeyword } from './search-query.ts';

const HAO = [
  'good',
  'well',
  'proper',
  'good to',
  'easy to',
  'very',
  'so',
  '(suffix indicating completion or readiness)',
  '(of two people) close',
  'on intimate terms',
  '(after a personal pronoun) hello',
];

describe('the definition an English keyword matched', () => {
  it('prefers the definition that is the keyword, then the one that is it with a note, then one holding it', () => {
    const glosses = ['to say hello to', 'hello (polite)', 'hello'];
    expect(matchedGlossIndex(glosses, ['hello'], 'hello')).toBe(2);
    expect(matchedGlossIndex(glosses.slice(0, 2), ['hello'], 'hello')).toBe(1);
    expect(matchedGlossIndex(glosses.slice(0, 1), ['hello'], 'hello')).toBe(0);
    expect(matchedGlossIndex(['good morning', 'morning good'], ['good', 'morning'], 'good morning')).toBe(0);
    expect(matchedGlossIndex(['as if'], ['hello'], 'hello')).toBe(-1);
  });

  it('is given, marked, only when the summary (the first four definitions) does not show it', () => {
    expect(matchedGloss(readKeyword('hello'), HAO, englishWord)).toEqual({
      text: '(after a personal pronoun) hello',
      ranges: [[27, 32]],
    });
    expect(matchedGloss(readKeyword('good'), HAO, englishWord)).toBeNull();
    expect(matchedGloss(readKeyword('你好'), HAO, englishWord)).toBeNull();
    expect(matchedGloss(readKeyword('ni3hao3'), HAO, englishWord)).toBeNull();
  });
});

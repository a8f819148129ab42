import { describe, expect, it } from 'vitest';
import { definitionPhrase, englishKeys, englishPhrase, isPlainDefinition, lowerWords } from './search-tokens.ts';

describe('English keys of definitions', () => {
  it('reads a definition as a phrase: notes left out, a leading "to" or article dropped, plurals kept', () => {
    expect(definitionPhrase('(after a personal pronoun) hello')).toBe('hello');
    expect(definitionPhrase('To eat')).toBe('eat');
    expect(definitionPhrase('Good morning!')).toBe('good morning');
    expect(definitionPhrase('goods')).toBe('goods');
    expect(englishPhrase(lowerWords('to'))).toBe('to');
  });

  it('tells a plain definition from one narrowed by a note', () => {
    expect(isPlainDefinition('hello')).toBe(true);
    expect(isPlainDefinition('hello (polite)')).toBe(false);
    expect(isPlainDefinition('variant of 瞭|了[liǎo]')).toBe(false);
  });

  it('keeps every definition in keys and only the plain ones in exact, classifier notes in neither', () => {
    expect(englishKeys(['good', 'well', '(after a personal pronoun) hello', 'CL:個|个[gè]'])).toEqual({
      keys: '|good|well|hello|',
      exact: '|good|well|',
    });
    expect(englishKeys([])).toEqual({ keys: '||', exact: '||' });
  });
});

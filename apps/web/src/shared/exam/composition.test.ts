import { describe, expect, it } from 'vitest';
import { COMPOSITION_FAILURE_REASONS, COMPOSITION_NOTE_CODES } from '@hanyu/contracts/exam/composition-notes';
import en from '../../locales/en.json';
import ja from '../../locales/ja.json';
import ko from '../../locales/ko.json';
import ru from '../../locales/ru.json';
import zh from '../../locales/zh.json';
import { countCharacters, lengthStatus } from './composition-count.ts';
import { noteKey, noteKeys } from './composition-notes.ts';

describe('the composition on the page', () => {
  it('counts Chinese characters as the scorer does, not punctuation, spaces or Latin letters', () => {
    expect(countCharacters('我爱我的家乡。\n  Hello 新疆！2026')).toBe(8);
    expect(countCharacters('')).toBe(0);
  });

  it('says where the length stands against the minimum and maximum', () => {
    expect(lengthStatus(0, 300, 500)).toBe('empty');
    expect(lengthStatus(299, 300, 500)).toBe('short');
    expect(lengthStatus(300, 300, 500)).toBe('within');
    expect(lengthStatus(500, 300, 500)).toBe('within');
    expect(lengthStatus(501, 300, 500)).toBe('long');
  });

  it("phrases the scorer's note codes, and an unknown code as the generic line, once", () => {
    expect(noteKey('few-connectives')).toBe('fewConnectives');
    expect(noteKey('too-short-to-score')).toBe('tooShortToScore');
    expect(noteKey('repetitive')).toBe('repetitive');
    expect(noteKey('toString')).toBe('other');
    expect(noteKey('something-new')).toBe('other');
    expect(noteKeys(['too-short', 'odd-one', 'too-short', 'other-odd'])).toEqual(['tooShort', 'other']);
  });

  it('has a line in every language for every note and failure reason the scorer can give', () => {
    for (const code of [...COMPOSITION_NOTE_CODES, ...COMPOSITION_FAILURE_REASONS]) {
      const key = noteKey(code);
      expect(key, code).not.toBe('other');
      for (const locale of [zh, en, ja, ko, ru]) {
        const notes: Record<string, string> = locale.exam.report.notes;
        expect(notes[key]?.trim(), `${code} ${key}`).toBeTruthy();
      }
    }
  });
});

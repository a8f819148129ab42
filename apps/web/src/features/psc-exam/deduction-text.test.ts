import { describe, expect, it } from 'vitest';
import { PscPart } from '@hanyu/contracts/psc/exam-paper';
import { PscScoreRule, type PscPartScore } from '@hanyu/contracts/psc/exam-score';
import en from '../../locales/en.json';
import ja from '../../locales/ja.json';
import ko from '../../locales/ko.json';
import ru from '../../locales/ru.json';
import zh from '../../locales/zh.json';
import { countKey, readingPartsNotJudged } from './deduction-text.ts';

function partScore(part: PscPart, rules: PscScoreRule[]): PscPartScore {
  return {
    part,
    maxPoints: 10,
    points: 0,
    estimate: false,
    deductions: rules.map((rule) => ({ rule, count: null, level: null, points: 10, estimate: false })),
    notAssessed: [],
    marks: [],
    systematicSounds: [],
    measures: {},
  };
}

describe('deduction wording', () => {
  it('words the count of every counted rule in every language, in the plural forms it needs', () => {
    const forms: Record<string, readonly string[]> = {
      zh: [''],
      ja: [''],
      ko: [''],
      en: ['_one', '_other'],
      ru: ['_one', '_few', '_many', '_other'],
    };
    const locales: Record<string, { pscExam: { counts: Record<string, string> } }> = { zh, ja, ko, en, ru };
    for (const rule of Object.values(PscScoreRule)) {
      const key = countKey(rule, 3);
      if (key === null) continue;
      const name = key.split('.').pop() ?? '';
      for (const [lang, locale] of Object.entries(locales)) {
        for (const form of forms[lang] ?? []) {
          expect(locale.pscExam.counts[`${name}${form}`], `${lang} ${name}${form}`).toContain('{{count}}');
        }
      }
    }
    expect(countKey(PscScoreRule.SpeakingShort, 144)).toBe('pscExam.counts.speakingShort');
    expect(countKey(PscScoreRule.SpeakingShort, null)).toBeNull();
    expect(countKey(PscScoreRule.NoRecording, 1)).toBeNull();
  });

  it('counts the reading parts that could not be judged, not part 4', () => {
    const parts = [
      partScore(PscPart.Syllables, [PscScoreRule.SyllableError]),
      partScore(PscPart.Words, [PscScoreRule.NoRecording]),
      partScore(PscPart.Passage, [PscScoreRule.RecordingRefused]),
      partScore(PscPart.Topic, [PscScoreRule.NoRecording]),
    ];
    expect(readingPartsNotJudged(parts)).toBe(2);
    expect(readingPartsNotJudged(parts.slice(0, 1))).toBe(0);
  });
});

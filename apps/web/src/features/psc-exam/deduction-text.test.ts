import { describe, expect, it } from 'vitest';
import { PscPart } from '@hanyu/contracts/psc/exam-paper';
import {
  PscInvalidSpeechCause,
  PscScoreRule,
  type PscDeduction,
  type PscPartScore,
} from '@hanyu/contracts/psc/exam-score';
import en from '../../locales/en.json';
import ja from '../../locales/ja.json';
import ko from '../../locales/ko.json';
import ru from '../../locales/ru.json';
import zh from '../../locales/zh.json';
import {
  countKey,
  gradesOr,
  levelText,
  notAssessedKey,
  rangePoints,
  rateOf,
  readingPartsNotJudged,
  shownRange,
} from './deduction-text.ts';

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
    const causes = [undefined, ...Object.values(PscInvalidSpeechCause)];
    for (const rule of Object.values(PscScoreRule)) {
      for (const cause of causes) {
        const key = countKey(rule, 3, cause);
        if (key === null) continue;
        const name = key.split('.').pop() ?? '';
        for (const [lang, locale] of Object.entries(locales)) {
          for (const form of forms[lang] ?? []) {
            expect(locale.pscExam.counts[`${name}${form}`], `${lang} ${name}${form}`).toContain('{{count}}');
          }
        }
      }
    }
    expect(countKey(PscScoreRule.SpeakingShort, 144)).toBe('pscExam.counts.speakingShort');
    expect(countKey(PscScoreRule.SpeakingShort, 54, 'repeated')).toBe('pscExam.counts.speakingShortRepeated');
    expect(countKey(PscScoreRule.InvalidSpeech, 12, 'notSpeech')).toBe('pscExam.counts.invalidSpeechNotSpeech');
    // A report kept before causes were recorded found only repetition.
    expect(countKey(PscScoreRule.InvalidSpeech, 36)).toBe('pscExam.counts.invalidSpeechRepeated');
    expect(countKey(PscScoreRule.Misread, 2, 'notSpeech')).toBe('pscExam.counts.misread');
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

function deduction(rule: PscScoreRule, level: number | null): PscDeduction {
  return { rule, count: null, level, points: 1, estimate: true };
}

describe('bands, degrees and rules not assessed, in words', () => {
  type Tree = { [key: string]: string | Tree };
  const locales: Record<string, Tree> = { zh, ja, ko, en, ru } as unknown as Record<string, Tree>;
  const lookup = (tree: Tree, key: string) =>
    key
      .split('.')
      .reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);

  it('names part 4 bands as bands and part 3 degrees by their name, in every language', () => {
    const texts = [
      levelText(deduction(PscScoreRule.Pronunciation, 3)),
      levelText(deduction(PscScoreRule.NaturalFluency, 2)),
      levelText(deduction(PscScoreRule.VocabularyGrammar, 1)),
      levelText(deduction(PscScoreRule.Intonation, 1)),
      levelText(deduction(PscScoreRule.Pausing, 2)),
      levelText(deduction(PscScoreRule.Fluency, 3)),
    ];
    expect(texts[0]).toEqual({ key: 'pscExam.report.band', values: { level: 3, bands: 6 } });
    expect(texts[1]).toEqual({ key: 'pscExam.report.band', values: { level: 2, bands: 3 } });
    expect(texts[3]).toEqual({ key: 'pscExam.report.degree.1', values: { level: 1 } });
    for (const text of texts) {
      for (const [lang, locale] of Object.entries(locales)) {
        expect(typeof lookup(locale, text?.key ?? ''), `${lang} ${text?.key}`).toBe('string');
      }
    }
    // The time short of three minutes is said in seconds; degree 0 (none) takes nothing.
    expect(levelText(deduction(PscScoreRule.SpeakingShort, 2))).toBeNull();
    expect(levelText(deduction(PscScoreRule.Intonation, 0))).toBeNull();
    expect(levelText(deduction(PscScoreRule.SyllableError, null))).toBeNull();
  });

  it('says why each rule part 4 may leave unassessed was not, in every language', () => {
    const listed = [
      PscScoreRule.Pronunciation,
      PscScoreRule.VocabularyGrammar,
      PscScoreRule.OffTopic,
      PscScoreRule.InvalidSpeech,
    ];
    for (const rule of listed) {
      for (const [lang, locale] of Object.entries(locales)) {
        expect(typeof lookup(locale, notAssessedKey(rule)), `${lang} ${rule}`).toBe('string');
      }
    }
  });
});

describe('the speaking rate behind a fluency deduction', () => {
  it('is said for the fluency rules, one decimal, so a degree with no events counted still has its reason', () => {
    // Part 3: 0 hesitations counted, but read at 0.74 syllables a second: degree 3 from the rate.
    expect(rateOf({ ...deduction(PscScoreRule.Fluency, 3), count: 0 }, { speechRate: 0.74 })).toBe('0.7');
    expect(rateOf(deduction(PscScoreRule.NaturalFluency, 2), { speechRate: 2 })).toBe('2.0');
    expect(rateOf(deduction(PscScoreRule.Intonation, 2), { speechRate: 2 })).toBeNull();
    expect(rateOf(deduction(PscScoreRule.Fluency, 1), {})).toBeNull();
  });
});

describe('the total as a range', () => {
  it('writes figures with at most two decimals, none when whole', () => {
    expect(rangePoints(86.5)).toBe('86.5');
    expect(rangePoints(89)).toBe('89');
    expect(rangePoints(88.25)).toBe('88.25');
  });

  it('joins the grades with the language’s own “or”', () => {
    expect(gradesOr('zh', ['二级甲等', '二级乙等'])).toBe('二级甲等或二级乙等');
    expect(gradesOr('en', ['Level 2-A', 'Level 2-B'])).toBe('Level 2-A or Level 2-B');
    expect(gradesOr('en', ['Level 2-A'])).toBe('Level 2-A');
  });

  it('shows a range only for an estimate that has one', () => {
    const range = { low: 86.5, high: 89, grades: ['2A' as const, '2B' as const] };
    expect(shownRange({ estimate: true, range })).toBe(range);
    expect(shownRange({ estimate: true, range: null })).toBeNull();
    expect(shownRange({ estimate: true })).toBeNull();
    expect(shownRange({ estimate: false, range })).toBeNull();
  });
});

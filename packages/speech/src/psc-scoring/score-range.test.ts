import { describe, expect, it } from 'vitest';
import { PscPart } from '@hanyu/contracts/psc/exam-paper';
import { PscScoreRule, type PscDeduction, type PscPartScore } from '@hanyu/contracts/psc/exam-score';
import { scorePscTest } from './score-paper.ts';
import { deductionSpan, gradesBetween, partSpan, scoreRange } from './score-range.ts';
import { buildFreeResult, buildReading, buildResult } from './test-factories.ts';

const MAX = { 1: 10, 2: 20, 3: 30, 4: 40 } as const;

function deduction(rule: PscScoreRule, points: number, level: number | null = null, estimate = true): PscDeduction {
  return { rule, count: null, level, points, estimate };
}

function partScore(part: PscPart, deductions: PscDeduction[], measures: Record<string, number> = {}): PscPartScore {
  const taken = deductions.reduce((sum, d) => sum + d.points, 0);
  return {
    part,
    maxPoints: MAX[part],
    points: Math.max(0, MAX[part] - taken),
    estimate: deductions.some((d) => d.estimate),
    deductions,
    notAssessed: [],
    marks: [],
    systematicSounds: [],
    measures,
  };
}

describe('how far an estimated deduction may be off', () => {
  it('takes a part-4 band anywhere in its own points', () => {
    // Pronunciation band 3 is 5 or 6 points; band 1 is 0, 1 or 2.
    expect(deductionSpan(deduction(PscScoreRule.Pronunciation, 5, 3), {})).toEqual({ low: 500, high: 600 });
    expect(deductionSpan(deduction(PscScoreRule.Pronunciation, 1, 1), {})).toEqual({ low: 0, high: 200 });
    expect(deductionSpan(deduction(PscScoreRule.NaturalFluency, 0, 1), {})).toEqual({ low: 0, high: 0 });
    expect(deductionSpan(deduction(PscScoreRule.NaturalFluency, 2, 3), {})).toEqual({ low: 200, high: 300 });
  });

  it('takes a part-3 degree one degree better or worse', () => {
    // Intonation: 0, 0.5, 1, 2 by degree.
    expect(deductionSpan(deduction(PscScoreRule.Intonation, 0, 0), {})).toEqual({ low: 0, high: 50 });
    expect(deductionSpan(deduction(PscScoreRule.Intonation, 1, 2), {})).toEqual({ low: 50, high: 200 });
    expect(deductionSpan(deduction(PscScoreRule.Intonation, 2, 3), {})).toEqual({ low: 100, high: 200 });
    // Systematic defects have two degrees only: 0.5 and 1.
    expect(deductionSpan(deduction(PscScoreRule.SystematicDefect, 1, 2), {})).toEqual({ low: 50, high: 100 });
  });

  it('takes the time short of three minutes between the time spoken and the valid time', () => {
    // Spoke 180 s, 126 s of it valid: 54 s short costs 3, 0 s short costs 0.
    const short = { ...deduction(PscScoreRule.SpeakingShort, 3, 1), count: 54 };
    expect(deductionSpan(short, { spokenSeconds: 180, validSeconds: 126 })).toEqual({ low: 0, high: 300 });
    // Spoke 150 s (30 s short, 2 points) of which 100 s valid (80 s short, 4 points).
    expect(
      deductionSpan({ ...short, points: 4, count: 80, level: 2 }, { spokenSeconds: 150, validSeconds: 100 }),
    ).toEqual({ low: 200, high: 400 });
  });

  it('leaves measured deductions and whole parts taken by a rule as they are', () => {
    expect(deductionSpan(deduction(PscScoreRule.SyllableError, 0.7, null, false), {})).toEqual({ low: 70, high: 70 });
    expect(deductionSpan(deduction(PscScoreRule.InvalidSpeech, 40), {})).toEqual({ low: 4000, high: 4000 });
    expect(deductionSpan(deduction(PscScoreRule.Pronunciation, 5, 3, false), {})).toEqual({ low: 500, high: 500 });
  });
});

describe('a part between its best and its worst', () => {
  it('stays within 0 and its maximum', () => {
    // 40 less pronunciation 12-14 (band 6), fluency 2-3 (band 3) and 24 measured: 0 at worst, 2 at best.
    const part = partScore(PscPart.Topic, [
      deduction(PscScoreRule.Pronunciation, 13, 6),
      deduction(PscScoreRule.NaturalFluency, 2, 3),
      deduction(PscScoreRule.SpeakingShort, 6, 2, false),
      deduction(PscScoreRule.SpokeUnder30Seconds, 0, null, false),
      deduction(PscScoreRule.Added, 18, null, false),
    ]);
    expect(partSpan(part)).toEqual({ low: 0, high: 200 });
  });
});

describe('the grades a range reaches', () => {
  it('names one grade inside one band, and both sides of an edge', () => {
    expect(gradesBetween(8700, 9100)).toEqual(['2A']);
    expect(gradesBetween(8600, 9000)).toEqual(['2A', '2B']);
    expect(gradesBetween(9600, 9700)).toEqual(['1A', '1B']);
    expect(gradesBetween(9699, 9699)).toEqual(['1B']);
    expect(gradesBetween(5800, 8100)).toEqual(['2B', '3A', '3B', null]);
  });

  it('has no range when nothing is estimated', () => {
    const parts = [partScore(PscPart.Syllables, [deduction(PscScoreRule.SyllableError, 0.5, null, false)])];
    expect(scoreRange(parts)).toBeNull();
  });

  it('adds up the parts: 二级甲等 or 二级乙等, about 86.5-89', () => {
    const parts = [
      partScore(PscPart.Syllables, [deduction(PscScoreRule.SyllableError, 2.5, null, false)]),
      partScore(PscPart.Words, [deduction(PscScoreRule.SyllableError, 2, null, false)]),
      partScore(PscPart.Passage, [
        deduction(PscScoreRule.Misread, 1, null, false),
        deduction(PscScoreRule.Intonation, 0.5, 1),
      ]),
      partScore(PscPart.Topic, [
        deduction(PscScoreRule.Pronunciation, 5, 3),
        deduction(PscScoreRule.NaturalFluency, 0.5, 2),
      ]),
    ];
    // Total 100 - 2.5 - 2 - 1.5 - 5.5 = 88.5; intonation 0-1, pronunciation 5-6 and fluency 0.5-1
    // (bands 3 and 2): from 88.5 - 0.5 - 1 - 0.5 = 86.5 to 88.5 + 0.5 = 89.
    expect(scoreRange(parts)).toEqual({ low: 86.5, high: 89, grades: ['2A', '2B'] });
  });
});

describe('the scorer reports the range', () => {
  it('gives a flawless test 96-100: its estimated degrees and bands at their worst lose 4', () => {
    const report = scorePscTest({
      syllables: { result: buildResult(buildReading(100)), seconds: 200 },
      words: { result: buildResult(buildReading(100)), seconds: 140 },
      passage: { result: buildResult(buildReading(400)), seconds: 150, scoredSyllables: 400 },
      topic: { result: buildFreeResult(), seconds: 180 },
    });
    expect(report.total).toBe(100);
    // Part 3's four degrees at 0 may each be the first (0.5); pronunciation band 1 may cost 2.
    expect(report.range).toEqual({ low: 96, high: 100, grades: ['1A', '1B'] });
  });
});

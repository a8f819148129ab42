import { describe, expect, it } from 'vitest';
import { PscLevel } from '@hanyu/contracts/psc/score-service';
import {
  Accent,
  bandDeduction,
  byDegree,
  fromHundredths,
  gradeFor,
  INTONATION_BY_DEGREE,
  PART1_DEFECT,
  PART1_ERROR,
  PART2_DEFECT,
  PART2_ERROR,
  PASSAGE_SYLLABLE,
  passageOvertime,
  pronunciationBand,
  readingOvertime,
  speakingShort,
  speakingShortLevel,
  SYSTEMATIC_DEFECT_BY_DEGREE,
  toHundredths,
  wholeSecondsOver,
} from './score-rules.ts';

describe('points in hundredths', () => {
  it('keeps the official figures exact', () => {
    // 0.1, 0.05, 0.2, 0.1 per syllable in parts 1 and 2; 0.1 in part 3.
    expect([PART1_ERROR, PART1_DEFECT, PART2_ERROR, PART2_DEFECT, PASSAGE_SYLLABLE]).toEqual([10, 5, 20, 10, 10]);
    // 7 × 0.1 = 0.70 exactly (in floating point 7 * 0.1 is 0.7000000000000001).
    expect(fromHundredths(7 * PART1_ERROR)).toBe(0.7);
    // 3 × 0.05 = 0.15; 10 - 0.7 - 0.15 = 9.15.
    expect(fromHundredths(1000 - 7 * PART1_ERROR - 3 * PART1_DEFECT)).toBe(9.15);
    expect(toHundredths(96.99)).toBe(9699);
  });
});

describe('time in whole seconds, in the candidate’s favour', () => {
  it.each([
    [210, 210, 0],
    [210.99, 210, 0],
    [211, 210, 1],
    [269.5, 210, 59],
    [270, 210, 60],
    [100, 210, 0],
    [Number.NaN, 210, 0],
  ])('%s s against a %s s limit is %s s over', (seconds, limit, over) => {
    expect(wholeSecondsOver(seconds, limit)).toBe(over);
  });
});

describe('overtime (parts 1-3)', () => {
  it('costs 0.5 under a minute over and 1 from a minute on in parts 1 and 2', () => {
    expect(readingOvertime(0)).toBe(0);
    expect(readingOvertime(1)).toBe(50);
    expect(readingOvertime(59)).toBe(50);
    expect(readingOvertime(60)).toBe(100);
    expect(readingOvertime(300)).toBe(100);
  });

  it('costs 1 for any overtime in part 3', () => {
    expect(passageOvertime(0)).toBe(0);
    expect(passageOvertime(1)).toBe(100);
    expect(passageOvertime(90)).toBe(100);
  });
});

describe('part 4 time short of three minutes', () => {
  // A minute or less short: 1, 2, 3 points in 20 s steps; more: 4, 5, 6 in 30 s steps.
  it.each([
    [0, 0, 0],
    [1, 100, 1],
    [20, 100, 1],
    [21, 200, 1],
    [40, 200, 1],
    [41, 300, 1],
    [60, 300, 1],
    [61, 400, 2],
    [90, 400, 2],
    [91, 500, 2],
    [120, 500, 2],
    [121, 600, 2],
    [149, 600, 2],
  ])('%s s short costs %s hundredths (level %s)', (short, points, level) => {
    expect(speakingShort(short)).toBe(points);
    expect(speakingShortLevel(short)).toBe(level);
  });
});

describe('degrees and bands', () => {
  it('takes a degree’s points, the last entry past the table', () => {
    expect(byDegree(INTONATION_BY_DEGREE, 0)).toBe(0);
    expect(byDegree(INTONATION_BY_DEGREE, 1)).toBe(50);
    expect(byDegree(INTONATION_BY_DEGREE, 2)).toBe(100);
    expect(byDegree(INTONATION_BY_DEGREE, 3)).toBe(200);
    expect(byDegree(SYSTEMATIC_DEFECT_BY_DEGREE, 3)).toBe(100);
  });

  it('shares a band’s range evenly among its deductions', () => {
    // Three options: [0, 1/3) → first, [1/3, 2/3) → second, [2/3, 1] → third.
    expect(bandDeduction([0, 100, 200], 0)).toBe(0);
    expect(bandDeduction([0, 100, 200], 0.33)).toBe(0);
    expect(bandDeduction([0, 100, 200], 0.34)).toBe(100);
    expect(bandDeduction([0, 100, 200], 0.67)).toBe(200);
    expect(bandDeduction([0, 100, 200], 1)).toBe(200);
    expect(bandDeduction([300, 400], 0.49)).toBe(300);
    expect(bandDeduction([300, 400], 0.5)).toBe(400);
    expect(bandDeduction([300, 400], -1)).toBe(300);
  });
});

describe('pronunciation bands (语音标准程度)', () => {
  it.each([
    // Band 1, errors 0-3 without accent: position e / 4 over three options.
    [0, Accent.None, 1, 0], // 0 → 0
    [1, Accent.None, 1, 0], // 0.25 × 3 = 0.75 → first
    [2, Accent.None, 1, 100], // 0.5 × 3 = 1.5 → second
    [3, Accent.None, 1, 200], // 0.75 × 3 = 2.25 → third
    // Band 2, under 10 errors with at most a slight accent: position e / 10 over two options.
    [3.5, Accent.None, 2, 300], // 0.35 × 2 = 0.7
    [0, Accent.Slight, 2, 300],
    [5, Accent.Slight, 2, 400], // 0.5 × 2 = 1
    [9.99, Accent.Slight, 2, 400],
    // Band 3: 10-15 errors with a slight accent, position (e - 10) / 6; or under 10 noticeable, e / 10.
    [10, Accent.Slight, 3, 500],
    [12, Accent.None, 3, 500], // 2 / 6 × 2 = 0.67
    [13, Accent.Slight, 3, 600], // 3 / 6 × 2 = 1
    [15, Accent.Slight, 3, 600],
    [4, Accent.Noticeable, 3, 500], // 0.4 × 2 = 0.8
    [9, Accent.Noticeable, 3, 600], // 0.9 × 2 = 1.8
    // Band 4: 10-15 errors, noticeable accent.
    [10, Accent.Noticeable, 4, 700],
    [13, Accent.Noticeable, 4, 800],
    // Band 5: over 15 errors, position (e - 15) / 15 over three; or a marked accent.
    [15.01, Accent.None, 5, 900],
    [20, Accent.None, 5, 1000], // 5 / 15 × 3 = 1
    [25, Accent.None, 5, 1100], // 10 / 15 × 3 = 2
    [30, Accent.Slight, 5, 1100],
    [0, Accent.Marked, 5, 900],
    // Band 6: over 30 errors, position (e - 30) / 30 over three; or a heavy accent.
    [30.5, Accent.None, 6, 1200],
    [40, Accent.None, 6, 1300], // 10 / 30 × 3 = 1
    [50, Accent.None, 6, 1400], // 20 / 30 × 3 = 2
    [0, Accent.Heavy, 6, 1200],
  ])('%s errors with accent %s: band %s, %s hundredths', (errors, accent, band, points) => {
    expect(pronunciationBand(errors, accent)).toEqual({ band, points });
  });

  it('never takes fewer points for more errors or a heavier accent', () => {
    const accents = [Accent.None, Accent.Slight, Accent.Noticeable, Accent.Marked, Accent.Heavy];
    for (const accent of accents) {
      let last = -1;
      for (let e = 0; e <= 80; e += 0.25) {
        const { points } = pronunciationBand(e, accent);
        expect(points, `${e} errors, accent ${accent}`).toBeGreaterThanOrEqual(last);
        last = points;
      }
    }
    for (let e = 0; e <= 80; e += 0.5) {
      const points = accents.map((a) => pronunciationBand(e, a).points);
      expect(points, `${e} errors`).toEqual([...points].sort((a, b) => a - b));
    }
  });
});

describe('grades', () => {
  it.each([
    [10000, PscLevel.FirstA],
    [9700, PscLevel.FirstA],
    [9699, PscLevel.FirstB],
    [9200, PscLevel.FirstB],
    [9199, PscLevel.SecondA],
    [8700, PscLevel.SecondA],
    [8699, PscLevel.SecondB],
    [8000, PscLevel.SecondB],
    [7999, PscLevel.ThirdA],
    [7000, PscLevel.ThirdA],
    [6999, PscLevel.ThirdB],
    [6000, PscLevel.ThirdB],
    [5999, null],
    [0, null],
  ])('%s hundredths reach %s', (total, grade) => {
    expect(gradeFor(total)).toBe(grade);
  });
});

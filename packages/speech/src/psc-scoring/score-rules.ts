/**
 * The official scoring rules of the PSC (《普通话水平测试实施纲要》, 2021 edition) as numbers: every
 * figure the rules print, by name, and the small pure functions that turn a count, a degree or a
 * band into points. All points are integer hundredths (1 point = 100), so 7 × 0.1 is exactly 70
 * and a total is exact to two decimals; score-paper.ts divides by 100 only when it writes the report.
 * Where the rules say "by degree" without saying where the degrees part, the split chosen here is
 * written next to it (docs/decisions/017-psc-scorer.md).
 */
import { PSC_LEVELS, PSC_LEVEL_MIN_SCORE, type PscLevel } from '@hanyu/contracts/psc/score-service';

/** Hundredths of a point. */
export type Hundredths = number;

export function toHundredths(points: number): Hundredths {
  return Math.round(points * 100);
}

export function fromHundredths(value: Hundredths): number {
  return value / 100;
}

/** Part 1 (10 points): each syllable error 0.1, each defect 0.05. */
export const PART1_ERROR: Hundredths = 10;
export const PART1_DEFECT: Hundredths = 5;
/** Part 2 (20 points): each syllable error 0.2, each defect 0.1. */
export const PART2_ERROR: Hundredths = 20;
export const PART2_DEFECT: Hundredths = 10;

/** Parts 1 and 2 overtime: under a minute over 0.5, a minute or more over 1. */
export const READING_OVERTIME_MINUTE_SECONDS = 60;
export const READING_OVERTIME_UNDER_MINUTE: Hundredths = 50;
export const READING_OVERTIME_MINUTE_OR_MORE: Hundredths = 100;

/** Part 3 (30 points): each misread, missed or added syllable 0.1; overtime 1. */
export const PASSAGE_SYLLABLE: Hundredths = 10;
export const PASSAGE_OVERTIME: Hundredths = 100;
/** Part 3 judgements by degree (index = degree: 0 none, 1 slight, 2 noticeable, 3 marked). */
export const SYSTEMATIC_DEFECT_BY_DEGREE: readonly Hundredths[] = [0, 50, 100];
export const INTONATION_BY_DEGREE: readonly Hundredths[] = [0, 50, 100, 200];
export const PAUSING_BY_DEGREE: readonly Hundredths[] = [0, 50, 100, 200];
export const FLUENCY_BY_DEGREE: readonly Hundredths[] = [0, 50, 100, 200];

/** Part 4 (40 points): pronunciation 25 in six bands, vocabulary and grammar 10, fluency 5. */
export const PRONUNCIATION_BANDS: readonly (readonly Hundredths[])[] = [
  [0, 100, 200],
  [300, 400],
  [500, 600],
  [700, 800],
  [900, 1000, 1100],
  [1200, 1300, 1400],
];
export const VOCABULARY_GRAMMAR_BANDS: readonly (readonly Hundredths[])[] = [[0], [100, 200], [300, 400]];
export const NATURAL_FLUENCY_BANDS: readonly (readonly Hundredths[])[] = [[0], [50, 100], [200, 300]];

/** Part 4's error bands: under 10 errors, 10-15, over 15; "many" is taken as over twice 15. */
export const BAND_FEW_ERRORS_BELOW = 10;
export const BAND_SOME_ERRORS_MAX = 15;
export const BAND_MANY_ERRORS_ABOVE = 30;
/** Band 1's "very few slips": at most this many errors. */
export const BAND1_MAX_ERRORS = 3;

/**
 * Part 4 speaking short of three minutes: a minute or less short costs 1, 2 or 3 points, more than
 * a minute 4, 5 or 6. The rules give no edges inside the two ranges; they are split evenly: each
 * 20 s of the first minute costs a point, and each 30 s of the 90 s after it (the part is 0 below
 * 30 s of speaking, so at most 150 s can be short).
 */
export const SPEAKING_SHORT_MINUTE_SECONDS = 60;
export const SPEAKING_SHORT_FIRST_STEP_SECONDS = 20;
export const SPEAKING_SHORT_LATER_STEP_SECONDS = 30;
export const SPEAKING_SHORT_POINT: Hundredths = 100;
export const SPEAKING_SHORT_MAX: Hundredths = 600;
/** Speaking 30 seconds or less (含): part 4 scores 0. */
export const SPEAKING_MIN_SECONDS = 30;

/**
 * Time is judged in whole seconds, rounded in the candidate's favour: a recorder that stops a few
 * hundredths after the limit (or before the three minutes) is not overtime (or short).
 */
export function wholeSecondsOver(seconds: number, limitSeconds: number): number {
  const over = Number.isFinite(seconds) ? seconds - limitSeconds : 0;
  return Math.max(0, Math.floor(over + 1e-9));
}

export function readingOvertime(overSeconds: number): Hundredths {
  if (overSeconds <= 0) return 0;
  return overSeconds < READING_OVERTIME_MINUTE_SECONDS
    ? READING_OVERTIME_UNDER_MINUTE
    : READING_OVERTIME_MINUTE_OR_MORE;
}

export function passageOvertime(overSeconds: number): Hundredths {
  return overSeconds > 0 ? PASSAGE_OVERTIME : 0;
}

/** The points of a degree in a by-degree table; degrees past the table take its last entry. */
export function byDegree(table: readonly Hundredths[], degree: number): Hundredths {
  const index = Math.min(table.length - 1, Math.max(0, Math.floor(degree)));
  return table[index] ?? 0;
}

/** 1 for a minute or less short, 2 for more; 0 when not short. */
export function speakingShortLevel(shortSeconds: number): 0 | 1 | 2 {
  if (shortSeconds <= 0) return 0;
  return shortSeconds <= SPEAKING_SHORT_MINUTE_SECONDS ? 1 : 2;
}

export function speakingShort(shortSeconds: number): Hundredths {
  if (shortSeconds <= 0) return 0;
  if (shortSeconds <= SPEAKING_SHORT_MINUTE_SECONDS) {
    return SPEAKING_SHORT_POINT * Math.ceil(shortSeconds / SPEAKING_SHORT_FIRST_STEP_SECONDS);
  }
  const later = Math.ceil((shortSeconds - SPEAKING_SHORT_MINUTE_SECONDS) / SPEAKING_SHORT_LATER_STEP_SECONDS);
  return Math.min(SPEAKING_SHORT_MAX, SPEAKING_SHORT_POINT * (3 + later));
}

/**
 * A band's deduction from where the candidate sits inside it: position 0 is the band's best end,
 * values towards 1 its worst; the band's deductions share the range evenly.
 */
export function bandDeduction(options: readonly Hundredths[], position: number): Hundredths {
  const clamped = Math.min(1, Math.max(0, Number.isFinite(position) ? position : 0));
  const index = Math.min(options.length - 1, Math.floor(clamped * options.length));
  return options[index] ?? 0;
}

/** The six accent levels the pronunciation bands speak of: none, 不明显, 比较明显, 明显, 重. */
export const Accent = { None: 0, Slight: 1, Noticeable: 2, Marked: 3, Heavy: 4 } as const;
export type Accent = (typeof Accent)[keyof typeof Accent];

export interface PronunciationBand {
  band: 1 | 2 | 3 | 4 | 5 | 6;
  points: Hundredths;
}

/**
 * The pronunciation band (语音标准程度) from an error count and an accent level, with the
 * deduction inside the band set by the errors' place in the band's range (bands 3, 5 and 6 reached
 * through the accent alone start at their best end):
 * 1: at most 3 errors, no accent; 2: under 10 errors, slight accent; 3: under 10 with a noticeable
 * accent, or 10-15 with a slight one; 4: 10-15, noticeable; 5: over 15, or a marked accent;
 * 6: many (over 30), or a heavy accent.
 */
export function pronunciationBand(errors: number, accent: Accent): PronunciationBand {
  const pick = (band: PronunciationBand['band'], position: number): PronunciationBand => ({
    band,
    points: bandDeduction(PRONUNCIATION_BANDS[band - 1] ?? [], position),
  });
  const e = Math.max(0, errors);
  if (accent >= Accent.Heavy || e > BAND_MANY_ERRORS_ABOVE) {
    return pick(6, e > BAND_MANY_ERRORS_ABOVE ? (e - BAND_MANY_ERRORS_ABOVE) / BAND_MANY_ERRORS_ABOVE : 0);
  }
  if (accent >= Accent.Marked || e > BAND_SOME_ERRORS_MAX) {
    const span = BAND_MANY_ERRORS_ABOVE - BAND_SOME_ERRORS_MAX;
    return pick(5, e > BAND_SOME_ERRORS_MAX ? (e - BAND_SOME_ERRORS_MAX) / span : 0);
  }
  const someSpan = BAND_SOME_ERRORS_MAX - BAND_FEW_ERRORS_BELOW + 1;
  if (e >= BAND_FEW_ERRORS_BELOW) {
    return pick(accent >= Accent.Noticeable ? 4 : 3, (e - BAND_FEW_ERRORS_BELOW) / someSpan);
  }
  if (accent >= Accent.Noticeable) return pick(3, e / BAND_FEW_ERRORS_BELOW);
  if (accent === Accent.None && e <= BAND1_MAX_ERRORS) return pick(1, e / (BAND1_MAX_ERRORS + 1));
  return pick(2, e / BAND_FEW_ERRORS_BELOW);
}

/** The grade a total (hundredths) reaches, or null below 60: exact at every edge (96.99 vs 97.00). */
export function gradeFor(total: Hundredths): PscLevel | null {
  return PSC_LEVELS.find((level) => total >= toHundredths(PSC_LEVEL_MIN_SCORE[level])) ?? null;
}

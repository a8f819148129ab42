import { ReviewGrade } from '@hanyu/contracts/oversea/collection';

/**
 * Spaced-repetition scheduling of favourite flashcards: SM-2 (Woźniak, 1990) with the four grades
 * learners know from Anki. Pure: no clock, no database; the caller gives `now`.
 *
 * - Again: the card was forgotten. It comes back in 10 minutes, its run of successes starts over,
 *   its ease drops by 0.2 (a lapse is counted when it had been learned).
 * - Hard, Good, Easy: SM-2's quality 3, 4 and 5. The ease changes by SM-2's formula (−0.14, 0,
 *   +0.10) and never falls below 1.3. The first intervals are 1, 2 and 4 days; the second success
 *   gives SM-2's 6 days for Good; after that the interval grows by the ease (Good), by 1.2 (Hard) or
 *   by the ease and a bonus of 1.3 (Easy). Harder grades never give a longer interval than easier
 *   ones, and a success never shortens a card's interval.
 *
 * Intervals are whole days, at most a year.
 */

export interface ReviewState {
  intervalDays: number;
  repetitions: number;
  lapses: number;
  ease: number;
  dueAt: Date;
  lastReviewedAt: Date | null;
}

export const ReviewScheduleConstants = {
  startEase: 2.5,
  minEase: 1.3,
  relearnMinutes: 10,
  maxIntervalDays: 365,
  firstIntervalDays: { [ReviewGrade.Hard]: 1, [ReviewGrade.Good]: 2, [ReviewGrade.Easy]: 4 },
  secondGoodIntervalDays: 6,
  hardFactor: 1.2,
  easyBonus: 1.3,
} as const;

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The state of a card never reviewed: due when it was added. */
export function newReviewState(addedAt: Date): ReviewState {
  return {
    intervalDays: 0,
    repetitions: 0,
    lapses: 0,
    ease: ReviewScheduleConstants.startEase,
    dueAt: addedAt,
    lastReviewedAt: null,
  };
}

/** SM-2's ease change for quality q (3 to 5): EF' = EF + 0.1 − (5 − q)(0.08 + (5 − q)·0.02). */
function easeAfter(ease: number, grade: ReviewGrade): number {
  if (grade === ReviewGrade.Again) return Math.max(ReviewScheduleConstants.minEase, ease - 0.2);
  const quality = grade + 1;
  const change = 0.1 - (5 - quality) * (0.08 + (5 - quality) * 0.02);
  // Rounded to hundredths so floating-point drift never accumulates over years of reviews.
  return Math.max(ReviewScheduleConstants.minEase, Math.round((ease + change) * 100) / 100);
}

function wholeDays(days: number): number {
  return Math.min(ReviewScheduleConstants.maxIntervalDays, Math.max(1, Math.round(days)));
}

/** The interval (days) of a successful review with this grade. */
function successInterval(state: ReviewState, grade: Exclude<ReviewGrade, 1>, ease: number): number {
  const { firstIntervalDays, secondGoodIntervalDays, hardFactor, easyBonus, maxIntervalDays } = ReviewScheduleConstants;
  if (state.repetitions === 0) return firstIntervalDays[grade];
  const previous = Math.max(1, state.intervalDays);
  const hard = wholeDays(Math.max(previous + 1, previous * hardFactor));
  const good = Math.min(
    maxIntervalDays,
    Math.max(
      hard + 1,
      wholeDays(state.repetitions === 1 ? Math.max(secondGoodIntervalDays, previous) : previous * ease),
    ),
  );
  if (grade === ReviewGrade.Hard) return hard;
  if (grade === ReviewGrade.Good) return good;
  return Math.min(maxIntervalDays, Math.max(good + 1, wholeDays(good * easyBonus)));
}

/** The state after one review graded `grade` at `now`. */
export function scheduleReview(state: ReviewState, grade: ReviewGrade, now: Date): ReviewState {
  const ease = easeAfter(state.ease, grade);
  if (grade === ReviewGrade.Again) {
    return {
      intervalDays: 0,
      repetitions: 0,
      lapses: state.lapses + (state.repetitions > 0 ? 1 : 0),
      ease,
      dueAt: new Date(now.getTime() + ReviewScheduleConstants.relearnMinutes * MINUTE_MS),
      lastReviewedAt: now,
    };
  }
  const intervalDays = successInterval(state, grade, ease);
  return {
    intervalDays,
    repetitions: state.repetitions + 1,
    lapses: state.lapses,
    ease,
    dueAt: new Date(now.getTime() + intervalDays * DAY_MS),
    lastReviewedAt: now,
  };
}

/** What each grade would give the card now: minutes until it is due again (for the grade buttons). */
export function previewIntervals(
  state: ReviewState,
  now: Date,
): { again: number; hard: number; good: number; easy: number } {
  const minutes = (grade: ReviewGrade) =>
    Math.round((scheduleReview(state, grade, now).dueAt.getTime() - now.getTime()) / MINUTE_MS);
  return {
    again: minutes(ReviewGrade.Again),
    hard: minutes(ReviewGrade.Hard),
    good: minutes(ReviewGrade.Good),
    easy: minutes(ReviewGrade.Easy),
  };
}

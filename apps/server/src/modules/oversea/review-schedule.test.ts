import { describe, expect, it } from 'vitest';
import { REVIEW_GRADES, ReviewGrade } from '@hanyu/contracts/oversea/collection';
import { newReviewState, previewIntervals, scheduleReview, type ReviewState } from './review-schedule.ts';

const DAY = 24 * 60 * 60 * 1000;
const START = new Date('2025-03-01T08:00:00.000Z');

function daysAfter(state: ReviewState, at: Date): number {
  return (state.dueAt.getTime() - at.getTime()) / DAY;
}

/** Reviews a card with these grades, each on the day it falls due. */
function reviewInTurn(grades: ReviewGrade[], start = newReviewState(START)): ReviewState[] {
  const states: ReviewState[] = [];
  let state = start;
  for (const grade of grades) {
    state = scheduleReview(state, grade, state.dueAt);
    states.push(state);
  }
  return states;
}

describe('review scheduling (SM-2 with four grades)', () => {
  it('makes a new card due when it is added', () => {
    expect(newReviewState(START)).toEqual({
      intervalDays: 0,
      repetitions: 0,
      lapses: 0,
      ease: 2.5,
      dueAt: START,
      lastReviewedAt: null,
    });
  });

  it('gives a new card 1, 2 and 4 days for Hard, Good and Easy, and 10 minutes for Again', () => {
    const card = newReviewState(START);
    expect(previewIntervals(card, START)).toEqual({ again: 10, hard: 1440, good: 2880, easy: 5760 });
    const again = scheduleReview(card, ReviewGrade.Again, START);
    expect(again).toMatchObject({ repetitions: 0, lapses: 0, intervalDays: 0, ease: 2.3, lastReviewedAt: START });
  });

  it('follows SM-2 for a card always answered Good: 2, 6, then times the ease of 2.5', () => {
    const states = reviewInTurn([ReviewGrade.Good, ReviewGrade.Good, ReviewGrade.Good, ReviewGrade.Good]);
    expect(states.map((state) => state.intervalDays)).toEqual([2, 6, 15, 38]);
    expect(states.every((state) => state.ease === 2.5)).toBe(true);
    expect(states.map((state) => state.repetitions)).toEqual([1, 2, 3, 4]);
    expect(daysAfter(states[3] as ReviewState, (states[2] as ReviewState).dueAt)).toBe(38);
  });

  it("applies SM-2's ease changes: Hard −0.14, Good ±0, Easy +0.1, Again −0.2, never below 1.3", () => {
    const card = { ...newReviewState(START), repetitions: 3, intervalDays: 10 };
    expect(scheduleReview(card, ReviewGrade.Hard, START).ease).toBe(2.36);
    expect(scheduleReview(card, ReviewGrade.Good, START).ease).toBe(2.5);
    expect(scheduleReview(card, ReviewGrade.Easy, START).ease).toBe(2.6);
    expect(scheduleReview(card, ReviewGrade.Again, START).ease).toBe(2.3);
    const floor = reviewInTurn(Array.from({ length: 12 }, () => ReviewGrade.Again));
    expect(floor.at(-1)?.ease).toBe(1.3);
  });

  it('orders the grades: a harder grade never gives a longer interval than an easier one', () => {
    const cards: ReviewState[] = [
      newReviewState(START),
      ...reviewInTurn([ReviewGrade.Good]),
      ...reviewInTurn([ReviewGrade.Hard, ReviewGrade.Hard, ReviewGrade.Hard]),
      ...reviewInTurn([ReviewGrade.Easy, ReviewGrade.Easy, ReviewGrade.Easy]),
      { ...newReviewState(START), repetitions: 5, intervalDays: 3, ease: 1.3 },
    ];
    for (const card of cards) {
      const preview = previewIntervals(card, card.dueAt);
      expect(preview.again).toBeLessThan(preview.hard);
      expect(preview.hard).toBeLessThan(preview.good);
      expect(preview.good).toBeLessThan(preview.easy);
    }
  });

  it('never shortens the interval of a learned card that is remembered, even at the lowest ease', () => {
    let card: ReviewState = { ...newReviewState(START), repetitions: 4, intervalDays: 3, ease: 1.3 };
    for (let review = 0; review < 10; review++) {
      const next = scheduleReview(card, ReviewGrade.Hard, card.dueAt);
      expect(next.intervalDays).toBeGreaterThan(card.intervalDays);
      card = next;
    }
  });

  it('counts a lapse when a learned card is forgotten and starts it over', () => {
    const [, , learned] = reviewInTurn([ReviewGrade.Good, ReviewGrade.Good, ReviewGrade.Good]);
    const forgotten = scheduleReview(learned as ReviewState, ReviewGrade.Again, (learned as ReviewState).dueAt);
    expect(forgotten).toMatchObject({ repetitions: 0, lapses: 1, intervalDays: 0 });
    expect(forgotten.dueAt.getTime() - (learned as ReviewState).dueAt.getTime()).toBe(10 * 60 * 1000);
    // Forgetting it again while relearning is not a second lapse.
    expect(scheduleReview(forgotten, ReviewGrade.Again, forgotten.dueAt).lapses).toBe(1);
    const relearned = scheduleReview(forgotten, ReviewGrade.Good, forgotten.dueAt);
    expect(relearned).toMatchObject({ repetitions: 1, intervalDays: 2, lapses: 1 });
  });

  it('caps intervals at a year', () => {
    const states = reviewInTurn(Array.from({ length: 12 }, () => ReviewGrade.Easy));
    expect(Math.max(...states.map((state) => state.intervalDays))).toBe(365);
    expect(states.every((state) => state.intervalDays <= 365)).toBe(true);
  });

  it('schedules from the time of the review, not from when the card was due', () => {
    const card = reviewInTurn([ReviewGrade.Good])[0] as ReviewState;
    const late = new Date(card.dueAt.getTime() + 5 * DAY);
    const next = scheduleReview(card, ReviewGrade.Good, late);
    expect(daysAfter(next, late)).toBe(6);
    expect(next.lastReviewedAt).toEqual(late);
  });

  it('accepts every grade of the contract and nothing changes the input', () => {
    const card = newReviewState(START);
    const copy = structuredClone(card);
    for (const grade of REVIEW_GRADES) scheduleReview(card, grade, START);
    expect(card).toEqual(copy);
  });
});

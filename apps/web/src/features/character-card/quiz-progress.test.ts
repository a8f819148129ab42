import { describe, expect, it } from 'vitest';
import {
  HINT_AFTER_MISSES,
  hintShown,
  recordCorrect,
  recordMistake,
  startQuiz,
  strokeCredit,
  summarise,
  type QuizProgress,
} from './quiz-progress.ts';

/** Plays hanzi-writer's events: per stroke, its misses, then the correct stroke. */
function play(misses: number[]): QuizProgress {
  let progress = startQuiz(misses.length);
  misses.forEach((count, stroke) => {
    for (let miss = 1; miss <= count; miss += 1) progress = recordMistake(progress, stroke, miss);
    progress = recordCorrect(progress, stroke);
  });
  return progress;
}

describe('the writing quiz, stroke by stroke', () => {
  it('starts on the first stroke with no mistakes', () => {
    expect(startQuiz(5)).toEqual({
      strokeCount: 5,
      current: 0,
      mistakes: [0, 0, 0, 0, 0],
      complete: false,
      last: null,
    });
  });

  it('counts the mistakes of the stroke being written and moves on when it is right', () => {
    let progress = startQuiz(3);
    progress = recordMistake(progress, 0, 1);
    expect(progress).toMatchObject({ current: 0, mistakes: [1, 0, 0], last: { stroke: 0, correct: false } });
    progress = recordCorrect(progress, 0);
    expect(progress).toMatchObject({
      current: 1,
      mistakes: [1, 0, 0],
      complete: false,
      last: { stroke: 0, correct: true },
    });
    progress = recordCorrect(recordCorrect(progress, 1), 2);
    expect(progress).toMatchObject({ current: 3, complete: true });
  });

  it(`shows the hint after ${HINT_AFTER_MISSES} misses on the current stroke`, () => {
    let progress = startQuiz(2);
    progress = recordMistake(recordMistake(progress, 0, 1), 0, 2);
    expect(hintShown(progress)).toBe(false);
    progress = recordMistake(progress, 0, 3);
    expect(hintShown(progress)).toBe(true);
    expect(hintShown(recordCorrect(progress, 0))).toBe(false);
  });

  it('ignores events after completion and for strokes that do not exist', () => {
    const done = play([0, 0]);
    expect(recordMistake(done, 1, 1)).toBe(done);
    expect(recordCorrect(startQuiz(2), 5)).toEqual(startQuiz(2));
  });
});

describe('the score', () => {
  it('gives a stroke full credit first time, two thirds, one third, then nothing once hinted', () => {
    expect([0, 1, 2, 3, 7].map(strokeCredit)).toEqual([1, 2 / 3, 1 / 3, 0, 0]);
  });

  it('is 100 for a character written without a mistake', () => {
    expect(summarise(play([0, 0, 0, 0, 0]))).toEqual({
      score: 100,
      totalMistakes: 0,
      firstTry: 5,
      hinted: 0,
      grade: 'excellent',
    });
  });

  it('averages the strokes and grades the result', () => {
    // 永: one miss on the second stroke → (4 + 2/3) / 5 = 93.3.
    expect(summarise(play([0, 1, 0, 0, 0]))).toMatchObject({
      score: 93,
      totalMistakes: 1,
      firstTry: 4,
      grade: 'excellent',
    });
    expect(summarise(play([2, 1, 0, 0]))).toMatchObject({ score: 75, totalMistakes: 3, firstTry: 2, grade: 'good' });
    expect(summarise(play([3, 4, 0]))).toMatchObject({ score: 33, hinted: 2, grade: 'practise' });
  });
});

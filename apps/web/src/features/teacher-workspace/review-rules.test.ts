import { describe, expect, it } from 'vitest';
import { afterReview, initialScores, invalidTraits, meanOf, traitsOf } from './review-rules.ts';

const estimate = { cohesion: 66.4, language: 72.6, content: 70, structure: 64 };

describe('a teacher’s review form', () => {
  it('starts from the earlier review, else the estimate rounded, else empty', () => {
    const review = {
      traits: { cohesion: 70, language: 75, content: 72, structure: 60 },
      comment: '',
      teacher: '王老师',
      reviewedAt: '2026-11-27T02:00:00.000Z',
    };
    expect(initialScores(review, estimate)).toEqual({ content: '72', structure: '60', language: '75', cohesion: '70' });
    expect(initialScores(null, estimate)).toEqual({ content: '70', structure: '64', language: '73', cohesion: '66' });
    expect(initialScores(null, null)).toEqual({ content: '', structure: '', language: '', cohesion: '' });
  });

  it('accepts whole numbers from 0 to 100 only', () => {
    expect(invalidTraits({ content: '0', structure: '100', language: ' 85 ', cohesion: '7' })).toEqual([]);
    expect(invalidTraits({ content: '', structure: '101', language: '8.5', cohesion: '-1' })).toEqual([
      'content',
      'structure',
      'language',
      'cohesion',
    ]);
  });

  it('sends numbers, and shows the mean rounded', () => {
    expect(traitsOf({ content: '72', structure: '60', language: '75', cohesion: '70' })).toEqual({
      content: 72,
      structure: 60,
      language: 75,
      cohesion: 70,
    });
    expect(meanOf(estimate)).toBe(68);
  });
});

describe('the queue after a review', () => {
  const review = {
    traits: { cohesion: 70, language: 75, content: 72, structure: 60 },
    comment: '好',
    teacher: '王老师',
    reviewedAt: '2026-11-27T02:00:00.000Z',
  };
  const list = [
    { attemptId: 'a', questionId: 'W03-1', review: null },
    { attemptId: 'b', questionId: 'W03-1', review: null },
  ];

  it('leaves the list of those to review, and updates the list of those reviewed', () => {
    expect(afterReview(list, { attemptId: 'a', questionId: 'W03-1' }, review, false)).toEqual([list[1]]);
    expect(afterReview(list, { attemptId: 'a', questionId: 'W03-1' }, review, true)).toEqual([
      { attemptId: 'a', questionId: 'W03-1', review },
      list[1],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { CompositionReview, ExamReport } from '@hanyu/contracts/exam/exam-engine';
import { reviewKey } from './exam-repository.ts';
import { applyReviews } from './reviewed-report.ts';

const question = (id: string, points: number, maxPoints: number) => ({
  id,
  question: '',
  given: null,
  key: '',
  correct: points === maxPoints,
  points,
  maxPoints,
  explanation: '',
});

/** Writing: six objective points (four earned) and a composition of four points earning 60% (2.4); listening 80. */
const report: ExamReport = {
  attemptId: 'a1',
  paperId: 'beginner-A',
  title: '入门A级晋级考试',
  level: '',
  submittedAt: '2026-11-28T00:00:00.000Z',
  total: 144,
  maxTotal: 200,
  modules: [
    {
      name: 'listening',
      score: 80,
      correct: 4,
      questionCount: 5,
      items: [
        {
          id: 'L01',
          type: '010101',
          transcript: null,
          questions: [question('L01', 4, 5)],
          composition: null,
          spoken: null,
        },
      ],
    },
    {
      name: 'writing',
      score: 64,
      correct: 4,
      questionCount: 7,
      items: [
        {
          id: 'W01',
          type: '01030101',
          transcript: null,
          questions: [question('W01', 4, 6)],
          composition: null,
          spoken: null,
        },
        {
          id: 'W07',
          type: '01030201',
          transcript: null,
          questions: [question('W07', 2.4, 4)],
          composition: {
            state: 'evaluated',
            traits: { cohesion: 60, language: 60, content: 60, structure: 60 },
            band: 'intermediate',
            characters: 80,
            notes: [],
            review: null,
          },
          spoken: null,
        },
      ],
    },
  ],
};

const review = (mean: number): CompositionReview => ({
  traits: { cohesion: mean, language: mean, content: mean, structure: mean },
  comment: '',
  teacher: '王老师',
  reviewedAt: '2026-11-28T01:00:00.000Z',
});

describe('a report with the teachers’ reviews counted', () => {
  it('is the report itself when no composition was reviewed', () => {
    expect(applyReviews(report, new Map())).toBe(report);
    expect(applyReviews(report, new Map([[reviewKey('other', 'W07'), review(90)]]))).toBe(report);
  });

  it('earns the teacher’s mean for the composition, and moves its module’s score and the total', () => {
    const reviewed = applyReviews(report, new Map([[reviewKey('a1', 'W07'), review(90)]]));
    const writing = reviewed.modules[1];
    expect(writing?.items[1]?.composition).toMatchObject({
      traits: report.modules[1]?.items[1]?.composition?.traits,
      review: review(90),
    });
    expect(writing?.items[1]?.questions[0]?.points).toBe(3.6);
    // (4 + 3.6) / 10
    expect(writing?.score).toBe(76);
    expect(reviewed.modules[0]).toBe(report.modules[0]);
    expect(reviewed.total).toBe(156);
    // A lower review lowers the score as well: the teacher decides.
    expect(applyReviews(report, new Map([[reviewKey('a1', 'W07'), review(30)]])).modules[1]?.score).toBe(52);
  });
});

import { describe, expect, it } from 'vitest';
import type { PromotionState } from '@hanyu/contracts/mhk/promotion';
import { compositionItem } from '../../shared/exam/report-composition.ts';
import { paperMinutes, promotionAction, startMode } from './promotion-view.ts';

const state = (over: Partial<PromotionState>): PromotionState => ({
  gradeKey: 'beginner-A',
  gradeTitle: '入门A级',
  title: '入门A级晋级考试',
  unitsDone: 4,
  unitCount: 4,
  unlocked: true,
  state: 'notStarted',
  mode: 0,
  inProgress: null,
  best: null,
  modules: [
    { name: 'listening', minutes: 8, questionCount: 7 },
    { name: 'reading', minutes: 8, questionCount: 5 },
    { name: 'writing', minutes: 15, questionCount: 7 },
    { name: 'speaking', minutes: 5, questionCount: 3 },
  ],
  nextGrade: { gradeKey: 'beginner-B', title: '入门B级' },
  currentGrade: 'beginner-A',
  ...over,
});

describe('the promotion page’s main action', () => {
  it('is locked with the units left until the grade’s units are done', () => {
    expect(promotionAction(state({ unlocked: false, unitsDone: 1 }))).toEqual({ kind: 'locked', unitsLeft: 3 });
  });

  it('starts, continues the sitting in progress, or re-examines after a submitted one', () => {
    expect(promotionAction(state({}))).toEqual({ kind: 'start', mode: 0 });
    expect(
      promotionAction(state({ state: 'continue', mode: 1, inProgress: { attemptId: 'a1', status: 'paused' } })),
    ).toEqual({ kind: 'continue', mode: 1, attemptId: 'a1' });
    expect(promotionAction(state({ state: 'failed', mode: 2 }))).toEqual({ kind: 'reexamine', mode: 2 });
    expect(promotionAction(state({ state: 'passed', mode: 2 }))).toEqual({ kind: 'reexamine', mode: 2 });
  });

  it('continues a sitting in progress even when the exam was locked again since', () => {
    const locked = state({ unlocked: false, unitsDone: 3, inProgress: { attemptId: 'a1', status: 'inProgress' } });
    expect(promotionAction(locked).kind).toBe('continue');
  });
});

describe('the promotion exam page', () => {
  it('starts in mode 0 unless its address re-examines', () => {
    expect(startMode(null)).toBe(0);
    expect(startMode('2')).toBe(2);
    expect(startMode('1')).toBe(0);
    expect(startMode('junk')).toBe(0);
  });

  it('adds up the paper’s minutes and finds its composition', () => {
    expect(paperMinutes(state({}))).toBe(36);
    const item = (composition: object | null) => ({
      id: 'W07',
      type: '01030201' as const,
      transcript: null,
      questions: [],
      composition,
      spoken: null,
    });
    const report = {
      modules: [
        {
          name: 'writing' as const,
          score: 50,
          correct: 3,
          questionCount: 7,
          items: [item(null), item({ state: 'notStarted' })],
        },
      ],
    };
    expect(compositionItem(report as never)?.composition).toEqual({ state: 'notStarted' });
    expect(compositionItem({ modules: [] })).toBeNull();
  });
});

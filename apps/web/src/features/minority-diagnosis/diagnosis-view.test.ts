import { describe, expect, it } from 'vitest';
import type { DiagnosisPaperSummary, DiagnosisPractise } from '@hanyu/contracts/mhk/diagnosis';
import { barPercent, paperAction, paperMinutes, practiseBySkill, typePercent } from './diagnosis-view.ts';

function paper(inProgress: DiagnosisPaperSummary['inProgress']): DiagnosisPaperSummary {
  return {
    paperId: 'DIAG-01',
    title: '汉语能力诊断试卷一',
    modules: [
      { name: 'listening', minutes: 15, questionCount: 9 },
      { name: 'reading', minutes: 20, questionCount: 8 },
      { name: 'writing', minutes: 35, questionCount: 10 },
      { name: 'speaking', minutes: 10, questionCount: 3 },
    ],
    inProgress,
  };
}

function practise(questionId: string, skill: DiagnosisPractise['skill']): DiagnosisPractise {
  return {
    questionId,
    itemId: questionId,
    type: '010101',
    skill,
    question: '题目',
    given: null,
    key: 'A. 对',
    explanation: '解析',
  };
}

describe('the diagnosis pages’ rules', () => {
  it('draws a bar as the whole percentage of the maximum, kept within 0–100', () => {
    expect(barPercent(38.9, 50)).toBe(78);
    expect(barPercent(0, 50)).toBe(0);
    expect(barPercent(60, 50)).toBe(100);
    expect(barPercent(10, 0)).toBe(0);
  });

  it('offers to continue a sitting in progress, else to start one', () => {
    expect(paperAction(paper(null))).toEqual({ kind: 'start' });
    expect(paperAction(paper({ attemptId: 'f'.repeat(32), status: 'paused' }))).toEqual({
      kind: 'continue',
      attemptId: 'f'.repeat(32),
    });
    expect(paperMinutes(paper(null))).toBe(80);
  });

  it('groups the questions to practise by skill in the paper’s order', () => {
    const groups = practiseBySkill([
      practise('L01', 'listening'),
      practise('L04', 'listening'),
      practise('W02', 'writing'),
    ]);
    expect(groups.map((group) => [group.skill, group.questions.map((q) => q.questionId)])).toEqual([
      ['listening', ['L01', 'L04']],
      ['writing', ['W02']],
    ]);
    expect(practiseBySkill([])).toEqual([]);
    expect(typePercent({ type: '010202', skill: 'reading', share: 0.33, questionCount: 3 })).toBe(33);
  });
});

import { describe, expect, it } from 'vitest';
import type { ExamReport } from '@hanyu/contracts/exam/exam-engine';
import { diagnose, placementOf, rankOf, skillScore } from './diagnosis-scoring.ts';

type Module = ExamReport['modules'][number];
type Item = Module['items'][number];

function choiceItem(id: string, type: string, right: boolean): Item {
  return {
    id,
    type,
    transcript: null,
    composition: null,
    spoken: null,
    questions: [
      {
        id,
        question: `题目 ${id}`,
        given: { option: right ? 1 : 0 },
        key: 'B. 对',
        correct: right,
        points: right ? 1 : 0,
        maxPoints: 1,
        explanation: `解析 ${id}`,
      },
    ],
  };
}

function report(modules: Module[]): ExamReport {
  const total = modules.reduce((sum, module) => sum + module.score, 0);
  return {
    attemptId: 'a'.repeat(32),
    paperId: 'DIAG-01',
    title: '汉语能力诊断试卷一',
    level: '',
    submittedAt: '2026-11-27T10:00:00.000Z',
    total,
    maxTotal: 400,
    modules,
  };
}

describe('the diagnosis rules', () => {
  it('scales a module out of 100 to a skill out of 50, to one decimal', () => {
    expect(skillScore(100)).toBe(50);
    expect(skillScore(77.8)).toBe(38.9);
    expect(skillScore(0)).toBe(0);
  });

  it('ranks by the total: under 80 primary, under 120 middle, under 160 middle-senior, else senior', () => {
    expect([0, 79.9, 80, 119.9, 120, 159.9, 160, 200].map(rankOf)).toEqual([
      '0101',
      '0101',
      '0201',
      '0201',
      '0301',
      '0301',
      '0401',
      '0401',
    ]);
  });

  it('places the level by the third of the rank’s band, one step lower for a skill under 20', () => {
    const even = (total: number) => [total / 4, total / 4, total / 4, total / 4];
    expect(placementOf(20, [20, 0, 0, 0]).level).toBe('normal');
    expect(placementOf(85, even(85))).toMatchObject({ rank: '0201', level: 'normal' });
    expect(placementOf(100, even(100))).toMatchObject({ rank: '0201', level: 'intermediate' });
    expect(placementOf(115, even(115))).toMatchObject({ rank: '0201', level: 'advanced' });
    expect(placementOf(200, even(200))).toMatchObject({
      rank: '0401',
      level: 'advanced',
      recommendation: { tier: 'advanced', grade: 'C' },
    });
    // The same 115 with speaking at 10: uneven, so intermediate and one grade earlier in the course.
    expect(placementOf(115, [40, 40, 25, 10])).toMatchObject({
      rank: '0201',
      level: 'intermediate',
      recommendation: { tier: 'intermediate', grade: 'B' },
    });
    expect(placementOf(115, even(115)).recommendation).toEqual({ tier: 'intermediate', grade: 'C' });
    expect(placementOf(0, [0, 0, 0, 0]).recommendation).toEqual({ tier: 'beginner', grade: 'A' });
  });

  it('diagnoses a report: skills, total, traits, strengths, weaknesses and the questions to practise', () => {
    const listening = Array.from({ length: 9 }, (_, i) => choiceItem(`L0${i + 1}`, '010101', i < 8));
    const reading = Array.from({ length: 8 }, (_, i) => choiceItem(`R0${i + 1}`, i < 4 ? '010201' : '010202', i < 2));
    const writing: Item[] = [
      ...Array.from({ length: 9 }, (_, i) => choiceItem(`W0${i + 1}`, '01030101', i < 6)),
      {
        id: 'W10',
        type: '01030201',
        transcript: null,
        spoken: null,
        composition: {
          state: 'evaluated',
          traits: { cohesion: 70, language: 80, content: 90, structure: 60 },
          band: 'intermediate',
          characters: 220,
          notes: [],
          review: null,
        },
        questions: [
          {
            id: 'W10',
            question: '请以“我的家乡”为题写一篇短文。',
            given: { text: '……' },
            key: '',
            correct: false,
            points: 4.5,
            maxPoints: 6,
            explanation: '',
          },
        ],
      },
    ];
    const speaking: Item[] = ['S01', 'S02', 'S03'].map((id) => ({
      id,
      type: '010501',
      transcript: null,
      composition: null,
      spoken: { state: 'notStarted', score: null, recordedSeconds: 0, recordingUrl: null, failure: null },
      questions: [
        {
          id,
          question: '请朗读。',
          given: null,
          key: '',
          correct: false,
          points: 0,
          maxPoints: 1,
          explanation: '',
        },
      ],
    }));
    const result = diagnose(
      report([
        { name: 'listening', score: 88.9, correct: 8, questionCount: 9, items: listening },
        { name: 'reading', score: 25, correct: 2, questionCount: 8, items: reading },
        { name: 'writing', score: 70, correct: 6, questionCount: 10, items: writing },
        { name: 'speaking', score: 0, correct: 0, questionCount: 3, items: speaking },
      ]),
    );
    expect(result.skills.map((skill) => [skill.skill, skill.score, skill.max])).toEqual([
      ['listening', 44.5, 50],
      ['reading', 12.5, 50],
      ['writing', 35, 50],
      ['speaking', 0, 50],
    ]);
    expect(result.total).toBe(92);
    expect(result.maxTotal).toBe(200);
    expect(result.traits).toEqual({ cohesion: 70, language: 80, content: 90, structure: 60 });
    // 92 is in the middle rank's lower third; uneven anyway (reading and speaking under 20).
    expect(result.placement).toEqual({
      rank: '0201',
      level: 'normal',
      recommendation: { tier: 'primary', grade: 'C' },
    });
    expect(result.strengths.skills).toEqual(['listening', 'writing']);
    expect(result.weaknesses.skills).toEqual(['reading', 'speaking']);
    // Listening 8 of 9 and the composition's 4.5 of 6 points are strong; the passages and the spoken
    // tasks (none recorded) weak; the sentences of reading (2 of 4) neither.
    expect(result.strengths.types.map((type) => [type.type, type.share])).toEqual([
      ['010101', 0.89],
      ['01030201', 0.75],
    ]);
    expect(result.weaknesses.types.map((type) => [type.type, type.share])).toEqual([
      ['010202', 0],
      ['010501', 0],
    ]);
    // Wrong objective questions only, in the paper's order, with the key and the explanation.
    expect(result.practise.map((entry) => entry.questionId)).toEqual([
      'L09',
      'R03',
      'R04',
      'R05',
      'R06',
      'R07',
      'R08',
      'W07',
      'W08',
      'W09',
    ]);
    expect(result.practise[0]).toMatchObject({
      skill: 'listening',
      type: '010101',
      key: 'B. 对',
      explanation: '解析 L09',
    });
  });
});

import type { ExamAttempt, ExamModuleState, PresentedPaper } from '@hanyu/contracts/exam/exam-engine';

/** An attempt of the four modules for the tests, its module states as given. */
export function buildAttempt(
  statuses: ExamModuleState['status'][] = ['notStarted', 'notStarted', 'notStarted', 'notStarted'],
  change: Partial<ExamAttempt> = {},
): ExamAttempt {
  const names = ['listening', 'reading', 'writing', 'speaking'] as const;
  return {
    attemptId: 'a'.repeat(32),
    paperId: 'MHK3-01',
    scope: [...names],
    status: 'inProgress',
    currentModule: null,
    placeItem: null,
    modules: names.map((name, i) => ({
      name,
      status: statuses[i] ?? 'notStarted',
      remainingSeconds: 600,
      answered: 0,
      questionCount: 10,
    })),
    answers: {},
    recordings: [],
    startedAt: '2026-11-26T00:00:00.000Z',
    updatedAt: '2026-11-26T00:00:00.000Z',
    ...change,
  };
}

/** A paper of the four modules, with a few items each. */
export function buildPaper(): PresentedPaper {
  const choice = (id: string) => ({
    id,
    type: '010201' as const,
    text: '我今天很高兴。',
    question: '他怎么样？',
    options: ['高兴', '难过', '累', '忙'],
  });
  return {
    paperId: 'MHK3-01',
    title: 'MHK（三级）模拟试卷一',
    level: '0401',
    modules: [
      { name: 'listening', minutes: 20, questionCount: 2, items: [choice('L01'), choice('L02')] },
      { name: 'reading', minutes: 25, questionCount: 3, items: [choice('R01'), choice('R02'), choice('R03')] },
      { name: 'writing', minutes: 35, questionCount: 1, items: [choice('W01')] },
      { name: 'speaking', minutes: 12, questionCount: 1, items: [choice('S01')] },
    ],
  };
}

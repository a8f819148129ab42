import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExamAttempt, PresentedPaper } from '@hanyu/contracts/exam/exam-engine';
import type { DiagnosisReportResponse } from '@hanyu/contracts/mhk/diagnosis';
import { loadDiagnosisPapers } from '@hanyu/content/content-files';
import type { DiagnosisPaperFile } from '@hanyu/content/diagnosis-paper-schema';
import { registerAccount } from '../../test/accounts.ts';
import { rightAnswers, wrongAnswer as wrong } from '../../test/mhk-answers.ts';
import { createTestDatabase, testDialects } from '../../test/databases.ts';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app.ts';
import { placementOf } from './diagnosis-scoring.ts';

const PAPER = 'DIAG-01';
/** Presenting a paper makes its listening recordings first (about 15 s on an idle two-core machine). */
const HEAVY_MS = 150_000;
const authored = new Map(loadDiagnosisPapers().map((paper) => [paper.id, paper]));

function paperFile(id: string): DiagnosisPaperFile {
  const paper = authored.get(id);
  if (!paper) throw new Error(`no paper ${id}`);
  return paper;
}

const call = (t: Pick<TestApp, 'app' | 'config'>, path: string, payload: object) => callApi(t, path, payload);

async function get(t: Pick<TestApp, 'app' | 'config'>, token: string, payload: object) {
  const answer = await call(t, '/mhk/diagnose/get', { token, paperId: PAPER, ...payload });
  expect(answer.json().result, answer.body).toBe(true);
  return answer.json().returnValue as { paper: PresentedPaper; attempt: ExamAttempt | null };
}

async function commit(t: Pick<TestApp, 'app' | 'config'>, token: string, payload: object) {
  return (await call(t, '/mhk/diagnose/commit', { token, ...payload })).json();
}

const ESSAY =
  '我最喜欢的食物是妈妈做的饺子。饺子的样子像一个个小元宝，白白的，胖胖的，看起来很可爱。\n' +
  '每到过年的时候，我们全家人都坐在一起包饺子。妈妈擀皮，爸爸和我包。饺子煮好以后，味道特别香，我一次能吃二十个。' +
  '因为饺子里有家乡的味道，所以每次吃饺子，我都觉得很温暖。\n' +
  '后来我到外地上学，很少能吃到妈妈做的饺子。虽然学校食堂也有饺子，但是我觉得没有家里的好吃。总之，饺子是我最喜欢的食物。';

describe.each(testDialects)('the ability diagnosis on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  let otherToken: string;
  let attemptId = '';
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    token = (await registerAccount(t, `diag-${dialect}@example.com`)).token;
    otherToken = (await registerAccount(t, `diag-other-${dialect}@example.com`)).token;
  });
  afterAll(() => t.close());

  it('lists the four papers of 9/8/10/3 questions to a learner, and nothing to a visitor', async () => {
    const list = (await call(t, '/mhk/diagnose/paperList', { token })).json().returnValue;
    expect(list.total).toBe(4);
    expect(list.last).toBeNull();
    for (const paper of list.list) {
      expect(paper.modules.map((m: { name: string; questionCount: number }) => [m.name, m.questionCount])).toEqual([
        ['listening', 9],
        ['reading', 8],
        ['writing', 10],
        ['speaking', 3],
      ]);
    }
    for (const [path, payload] of [
      ['paperList', {}],
      ['history', {}],
      ['get', { paperId: PAPER }],
      ['report', { attemptId: 'a'.repeat(32) }],
    ] as const) {
      const visitor = await call(t, `/mhk/diagnose/${path}`, payload);
      expect(visitor.statusCode, path).toBeLessThan(500);
      expect(visitor.json(), path).toMatchObject({ result: false, returnValue: 'TOKEN_301' });
    }
  });

  it(
    'takes a sitting with known answers to the expected skill scores, placement and report',
    async () => {
      const file = paperFile(PAPER);
      const { paper, attempt } = await get(t, token, { start: true });
      expect(JSON.stringify(paper)).not.toContain('explanation');
      if (!attempt) throw new Error('no attempt');
      attemptId = attempt.attemptId;
      // Asked again, the same sitting answers.
      expect((await get(t, token, {})).attempt?.attemptId).toBe(attemptId);

      const listening = rightAnswers(file.modules.listening.items);
      const reading = rightAnswers(file.modules.reading.items);
      expect([listening.length, reading.length]).toEqual([9, 8]);
      // Listening all right; reading: the first four right, the last four wrong.
      await commit(t, token, { attemptId, enter: 'listening', answers: listening });
      const readingGiven = [...reading.slice(0, 4), ...reading.slice(4).map((answer) => wrong(answer))];
      await commit(t, token, { attemptId, enter: 'reading', answers: readingGiven });
      const writingItems = file.modules.writing.items;
      const composition = writingItems.find((item) => item.type === '01030201');
      if (!composition) throw new Error('no composition');
      const writing = rightAnswers(writingItems);
      expect(writing).toHaveLength(9);
      const entered = await commit(t, token, {
        attemptId,
        enter: 'writing',
        answers: [...writing, { questionId: composition.id, answer: { text: ESSAY } }],
      });
      expect(entered.result, JSON.stringify(entered)).toBe(true);
      // Speaking entered and left unrecorded: its three tasks score 0.
      await commit(t, token, { attemptId, enter: 'speaking' });
      const submitted = await commit(t, token, { attemptId, submit: true });
      expect(submitted.returnValue.status).toBe('submitted');

      const response = await call(t, '/mhk/diagnose/report', { token, attemptId });
      expect(response.json().result, response.body).toBe(true);
      const { diagnosis, exam } = response.json().returnValue as DiagnosisReportResponse;
      const traits = diagnosis.traits;
      if (!traits) throw new Error(`composition not scored: ${JSON.stringify(exam.modules[2]?.items.at(-1))}`);
      const traitMean = (traits.cohesion + traits.language + traits.content + traits.structure) / 4;
      // Writing: nine objective questions of 1 point and the composition of 6 (two thirds of theirs),
      // the composition earning its trait mean: out of 15 points, scaled to 50.
      const writingScore = Math.round(((9 + (6 * traitMean) / 100) / 15) * 1000) / 20;
      const scores = Object.fromEntries(diagnosis.skills.map((skill) => [skill.skill, skill.score]));
      expect(scores.listening).toBe(50);
      expect(scores.reading).toBe(25);
      expect(scores.writing).toBeCloseTo(writingScore, 0);
      expect(scores.writing).toBeGreaterThan(30);
      expect(scores.speaking).toBe(0);
      expect(diagnosis.skills.every((skill) => skill.max === 50)).toBe(true);
      expect(diagnosis.total).toBeCloseTo(50 + 25 + (scores.writing ?? 0), 1);
      expect(diagnosis.maxTotal).toBe(200);
      expect(diagnosis.placement).toEqual(
        placementOf(
          diagnosis.total,
          diagnosis.skills.map((skill) => skill.score),
        ),
      );
      // Speaking 0 makes the profile uneven; the total is in the middle-senior or middle rank.
      expect(['0201', '0301']).toContain(diagnosis.placement.rank);
      expect(diagnosis.strengths.skills).toContain('listening');
      expect(diagnosis.weaknesses.skills).toEqual(['speaking']);
      expect(diagnosis.weaknesses.types.map((type) => type.type)).toContain('010501');
      // The four reading questions answered wrong are to practise, each with its key and explanation.
      expect(diagnosis.practise.map((entry) => entry.questionId)).toEqual(
        reading.slice(4).map((answer) => answer.questionId),
      );
      for (const entry of diagnosis.practise) {
        expect(entry.skill).toBe('reading');
        expect(entry.key.length).toBeGreaterThan(0);
        expect(entry.explanation.length).toBeGreaterThan(0);
      }
      const spoken = exam.modules.find((module) => module.name === 'speaking')?.items ?? [];
      expect(spoken.map((item) => item.spoken?.state)).toEqual(['notStarted', 'notStarted', 'notStarted']);

      // The history and the index show the result; the index's papers are free to start again.
      const history = (await call(t, '/mhk/diagnose/history', { token })).json().returnValue;
      expect(history.list[0]).toMatchObject({
        attemptId,
        status: 'submitted',
        total: diagnosis.total,
        maxTotal: 200,
        placement: diagnosis.placement,
      });
      const list = (await call(t, '/mhk/diagnose/paperList', { token })).json().returnValue;
      expect(list.last).toMatchObject({ attemptId, total: diagnosis.total, placement: diagnosis.placement });
      expect(list.list.every((entry: { inProgress: unknown }) => entry.inProgress === null)).toBe(true);
    },
    HEAVY_MS,
  );

  it('refuses another learner’s sitting, bad ids and an MHK attempt, in Chinese and never with a 500', async () => {
    const theirs = await call(t, '/mhk/diagnose/report', { token: otherToken, attemptId });
    expect(theirs.json()).toMatchObject({ result: false, code: 'NoResource', message: '暂无相应资源' });
    expect(await commit(t, otherToken, { attemptId, pause: true })).toMatchObject({ code: 'NoResource' });
    const deleteTheirs = await call(t, '/mhk/diagnose/delete', { token: otherToken, attemptId });
    expect(deleteTheirs.json()).toMatchObject({ result: false, code: 'NoResource' });

    const unknownPaper = await call(t, '/mhk/diagnose/get', { token, paperId: 'DIAG-99' });
    expect(unknownPaper.json()).toMatchObject({ result: false, code: 'NoResource', message: '暂无相应资源' });
    for (const [path, payload] of [
      ['get', { paperId: 'MHK3-01' }],
      ['report', { attemptId: 'not-an-attempt' }],
      ['delete', { attemptId: '' }],
      ['history', { page: 0 }],
    ] as const) {
      const bad = await call(t, `/mhk/diagnose/${path}`, { token, ...payload });
      expect(bad.statusCode, path).toBeLessThan(500);
      expect(bad.json(), path).toMatchObject({ result: false, code: 'InvalidPayload' });
      expect(bad.json().message, path).toMatch(/\p{Script=Han}/u);
    }
    const missing = await call(t, '/mhk/diagnose/report', { token, attemptId: 'f'.repeat(32) });
    expect(missing.json()).toMatchObject({ result: false, code: 'NoResource' });

    // An MHK mock exam's attempt is not a diagnosis, nor the reverse.
    const mhk = (await call(t, '/mhk/exam/get', { token, paperId: 'MHK1-01', centre: '0602', start: true })).json()
      .returnValue.attempt as ExamAttempt;
    const crossed = await call(t, '/mhk/diagnose/report', { token, attemptId: mhk.attemptId });
    expect(crossed.json()).toMatchObject({ result: false, code: 'NoResource' });
    const reverse = await call(t, '/mhk/exam/report', { token, attemptId });
    expect(reverse.json()).toMatchObject({ result: false, code: 'NoResource' });

    // Deleting: the learner's own finished sitting goes, and with it the history's entry.
    const deleted = await call(t, '/mhk/diagnose/delete', { token, attemptId });
    expect(deleted.json().result, deleted.body).toBe(true);
    expect((await call(t, '/mhk/diagnose/history', { token })).json().returnValue.total).toBe(0);
  });
});

describe.each(testDialects)('a diagnosis across a restart on %s', (dialect) => {
  it(
    'resumes mid-way with every confirmed answer and the place, and refuses to delete it',
    async () => {
      const database = await createTestDatabase(dialect);
      const first = await buildTestApp({ database });
      const { token } = await registerAccount(first, `diag-restart-${dialect}@example.com`);
      const { attempt } = await get(first, token, { paperId: 'DIAG-02', start: true });
      if (!attempt) throw new Error('no attempt');
      const file = paperFile('DIAG-02');
      const listening = rightAnswers(file.modules.listening.items);
      const reading = rightAnswers(file.modules.reading.items).slice(0, 3);
      await commit(first, token, { attemptId: attempt.attemptId, enter: 'listening', answers: listening });
      await commit(first, token, {
        attemptId: attempt.attemptId,
        enter: 'reading',
        answers: reading,
        placeItem: 'R04',
      });
      const early = await call(first, '/mhk/diagnose/delete', { token, attemptId: attempt.attemptId });
      expect(early.json()).toMatchObject({ result: false, code: 'ExamInProgressNotDeletable' });
      await first.app.close();
      // The same data folder: the listening recordings made by the first server are kept.
      const second = await buildTestApp({ database, env: { DATA_DIR: first.config.dataDir } });
      try {
        const list = (await call(second, '/mhk/diagnose/paperList', { token })).json().returnValue;
        const open = list.list.find((paper: { paperId: string }) => paper.paperId === 'DIAG-02');
        expect(open.inProgress).toMatchObject({ attemptId: attempt.attemptId, status: 'inProgress' });
        const again = await get(second, token, { paperId: 'DIAG-02' });
        expect(again.attempt?.attemptId).toBe(attempt.attemptId);
        expect(Object.keys(again.attempt?.answers ?? {}).sort()).toEqual(
          [...listening, ...reading].map((answer) => answer.questionId).sort(),
        );
        expect(again.attempt).toMatchObject({ currentModule: 'reading', placeItem: 'R04' });
        const history = (await call(second, '/mhk/diagnose/history', { token })).json().returnValue;
        expect(history.list[0]).toMatchObject({ status: 'inProgress', total: null, placement: null });
      } finally {
        await second.close();
        await database.drop();
      }
    },
    HEAVY_MS,
  );
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StudyType } from '@hanyu/contracts/constants/mhk';
import type { ExamAttempt, PresentedPaper } from '@hanyu/contracts/exam/exam-engine';
import { STUDY_ORDER, type LearningState } from '@hanyu/contracts/mhk/graded';
import {
  PROMOTION_PASS_SCORE,
  PromotionMode,
  type PromotionReportResponse,
  type PromotionState,
} from '@hanyu/contracts/mhk/promotion';
import { loadPromotionPapers } from '@hanyu/content/content-files';
import type { PromotionPaperFile } from '@hanyu/content/promotion-paper-schema';
import { registerAccount } from '../../test/accounts.ts';
import { testDialects } from '../../test/databases.ts';
import { rightAnswers, wrongAnswer } from '../../test/mhk-answers.ts';
import { describeRaces, type Instance } from '../../test/race-instances.ts';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app.ts';
import { GradedCourse } from './graded-course.ts';
import { GradedRepository } from './graded-repository.ts';

/** Presenting a paper makes its listening recordings first (several seconds on a busy machine). */
const HEAVY_MS = 150_000;
const GRADE = 'beginner-A';
const NEXT = 'beginner-B';
const course = new GradedCourse();
const file: PromotionPaperFile | undefined = loadPromotionPapers().find((paper) => paper.id === GRADE);

function paperFile(): PromotionPaperFile {
  if (!file) throw new Error(`no promotion paper ${GRADE}`);
  return file;
}

const call = (t: Instance, path: string, payload: object) => callApi(t, path, payload);

async function ok<T>(t: Instance, token: string, path: string, payload: object): Promise<T> {
  const answer = (await call(t, path, { token, ...payload })).json();
  expect(answer.result, JSON.stringify(answer)).toBe(true);
  return answer.returnValue as T;
}

/** Every unit of a grade studied through every study type (as the course's own tests do through its pages). */
async function finishGrade(t: TestApp, userId: string, gradeKey: string, keepState = true): Promise<void> {
  const repository = new GradedRepository(t.app.platform.db);
  const units = course.unitsOf(gradeKey);
  for (const unit of units) {
    for (const type of STUDY_ORDER) await repository.record(userId, unit.key, type, { done: true, score: 100 });
  }
  const last = units.at(-1);
  if (last && keepState) await repository.moveTo(userId, last.key, StudyType.Preview, gradeKey);
}

/** Answers the listening, reading and writing modules (each objective question right unless `wrong`), in order. */
async function answerPaper(t: Instance, token: string, attemptId: string, wrong: 'none' | 'mostly'): Promise<void> {
  const paper = paperFile();
  for (const name of ['listening', 'reading', 'writing'] as const) {
    const right = rightAnswers(paper.modules[name].items);
    const given =
      wrong === 'none'
        ? right
        : right.map((answer, i) => ('option' in answer.answer && i > 0 ? wrongAnswer(answer) : answer));
    await ok(t, token, '/mhk/promotion/commit', {
      attemptId,
      enter: name,
      answers: wrong === 'mostly' && name === 'writing' ? [] : given,
    });
  }
}

describe.each(testDialects)('the promotion exams on %s', (dialect) => {
  let t: TestApp;
  let token = '';
  let userId = '';
  let failedAttempt = '';

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    const account = await registerAccount(t, `promotion-${dialect}@example.com`);
    token = account.token;
    userId = account.userInfo.id;
  });
  afterAll(() => t?.close());

  it('has a promotion paper for every grade of the course', () => {
    const papers = loadPromotionPapers();
    expect(papers.map((paper) => paper.id)).toEqual(course.gradeKeys());
  });

  it(
    'keeps a grade’s exam locked until every unit is done: the paper can be read, not started',
    async () => {
      const state = await ok<PromotionState>(t, token, '/mhk/promotion/state', { gradeKey: GRADE });
      expect(state).toMatchObject({
        gradeKey: GRADE,
        unlocked: false,
        unitsDone: 0,
        unitCount: course.unitsOf(GRADE).length,
        state: 'notStarted',
        mode: PromotionMode.Start,
        inProgress: null,
        best: null,
        nextGrade: { gradeKey: NEXT },
      });
      expect(state.modules.map((module) => module.name)).toEqual(['listening', 'reading', 'writing', 'speaking']);
      const refused = (
        await call(t, '/mhk/promotion/paper', { token, gradeKey: GRADE, mode: PromotionMode.Start })
      ).json();
      expect(refused).toMatchObject({ result: false, code: 'PromotionLocked' });
      const shown = await ok<{ paper: PresentedPaper; attempt: ExamAttempt | null }>(t, token, '/mhk/promotion/paper', {
        gradeKey: GRADE,
      });
      expect(shown.attempt).toBeNull();
      expect(JSON.stringify(shown.paper)).not.toMatch(/explanation|"answer"/);
      for (const [path, payload] of [
        ['state', { gradeKey: 'nowhere-A' }],
        ['paper', { gradeKey: GRADE, mode: 7 }],
        ['report', { attemptId: 'x' }],
      ] as const) {
        const bad = await call(t, `/mhk/promotion/${path}`, { token, ...payload });
        expect(bad.statusCode, path).toBeLessThan(500);
        expect(bad.json(), path).toMatchObject({ result: false });
      }
      const visitor = await call(t, '/mhk/promotion/state', { gradeKey: GRADE });
      expect(visitor.json()).toMatchObject({ result: false, returnValue: 'TOKEN_301' });
    },
    HEAVY_MS,
  );

  it(
    'starts once the units are done, resumes the same sitting (mode 1), and a sitting short of the pass fails with the points short',
    async () => {
      await finishGrade(t, userId, GRADE);
      const unlocked = await ok<PromotionState>(t, token, '/mhk/promotion/state', { gradeKey: GRADE });
      expect(unlocked).toMatchObject({ unlocked: true, unitsDone: unlocked.unitCount, state: 'notStarted' });
      const { attempt } = await ok<{ attempt: ExamAttempt }>(t, token, '/mhk/promotion/paper', {
        gradeKey: GRADE,
        mode: PromotionMode.Start,
      });
      failedAttempt = attempt.attemptId;
      await answerPaper(t, token, failedAttempt, 'mostly');
      const resumed = await ok<{ attempt: ExamAttempt }>(t, token, '/mhk/promotion/paper', {
        gradeKey: GRADE,
        mode: PromotionMode.Continue,
      });
      expect(resumed.attempt.attemptId).toBe(failedAttempt);
      expect(Object.keys(resumed.attempt.answers).length).toBeGreaterThan(0);
      expect(await ok<PromotionState>(t, token, '/mhk/promotion/state', { gradeKey: GRADE })).toMatchObject({
        state: 'continue',
        mode: PromotionMode.Continue,
        inProgress: { attemptId: failedAttempt },
      });
      await ok(t, token, '/mhk/promotion/commit', { attemptId: failedAttempt, submit: true });
      const report = await ok<PromotionReportResponse>(t, token, '/mhk/promotion/report', { attemptId: failedAttempt });
      expect(report.outcome.result).toBe('notReached');
      expect(report.outcome.score).toBeLessThan(PROMOTION_PASS_SCORE);
      expect(report.outcome.pointsShort).toBeCloseTo(PROMOTION_PASS_SCORE - report.outcome.score, 5);
      expect(report.promotedTo).toBeNull();
      expect(await ok<PromotionState>(t, token, '/mhk/promotion/state', { gradeKey: GRADE })).toMatchObject({
        state: 'failed',
        mode: PromotionMode.Reexamine,
        currentGrade: GRADE,
        best: { attemptId: failedAttempt, result: 'notReached' },
      });
    },
    HEAVY_MS,
  );

  it(
    're-examining (mode 2) to the pass moves the learner to the next grade’s first unit, once',
    async () => {
      const { attempt } = await ok<{ attempt: ExamAttempt }>(t, token, '/mhk/promotion/paper', {
        gradeKey: GRADE,
        mode: PromotionMode.Reexamine,
      });
      expect(attempt.attemptId).not.toBe(failedAttempt);
      await answerPaper(t, token, attempt.attemptId, 'none');
      await ok(t, token, '/mhk/promotion/commit', { attemptId: attempt.attemptId, submit: true });
      const report = await ok<PromotionReportResponse>(t, token, '/mhk/promotion/report', {
        attemptId: attempt.attemptId,
      });
      expect(report.outcome).toMatchObject({ result: 'reached', pointsShort: 0 });
      expect(report.promotedTo).toMatchObject({ gradeKey: NEXT });
      const state = await ok<PromotionState>(t, token, '/mhk/promotion/state', { gradeKey: GRADE });
      expect(state).toMatchObject({ state: 'passed', currentGrade: NEXT, best: { attemptId: attempt.attemptId } });
      const view = await ok<{ state: LearningState; next: string }>(t, token, '/mhk/study/course', {});
      expect(view.state.currentPeriodId).toBe(course.unitsOf(NEXT)[0]?.key);
      // Reading the reports again moves nobody further; the next grade's exam is locked.
      await ok(t, token, '/mhk/promotion/report', { attemptId: attempt.attemptId });
      await ok(t, token, '/mhk/promotion/report', { attemptId: failedAttempt });
      expect(await ok<PromotionState>(t, token, '/mhk/promotion/state', { gradeKey: NEXT })).toMatchObject({
        unlocked: false,
        currentGrade: NEXT,
      });
      const history = await ok<{ total: number; list: { attemptId: string }[] }>(t, token, '/mhk/promotion/history', {
        gradeKey: GRADE,
      });
      expect(history.list.map((entry) => entry.attemptId).sort()).toEqual([attempt.attemptId, failedAttempt].sort());
    },
    HEAVY_MS,
  );

  it(
    'moves on a learner who has no stored learning state yet (placed at the start), as one who has',
    async () => {
      const fresh = await registerAccount(t, `promotion-fresh-${dialect}@example.com`);
      await finishGrade(t, fresh.userInfo.id, GRADE, false);
      const { attempt } = await ok<{ attempt: ExamAttempt }>(t, fresh.token, '/mhk/promotion/paper', {
        gradeKey: GRADE,
        mode: PromotionMode.Start,
      });
      await answerPaper(t, fresh.token, attempt.attemptId, 'none');
      await ok(t, fresh.token, '/mhk/promotion/commit', { attemptId: attempt.attemptId, submit: true });
      expect(await ok<PromotionState>(t, fresh.token, '/mhk/promotion/state', { gradeKey: GRADE })).toMatchObject({
        state: 'passed',
        currentGrade: NEXT,
      });
      const view = await ok<{ state: LearningState }>(t, fresh.token, '/mhk/study/course', {});
      expect(view.state.currentPeriodId).toBe(course.unitsOf(NEXT)[0]?.key);
    },
    HEAVY_MS,
  );

  it(
    'refuses answers to a sitting whose exam is locked again, and another learner’s sitting',
    async () => {
      const other = await registerAccount(t, `promotion-other-${dialect}@example.com`);
      await finishGrade(t, other.userInfo.id, GRADE);
      const { attempt } = await ok<{ attempt: ExamAttempt }>(t, other.token, '/mhk/promotion/paper', {
        gradeKey: GRADE,
        mode: PromotionMode.Start,
      });
      const stranger = (
        await call(t, '/mhk/promotion/commit', { token, attemptId: attempt.attemptId, submit: true })
      ).json();
      expect(stranger).toMatchObject({ result: false, code: 'NoResource' });
      // A unit's progress removed (an administrator's reset): the exam is locked and answers refused.
      await t.app.platform.db
        .deleteFrom('graded_progress')
        .where('user_id', '=', other.userInfo.id)
        .where('unit_key', '=', course.unitsOf(GRADE)[0]?.key ?? '')
        .execute();
      const [first] = rightAnswers(paperFile().modules.listening.items);
      const refused = (
        await call(t, '/mhk/promotion/commit', {
          token: other.token,
          attemptId: attempt.attemptId,
          enter: 'listening',
          answers: first ? [first] : [],
        })
      ).json();
      expect(refused).toMatchObject({ result: false, code: 'PromotionLocked' });
    },
    HEAVY_MS,
  );
});

describeRaces('promotion', (label, setup) => {
  it(
    `moves a learner one grade only when a pass is counted by several requests at once (${label})`,
    async () => {
      const instances = setup().instances();
      const one = instances[0] as TestApp;
      const two: Instance = instances[1] ?? one;
      const account = await registerAccount(one, `promotion-race-${label.replace(' ', '-')}-${Date.now()}@example.com`);
      await finishGrade(one, account.userInfo.id, GRADE);
      // The next grade's units are done too: a second move would have somewhere to go.
      await finishGrade(one, account.userInfo.id, NEXT);
      await new GradedRepository(one.app.platform.db).moveTo(
        account.userInfo.id,
        course.unitsOf(GRADE)[0]?.key ?? '',
        StudyType.Preview,
        GRADE,
      );
      const { attempt } = await ok<{ attempt: ExamAttempt }>(one, account.token, '/mhk/promotion/paper', {
        gradeKey: GRADE,
        mode: PromotionMode.Start,
      });
      await answerPaper(one, account.token, attempt.attemptId, 'none');
      const attemptId = attempt.attemptId;
      await Promise.all([
        call(one, '/mhk/promotion/commit', { token: account.token, attemptId, submit: true }),
        call(two, '/mhk/promotion/commit', { token: account.token, attemptId, submit: true }),
        call(two, '/mhk/promotion/report', { token: account.token, attemptId }),
        call(one, '/mhk/promotion/state', { token: account.token, gradeKey: GRADE }),
      ]);
      await Promise.all([
        call(one, '/mhk/promotion/report', { token: account.token, attemptId }),
        call(two, '/mhk/promotion/report', { token: account.token, attemptId }),
        call(two, '/mhk/promotion/state', { token: account.token, gradeKey: GRADE }),
      ]);
      const state = await ok<PromotionState>(two, account.token, '/mhk/promotion/state', { gradeKey: GRADE });
      expect(state).toMatchObject({ state: 'passed', currentGrade: NEXT });
    },
    HEAVY_MS,
  );
});

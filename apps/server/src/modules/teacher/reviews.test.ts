import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@hanyu/contracts/constants/roles';
import { RoleRepository } from '../../platform/auth/roles.ts';
import { registerAccount } from '../../test/accounts.ts';
import { testDialects } from '../../test/databases.ts';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app.ts';
import { reviewNoticeTitle } from './review-routes.ts';

const PROMPT = '请以“我的周末”为题写一篇短文，不少于 120 字。';
const TEXT =
  '我的周末过得很充实。星期六上午，我和妈妈一起去市场买菜，下午在家里读书。星期天我和同学去公园散步，我们一边走一边聊天。';

/** The tests whose compositions come to the queue: an MHK mock paper, a diagnosis paper, a promotion paper. */
const SOURCES = {
  mhk: { paperId: 'MHK3-01', title: 'MHK（三级）模拟试卷一' },
  diagnosis: { paperId: 'DIAG-01', title: '汉语能力诊断试卷一' },
  promotion: { paperId: 'beginner-A', title: '入门A级晋级考试' },
} as const;
type Source = keyof typeof SOURCES;

/** A submitted attempt whose report holds one composition, as the exam engine keeps it. */
function reportOf(attemptId: string, submittedAt: string, source: Source) {
  return {
    attemptId,
    paperId: SOURCES[source].paperId,
    title: SOURCES[source].title,
    level: '0401',
    submittedAt,
    total: 68,
    maxTotal: 100,
    modules: [
      {
        name: 'writing',
        score: 68,
        correct: 0,
        questionCount: 1,
        items: [
          {
            id: 'W03',
            type: '01030201',
            transcript: null,
            questions: [
              {
                id: 'W03-1',
                question: PROMPT,
                given: { text: TEXT },
                key: '',
                correct: false,
                points: 68,
                maxPoints: 100,
                explanation: '',
              },
            ],
            composition: {
              state: 'evaluated',
              traits: { cohesion: 66, language: 72, content: 70, structure: 64 },
              band: 'intermediate',
              characters: 62,
              notes: ['shortForTask'],
            },
            spoken: null,
          },
        ],
      },
    ],
  };
}

describe.each(testDialects)('the composition review queue on %s', (dialect) => {
  let t: TestApp;
  let teacher: string;
  let teacherName: string;
  let otherTeacher: string;
  let learner: string;
  let attemptId: string;
  let diagnosisAttempt: string;
  let promotionAttempt: string;

  async function submitted(userId: string, source: Source = 'mhk', secondsAgo = 0): Promise<string> {
    const id = crypto.randomUUID().replaceAll('-', '');
    const at = new Date(Date.now() - secondsAgo * 1000).toISOString();
    await t.app.platform.db
      .insertInto('exam_attempt')
      .values({
        id,
        user_id: userId,
        exam: source,
        paper_id: SOURCES[source].paperId,
        paper_version: 'v1',
        scope_code: '0603',
        scope: 'writing',
        status: 'submitted',
        current_module: null,
        place_item: null,
        revision: 3,
        total_hundredths: 6800,
        report: JSON.stringify(reportOf(id, at, source)),
        started_at: at,
        updated_at: at,
        submitted_at: at,
      })
      .execute();
    return id;
  }

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    const roles = new RoleRepository(t.app.platform.db);
    const made = await registerAccount(t, `review-teacher-${dialect}@example.com`);
    const other = await registerAccount(t, `review-other-${dialect}@example.com`);
    for (const account of [made, other]) {
      await roles.grant({ command: 'test' }, account.userInfo.id, { role: Role.Teacher, institutionId: null });
    }
    teacher = made.token;
    teacherName = made.userInfo.nickName;
    otherTeacher = other.token;
    const joined = await registerAccount(t, `review-learner-${dialect}@example.com`);
    learner = joined.token;
    const stranger = await registerAccount(t, `review-stranger-${dialect}@example.com`);
    const classId = (await callApi(t, '/teacher/class/create', { token: teacher, name: '写作班' })).json().returnValue
      .classId;
    const code = (await callApi(t, '/teacher/class/get', { token: teacher, classId })).json().returnValue.code;
    await callApi(t, '/usercenter/class/join', { token: learner, code });
    attemptId = await submitted(joined.userInfo.id);
    diagnosisAttempt = await submitted(joined.userInfo.id, 'diagnosis', 60);
    promotionAttempt = await submitted(joined.userInfo.id, 'promotion', 120);
    // A learner in no class of this teacher: never in the queue.
    await submitted(stranger.userInfo.id);
  }, 120_000);
  afterAll(() => t.close());

  it('lists the compositions of the teacher’s learners still to review, with the estimate, from every test', async () => {
    const pending = (await callApi(t, '/teacher/review/list', { token: teacher })).json().returnValue.list;
    expect(pending).toEqual([
      expect.objectContaining({
        attemptId,
        questionId: 'W03-1',
        className: '写作班',
        paperTitle: 'MHK（三级）模拟试卷一',
        characters: 62,
        estimate: { cohesion: 66, language: 72, content: 70, structure: 64 },
        review: null,
      }),
      expect.objectContaining({ attemptId: diagnosisAttempt, paperTitle: '汉语能力诊断试卷一', review: null }),
      expect.objectContaining({ attemptId: promotionAttempt, paperTitle: '入门A级晋级考试', review: null }),
    ]);
    const reviewed = (await callApi(t, '/teacher/review/list', { token: teacher, reviewed: true })).json();
    expect(reviewed.returnValue.list).toEqual([]);
    expect((await callApi(t, '/teacher/review/list', { token: otherTeacher })).json().returnValue.list).toEqual([]);
    expect((await callApi(t, '/teacher/review/list', { token: learner })).json()).toMatchObject({
      code: 'RoleRequired',
    });
  });

  it('opens one with the prompt and the text, and only for the learner’s own teacher', async () => {
    const opened = await callApi(t, '/teacher/review/get', { token: teacher, attemptId, questionId: 'W03-1' });
    expect(opened.json().returnValue).toMatchObject({ prompt: PROMPT, text: TEXT, notes: ['shortForTask'] });
    const other = await callApi(t, '/teacher/review/get', { token: otherTeacher, attemptId, questionId: 'W03-1' });
    expect(other.json()).toMatchObject({ result: false, code: 'NoResource' });
    const wrong = await callApi(t, '/teacher/review/get', { token: teacher, attemptId, questionId: 'W09-1' });
    expect(wrong.json()).toMatchObject({ result: false, code: 'NoResource' });
  });

  it('keeps the teacher’s scores and comment, and the learner’s report shows them beside the estimate', async () => {
    const traits = { cohesion: 70, language: 75, content: 72, structure: 60 };
    const bad = await callApi(t, '/teacher/review/save', {
      token: teacher,
      attemptId,
      questionId: 'W03-1',
      traits: { ...traits, structure: 101 },
    });
    expect(bad.json()).toMatchObject({ result: false });
    const saved = await callApi(t, '/teacher/review/save', {
      token: teacher,
      attemptId,
      questionId: 'W03-1',
      traits,
      comment: '  内容具体，结尾可以再写一两句感受。 ',
    });
    expect(saved.json().returnValue).toMatchObject({
      traits,
      comment: '内容具体，结尾可以再写一两句感受。',
      teacher: teacherName,
    });
    const byOther = await callApi(t, '/teacher/review/save', {
      token: otherTeacher,
      attemptId,
      questionId: 'W03-1',
      traits,
    });
    expect(byOther.json()).toMatchObject({ result: false, code: 'NoResource' });
    // The learner hears of it (the teacher changed the estimate), with a link to the report; nobody else does.
    const notices = (await callApi(t, '/usercenter/notice/list', { token: learner })).json().returnValue;
    expect(notices.list).toEqual([
      expect.objectContaining({
        kind: 'review',
        title: '老师修改了你的作文评分：MHK（三级）模拟试卷一',
        link: { route: 'webMhkExamFullReport', query: { attemptId } },
      }),
    ]);

    expect(
      (await callApi(t, '/teacher/review/list', { token: teacher }))
        .json()
        .returnValue.list.map((entry: { attemptId: string }) => entry.attemptId),
    ).toEqual([diagnosisAttempt, promotionAttempt]);
    const reviewed = (await callApi(t, '/teacher/review/list', { token: teacher, reviewed: true })).json().returnValue;
    expect(reviewed.list).toEqual([
      expect.objectContaining({ attemptId, review: expect.objectContaining({ traits }) }),
    ]);

    const report = (await callApi(t, '/mhk/exam/report', { token: learner, attemptId })).json();
    expect(report.result, JSON.stringify(report)).toBe(true);
    const composition = report.returnValue.modules[0].items[0].composition;
    expect(composition).toMatchObject({
      traits: { cohesion: 66, language: 72, content: 70, structure: 64 },
      review: { traits, comment: '内容具体，结尾可以再写一两句感受。', teacher: teacherName },
    });
  });

  it('counts the review in the learner’s scores: the MHK report, the diagnosis’s writing and the promotion’s outcome', async () => {
    // The MHK sitting reviewed above: the composition earns the teacher's mean (69.25) instead of the estimate's 68.
    const mhk = (await callApi(t, '/mhk/exam/report', { token: learner, attemptId })).json().returnValue;
    expect(mhk.modules[0].score).toBe(69.3);
    expect(mhk.total).toBe(69.3);
    // And in the history, which reads the attempt's stored total.
    const mhkHistory = (await callApi(t, '/mhk/exam/history', { token: learner, level: '0400' })).json();
    expect(mhkHistory.result, JSON.stringify(mhkHistory)).toBe(true);
    expect(
      mhkHistory.returnValue.list.find((entry: { attemptId: string }) => entry.attemptId === attemptId).total,
    ).toBe(69.3);

    const traits = { cohesion: 90, language: 88, content: 92, structure: 86 };
    for (const reviewedAttempt of [diagnosisAttempt, promotionAttempt]) {
      const saved = await callApi(t, '/teacher/review/save', {
        token: teacher,
        attemptId: reviewedAttempt,
        questionId: 'W03-1',
        traits,
        comment: '写得很好。',
      });
      expect(saved.json().result, saved.body).toBe(true);
    }
    const diagnosis = (
      await callApi(t, '/mhk/diagnose/report', { token: learner, attemptId: diagnosisAttempt })
    ).json();
    expect(diagnosis.result, JSON.stringify(diagnosis)).toBe(true);
    expect(diagnosis.returnValue.diagnosis).toMatchObject({ traits, traitsReviewedBy: teacherName });
    expect(diagnosis.returnValue.diagnosis.skills.find((s: { skill: string }) => s.skill === 'writing').score).toBe(
      44.5,
    );
    const history = (await callApi(t, '/mhk/diagnose/history', { token: learner })).json().returnValue.list;
    expect(history.find((entry: { attemptId: string }) => entry.attemptId === diagnosisAttempt).total).toBe(44.5);

    const promotion = (
      await callApi(t, '/mhk/promotion/report', { token: learner, attemptId: promotionAttempt })
    ).json();
    expect(promotion.result, JSON.stringify(promotion)).toBe(true);
    // Only the writing module was taken: its reviewed 89 over four parts.
    expect(promotion.returnValue.outcome).toMatchObject({ score: 22.3, result: 'notReached', pointsShort: 37.7 });
    expect(promotion.returnValue.exam.modules[0].items[0].composition.review).toMatchObject({ traits });
  });
});

describe('the review notice’s title', () => {
  const estimate = { cohesion: 66, language: 72, content: 70, structure: 64 };
  it('says confirmed when every trait is kept, changed when one is not, reviewed without an estimate', () => {
    expect(reviewNoticeTitle(estimate, { ...estimate }, '试卷一')).toBe('老师确认了你的作文评分：试卷一');
    expect(reviewNoticeTitle(estimate, { ...estimate, content: 71 }, '试卷一')).toBe('老师修改了你的作文评分：试卷一');
    expect(reviewNoticeTitle(null, estimate, '试卷一')).toBe('老师批阅了你的作文：试卷一');
  });
});

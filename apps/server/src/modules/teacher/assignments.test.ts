import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MhkLevel } from '@hanyu/contracts/constants/mhk';
import { Role } from '@hanyu/contracts/constants/roles';
import { AssignmentKind, AssignmentStatus } from '@hanyu/contracts/teacher/assignments';
import { RoleRepository } from '../../platform/auth/roles.ts';
import { registerAccount } from '../../test/accounts.ts';
import { testDialects } from '../../test/databases.ts';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A day in China's calendar, `days` from now. */
const chinaDay = (days: number) => new Date(Date.now() + 8 * 60 * 60 * 1000 + days * DAY_MS).toISOString().slice(0, 10);

describe.each(testDialects)('assignments on %s', (dialect) => {
  let t: TestApp;
  let teacher: string;
  let otherTeacher: string;
  let learner: string;
  let learnerId: string;
  let learnerName: string;
  let classId: string;
  let mhkAssignment: string;

  /** An attempt on the exam engine, as the learner's mock test leaves it. */
  async function attempt(fields: {
    exam: string;
    paperId: string;
    startedAt: Date;
    submittedAt?: Date;
    total?: number;
  }) {
    const id = crypto.randomUUID().replaceAll('-', '');
    const at = fields.startedAt.toISOString();
    await t.app.platform.db
      .insertInto('exam_attempt')
      .values({
        id,
        user_id: learnerId,
        exam: fields.exam,
        paper_id: fields.paperId,
        paper_version: 'v1',
        scope_code: '0600',
        scope: 'listening',
        status: fields.submittedAt ? 'submitted' : 'inProgress',
        current_module: null,
        place_item: null,
        revision: 1,
        total_hundredths: fields.total === undefined ? null : Math.round(fields.total * 100),
        report: null,
        started_at: at,
        updated_at: at,
        submitted_at: fields.submittedAt ? fields.submittedAt.toISOString() : null,
      })
      .execute();
    return id;
  }

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    const roles = new RoleRepository(t.app.platform.db);
    const made = await registerAccount(t, `assign-teacher-${dialect}@example.com`);
    const other = await registerAccount(t, `assign-other-${dialect}@example.com`);
    for (const account of [made, other]) {
      await roles.grant({ command: 'test' }, account.userInfo.id, { role: Role.Teacher, institutionId: null });
    }
    teacher = made.token;
    otherTeacher = other.token;
    const joined = await registerAccount(t, `assign-learner-${dialect}@example.com`);
    learner = joined.token;
    learnerId = joined.userInfo.id;
    learnerName = joined.userInfo.nickName;
    classId = (await callApi(t, '/teacher/class/create', { token: teacher, name: '初三（1）班' })).json().returnValue
      .classId;
    const code = (await callApi(t, '/teacher/class/get', { token: teacher, classId })).json().returnValue.code;
    expect((await callApi(t, '/usercenter/class/join', { token: learner, code })).json().result).toBe(true);
  }, 120_000);
  afterAll(() => t.close());

  it('refuses what cannot be assigned: an unknown paper, a past or far due day, another teacher’s class', async () => {
    const base = { token: teacher, classId, kind: AssignmentKind.MhkMock, paperId: 'MHK3-01', dueDate: chinaDay(7) };
    const create = (change: Record<string, unknown>) =>
      callApi(t, '/teacher/assignment/create', { ...base, ...change });
    expect((await create({ paperId: 'MHK9-99' })).json()).toMatchObject({ code: 'AssignmentPaperUnknown' });
    expect((await create({ paperId: '' })).json()).toMatchObject({ code: 'AssignmentPaperUnknown' });
    expect((await create({ kind: AssignmentKind.PscMock })).json()).toMatchObject({ code: 'AssignmentPaperUnknown' });
    expect((await create({ dueDate: chinaDay(-1) })).json()).toMatchObject({ code: 'AssignmentDueDateInvalid' });
    expect((await create({ dueDate: chinaDay(400) })).json()).toMatchObject({ code: 'AssignmentDueDateInvalid' });
    expect((await create({ dueDate: '2027-02-30' })).json()).toMatchObject({ code: 'AssignmentDueDateInvalid' });
    expect((await create({ token: otherTeacher })).json()).toMatchObject({ result: false, code: 'NoResource' });
    expect((await create({ token: learner })).json()).toMatchObject({ result: false, code: 'RoleRequired' });
    expect((await callApi(t, '/teacher/assignment/list', { token: teacher, classId })).json().returnValue.list).toEqual(
      [],
    );
  });

  it('sets a mock test for the class, due today at the earliest, and the learner sees it not started', async () => {
    // An attempt begun before the assignment does not count for it.
    await attempt({
      exam: 'mhk',
      paperId: 'MHK3-01',
      startedAt: new Date(Date.now() - 2 * DAY_MS),
      submittedAt: new Date(Date.now() - DAY_MS),
      total: 90,
    });
    const made = await callApi(t, '/teacher/assignment/create', {
      token: teacher,
      classId,
      kind: AssignmentKind.MhkMock,
      paperId: 'MHK3-01',
      dueDate: chinaDay(0),
      note: '  先做听力和阅读  ',
    });
    expect(made.json().returnValue).toMatchObject({
      kind: AssignmentKind.MhkMock,
      paperId: 'MHK3-01',
      title: expect.stringContaining('三级'),
      dueDate: chinaDay(0),
      note: '先做听力和阅读',
    });
    mhkAssignment = made.json().returnValue.assignmentId;
    const psc = await callApi(t, '/teacher/assignment/create', {
      token: teacher,
      classId,
      kind: AssignmentKind.PscMock,
      dueDate: chinaDay(14),
    });
    expect(psc.json().returnValue).toMatchObject({ paperId: '', title: '普通话水平测试模拟测试' });
    // The learner of the class has a notice of each, with its due day; the refused ones above made none.
    const [, month, day] = chinaDay(14).split('-').map(Number);
    const notices = (await callApi(t, '/usercenter/notice/list', { token: learner })).json().returnValue;
    expect(notices).toMatchObject({ total: 2, unread: 2 });
    expect(notices.list[0]).toMatchObject({
      kind: 'assignment',
      title: `老师布置了新作业：普通话水平测试模拟测试，${month}月${day}日截止`,
      link: { route: 'webPersonalCenter', query: {} },
      readAt: null,
    });
    expect((await callApi(t, '/usercenter/notice/list', { token: teacher })).json().returnValue.total).toBe(0);

    const listed = (await callApi(t, '/teacher/assignment/list', { token: teacher, classId })).json().returnValue.list;
    expect(
      listed.map((row: { kind: string; done: number; members: number }) => [row.kind, row.done, row.members]),
    ).toEqual([
      [AssignmentKind.PscMock, 0, 1],
      [AssignmentKind.MhkMock, 0, 1],
    ]);
    const mine = (await callApi(t, '/usercenter/assignment/mine', { token: learner })).json().returnValue.list;
    expect(mine).toEqual([
      expect.objectContaining({
        kind: AssignmentKind.MhkMock,
        className: '初三（1）班',
        status: AssignmentStatus.NotStarted,
      }),
      expect.objectContaining({ kind: AssignmentKind.PscMock, status: AssignmentStatus.NotStarted, score: null }),
    ]);
    // Another teacher sees nothing of it.
    const peek = await callApi(t, '/teacher/assignment/get', { token: otherTeacher, assignmentId: mhkAssignment });
    expect(peek.json()).toMatchObject({ result: false, code: 'NoResource' });
  });

  it('reads each learner’s standing from their attempts: started, then done with the score', async () => {
    const standing = async () =>
      (await callApi(t, '/teacher/assignment/get', { token: teacher, assignmentId: mhkAssignment })).json().returnValue
        .list;
    expect(await standing()).toEqual([
      { userId: learnerId, nickName: learnerName, status: AssignmentStatus.NotStarted, score: null, submittedAt: null },
    ]);
    // Another paper does not count; this paper begun does.
    await attempt({ exam: 'mhk', paperId: 'MHK3-02', startedAt: new Date(), submittedAt: new Date(), total: 99 });
    await attempt({ exam: 'mhk', paperId: 'MHK3-01', startedAt: new Date() });
    expect(await standing()).toEqual([expect.objectContaining({ status: AssignmentStatus.Started, score: null })]);
    const submittedAt = new Date();
    await attempt({ exam: 'mhk', paperId: 'MHK3-01', startedAt: new Date(), submittedAt, total: 72.5 });
    expect(await standing()).toEqual([
      expect.objectContaining({ status: AssignmentStatus.Done, score: 72.5, submittedAt: submittedAt.toISOString() }),
    ]);
    const listed = (await callApi(t, '/teacher/assignment/list', { token: teacher, classId })).json().returnValue.list;
    expect(listed.find((row: { assignmentId: string }) => row.assignmentId === mhkAssignment)).toMatchObject({
      done: 1,
      members: 1,
    });
    const mine = (await callApi(t, '/usercenter/assignment/mine', { token: learner })).json().returnValue.list;
    expect(mine[0]).toMatchObject({ assignmentId: mhkAssignment, status: AssignmentStatus.Done, score: 72.5 });
    // The mock PSC, any paper: still not started.
    expect(mine[1]).toMatchObject({ kind: AssignmentKind.PscMock, status: AssignmentStatus.NotStarted });
  });

  describe('learning content: a passage to read, a topic to speak on, a pronunciation unit', () => {
    type Choice = { kind: string; items: { id: string; title: string; group: string }[] | null };
    let choices: Choice[];
    const itemsOf = (kind: string) => choices.find((choice) => choice.kind === kind)?.items ?? [];
    const itemAt = (kind: string, index: number) => {
      const item = itemsOf(kind)[index];
      if (!item) throw new Error(`the catalogue has no item ${index} of ${kind}`);
      return item;
    };

    /** A recording judged on the server, as the evaluation leaves it. */
    async function serverRecording(fields: {
      activity: string;
      resourceCode?: string;
      lessonKey?: string;
      score: number | null;
    }) {
      await t.app.platform.db
        .insertInto('evaluation_record')
        .values({
          id: crypto.randomUUID().replaceAll('-', ''),
          user_id: learnerId,
          kind: 'sentence',
          category: null,
          level: null,
          resource_code: fields.resourceCode ?? null,
          target_pinyin: null,
          target_text: '测试',
          recording_key: 'rec',
          result_key: 'res',
          duration_ms: 20_000,
          quality_code: fields.score === null ? 3 : null,
          overall_score: fields.score,
          created_at: new Date().toISOString(),
          problems: null,
          activity: fields.activity,
          lesson_key: fields.lessonKey ?? null,
        })
        .execute();
    }

    /** A result judged on the learner's device: scores only. */
    async function deviceRecording(fields: {
      activity: string;
      resourceCode?: string;
      lessonKey?: string;
      score: number;
    }) {
      await t.app.platform.db
        .insertInto('device_evaluation')
        .values({
          id: crypto.randomUUID().replaceAll('-', ''),
          user_id: learnerId,
          client_id: crypto.randomUUID().replaceAll('-', ''),
          activity: fields.activity,
          resource_code: fields.resourceCode ?? null,
          lesson_key: fields.lessonKey ?? null,
          target_pinyin: null,
          target_text: '测试',
          duration_ms: 3_000,
          quality_code: null,
          overall_score: fields.score,
          scores: null,
          syllables: '[]',
          problems: null,
          created_at: new Date().toISOString(),
        })
        .execute();
    }

    const assign = async (kind: string, paperId: string) =>
      (
        await callApi(t, '/teacher/assignment/create', { token: teacher, classId, kind, paperId, dueDate: chinaDay(3) })
      ).json();
    const standingOf = async (assignmentId: string) =>
      (await callApi(t, '/teacher/assignment/get', { token: teacher, assignmentId })).json().returnValue.list[0];

    beforeAll(async () => {
      const answer = (await callApi(t, '/teacher/assignment/choices', { token: teacher })).json();
      expect(answer.result).toBe(true);
      choices = answer.returnValue.kinds;
    });

    it('offers every kind, with the catalogue’s items for the kinds that name one, to teachers only', async () => {
      expect(choices.map((choice) => choice.kind)).toEqual([
        AssignmentKind.PscMock,
        AssignmentKind.MhkMock,
        AssignmentKind.PscPassage,
        AssignmentKind.PscTopic,
        AssignmentKind.PscLesson,
      ]);
      expect(choices[0]?.items).toBeNull();
      expect(itemsOf(AssignmentKind.MhkMock)).toContainEqual(
        expect.objectContaining({ id: 'MHK3-01', group: MhkLevel.Three }),
      );
      expect(itemsOf(AssignmentKind.PscPassage).length).toBeGreaterThanOrEqual(20);
      expect(itemsOf(AssignmentKind.PscPassage)[0]).toMatchObject({ id: 'P001', group: 'beginner' });
      expect(itemsOf(AssignmentKind.PscTopic).every((item) => /^T\d{2}$/.test(item.id))).toBe(true);
      expect(itemsOf(AssignmentKind.PscLesson).length).toBeGreaterThan(20);
      const asLearner = await callApi(t, '/teacher/assignment/choices', { token: learner });
      expect(asLearner.json()).toMatchObject({ result: false, code: 'RoleRequired' });
    });

    it('refuses an item the catalogue does not have or of another kind', async () => {
      expect(await assign(AssignmentKind.PscPassage, 'P999')).toMatchObject({ code: 'AssignmentPaperUnknown' });
      expect(await assign(AssignmentKind.PscPassage, '')).toMatchObject({ code: 'AssignmentPaperUnknown' });
      expect(await assign(AssignmentKind.PscTopic, 'P001')).toMatchObject({ code: 'AssignmentPaperUnknown' });
      expect(await assign(AssignmentKind.PscLesson, 'MHK3-01')).toMatchObject({ code: 'AssignmentPaperUnknown' });
    });

    it('follows a passage by its readings: refused ones start it, a judged one does it with the best score', async () => {
      const passage = itemAt(AssignmentKind.PscPassage, 1);
      // A reading made before the assignment was set does not count.
      await serverRecording({ activity: 'passage', resourceCode: passage.id, score: 99 });
      await new Promise((resolve) => setTimeout(resolve, 5));
      const made = await assign(AssignmentKind.PscPassage, passage.id);
      expect(made.returnValue).toMatchObject({
        kind: AssignmentKind.PscPassage,
        paperId: passage.id,
        title: passage.title,
      });
      const id = made.returnValue.assignmentId;
      expect(await standingOf(id)).toMatchObject({ status: AssignmentStatus.NotStarted });
      // Another passage, or a topic under this id, does not count; a refused reading starts it.
      await serverRecording({
        activity: 'passage',
        resourceCode: itemAt(AssignmentKind.PscPassage, 2).id,
        score: 80,
      });
      await serverRecording({ activity: 'passage', resourceCode: passage.id, score: null });
      expect(await standingOf(id)).toMatchObject({ status: AssignmentStatus.Started, score: null });
      await serverRecording({ activity: 'passage', resourceCode: passage.id, score: 71 });
      await deviceRecording({ activity: 'passage', resourceCode: passage.id, score: 84 });
      await serverRecording({ activity: 'passage', resourceCode: passage.id, score: 62 });
      expect(await standingOf(id)).toMatchObject({ status: AssignmentStatus.Done, score: 84 });
      const mine = (await callApi(t, '/usercenter/assignment/mine', { token: learner })).json().returnValue.list;
      expect(mine.find((row: { assignmentId: string }) => row.assignmentId === id)).toMatchObject({
        status: AssignmentStatus.Done,
        score: 84,
        title: passage.title,
      });
    });

    it('follows a topic by its speaking and a pronunciation unit by the practice made on it', async () => {
      const topic = itemAt(AssignmentKind.PscTopic, 0);
      const lesson = itemAt(AssignmentKind.PscLesson, 0);
      const topicId = (await assign(AssignmentKind.PscTopic, topic.id)).returnValue.assignmentId;
      const lessonId = (await assign(AssignmentKind.PscLesson, lesson.id)).returnValue.assignmentId;
      await deviceRecording({ activity: 'topic', resourceCode: topic.id, score: 77 });
      await deviceRecording({ activity: 'practice', lessonKey: itemAt(AssignmentKind.PscLesson, 1).id, score: 90 });
      expect(await standingOf(topicId)).toMatchObject({ status: AssignmentStatus.Done, score: 77 });
      expect(await standingOf(lessonId)).toMatchObject({ status: AssignmentStatus.NotStarted });
      await serverRecording({ activity: 'practice', lessonKey: lesson.id, score: 66 });
      expect(await standingOf(lessonId)).toMatchObject({ status: AssignmentStatus.Done, score: 66 });
    });
  });
});

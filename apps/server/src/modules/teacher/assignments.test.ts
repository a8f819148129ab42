import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});

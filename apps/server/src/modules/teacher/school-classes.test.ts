import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@hanyu/contracts/constants/roles';
import { AssignmentKind } from '@hanyu/contracts/teacher/assignments';
import { RoleRepository } from '../../platform/auth/roles.ts';
import { registerAccount } from '../../test/accounts.ts';
import { testDialects } from '../../test/databases.ts';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const chinaDay = (days: number) => new Date(Date.now() + 8 * 60 * 60 * 1000 + days * DAY_MS).toISOString().slice(0, 10);

describe.each(testDialects)('an institution’s classes as its school administrator sees them on %s', (dialect) => {
  let t: TestApp;
  let head: string;
  let otherHead: string;
  const learners: { token: string; id: string }[] = [];
  let passageTitle: string;
  const account = (name: string) => `school-classes-${name}-${dialect}@example.com`;
  const call = async (path: string, payload: object) => (await callApi(t, path, payload)).json();

  /** A passage reading judged on the learner's device. */
  async function reading(userId: string, passageId: string, score: number) {
    await t.app.platform.db
      .insertInto('device_evaluation')
      .values({
        id: crypto.randomUUID().replaceAll('-', ''),
        user_id: userId,
        client_id: crypto.randomUUID().replaceAll('-', ''),
        activity: 'passage',
        resource_code: passageId,
        lesson_key: null,
        target_pinyin: null,
        target_text: '短文',
        duration_ms: 60_000,
        quality_code: null,
        overall_score: score,
        scores: null,
        syllables: '[]',
        problems: null,
        created_at: new Date().toISOString(),
      })
      .execute();
  }

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    const roles = new RoleRepository(t.app.platform.db);
    const by = { command: 'test' };
    const made = async (name: string) => registerAccount(t, account(name));
    const schoolTeacher = await made('teacher');
    const freelance = await made('freelance');
    const headAccount = await made('head');
    const otherHeadAccount = await made('other-head');
    head = headAccount.token;
    otherHead = otherHeadAccount.token;
    await roles.grant(by, schoolTeacher.userInfo.id, { role: Role.Teacher, institutionId: 'BJ-01' });
    await roles.grant(by, freelance.userInfo.id, { role: Role.Teacher, institutionId: null });
    await roles.grant(by, headAccount.userInfo.id, { role: Role.SchoolAdmin, institutionId: 'BJ-01' });
    await roles.grant(by, otherHeadAccount.userInfo.id, { role: Role.SchoolAdmin, institutionId: 'SH-02' });

    const open = async (token: string, name: string) =>
      (await call('/teacher/class/create', { token, name })).returnValue.classId as string;
    const classId = await open(schoolTeacher.token, '高一（2）班');
    await open(schoolTeacher.token, '高一（5）班');
    await open(freelance.token, '周末普通话班');
    const { code } = (await call('/teacher/class/get', { token: schoolTeacher.token, classId })).returnValue;
    for (const name of ['a', 'b', 'c']) {
      const learner = await made(`learner-${name}`);
      learners.push({ token: learner.token, id: learner.userInfo.id });
      expect((await call('/usercenter/class/join', { token: learner.token, code })).result).toBe(true);
    }
    const choices = (await call('/teacher/assignment/choices', { token: schoolTeacher.token })).returnValue.kinds;
    const passage = choices.find((choice: { kind: string }) => choice.kind === AssignmentKind.PscPassage).items[0];
    passageTitle = passage.title;
    const assigned = await call('/teacher/assignment/create', {
      token: schoolTeacher.token,
      classId,
      kind: AssignmentKind.PscPassage,
      paperId: passage.id,
      dueDate: chinaDay(5),
    });
    expect(assigned.result).toBe(true);
    const [first, second] = learners;
    if (!first || !second) throw new Error('learners missing');
    await reading(first.id, passage.id, 80);
    await reading(second.id, passage.id, 71);
    await reading(second.id, passage.id, 90);
  }, 180_000);
  afterAll(() => t.close());

  it('lists the classes of the institution’s teachers only, with each assignment’s progress and average', async () => {
    const answer = await call('/school/class/list', { token: head, institutionId: 'BJ-01' });
    expect(answer.result).toBe(true);
    const list = answer.returnValue.list as {
      name: string;
      learners: number;
      assignments: { title: string; done: number; members: number; averageScore: number | null }[];
    }[];
    expect(list.map((row) => [row.name, row.learners]).sort()).toEqual([
      ['高一（2）班', 3],
      ['高一（5）班', 0],
    ]);
    const second = list.find((row) => row.name === '高一（2）班');
    // Two of three have read it; the second learner's best reading counts: (80 + 90) / 2.
    expect(second?.assignments).toEqual([
      expect.objectContaining({ title: passageTitle, done: 2, members: 3, averageScore: 85 }),
    ]);
    expect(list.find((row) => row.name === '高一（5）班')?.assignments).toEqual([]);
  });

  it('refuses another institution’s administrator, a learner, and an institution code that is not theirs', async () => {
    expect(await call('/school/class/list', { token: otherHead, institutionId: 'BJ-01' })).toMatchObject({
      result: false,
      code: 'InstitutionForbidden',
    });
    expect(await call('/school/class/list', { token: otherHead, institutionId: 'SH-02' })).toMatchObject({
      result: true,
      returnValue: { list: [] },
    });
    const learner = learners[0]?.token;
    expect(await call('/school/class/list', { token: learner, institutionId: 'BJ-01' })).toMatchObject({
      result: false,
      code: 'RoleRequired',
    });
    expect((await callApi(t, '/school/class/list', { token: head, institutionId: 'BJ 01' })).statusCode).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@hanyu/contracts/constants/roles';
import { CLASS_CODE_ALPHABET, CLASS_CODE_LENGTH, CLASS_MAX_PER_TEACHER } from '@hanyu/contracts/teacher/classes';
import { RoleRepository } from '../../platform/auth/roles.ts';
import { registerAccount } from '../../test/accounts.ts';
import { testDialects } from '../../test/databases.ts';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app.ts';
import { ClassRepository, newClassCode } from './class-repository.ts';

describe('class codes', () => {
  it('are six characters of the alphabet with nothing that looks alike, and differ', () => {
    const codes = Array.from({ length: 2000 }, newClassCode);
    for (const code of codes) expect(code).toMatch(new RegExp(`^[${CLASS_CODE_ALPHABET}]{${CLASS_CODE_LENGTH}}$`));
    expect(CLASS_CODE_ALPHABET).not.toMatch(/[0O1IL]/);
    expect(new Set(codes).size).toBeGreaterThan(1990);
  });
});

describe.each(testDialects)('classes on %s', (dialect) => {
  let t: TestApp;
  const ids = new Map<string, string>();
  const idOf = (token: string): string => ids.get(token) ?? '';
  let teacher: string;
  let otherTeacher: string;
  let learner: string;
  let learnerName: string;
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    const roles = new RoleRepository(t.app.platform.db);
    const made = await registerAccount(t, `class-teacher-${dialect}@example.com`);
    const other = await registerAccount(t, `class-other-${dialect}@example.com`);
    for (const account of [made, other]) {
      await roles.grant({ command: 'test' }, account.userInfo.id, { role: Role.Teacher, institutionId: null });
    }
    teacher = made.token;
    otherTeacher = other.token;
    ids.set(teacher, made.userInfo.id).set(otherTeacher, other.userInfo.id);
    const joined = await registerAccount(t, `class-learner-${dialect}@example.com`);
    learner = joined.token;
    ids.set(learner, joined.userInfo.id);
    learnerName = joined.userInfo.nickName;
  }, 120_000);
  afterAll(() => t.close());

  it('lets a teacher open a class that a learner joins with its code, typed loosely', async () => {
    const created = (await callApi(t, '/teacher/class/create', { token: teacher, name: '  初二（3）班  ' })).json()
      .returnValue;
    expect(created).toMatchObject({ name: '初二（3）班', members: 0 });
    // Lower case and spaces, as a learner might type a code read out in class.
    const typed = `${created.code.slice(0, 3).toLowerCase()} ${created.code.slice(3)}`;
    const joined = await callApi(t, '/usercenter/class/join', { token: learner, code: typed });
    expect(joined.json().returnValue).toMatchObject({ classId: created.classId, name: '初二（3）班' });
    // Joining again changes nothing.
    expect((await callApi(t, '/usercenter/class/join', { token: learner, code: created.code })).json().result).toBe(
      true,
    );

    const seen = (await callApi(t, '/teacher/class/get', { token: teacher, classId: created.classId })).json()
      .returnValue;
    expect(seen).toMatchObject({ members: 1, list: [{ nickName: learnerName }] });
    const mine = (await callApi(t, '/usercenter/class/mine', { token: learner })).json().returnValue;
    expect(mine.list).toEqual([expect.objectContaining({ classId: created.classId, name: '初二（3）班' })]);
    const list = (await callApi(t, '/teacher/class/list', { token: teacher })).json().returnValue;
    expect(list.list.map((row: { classId: string }) => row.classId)).toContain(created.classId);

    // Another teacher's class is none of this teacher's business.
    const theirs = await callApi(t, '/teacher/class/get', { token: otherTeacher, classId: created.classId });
    expect(theirs.json()).toMatchObject({ result: false, code: 'NoResource' });
    expect((await callApi(t, '/teacher/class/list', { token: otherTeacher })).json().returnValue.list).toEqual([]);
  });

  it('refuses a wrong code and a nameless class with the messages a learner and a teacher read', async () => {
    const wrong = await callApi(t, '/usercenter/class/join', { token: learner, code: 'ZZZZZ2' });
    expect(wrong.json()).toMatchObject({ result: false, code: 'InvitationCodeWrong', message: '请输入正确的邀请码' });
    const malformed = await callApi(t, '/usercenter/class/join', { token: learner, code: '0O1I' });
    expect(malformed.json()).toMatchObject({ result: false, code: 'InvalidPayload' });
    expect(malformed.json().message).toContain('请输入正确的邀请码');
    const nameless = await callApi(t, '/teacher/class/create', { token: teacher, name: '   ' });
    expect(nameless.json().message).toContain('请输入班级名称');
    // A learner opens no class.
    const asLearner = await callApi(t, '/teacher/class/create', { token: learner, name: '我的班' });
    expect(asLearner.json()).toMatchObject({ result: false, code: 'RoleRequired' });
  });

  it('keeps to the caps: classes per teacher, learners per class', async () => {
    const open = (await callApi(t, '/teacher/class/list', { token: otherTeacher })).json().returnValue.list.length;
    for (let n = open; n < CLASS_MAX_PER_TEACHER; n++) {
      expect((await callApi(t, '/teacher/class/create', { token: otherTeacher, name: `班${n}` })).json().result).toBe(
        true,
      );
    }
    const over = await callApi(t, '/teacher/class/create', { token: otherTeacher, name: '再开一个' });
    expect(over.json()).toMatchObject({ result: false, code: 'TooManyClasses' });

    // A class of one seat: the second learner is refused, the first joining again is not.
    const classes = new ClassRepository(t.app.platform.db);
    const small = (await classes.ofTeacher(idOf(otherTeacher)))[0];
    if (!small) throw new Error('no class');
    const learnerId = idOf(learner);
    expect(await classes.join(small.id, learnerId, 1)).toBe('joined');
    expect(await classes.join(small.id, learnerId, 1)).toBe('already');
    expect(await classes.join(small.id, idOf(teacher), 1)).toBe('full');
  });
});

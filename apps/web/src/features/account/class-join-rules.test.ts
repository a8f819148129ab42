import { describe, expect, it } from 'vitest';
import {
  alreadyIn,
  initialJoin,
  joinCodeProblem,
  joinReducer,
  withJoinedClass,
  type JoinAction,
} from './class-join-rules.ts';

const run = (actions: JoinAction[]) => actions.reduce(joinReducer, initialJoin);
const joined = { classId: 'c'.repeat(32), name: '初二（3）班', teacher: '王老师' };
const earlier = {
  classId: 'a'.repeat(32),
  name: '口语提高班',
  teacher: '李老师',
  joinedAt: '2026-11-01T08:00:00.000Z',
};

describe('joining a class by its code', () => {
  it('takes a code as the server does: case and spaces forgiven, anything else the spec’s message', () => {
    expect(joinCodeProblem('QX7K2M')).toBeNull();
    expect(joinCodeProblem(' qx7 k2m ')).toBeNull();
    expect(joinCodeProblem('')).toEqual({ id: 'InvitationCodeWrong', message: '' });
    // 0, O, 1, I and L are never in a code; nor is a seventh character.
    expect(joinCodeProblem('QX7K20')).toEqual({ id: 'InvitationCodeWrong', message: '' });
    expect(joinCodeProblem('QX7K2MM')).toEqual({ id: 'InvitationCodeWrong', message: '' });
  });

  it('refuses a code that cannot be at the field without sending it, and keeps what was typed', () => {
    const refused = run([{ type: 'edit', code: 'abc' }, { type: 'submit' }]);
    expect(refused).toMatchObject({ code: 'abc', busy: false, codeProblem: { id: 'InvitationCodeWrong' } });
    expect(joinReducer(refused, { type: 'edit', code: 'abcd' }).codeProblem).toBeNull();
  });

  it("shows the server's wrong code at the field, and a full class above the button", () => {
    const sending = run([{ type: 'edit', code: 'qx7k2m' }, { type: 'submit' }]);
    expect(sending.busy).toBe(true);
    expect(joinReducer(sending, { type: 'submit' })).toBe(sending);
    const wrong = joinReducer(sending, {
      type: 'failed',
      problem: { id: 'InvitationCodeWrong', message: '请输入正确的邀请码' },
    });
    expect(wrong).toMatchObject({
      code: 'qx7k2m',
      busy: false,
      codeProblem: { id: 'InvitationCodeWrong', message: '请输入正确的邀请码' },
      formProblem: null,
    });
    const full = joinReducer(sending, { type: 'failed', problem: { id: 'ClassFull', message: '班级人数已满' } });
    expect(full).toMatchObject({ code: 'qx7k2m', codeProblem: null, formProblem: { id: 'ClassFull' } });
  });

  it('empties the field after a join and says which class, or that the learner was in it already', () => {
    const sending = run([{ type: 'edit', code: 'qx7k2m' }, { type: 'submit' }]);
    expect(joinReducer(sending, { type: 'joined', joined, already: false })).toEqual({
      ...initialJoin,
      joined: { ...joined, already: false },
    });
    expect(joinReducer(initialJoin, { type: 'joined', joined, already: false })).toBe(initialJoin);
  });

  it('puts a class newly joined on top of the list, and one joined before stays where it is', () => {
    const now = '2026-11-27T09:30:00.000Z';
    expect(withJoinedClass([earlier], joined, now)).toEqual([{ ...joined, joinedAt: now }, earlier]);
    const again = { classId: earlier.classId, name: earlier.name, teacher: earlier.teacher };
    expect(alreadyIn([earlier], again)).toBe(true);
    expect(withJoinedClass([earlier], again, now)).toEqual([earlier]);
    expect(alreadyIn([], joined)).toBe(false);
  });
});

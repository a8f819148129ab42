/**
 * "My classes" of the personal centre as pure rules: the code checked with the contract's own field,
 * where each refusal is shown, and the list after a join.
 */
import type { ResponseOf } from '@hanyu/contracts/protocol/contract';
import { JoinClass, type MyClasses } from '@hanyu/contracts/teacher/classes';
import { checkField, type Problem } from '../../shared/api/problem.ts';

export type JoinedClass = ResponseOf<typeof JoinClass>;
export type MyClass = ResponseOf<typeof MyClasses>['list'][number];

/** A code as the server reads it (spaces and case forgiven), else the spec's 请输入正确的邀请码. */
export function joinCodeProblem(code: string): Problem | null {
  return checkField(JoinClass.payload.shape.code, code, 'InvitationCodeWrong');
}

export interface JoinState {
  code: string;
  /** At the code: a code that cannot be, or that no class has. */
  codeProblem: Problem | null;
  /** Above the button: the class is full, or the call failed. */
  formProblem: Problem | null;
  busy: boolean;
  /** The class just joined, or found already joined (announced). */
  joined: (JoinedClass & { already: boolean }) | null;
}

export type JoinAction =
  | { type: 'edit'; code: string }
  | { type: 'submit' }
  | { type: 'joined'; joined: JoinedClass; already: boolean }
  | { type: 'failed'; problem: Problem };

export const initialJoin: JoinState = { code: '', codeProblem: null, formProblem: null, busy: false, joined: null };

/** Refusals that are about the code typed, shown at the field. */
const AT_THE_CODE: readonly string[] = ['InvitationCodeWrong', 'InvalidPayload'];

export function joinReducer(state: JoinState, action: JoinAction): JoinState {
  switch (action.type) {
    case 'edit':
      return { ...state, code: action.code, codeProblem: null, formProblem: null, joined: null };
    case 'submit': {
      if (state.busy) return state;
      const codeProblem = joinCodeProblem(state.code);
      return { ...state, codeProblem, formProblem: null, joined: null, busy: codeProblem === null };
    }
    case 'joined':
      return state.busy ? { ...initialJoin, joined: { ...action.joined, already: action.already } } : state;
    case 'failed': {
      if (!state.busy) return state;
      const atCode = AT_THE_CODE.includes(action.problem.id);
      // The server's own wording of a wrong code is the spec's message: shown as the catalogue's.
      const codeProblem = atCode ? { id: 'InvitationCodeWrong', message: action.problem.message } : null;
      return { ...state, busy: false, codeProblem, formProblem: atCode ? null : action.problem };
    }
  }
}

/** Whether the learner was in the class already (joining again changes nothing on the server). */
export function alreadyIn(classes: readonly MyClass[], joined: JoinedClass): boolean {
  return classes.some((item) => item.classId === joined.classId);
}

/** The list after a join: a class newly joined on top (the list is newest joined first). */
export function withJoinedClass(classes: readonly MyClass[], joined: JoinedClass, joinedAt: string): MyClass[] {
  if (alreadyIn(classes, joined)) return [...classes];
  return [{ classId: joined.classId, name: joined.name, teacher: joined.teacher, joinedAt }, ...classes];
}

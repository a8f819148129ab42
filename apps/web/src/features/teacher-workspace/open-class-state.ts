import type { ClassSummary } from '@hanyu/contracts/teacher/classes';
import type { Problem } from '../../shared/api/problem.ts';
import { classNameProblem, openFailure, type ClassNameProblem, type OpenFailure } from './class-rules.ts';

/**
 * The form that opens a class: the name as typed (kept whatever goes wrong), the problem at the name,
 * a refusal of the whole form (the class limit, another problem), and the class just opened (announced).
 */
export interface OpenClassState {
  name: string;
  nameProblem: ClassNameProblem | null;
  failure: OpenFailure | null;
  busy: boolean;
  opened: Pick<ClassSummary, 'name' | 'code'> | null;
}

export type OpenClassAction =
  | { type: 'edit'; name: string }
  | { type: 'submit' }
  | { type: 'opened'; summary: ClassSummary }
  | { type: 'failed'; problem: Problem };

export const initialOpenClass: OpenClassState = {
  name: '',
  nameProblem: null,
  failure: null,
  busy: false,
  opened: null,
};

export function openClassReducer(state: OpenClassState, action: OpenClassAction): OpenClassState {
  switch (action.type) {
    case 'edit':
      // A new name answers the name's problem, not the limit.
      return {
        ...state,
        name: action.name,
        nameProblem: null,
        failure: state.failure?.kind === 'limit' ? state.failure : null,
        opened: null,
      };
    case 'submit': {
      if (state.busy) return state;
      const nameProblem = classNameProblem(state.name);
      return { ...state, nameProblem, failure: null, opened: null, busy: nameProblem === null };
    }
    case 'opened':
      return state.busy
        ? { ...initialOpenClass, opened: { name: action.summary.name, code: action.summary.code } }
        : state;
    case 'failed':
      return state.busy ? { ...state, busy: false, failure: openFailure(action.problem) } : state;
  }
}

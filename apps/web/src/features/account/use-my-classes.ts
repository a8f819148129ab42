import { useCallback, useReducer } from 'react';
import { JoinClass, MyClasses } from '@hanyu/contracts/teacher/classes';
import { callApi } from '../../shared/api/api-client.ts';
import { toProblem } from '../../shared/api/problem.ts';
import { useContent } from '../../shared/api/use-content.ts';
import { alreadyIn, initialJoin, joinCodeProblem, joinReducer, withJoinedClass } from './class-join-rules.ts';

/**
 * The classes the learner is in and the form that joins one by its code (class-join-rules.ts): the code
 * is checked as the server checks it before it is sent, and a class joined goes on top of the list.
 */
export function useMyClasses() {
  const classes = useContent(MyClasses, {});
  const [join, dispatch] = useReducer(joinReducer, initialJoin);
  const { update, state } = classes;
  const { code, busy } = join;
  const known = state.status === 'ready' ? state.data.list : [];

  /** Sends the code; answers false when the code needs attention (the form focuses it). */
  const submit = useCallback(async (): Promise<boolean> => {
    if (busy) return true;
    dispatch({ type: 'submit' });
    if (joinCodeProblem(code)) return false;
    try {
      const joined = await callApi(JoinClass, { code });
      dispatch({ type: 'joined', joined, already: alreadyIn(known, joined) });
      const joinedAt = new Date().toISOString();
      update((data) => ({ list: withJoinedClass(data.list, joined, joinedAt) }));
      return true;
    } catch (error) {
      const problem = toProblem(error);
      dispatch({ type: 'failed', problem });
      return problem.id !== 'InvitationCodeWrong' && problem.id !== 'InvalidPayload';
    }
  }, [busy, code, known, update]);

  const edit = useCallback((value: string) => dispatch({ type: 'edit', code: value }), []);
  return { classes, join, edit, submit };
}

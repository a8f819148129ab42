import { useCallback, useReducer } from 'react';
import { CreateClass, type ClassSummary } from '@hanyu/contracts/teacher/classes';
import { callApi } from '../../shared/api/api-client.ts';
import { toProblem } from '../../shared/api/problem.ts';
import { classNameProblem, openFailure } from './class-rules.ts';
import { initialOpenClass, openClassReducer } from './open-class-state.ts';

/**
 * Opening a class: checked with the contract's field first (the server's message at once, no call),
 * then sent; the list hears of the new class, and a refused role turns the page into the not-a-teacher page.
 */
export function useOpenClass({
  onOpened,
  onLostRole,
}: {
  onOpened: (summary: ClassSummary) => void;
  onLostRole: () => void;
}) {
  const [state, dispatch] = useReducer(openClassReducer, initialOpenClass);
  const { name, busy } = state;

  /** Sends the form; answers false when the name needs attention (the form focuses it). */
  const submit = useCallback(async (): Promise<boolean> => {
    if (busy) return true;
    dispatch({ type: 'submit' });
    if (classNameProblem(name)) return false;
    try {
      const summary = await callApi(CreateClass, { name });
      dispatch({ type: 'opened', summary });
      onOpened(summary);
    } catch (error) {
      const problem = toProblem(error);
      dispatch({ type: 'failed', problem });
      if (openFailure(problem).kind === 'notTeacher') onLostRole();
    }
    return true;
  }, [busy, name, onOpened, onLostRole]);

  const edit = useCallback((value: string) => dispatch({ type: 'edit', name: value }), []);
  return { state, edit, submit };
}

import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import { GetMyRoles } from '@hanyu/contracts/admin/roles';
import { callApi } from '../../shared/api/api-client.ts';
import { loadAsTeacher, type TeacherLoad } from './teacher-access.ts';

interface Contract<P extends z.ZodType, R extends z.ZodType> {
  path: string;
  payload: P;
  response: R;
}

/**
 * A workspace screen's data, loaded as a teacher (teacher-access.ts): null as the payload means there is
 * nothing to ask (a class address without a valid class), which reads as not found.
 */
export function useTeacherContent<P extends z.ZodType, R extends z.ZodType>(
  contract: Contract<P, R>,
  payload: Omit<z.input<P>, 'token' | 'appCode' | 'clientType'> | null,
): {
  state: TeacherLoad<z.output<R>>;
  reload: () => void;
  update: (change: (data: z.output<R>) => z.output<R>) => void;
  /** The server refused the role during an action on the page. */
  lostRole: () => void;
} {
  const [state, setState] = useState<TeacherLoad<z.output<R>>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(payload);

  useEffect(() => {
    if (payload === null) {
      setState({ status: 'notFound' });
      return undefined;
    }
    let current = true;
    setState({ status: 'loading' });
    void loadAsTeacher({
      roles: async () => (await callApi(GetMyRoles, {})).grants,
      load: () => callApi(contract, payload),
    }).then((outcome) => current && setState(outcome));
    return () => {
      current = false;
    };
    // The payload is compared by its JSON (`key`), as useContent does.
  }, [contract, key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback(
    (change: (data: z.output<R>) => z.output<R>) =>
      setState((current) => (current.status === 'ready' ? { status: 'ready', data: change(current.data) } : current)),
    [],
  );
  const lostRole = useCallback(() => setState({ status: 'notTeacher' }), []);
  return { state, reload, update, lostRole };
}

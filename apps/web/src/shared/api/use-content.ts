import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import { callApi } from './api-client.ts';
import { toProblem, type Problem } from './problem.ts';

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; problem: Problem };

interface Contract<P extends z.ZodType, R extends z.ZodType> {
  path: string;
  payload: P;
  response: R;
}

/**
 * One call's answer for a screen: loading, ready or failed (with a retry). The call is made again
 * when `key` changes (the payload as text, usually).
 */
export function useContent<P extends z.ZodType, R extends z.ZodType>(
  contract: Contract<P, R>,
  payload: Omit<z.input<P>, 'token' | 'appCode' | 'clientType'> | null,
): {
  state: Loaded<z.output<R>>;
  reload: () => void;
  update: (change: (data: z.output<R>) => z.output<R>) => void;
} {
  const [state, setState] = useState<Loaded<z.output<R>>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(payload);

  useEffect(() => {
    if (payload === null) return undefined;
    let current = true;
    setState({ status: 'loading' });
    callApi(contract, payload).then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => current && setState({ status: 'failed', problem: toProblem(error) }),
    );
    return () => {
      current = false;
    };
    // The payload is compared by its JSON (`key`): a new object with the same fields is the same call.
  }, [contract, key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  /** Changes the answer in place after an action (a signup, a cancellation), without reloading. */
  const update = useCallback(
    (change: (data: z.output<R>) => z.output<R>) =>
      setState((current) => (current.status === 'ready' ? { status: 'ready', data: change(current.data) } : current)),
    [],
  );
  return { state, reload, update };
}

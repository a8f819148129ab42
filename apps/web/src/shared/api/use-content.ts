import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import { callApi } from './api-client.ts';
import { toProblem, type Problem } from './problem.ts';

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; problem: Problem };

/** An answer with the call (the payload as text) it answers. */
export interface Answer<T> {
  key: string;
  state: Loaded<T>;
}

const LOADING = { status: 'loading' } as const;

/**
 * What a screen shows for the call `key`: the answer when it answers that call, else loading. The
 * render after a change of call (another group, page or filter) comes before the new call is made,
 * and must not show the old call's answer as if it were the new one's.
 */
export function answerFor<T>(answer: Answer<T>, key: string): Loaded<T> {
  return answer.key === key ? answer.state : LOADING;
}

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
  const key = JSON.stringify(payload);
  const [answer, setAnswer] = useState<Answer<z.output<R>>>({ key, state: LOADING });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (payload === null) return undefined;
    let current = true;
    setAnswer({ key, state: LOADING });
    callApi(contract, payload).then(
      (data) => current && setAnswer({ key, state: { status: 'ready', data } }),
      (error: unknown) => current && setAnswer({ key, state: { status: 'failed', problem: toProblem(error) } }),
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
      setAnswer((current) =>
        current.state.status === 'ready'
          ? { key: current.key, state: { status: 'ready', data: change(current.state.data) } }
          : current,
      ),
    [],
  );
  return { state: answerFor(answer, key), reload, update };
}

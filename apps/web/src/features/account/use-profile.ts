import { useCallback, useEffect, useState } from 'react';
import { GetUserInfo, type Profile } from '@hanyu/contracts/usercenter/account';
import { callApi } from '../../shared/api/api-client.ts';
import { toProblem, type Problem } from '../../shared/api/problem.ts';
import { refreshUserInfo } from './session-actions.ts';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'failed'; problem: Problem }
  | { status: 'ready'; profile: Profile };

/** The signed-in learner's profile, loaded on arrival; the session's user info follows it. */
export function useProfile(): {
  state: ProfileState;
  reload: () => void;
  replace: (profile: Profile) => void;
} {
  const [state, setState] = useState<ProfileState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    callApi(GetUserInfo, {}).then(
      (profile) => {
        if (!current) return;
        refreshUserInfo(profile);
        setState({ status: 'ready', profile });
      },
      (error: unknown) => {
        if (current) setState({ status: 'failed', problem: toProblem(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  const replace = useCallback((profile: Profile) => {
    refreshUserInfo(profile);
    setState({ status: 'ready', profile });
  }, []);
  return { state, reload, replace };
}

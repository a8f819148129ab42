import { useCallback, useReducer, useRef } from 'react';
import { GetUserRoles, GrantRole, RevokeRole } from '@hanyu/contracts/admin/roles';
import type { RoleGrant } from '@hanyu/contracts/constants/roles';
import { ApiError, callApi } from '../../shared/api/api-client.ts';
import { toProblem, type Problem } from '../../shared/api/problem.ts';
import { issueTextFor, roleChangePayload } from './role-rules.ts';
import { INITIAL_WORKSPACE, workspaceReducer } from './workspace-state.ts';

/** Why a change was not made: the server's problem, or its own words about one field of the form. */
export type ChangeRefusal = { problem: Problem; institutionText: string | null };

function refusalOf(error: unknown): ChangeRefusal {
  const problem = toProblem(error);
  const returned = error instanceof ApiError && problem.id === 'InvalidPayload' ? error.returnValue : null;
  return { problem, institutionText: issueTextFor('institutionId', returned) };
}

/**
 * The users-and-roles screen's calls: look a user up by account, grant and revoke their roles. Only the
 * newest lookup's answer counts (a slow earlier one does not replace it). A refusal goes to `onProblem`
 * first (RoleRequired closes the workspace), then back to the form that asked.
 */
export function useUserRoles(onProblem: (problem: Problem) => void) {
  const [state, dispatch] = useReducer(workspaceReducer, INITIAL_WORKSPACE);
  const lookups = useRef(0);

  const lookUp = useCallback(
    async (account: string) => {
      const mine = (lookups.current += 1);
      dispatch({ type: 'lookupStarted' });
      try {
        const user = await callApi(GetUserRoles, { account });
        if (mine === lookups.current) dispatch({ type: 'lookupFound', user });
      } catch (error) {
        const problem = toProblem(error);
        onProblem(problem);
        if (mine === lookups.current) dispatch({ type: 'lookupFailed', problem });
      }
    },
    [onProblem],
  );

  const change = useCallback(
    async (kind: 'grant' | 'revoke', grant: RoleGrant, password = ''): Promise<ChangeRefusal | null> => {
      const account = state.user?.account;
      if (!account) return null;
      try {
        const payload = roleChangePayload(account, grant);
        const answer =
          kind === 'grant' ? await callApi(GrantRole, payload) : await callApi(RevokeRole, { ...payload, password });
        dispatch({ type: 'changed', kind, grant, answer });
        return null;
      } catch (error) {
        const refusal = refusalOf(error);
        onProblem(refusal.problem);
        return refusal;
      }
    },
    [state.user?.account, onProblem],
  );

  return {
    state,
    lookUp,
    grant: (grant: RoleGrant) => change('grant', grant),
    revoke: (grant: RoleGrant, password: string) => change('revoke', grant, password),
  };
}

export type UserRolesState = ReturnType<typeof useUserRoles>;

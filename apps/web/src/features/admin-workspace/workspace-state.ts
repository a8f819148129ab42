import type { RoleGrant } from '@hanyu/contracts/constants/roles';
import type { Problem } from '../../shared/api/problem.ts';
import type { UserRoles } from './role-rules.ts';

/** What a role change did, as the page announces it. */
export type ChangeOutcome = 'granted' | 'alreadyHeld' | 'revoked' | 'notHeld';

export interface RoleChange {
  outcome: ChangeOutcome;
  grant: RoleGrant;
  /** Whom it was for, by the name the page shows. */
  nickName: string;
  /** Counts the changes, so the same words said twice are announced twice. */
  serial: number;
}

/** The users-and-roles screen: the user looked up (if any), the lookup under way, and the last change. */
export interface WorkspaceState {
  user: UserRoles | null;
  looking: boolean;
  lookupProblem: Problem | null;
  change: RoleChange | null;
}

export const INITIAL_WORKSPACE: WorkspaceState = { user: null, looking: false, lookupProblem: null, change: null };

export type WorkspaceEvent =
  | { type: 'lookupStarted' }
  | { type: 'lookupFound'; user: UserRoles }
  | { type: 'lookupFailed'; problem: Problem }
  | { type: 'changed'; kind: 'grant' | 'revoke'; grant: RoleGrant; answer: UserRoles & { changed: boolean } };

function outcomeOf(kind: 'grant' | 'revoke', changed: boolean): ChangeOutcome {
  if (kind === 'grant') return changed ? 'granted' : 'alreadyHeld';
  return changed ? 'revoked' : 'notHeld';
}

export function workspaceReducer(state: WorkspaceState, event: WorkspaceEvent): WorkspaceState {
  switch (event.type) {
    case 'lookupStarted':
      return { ...state, looking: true, lookupProblem: null };
    case 'lookupFound':
      return { user: event.user, looking: false, lookupProblem: null, change: null };
    case 'lookupFailed':
      // The user shown before is not the one asked for: an unknown account shows nobody.
      return { user: null, looking: false, lookupProblem: event.problem, change: null };
    case 'changed': {
      const { changed, ...user } = event.answer;
      return {
        ...state,
        user,
        change: {
          outcome: outcomeOf(event.kind, changed),
          grant: event.grant,
          nickName: user.nickName || user.account,
          serial: (state.change?.serial ?? 0) + 1,
        },
      };
    }
  }
}

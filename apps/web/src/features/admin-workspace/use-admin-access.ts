import { useCallback, useState } from 'react';
import { GetMyRoles } from '@hanyu/contracts/admin/roles';
import type { Problem } from '../../shared/api/problem.ts';
import { useContent } from '../../shared/api/use-content.ts';
import { admitsToWorkspace, isRoleRequired } from './admin-access.ts';

export type AdminAccess =
  | { status: 'checking' }
  | { status: 'failed'; problem: Problem; retry: () => void }
  | { status: 'admitted' }
  | { status: 'refused' };

/**
 * Whether the signed-in user may work here: their own roles, read when the screen opens, and any later
 * call the server refuses with RoleRequired (the role taken away in the meantime) closes the workspace.
 */
export function useAdminAccess(): { access: AdminAccess; noteProblem: (problem: Problem) => void } {
  const mine = useContent(GetMyRoles, {});
  const [refused, setRefused] = useState(false);
  const noteProblem = useCallback((problem: Problem) => {
    if (isRoleRequired(problem)) setRefused(true);
  }, []);
  const { state } = mine;
  let access: AdminAccess;
  if (refused) access = { status: 'refused' };
  else if (state.status === 'loading') access = { status: 'checking' };
  else if (state.status === 'failed') access = { status: 'failed', problem: state.problem, retry: mine.reload };
  else access = { status: admitsToWorkspace(state.data.grants) ? 'admitted' : 'refused' };
  return { access, noteProblem };
}

import { GetUserRoles } from '@hanyu/contracts/admin/roles';
import type { RoleGrant } from '@hanyu/contracts/constants/roles';
import type { Problem } from '../../shared/api/problem.ts';

/** The roles the administrator's calls admit, as their contracts declare them (one list, the server's). */
const ADMITTED: readonly string[] = GetUserRoles.roles ?? [];

/** Whether grants open the administrator's workspace: they hold one of the roles its calls admit. */
export function admitsToWorkspace(grants: readonly RoleGrant[]): boolean {
  return grants.some((grant) => ADMITTED.includes(grant.role));
}

/** The server's answer to a caller without the role (a grant taken away since the page opened, too). */
export function isRoleRequired(problem: Problem | null | undefined): boolean {
  return problem?.id === 'RoleRequired';
}

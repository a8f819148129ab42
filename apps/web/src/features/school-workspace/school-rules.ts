import { AddSchoolTeacher, RemoveSchoolTeacher } from '@hanyu/contracts/admin/institutions';
import { Role, type RoleGrant } from '@hanyu/contracts/constants/roles';

/** Whether grants open the school workspace: a school administrator of some institution. */
export function isSchoolAdmin(grants: readonly RoleGrant[]): boolean {
  return grants.some((grant) => grant.role === Role.SchoolAdmin && grant.institutionId !== null);
}

/** Why an account typed to add a teacher is refused before it is sent (the contract's message), or null. */
export function accountProblem(institutionId: string, account: string): string | null {
  const checked = AddSchoolTeacher.payload.safeParse({ institutionId, account });
  if (checked.success) return null;
  return checked.error.issues.find((issue) => issue.path[0] === 'account')?.message ?? null;
}

/** Why a removal's password is refused before it is sent, or null. */
export function passwordProblem(institutionId: string, account: string, password: string): string | null {
  const checked = RemoveSchoolTeacher.payload.safeParse({ institutionId, account, password });
  if (checked.success) return null;
  return checked.error.issues.find((issue) => issue.path[0] === 'password')?.message ?? null;
}

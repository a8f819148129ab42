import { GrantRole, RevokeRole, type GetUserRoles } from '@hanyu/contracts/admin/roles';
import { Role, type GrantedRole, type RoleGrant } from '@hanyu/contracts/constants/roles';
import type { ResponseOf } from '@hanyu/contracts/protocol/contract';
import { accountField } from '@hanyu/contracts/usercenter/fields';
import { firstCatalogueId, problem, type Problem } from '../../shared/api/problem.ts';

/** A user as the administrator's calls present them: who they are and the roles granted to them. */
export type UserRoles = ResponseOf<typeof GetUserRoles>;

/** The role form as typed: the institution is kept while another role is chosen, and sent only with its role. */
export interface GrantDraft {
  role: GrantedRole;
  institutionId: string;
}

export const FIRST_DRAFT: GrantDraft = { role: Role.Teacher, institutionId: '' };

/** A school administrator's grant names the institution it is for; no other role belongs to one. */
export function needsInstitution(role: GrantedRole): boolean {
  return role === Role.SchoolAdmin;
}

/** The grant a draft asks for. */
export function grantOf(draft: GrantDraft): RoleGrant {
  const institutionId = draft.institutionId.trim();
  return { role: draft.role, institutionId: needsInstitution(draft.role) && institutionId ? institutionId : null };
}

/** A role change as the grant and revoke calls take it (the institution only when there is one). */
export function roleChangePayload(account: string, grant: RoleGrant) {
  return {
    account,
    role: grant.role,
    ...(grant.institutionId === null ? {} : { institutionId: grant.institutionId }),
  };
}

/**
 * What the contract's institution rule says about a draft, named so every interface language can say
 * it (zh says exactly the contract's text; role-rules.test.ts holds them together).
 */
export type InstitutionProblem = 'institutionRequired' | 'institutionFormat' | 'institutionNotForRole';

/** The grant's institution checked with the grant call's own contract: its problem, or null. */
export function checkGrant(account: string, draft: GrantDraft): InstitutionProblem | null {
  const result = GrantRole.payload.safeParse(roleChangePayload(account, grantOf(draft)));
  if (result.success) return null;
  const issue = result.error.issues.find((candidate) => candidate.path[0] === 'institutionId');
  if (!issue) return null;
  // The pattern is the field's own check; the cross-field rule (custom) depends on the role chosen.
  if (issue.code !== 'custom') return 'institutionFormat';
  return needsInstitution(draft.role) ? 'institutionRequired' : 'institutionNotForRole';
}

/** The server's own text for one field of a refused payload (InvalidPayload's issues), when it names it. */
export function issueTextFor(field: string, returnValue: unknown): string | null {
  const issues = (returnValue as { issues?: unknown } | null)?.issues;
  if (!Array.isArray(issues)) return null;
  for (const issue of issues as { path?: unknown; message?: unknown }[]) {
    if (issue.path === field && typeof issue.message === 'string') return issue.message;
  }
  return null;
}

/** What is wrong with an account typed to look a user up (the contract's field, its catalogue ids). */
export function checkLookupAccount(
  value: string,
): { account: string; problem: null } | { account: null; problem: Problem } {
  if (value.trim() === '') return { account: null, problem: { id: 'AccountRequired', message: '' } };
  const result = accountField.safeParse(value);
  if (result.success) return { account: result.data, problem: null };
  return { account: null, problem: problem(firstCatalogueId(result.error.issues) ?? 'AccountPasswordRequired') };
}

/** The administrator's own password, before a revocation is sent: required, as the revoke contract says. */
export function passwordMissing(password: string): boolean {
  return !RevokeRole.payload.shape.password.safeParse(password).success;
}

/**
 * Where the revoke dialog says a refusal: a wrong password at the password field (nothing changed), the
 * last platform administrator as an explanation of its own, anything else under the form.
 */
export function revokeRefusalPlace(refusal: Problem): 'password' | 'lastAdmin' | 'form' {
  if (refusal.id === 'PasswordConfirmWrong') return 'password';
  if (refusal.id === 'LastPlatformAdmin') return 'lastAdmin';
  return 'form';
}

/** Two grants are the same role (for the same institution). */
export function sameGrant(a: RoleGrant, b: RoleGrant): boolean {
  return a.role === b.role && a.institutionId === b.institutionId;
}

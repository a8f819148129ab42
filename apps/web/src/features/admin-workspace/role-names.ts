import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Role, type GrantedRole, type RoleGrant } from '@hanyu/contracts/constants/roles';
import type { Problem } from '../../shared/api/problem.ts';

/** A role's name in the interface language; a school administrator's with the institution it is for. */
export function useRoleName(): (grant: RoleGrant | GrantedRole) => string {
  const { t } = useTranslation();
  return useCallback(
    (grant: RoleGrant | GrantedRole) => {
      const { role, institutionId } = typeof grant === 'string' ? { role: grant, institutionId: null } : grant;
      if (role === Role.SchoolAdmin && institutionId) {
        return t('adminWorkspace.roles.schoolAdminOf', { institution: institutionId });
      }
      return t(`adminWorkspace.roles.${role}`);
    },
    [t],
  );
}

/**
 * Words of this workspace in the place of a problem (a field's message): without a catalogue id,
 * useProblemText shows them as they are.
 */
export function wordedProblem(message: string): Problem {
  return { id: '', message };
}

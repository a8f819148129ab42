import { useCallback } from 'react';
import {
  AddSchoolTeacher,
  GetMySchools,
  RemoveSchoolTeacher,
  type SchoolInstitution,
} from '@hanyu/contracts/admin/institutions';
import { GetMyRoles } from '@hanyu/contracts/admin/roles';
import { callApi } from '../../shared/api/api-client.ts';
import { toProblem, type Problem } from '../../shared/api/problem.ts';
import { useContent } from '../../shared/api/use-content.ts';
import { isSchoolAdmin } from './school-rules.ts';

/** A change's outcome for the card that asked: done (with a note), or refused with why. */
export type ChangeOutcome = { ok: true } | { ok: false; problem: Problem };

/**
 * The school administrator's institutions: the caller's roles (whether they may be here), their
 * institutions with school administrators and teachers, and the changes, each answered with the
 * institution as it is now.
 */
export function useSchools() {
  const roles = useContent(GetMyRoles, {});
  const admitted = roles.state.status === 'ready' && isSchoolAdmin(roles.state.data.grants);
  const schools = useContent(GetMySchools, admitted ? {} : null);
  const { update } = schools;

  const apply = useCallback(
    (school: SchoolInstitution) =>
      update((list) => list.map((old) => (old.institution.id === school.institution.id ? school : old))),
    [update],
  );

  const addTeacher = useCallback(
    async (institutionId: string, account: string): Promise<ChangeOutcome> => {
      try {
        apply(await callApi(AddSchoolTeacher, { institutionId, account }));
        return { ok: true };
      } catch (error) {
        return { ok: false, problem: toProblem(error) };
      }
    },
    [apply],
  );

  const removeTeacher = useCallback(
    async (institutionId: string, account: string, password: string): Promise<ChangeOutcome> => {
      try {
        apply(await callApi(RemoveSchoolTeacher, { institutionId, account, password }));
        return { ok: true };
      } catch (error) {
        return { ok: false, problem: toProblem(error) };
      }
    },
    [apply],
  );

  return { roles, admitted, schools, addTeacher, removeTeacher };
}

import { Role, type RoleGrant } from '@hanyu/contracts/constants/roles';
import { toProblem, type Problem } from '../../shared/api/problem.ts';

/**
 * What a workspace screen shows: its data, the page for a user who is not a teacher, the not-found
 * message (a class that does not exist or is another teacher's), or the reason a load failed.
 */
export type TeacherLoad<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'notTeacher' }
  | { status: 'notFound' }
  | { status: 'failed'; problem: Problem };

export function isTeacher(grants: readonly RoleGrant[]): boolean {
  return grants.some((grant) => grant.role === Role.Teacher);
}

/** How a failed call reads on a workspace screen: no role, no such class, or a failure to retry. */
export function teacherFailure(error: unknown): Exclude<TeacherLoad<never>, { status: 'loading' | 'ready' }> {
  const problem = toProblem(error);
  if (problem.id === 'RoleRequired') return { status: 'notTeacher' };
  if (problem.id === 'NoResource') return { status: 'notFound' };
  return { status: 'failed', problem };
}

/**
 * Loads a workspace screen's data as a teacher. The user's own roles come first: a learner gets the
 * not-a-teacher page without a refused call (a 403 the browser would log). The server has the last word:
 * a role taken away in between comes back as RoleRequired, which reads the same.
 */
export async function loadAsTeacher<T>(steps: {
  roles: () => Promise<readonly RoleGrant[]>;
  load: () => Promise<T>;
}): Promise<Exclude<TeacherLoad<T>, { status: 'loading' }>> {
  try {
    if (!isTeacher(await steps.roles())) return { status: 'notTeacher' };
    return { status: 'ready', data: await steps.load() };
  } catch (error) {
    return teacherFailure(error);
  }
}

import type { FastifyInstance } from 'fastify';
import { Role } from '@hanyu/contracts/constants/roles';
import { AssignmentStatus, type AssignmentKind } from '@hanyu/contracts/teacher/assignments';
import { GetSchoolClasses, type SchoolAssignment } from '@hanyu/contracts/teacher/school-classes';
import { toDate } from '../../platform/db/schema.ts';
import { appError } from '../../platform/errors.ts';
import { apiRoute } from '../../platform/protocol/api-route.ts';
import { AssignmentRepository, type AssignmentRow } from './assignment-repository.ts';
import type { AssignmentCatalogue } from './assignment-routes.ts';
import { ClassRepository } from './class-repository.ts';

/** Hundredths, as scores are shown. */
const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The school administrator's view of their institution's classes (/school/class/list): every class of a
 * teacher who holds the teacher role for the institution, with its learners and, per assignment, how many
 * have done it and their average score. Another institution is refused (InstitutionForbidden).
 */
export function schoolClassRoutes(app: FastifyInstance, catalogue: AssignmentCatalogue): void {
  const classes = new ClassRepository(app.platform.db);
  const assignments = new AssignmentRepository(app.platform.db);

  async function summary(row: AssignmentRow, memberIds: readonly string[]): Promise<SchoolAssignment> {
    const target = await catalogue.target(row.kind as AssignmentKind, row.paper_id);
    const standings = target ? await assignments.standings(memberIds, target.progress, row.created_at) : new Map();
    const done = [...standings.values()].filter((standing) => standing.status === AssignmentStatus.Done);
    const scores = done.flatMap((standing) => (standing.score === null ? [] : [standing.score as number]));
    return {
      assignmentId: row.id,
      kind: row.kind as AssignmentKind,
      title: target?.title ?? '',
      dueDate: row.due_date,
      done: done.length,
      members: memberIds.length,
      averageScore: scores.length === 0 ? null : round(scores.reduce((sum, score) => sum + score, 0) / scores.length),
    };
  }

  apiRoute(app, GetSchoolClasses, async ({ payload, grants }) => {
    const administers = grants.some(
      (grant) => grant.role === Role.SchoolAdmin && grant.institutionId === payload.institutionId,
    );
    if (!administers) throw appError('InstitutionForbidden');
    const list = [];
    for (const row of await classes.ofInstitution(payload.institutionId)) {
      const memberIds = (await classes.members(row.id)).map((member) => member.user_id);
      const summaries = [];
      for (const assignment of await assignments.ofClass(row.id)) summaries.push(await summary(assignment, memberIds));
      list.push({
        classId: row.id,
        name: row.name,
        teacher: row.teacher,
        learners: row.members,
        createdAt: toDate(row.created_at).toISOString(),
        assignments: summaries,
      });
    }
    return { list };
  });
}

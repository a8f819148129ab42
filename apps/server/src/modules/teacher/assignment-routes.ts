import type { FastifyInstance } from 'fastify';
import {
  ASSIGNMENT_DUE_MAX_DAYS,
  ASSIGNMENT_MAX_PER_CLASS,
  AssignmentStatus,
  CreateAssignment,
  GetAssignment,
  ListAssignments,
  MyAssignments,
  type AssignmentKind,
} from '@hanyu/contracts/teacher/assignments';
import { chinaDay } from '@hanyu/contracts/time/china-day';
import { toDate } from '../../platform/db/schema.ts';
import { appError } from '../../platform/errors.ts';
import { apiRoute } from '../../platform/protocol/api-route.ts';
import { AssignmentRepository, type AssignmentRow, type AssignmentTarget } from './assignment-repository.ts';
import { ClassRepository } from './class-repository.ts';

/** What can be assigned, as the app's exams describe it (given by the app: this module owns no exam). */
export interface AssignmentCatalogue {
  /** The attempts that count and the title of what is assigned; null when there is no such thing. */
  target(kind: AssignmentKind, paperId: string): (AssignmentTarget & { title: string }) | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A due day from today (China's calendar) to ASSIGNMENT_DUE_MAX_DAYS ahead, and a real day of the calendar. */
function checkDueDate(dueDate: string, now = new Date()): void {
  const parsed = new Date(`${dueDate}T00:00:00Z`);
  const real = !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === dueDate;
  const latest = chinaDay(new Date(now.getTime() + ASSIGNMENT_DUE_MAX_DAYS * DAY_MS));
  if (!real || dueDate < chinaDay(now) || dueDate > latest) throw appError('AssignmentDueDateInvalid');
}

/**
 * A teacher's assignments (/teacher/assignment/...: set a mock test for a class with a due day, list
 * them with how many have done them, see each learner's standing) and a learner's own
 * (/usercenter/assignment/mine). A learner's standing is read from their attempts begun after the
 * assignment was set.
 */
export function assignmentRoutes(app: FastifyInstance, catalogue: AssignmentCatalogue): void {
  const classes = new ClassRepository(app.platform.db);
  const assignments = new AssignmentRepository(app.platform.db);

  const targetOf = (row: AssignmentRow) => catalogue.target(row.kind as AssignmentKind, row.paper_id);
  const present = (row: AssignmentRow) => ({
    assignmentId: row.id,
    classId: row.class_id,
    kind: row.kind as AssignmentKind,
    paperId: row.paper_id,
    title: targetOf(row)?.title ?? '',
    dueDate: row.due_date,
    note: row.note,
    createdAt: toDate(row.created_at).toISOString(),
  });

  async function ownClass(teacherId: string, classId: string) {
    const row = await classes.ofTeacherById(teacherId, classId);
    if (!row) throw appError('NoResource');
    return row;
  }

  apiRoute(app, CreateAssignment, async ({ payload, session }) => {
    await ownClass(session.userId, payload.classId);
    if (!catalogue.target(payload.kind, payload.paperId)) throw appError('AssignmentPaperUnknown');
    checkDueDate(payload.dueDate);
    if ((await assignments.countOf(payload.classId)) >= ASSIGNMENT_MAX_PER_CLASS) throw appError('TooManyAssignments');
    return present(await assignments.create(payload.classId, payload));
  });

  apiRoute(app, ListAssignments, async ({ payload, session }) => {
    await ownClass(session.userId, payload.classId);
    const members = (await classes.members(payload.classId)).map((member) => member.user_id);
    const list = [];
    for (const row of await assignments.ofClass(payload.classId)) {
      const target = targetOf(row);
      const standings = target ? await assignments.standings(members, target, row.created_at) : new Map();
      const done = [...standings.values()].filter((standing) => standing.status === AssignmentStatus.Done).length;
      list.push({ ...present(row), done, members: members.length });
    }
    return { list };
  });

  apiRoute(app, GetAssignment, async ({ payload, session }) => {
    const row = await assignments.byId(payload.assignmentId);
    if (!row || !(await classes.ofTeacherById(session.userId, row.class_id))) throw appError('NoResource');
    const members = await classes.members(row.class_id);
    const target = targetOf(row);
    const standings = target
      ? await assignments.standings(
          members.map((member) => member.user_id),
          target,
          row.created_at,
        )
      : new Map();
    return {
      ...present(row),
      list: members.map((member) => ({
        userId: member.user_id,
        nickName: member.nick_name,
        ...(standings.get(member.user_id) ?? { status: AssignmentStatus.NotStarted, score: null, submittedAt: null }),
      })),
    };
  });

  apiRoute(app, MyAssignments, async ({ session }) => {
    const list = [];
    for (const row of await assignments.ofLearner(session.userId)) {
      const target = targetOf(row);
      const standing = target
        ? (await assignments.standings([session.userId], target, row.created_at)).get(session.userId)
        : undefined;
      list.push({
        ...present(row),
        className: row.class_name,
        teacher: row.teacher,
        status: standing?.status ?? AssignmentStatus.NotStarted,
        score: standing?.score ?? null,
      });
    }
    return { list };
  });
}

import type { FastifyInstance } from 'fastify';
import {
  ASSIGNMENT_DUE_MAX_DAYS,
  ASSIGNMENT_MAX_PER_CLASS,
  AssignmentChoices,
  AssignmentStatus,
  CreateAssignment,
  GetAssignment,
  ListAssignments,
  MyAssignments,
  type AssignableItem,
  type AssignmentKind,
} from '@hanyu/contracts/teacher/assignments';
import { chinaDay } from '@hanyu/contracts/time/china-day';
import { NoticeKind, NoticeRoute } from '@hanyu/contracts/usercenter/notices';
import { toDate } from '../../platform/db/schema.ts';
import { appError } from '../../platform/errors.ts';
import { apiRoute } from '../../platform/protocol/api-route.ts';
import { Notices, noticeTitle } from '../notice/index.ts';
import {
  AssignmentRepository,
  type AssignmentProgress,
  type AssignmentRow,
  type Standing,
} from './assignment-repository.ts';
import { ClassRepository } from './class-repository.ts';

/** What is assigned: its title as the catalogue names it, and what counts for it. */
export interface AssignmentTarget {
  title: string;
  progress: AssignmentProgress;
}

/**
 * What can be assigned, as the app's exams and learning content describe it (given by the app: this
 * module owns no exam and no content). One registration: a kind listed here can be chosen, checked and
 * followed; the workspace draws its choices from `items`.
 */
export interface AssignmentCatalogue {
  /** The kinds in the order the workspace offers them. */
  kinds: readonly AssignmentKind[];
  /** The items to choose from for a kind; null for a kind that names none. */
  items(kind: AssignmentKind): Promise<AssignableItem[] | null>;
  /** What counts and the title of what is assigned; null when there is no such thing. */
  target(kind: AssignmentKind, itemId: string): Promise<AssignmentTarget | null>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The notice's title: what was assigned and its due day, as 12月5日. */
export function assignmentNoticeTitle(title: string, dueDate: string): string {
  const [, month, day] = dueDate.split('-').map(Number);
  return noticeTitle(`老师布置了新作业：${title}，${month}月${day}日截止`);
}

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
  const notices = Notices.of(app);

  const targetOf = (row: AssignmentRow) => catalogue.target(row.kind as AssignmentKind, row.paper_id);
  const present = (row: AssignmentRow, target: AssignmentTarget | null) => ({
    assignmentId: row.id,
    classId: row.class_id,
    kind: row.kind as AssignmentKind,
    paperId: row.paper_id,
    title: target?.title ?? '',
    dueDate: row.due_date,
    note: row.note,
    createdAt: toDate(row.created_at).toISOString(),
  });
  /** Where the learners stand; everyone not started when what was assigned is gone from the catalogue. */
  const standingsOf = (userIds: readonly string[], target: AssignmentTarget | null, row: AssignmentRow) =>
    target
      ? assignments.standings(userIds, target.progress, row.created_at)
      : Promise.resolve(new Map<string, Standing>());

  async function ownClass(teacherId: string, classId: string) {
    const row = await classes.ofTeacherById(teacherId, classId);
    if (!row) throw appError('NoResource');
    return row;
  }

  apiRoute(app, AssignmentChoices, async () => ({
    kinds: await Promise.all(catalogue.kinds.map(async (kind) => ({ kind, items: await catalogue.items(kind) }))),
  }));

  apiRoute(app, CreateAssignment, async ({ payload, session }) => {
    await ownClass(session.userId, payload.classId);
    const target = catalogue.kinds.includes(payload.kind)
      ? await catalogue.target(payload.kind, payload.paperId)
      : null;
    if (!target) throw appError('AssignmentPaperUnknown');
    checkDueDate(payload.dueDate);
    if ((await assignments.countOf(payload.classId)) >= ASSIGNMENT_MAX_PER_CLASS) throw appError('TooManyAssignments');
    // Every learner of the class hears of it: saved with the assignment, pushed once it is committed.
    const row = await notices.transaction(async (trx, notify) => {
      const created = await new AssignmentRepository(trx).create(payload.classId, payload);
      const members = await new ClassRepository(trx).members(payload.classId);
      await notify(
        members.map((member) => ({
          userId: member.user_id,
          kind: NoticeKind.Assignment,
          title: assignmentNoticeTitle(target.title, created.due_date),
          link: { route: NoticeRoute.PersonalCenter, query: {} },
        })),
      );
      return created;
    });
    return present(row, target);
  });

  apiRoute(app, ListAssignments, async ({ payload, session }) => {
    await ownClass(session.userId, payload.classId);
    const members = (await classes.members(payload.classId)).map((member) => member.user_id);
    const list = [];
    for (const row of await assignments.ofClass(payload.classId)) {
      const target = await targetOf(row);
      const standings = await standingsOf(members, target, row);
      const done = [...standings.values()].filter((standing) => standing.status === AssignmentStatus.Done).length;
      list.push({ ...present(row, target), done, members: members.length });
    }
    return { list };
  });

  apiRoute(app, GetAssignment, async ({ payload, session }) => {
    const row = await assignments.byId(payload.assignmentId);
    if (!row || !(await classes.ofTeacherById(session.userId, row.class_id))) throw appError('NoResource');
    const members = await classes.members(row.class_id);
    const target = await targetOf(row);
    const standings = await standingsOf(
      members.map((member) => member.user_id),
      target,
      row,
    );
    return {
      ...present(row, target),
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
      const target = await targetOf(row);
      const standing = (await standingsOf([session.userId], target, row)).get(session.userId);
      list.push({
        ...present(row, target),
        className: row.class_name,
        teacher: row.teacher,
        status: standing?.status ?? AssignmentStatus.NotStarted,
        score: standing?.score ?? null,
      });
    }
    return { list };
  });
}

import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AssignmentStatus, type AssignmentKind } from '@hanyu/contracts/teacher/assignments';
import { toDate, type Database } from '../../platform/db/schema.ts';

export interface AssignmentRow {
  id: string;
  class_id: string;
  kind: string;
  paper_id: string;
  due_date: string;
  note: string;
  created_at: Date | string;
}

/**
 * What counts for an assignment: attempts of an exam on the exam engine (which paper, '' for any), or
 * practice recordings of one activity (a passage read, a topic spoken about) on one item, or on one
 * learning unit (`lessonKey`), evaluated on the server or on the learner's device.
 */
export type AssignmentProgress =
  | { exam: string; paperId: string }
  | { activity: string; resourceCode: string }
  | { activity: string; lessonKey: string };

/** Where one learner stands on one assignment. */
export interface Standing {
  status: AssignmentStatus;
  /** The total of the attempt done, out of 100 (PSC: out of 100 too). */
  score: number | null;
  submittedAt: string | null;
}

/** A teacher's assignments to a class, and where its learners stand on them. */
export class AssignmentRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(
    classId: string,
    fields: { kind: AssignmentKind; paperId: string; dueDate: string; note: string },
  ): Promise<AssignmentRow> {
    const row = {
      id: randomUUID().replaceAll('-', ''),
      class_id: classId,
      kind: fields.kind,
      paper_id: fields.paperId,
      due_date: fields.dueDate,
      note: fields.note,
      created_at: new Date().toISOString(),
    };
    await this.db.insertInto('class_assignment').values(row).execute();
    return row;
  }

  async countOf(classId: string): Promise<number> {
    const counted = await this.db
      .selectFrom('class_assignment')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('class_id', '=', classId)
      .executeTakeFirst();
    return Number(counted?.n ?? 0);
  }

  async ofClass(classId: string): Promise<AssignmentRow[]> {
    return this.db
      .selectFrom('class_assignment')
      .selectAll()
      .where('class_id', '=', classId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
  }

  async byId(id: string): Promise<AssignmentRow | null> {
    return (await this.db.selectFrom('class_assignment').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
  }

  /** The assignments of every class a learner is in, with the class and its teacher. */
  async ofLearner(userId: string) {
    return this.db
      .selectFrom('class_member')
      .innerJoin('class_assignment', 'class_assignment.class_id', 'class_member.class_id')
      .innerJoin('teaching_class', 'teaching_class.id', 'class_member.class_id')
      .innerJoin('user_account', 'user_account.id', 'teaching_class.teacher_id')
      .selectAll('class_assignment')
      .select(['teaching_class.name as class_name', 'user_account.nick_name as teacher'])
      .where('class_member.user_id', '=', userId)
      .orderBy('class_assignment.due_date')
      .orderBy('class_assignment.created_at')
      .execute();
  }

  /** Where each learner stands on what counts for an assignment set at `since`. */
  async standings(
    userIds: readonly string[],
    progress: AssignmentProgress,
    since: Date | string,
  ): Promise<Map<string, Standing>> {
    const standings = new Map<string, Standing>(
      userIds.map((id) => [id, { status: AssignmentStatus.NotStarted, score: null, submittedAt: null }]),
    );
    if (userIds.length === 0) return standings;
    if ('exam' in progress) return this.examStandings(standings, progress, since);
    return this.practiceStandings(standings, progress, since);
  }

  /**
   * Done when an attempt begun after the assignment was set has been submitted (the latest such),
   * started when one is under way.
   */
  private async examStandings(
    standings: Map<string, Standing>,
    target: { exam: string; paperId: string },
    since: Date | string,
  ): Promise<Map<string, Standing>> {
    const userIds = [...standings.keys()];
    let query = this.db
      .selectFrom('exam_attempt')
      .select(['user_id', 'status', 'total_hundredths', 'submitted_at'])
      .where('user_id', 'in', [...userIds])
      .where('exam', '=', target.exam)
      .where('started_at', '>=', toDate(since).toISOString());
    if (target.paperId) query = query.where('paper_id', '=', target.paperId);
    for (const attempt of await query.execute()) {
      const current = standings.get(attempt.user_id);
      if (!current) continue;
      if (attempt.submitted_at !== null) {
        const submittedAt = toDate(attempt.submitted_at).toISOString();
        if (current.status !== AssignmentStatus.Done || (current.submittedAt ?? '') < submittedAt) {
          standings.set(attempt.user_id, {
            status: AssignmentStatus.Done,
            score: attempt.total_hundredths === null ? null : attempt.total_hundredths / 100,
            submittedAt,
          });
        }
      } else if (current.status === AssignmentStatus.NotStarted) {
        standings.set(attempt.user_id, { status: AssignmentStatus.Started, score: null, submittedAt: null });
      }
    }
    return standings;
  }

  /**
   * Done when a recording made after the assignment was set was judged (its best score, and when that
   * recording was made), started when only refused recordings (too short, silent) were made. Server and
   * device evaluations count alike.
   */
  private async practiceStandings(
    standings: Map<string, Standing>,
    target: { activity: string; resourceCode: string } | { activity: string; lessonKey: string },
    since: Date | string,
  ): Promise<Map<string, Standing>> {
    const userIds = [...standings.keys()];
    const from = toDate(since).toISOString();
    const rows = [];
    for (const table of ['evaluation_record', 'device_evaluation'] as const) {
      let query = this.db
        .selectFrom(table)
        .select(['user_id', 'overall_score', 'created_at'])
        .where('user_id', 'in', userIds)
        .where('activity', '=', target.activity)
        .where('created_at', '>=', from);
      query =
        'lessonKey' in target
          ? query.where('lesson_key', '=', target.lessonKey)
          : query.where('resource_code', '=', target.resourceCode);
      rows.push(...(await query.execute()));
    }
    for (const row of rows) {
      const current = standings.get(row.user_id);
      if (!current) continue;
      if (row.overall_score === null) {
        if (current.status === AssignmentStatus.NotStarted) {
          standings.set(row.user_id, { status: AssignmentStatus.Started, score: null, submittedAt: null });
        }
        continue;
      }
      const madeAt = toDate(row.created_at).toISOString();
      if (current.status !== AssignmentStatus.Done || (current.score ?? -1) < row.overall_score) {
        standings.set(row.user_id, { status: AssignmentStatus.Done, score: row.overall_score, submittedAt: madeAt });
      }
    }
    return standings;
  }
}

import type { Kysely, Selectable, Transaction } from 'kysely';
import { EXAM_HISTORY_PAGE_SIZE, type CompositionReview } from '@hanyu/contracts/exam/exam-engine';
import type { Dialect } from '../../platform/db/connect.ts';
import type {
  Database,
  ExamAnswerTable,
  ExamAttemptTable,
  ExamModuleTable,
  ExamRecordingTable,
  ExamSegmentTable,
} from '../../platform/db/schema.ts';
import { toDate } from '../../platform/db/schema.ts';

/** The key of a composition's review: its attempt and question. */
export function reviewKey(attemptId: string, questionId: string): string {
  return `${attemptId}\u0000${questionId}`;
}

export type AttemptRow = Selectable<ExamAttemptTable>;
export type ModuleRow = Selectable<ExamModuleTable>;
export type AnswerRow = Selectable<ExamAnswerTable>;
export type RecordingRow = Selectable<ExamRecordingTable>;
export type SegmentRow = Selectable<ExamSegmentTable>;

export interface NewAttempt {
  id: string;
  userId: string;
  exam: string;
  paperId: string;
  paperVersion: string;
  scopeCode: string;
  scope: readonly string[];
  modules: readonly { name: string; limitMs: number }[];
  /** Spoken tasks recorded from the start, each with an empty recording (others are made when first recorded). */
  recordings?: readonly string[];
  now: string;
}

/** What a test that scores an attempt itself (PSC) keeps once it is submitted. */
export interface ScoredAttempt {
  totalHundredths: number;
  grade: string | null;
  report: string;
  soundTally: string | null;
  now: string;
}

/** Everything of one attempt, read in one transaction. */
export interface AttemptRecord {
  attempt: AttemptRow;
  modules: ModuleRow[];
  answers: AnswerRow[];
  recordings: RecordingRow[];
}

/** What one change of an attempt writes, applied only if nobody changed it since it was read. */
export interface AttemptChange {
  attempt: Pick<AttemptRow, 'status' | 'current_module' | 'place_item'> &
    Partial<Pick<AttemptRow, 'total_hundredths' | 'report'>> & { submitted_at?: string };
  modules: readonly (Pick<ModuleRow, 'module' | 'status' | 'used_ms'> & { clock_at: string | null })[];
  answers: readonly { questionId: string; module: string; answer: string }[];
  evaluations?: readonly { questionId: string; evaluation: string }[];
}

/** Thrown inside a change's transaction when the attempt moved on since it was read. */
export class AttemptChanged extends Error {}

const PAGE_SIZE = EXAM_HISTORY_PAGE_SIZE;

/** The exam engine's attempts, modules, answers and recordings, and the paper versions taken. */
export class ExamEngineRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  async keepPaperVersion(exam: string, paperId: string, version: string, payload: string): Promise<void> {
    await this.db
      .insertInto('exam_paper_version')
      .values({ exam, paper_id: paperId, version, payload, created_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.columns(['exam', 'paper_id', 'version']).doNothing())
      .execute();
  }

  async paperVersion(exam: string, paperId: string, version: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('exam_paper_version')
      .select('payload')
      .where('exam', '=', exam)
      .where('paper_id', '=', paperId)
      .where('version', '=', version)
      .executeTakeFirst();
    return row?.payload ?? null;
  }

  async createAttempt(attempt: NewAttempt): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('exam_attempt')
        .values({
          id: attempt.id,
          user_id: attempt.userId,
          exam: attempt.exam,
          paper_id: attempt.paperId,
          paper_version: attempt.paperVersion,
          scope_code: attempt.scopeCode,
          scope: attempt.scope.join(','),
          status: 'inProgress',
          current_module: null,
          place_item: null,
          revision: 0,
          total_hundredths: null,
          report: null,
          started_at: attempt.now,
          updated_at: attempt.now,
          submitted_at: null,
        })
        .execute();
      for (const [position, module] of attempt.modules.entries()) {
        await trx
          .insertInto('exam_module')
          .values({
            attempt_id: attempt.id,
            module: module.name,
            position,
            status: 'notStarted',
            limit_ms: module.limitMs,
            used_ms: 0,
            clock_at: null,
          })
          .execute();
      }
      for (const itemId of attempt.recordings ?? []) {
        await trx
          .insertInto('exam_recording')
          .values(emptyRecording(attempt.id, itemId, attempt.now))
          .execute();
      }
    });
  }

  /** The candidate's attempt in progress (or paused) on a paper and scope, if any. */
  async unfinished(userId: string, exam: string, paperId: string, scopeCode: string): Promise<AttemptRow | null> {
    const row = await this.db
      .selectFrom('exam_attempt')
      .selectAll()
      .where('user_id', '=', userId)
      .where('exam', '=', exam)
      .where('paper_id', '=', paperId)
      .where('scope_code', '=', scopeCode)
      .where('status', '!=', 'submitted')
      .orderBy('started_at', 'desc')
      .executeTakeFirst();
    return row ?? null;
  }

  /** The candidate's unfinished attempts of an exam (for the paper list's 继续). */
  async unfinishedOf(userId: string, exam: string): Promise<AttemptRow[]> {
    return this.db
      .selectFrom('exam_attempt')
      .selectAll()
      .where('user_id', '=', userId)
      .where('exam', '=', exam)
      .where('status', '!=', 'submitted')
      .execute();
  }

  /** The candidate's attempt; of one exam only when `exam` is given (another test's attempt is none of its business). */
  async attempt(userId: string, attemptId: string, exam?: string): Promise<AttemptRow | null> {
    let query = this.db
      .selectFrom('exam_attempt')
      .selectAll()
      .where('id', '=', attemptId)
      .where('user_id', '=', userId);
    if (exam !== undefined) query = query.where('exam', '=', exam);
    return (await query.executeTakeFirst()) ?? null;
  }

  /**
   * The attempt with its modules, answers and recordings; `lock` holds the attempt's row for the
   * transaction on PostgreSQL (SQLite's writer lock already serialises writers).
   */
  async record(
    attemptId: string,
    db: Kysely<Database> | Transaction<Database> = this.db,
    lock = false,
  ): Promise<AttemptRecord> {
    const query = db.selectFrom('exam_attempt').selectAll().where('id', '=', attemptId);
    const attempt = await (lock && this.dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirstOrThrow();
    const modules = await db
      .selectFrom('exam_module')
      .selectAll()
      .where('attempt_id', '=', attemptId)
      .orderBy('position')
      .execute();
    const answers = await db.selectFrom('exam_answer').selectAll().where('attempt_id', '=', attemptId).execute();
    const recordings = await db
      .selectFrom('exam_recording')
      .selectAll()
      .where('attempt_id', '=', attemptId)
      .orderBy('item_id')
      .execute();
    return { attempt, modules, answers, recordings };
  }

  /**
   * Reads the attempt, lets `decide` work out the change, and writes it in one transaction, moving
   * the revision on; when another change got in between (two tabs, a submit racing a save) the
   * revision check fails and the whole thing is done again on what is there now.
   */
  async change<T>(
    attemptId: string,
    decide: (record: AttemptRecord) => { change: AttemptChange; value: T },
  ): Promise<T> {
    for (let tries = 0; ; tries++) {
      try {
        return await this.db.transaction().execute(async (trx) => {
          const record = await this.record(attemptId, trx, true);
          const { change, value } = decide(record);
          await this.write(trx, record.attempt, change);
          return value;
        });
      } catch (error) {
        if (!(error instanceof AttemptChanged) || tries >= 8) throw error;
      }
    }
  }

  private async write(trx: Transaction<Database>, attempt: AttemptRow, change: AttemptChange): Promise<void> {
    const now = new Date().toISOString();
    const moved = await trx
      .updateTable('exam_attempt')
      .set({ ...change.attempt, revision: attempt.revision + 1, updated_at: now })
      .where('id', '=', attempt.id)
      .where('revision', '=', attempt.revision)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw new AttemptChanged();
    for (const module of change.modules) {
      await trx
        .updateTable('exam_module')
        .set({ status: module.status, used_ms: module.used_ms, clock_at: module.clock_at })
        .where('attempt_id', '=', attempt.id)
        .where('module', '=', module.module)
        .execute();
    }
    for (const answer of change.answers) {
      await trx
        .insertInto('exam_answer')
        .values({
          attempt_id: attempt.id,
          question_id: answer.questionId,
          module: answer.module,
          answer: answer.answer,
          evaluation: null,
          saved_at: now,
        })
        .onConflict((conflict) =>
          conflict
            .columns(['attempt_id', 'question_id'])
            .doUpdateSet({ answer: answer.answer, evaluation: null, saved_at: now }),
        )
        .execute();
    }
    for (const { questionId, evaluation } of change.evaluations ?? []) {
      await trx
        .updateTable('exam_answer')
        .set({ evaluation })
        .where('attempt_id', '=', attempt.id)
        .where('question_id', '=', questionId)
        .execute();
    }
  }

  async history(userId: string, exam: string, paperIdPrefix: string, page: number, pageSize = PAGE_SIZE) {
    const base = this.db
      .selectFrom('exam_attempt')
      .where('user_id', '=', userId)
      .where('exam', '=', exam)
      .where('paper_id', 'like', `${paperIdPrefix}%`);
    const { count } = await base
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    const rows = await base
      .selectAll()
      .orderBy('started_at', 'desc')
      .orderBy('id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    return { total: Number(count), rows };
  }

  /**
   * The submitted attempts of some users on one exam (or several), newest first, with their stored reports (a
   * teacher's review queue reads the compositions in them).
   */
  async submittedOf(
    userIds: readonly string[],
    exam: string | readonly string[],
    limit: number,
  ): Promise<AttemptRow[]> {
    if (userIds.length === 0) return [];
    return this.db
      .selectFrom('exam_attempt')
      .selectAll()
      .where('user_id', 'in', [...userIds])
      .where('exam', 'in', typeof exam === 'string' ? [exam] : [...exam])
      .where('status', '=', 'submitted')
      .where('report', 'is not', null)
      .orderBy('submitted_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** The teachers' reviews of an attempt's compositions, by question, with the teacher's nickname. */
  async reviewsOf(attemptIds: readonly string[]): Promise<Map<string, CompositionReview>> {
    const reviews = new Map<string, CompositionReview>();
    if (attemptIds.length === 0) return reviews;
    const rows = await this.db
      .selectFrom('composition_review')
      .innerJoin('user_account', 'user_account.id', 'composition_review.teacher_id')
      .selectAll('composition_review')
      .select('user_account.nick_name')
      .where('composition_review.attempt_id', 'in', [...attemptIds])
      .execute();
    for (const row of rows) {
      reviews.set(reviewKey(row.attempt_id, row.question_id), {
        traits: { cohesion: row.cohesion, language: row.language, content: row.content, structure: row.structure },
        comment: row.comment,
        teacher: row.nick_name,
        reviewedAt: toDate(row.reviewed_at).toISOString(),
      });
    }
    return reviews;
  }

  /**
   * Keeps a submitted attempt's report as it now stands (a teacher's review counted in it), with its
   * total, which the lists, results and class standings read.
   */
  async storeReport(attemptId: string, report: { total: number }): Promise<void> {
    await this.db
      .updateTable('exam_attempt')
      .set({ report: JSON.stringify(report), total_hundredths: Math.round(report.total * 100) })
      .where('id', '=', attemptId)
      .where('status', '=', 'submitted')
      .execute();
  }

  /** Keeps a teacher's review of one composition (replacing an earlier one). */
  async saveReview(review: {
    attemptId: string;
    questionId: string;
    teacherId: string;
    traits: CompositionReview['traits'];
    comment: string;
  }): Promise<void> {
    const values = {
      teacher_id: review.teacherId,
      cohesion: review.traits.cohesion,
      language: review.traits.language,
      content: review.traits.content,
      structure: review.traits.structure,
      comment: review.comment,
      reviewed_at: new Date().toISOString(),
    };
    await this.db
      .insertInto('composition_review')
      .values({ attempt_id: review.attemptId, question_id: review.questionId, ...values })
      .onConflict((conflict) => conflict.columns(['attempt_id', 'question_id']).doUpdateSet(values))
      .execute();
  }

  /** Deletes an attempt and its rows; answers the recordings' file keys (segments and joined). */
  async deleteAttempt(attemptId: string): Promise<string[]> {
    return this.db.transaction().execute(async (trx) => {
      const segments = await trx
        .selectFrom('exam_segment')
        .select('file_key')
        .where('attempt_id', '=', attemptId)
        .execute();
      const recordings = await trx
        .selectFrom('exam_recording')
        .select('recording_key')
        .where('attempt_id', '=', attemptId)
        .execute();
      for (const table of [
        'exam_segment',
        'exam_recording',
        'exam_answer',
        'exam_module',
        'composition_review',
      ] as const) {
        await trx.deleteFrom(table).where('attempt_id', '=', attemptId).execute();
      }
      await trx.deleteFrom('exam_attempt').where('id', '=', attemptId).execute();
      return [
        ...segments.map((row) => row.file_key),
        ...recordings.flatMap((row) => (row.recording_key ? [row.recording_key] : [])),
      ];
    });
  }

  async recording(attemptId: string, itemId: string): Promise<RecordingRow | null> {
    const row = await this.db
      .selectFrom('exam_recording')
      .selectAll()
      .where('attempt_id', '=', attemptId)
      .where('item_id', '=', itemId)
      .executeTakeFirst();
    return row ?? null;
  }

  /** Starts a task's recording (again): a new round, nothing recorded, no evaluation. */
  async restartRecording(attemptId: string, itemId: string): Promise<void> {
    const now = new Date().toISOString();
    const existing = await this.recording(attemptId, itemId);
    if (!existing) {
      await this.db
        .insertInto('exam_recording')
        .values(emptyRecording(attemptId, itemId, now))
        .onConflict((conflict) => conflict.columns(['attempt_id', 'item_id']).doNothing())
        .execute();
      return;
    }
    await this.db
      .updateTable('exam_recording')
      .set({
        round: existing.round + 1,
        segments: 0,
        recorded_ms: 0,
        finished: 0,
        recording_key: null,
        evaluation: null,
        updated_at: now,
        place: 0,
        heard_place: null,
        heard_segments: null,
      })
      .where('attempt_id', '=', attemptId)
      .where('item_id', '=', itemId)
      .execute();
  }

  /**
   * Adds segment `seq` at the end of a task's recording, in one transaction: a segment already
   * saved (a resend) changes nothing; one after a gap is refused.
   */
  async addSegment(segment: {
    attemptId: string;
    itemId: string;
    round: number;
    seq: number;
    fileKey: string;
    samples: number;
    ms: number;
  }): Promise<'added' | 'duplicate' | 'gap'> {
    return this.db.transaction().execute(async (trx) => {
      const recording = await trx
        .selectFrom('exam_recording')
        .select(['segments', 'round', 'recorded_ms'])
        .where('attempt_id', '=', segment.attemptId)
        .where('item_id', '=', segment.itemId)
        .executeTakeFirstOrThrow();
      if (recording.round !== segment.round || segment.seq < recording.segments) return 'duplicate';
      if (segment.seq > recording.segments) return 'gap';
      const now = new Date().toISOString();
      const inserted = await trx
        .insertInto('exam_segment')
        .values({
          attempt_id: segment.attemptId,
          item_id: segment.itemId,
          round: segment.round,
          seq: segment.seq,
          file_key: segment.fileKey,
          samples: segment.samples,
          created_at: now,
        })
        .onConflict((conflict) => conflict.columns(['attempt_id', 'item_id', 'round', 'seq']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return 'duplicate';
      await trx
        .updateTable('exam_recording')
        .set({ segments: segment.seq + 1, recorded_ms: recording.recorded_ms + segment.ms, updated_at: now })
        .where('attempt_id', '=', segment.attemptId)
        .where('item_id', '=', segment.itemId)
        .execute();
      await trx.updateTable('exam_attempt').set({ updated_at: now }).where('id', '=', segment.attemptId).execute();
      return 'added';
    });
  }

  async segments(attemptId: string, itemId: string, round: number): Promise<SegmentRow[]> {
    return this.db
      .selectFrom('exam_segment')
      .selectAll()
      .where('attempt_id', '=', attemptId)
      .where('item_id', '=', itemId)
      .where('round', '=', round)
      .orderBy('seq')
      .execute();
  }

  async finishRecording(
    attemptId: string,
    itemId: string,
    round: number,
    recordingKey: string | null,
    evaluation: string,
  ): Promise<void> {
    await this.db
      .updateTable('exam_recording')
      .set({ finished: 1, recording_key: recordingKey, evaluation, updated_at: new Date().toISOString() })
      .where('attempt_id', '=', attemptId)
      .where('item_id', '=', itemId)
      .where('round', '=', round)
      .execute();
  }

  /**
   * The candidate's place in a task read item by item, and that task as the attempt's last, in one
   * transaction. Only a recording not yet finished moves (a save racing its end changes nothing). A
   * place the candidate moves replaces the place heard from the recording; the same place sent again
   * (each segment carries the mark) leaves it.
   */
  async savePlace(attemptId: string, itemId: string, place: number): Promise<void> {
    const now = new Date().toISOString();
    await this.db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('exam_recording')
        .set((eb) => ({
          place,
          heard_place: eb.case().when('place', '=', place).then(eb.ref('heard_place')).else(null).end(),
          updated_at: now,
        }))
        .where('attempt_id', '=', attemptId)
        .where('item_id', '=', itemId)
        .where('finished', '=', 0)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) return;
      await trx
        .updateTable('exam_attempt')
        .set({ place_item: itemId, updated_at: now })
        .where('id', '=', attemptId)
        .where('status', '!=', 'submitted')
        .execute();
    });
  }

  /** The place heard from a recording's first `segments` segments; nothing changes once it moved on (finished or a new round). */
  async saveHeardPlace(attemptId: string, itemId: string, round: number, heard: { place: number; segments: number }) {
    await this.db
      .updateTable('exam_recording')
      .set({ heard_place: heard.place, heard_segments: heard.segments })
      .where('attempt_id', '=', attemptId)
      .where('item_id', '=', itemId)
      .where('round', '=', round)
      .where('finished', '=', 0)
      .execute();
  }

  /**
   * Marks an attempt scored by its test submitted, with its total, grade, report and sound tally, and
   * closes its modules; false when it was already submitted.
   */
  async submitScored(attemptId: string, scored: ScoredAttempt): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('exam_attempt')
        .set((eb) => ({
          status: 'submitted',
          total_hundredths: scored.totalHundredths,
          grade: scored.grade,
          report: scored.report,
          sound_tally: scored.soundTally,
          submitted_at: scored.now,
          updated_at: scored.now,
          revision: eb('revision', '+', 1),
        }))
        .where('id', '=', attemptId)
        .where('status', '!=', 'submitted')
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await trx
        .updateTable('exam_module')
        .set({ status: 'closed', clock_at: null })
        .where('attempt_id', '=', attemptId)
        .execute();
      return true;
    });
  }

  /** Keeps the sound tally of an attempt submitted before tallies were kept (read from its recordings once). */
  async keepSoundTally(attemptId: string, tally: string): Promise<void> {
    await this.db
      .updateTable('exam_attempt')
      .set({ sound_tally: tally })
      .where('id', '=', attemptId)
      .where('sound_tally', 'is', null)
      .execute();
  }
}

function emptyRecording(attemptId: string, itemId: string, now: string) {
  return {
    attempt_id: attemptId,
    item_id: itemId,
    round: 0,
    segments: 0,
    recorded_ms: 0,
    finished: 0,
    recording_key: null,
    evaluation: null,
    updated_at: now,
  };
}

import type { Kysely, Selectable } from 'kysely';
import { ContentCollection } from '@hanyu/content/catalogue';
import type { PscPart } from '@hanyu/contracts/psc/exam-paper';
import type { Database, PscExamAttemptTable, PscExamPartTable } from '../../platform/db/schema.ts';
import { FileObjectRepository, type FileObject } from '../../platform/files/file-object-repository.ts';
import { samplesToMs } from './exam-audio.ts';

const PAPERS = ContentCollection.PscPaper;

export type AttemptRow = Selectable<PscExamAttemptTable>;
/** A new attempt: timestamps as ISO text, as every insert writes them. */
export type NewAttempt = Omit<AttemptRow, 'started_at' | 'updated_at' | 'submitted_at'> & {
  started_at: string;
  updated_at: string;
  submitted_at: null;
};
export type PartRow = Selectable<PscExamPartTable>;

export interface NewSegment {
  attemptId: string;
  part: PscPart;
  round: number;
  seq: number;
  fileKey: string;
  samples: number;
}

export interface PartOutcome {
  status: string;
  recordingKey: string | null;
  resultKey: string | null;
  refusal: string | null;
}

/** Mock PSC attempts, their parts and recorded segments, and the paper versions they were taken on. */
export class ExamRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async papers() {
    return this.db
      .selectFrom('content_item')
      .select(['id', 'title', 'title_en', 'payload'])
      .where('collection', '=', PAPERS)
      .orderBy('position')
      .execute();
  }

  async paper(id: string) {
    return this.db
      .selectFrom('content_item')
      .select(['id', 'title', 'title_en', 'payload'])
      .where('collection', '=', PAPERS)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Keeps a paper version (once): attempts are scored against the version they were taken on. */
  async keepPaperVersion(paperId: string, version: string, payload: string): Promise<void> {
    await this.db
      .insertInto('psc_paper_version')
      .values({ paper_id: paperId, version, payload, created_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.columns(['paper_id', 'version']).doNothing())
      .execute();
  }

  async paperVersion(paperId: string, version: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('psc_paper_version')
      .select('payload')
      .where('paper_id', '=', paperId)
      .where('version', '=', version)
      .executeTakeFirst();
    return row?.payload ?? null;
  }

  async createAttempt(row: NewAttempt, parts: readonly PscPart[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('psc_exam_attempt').values(row).execute();
      for (const part of parts) {
        await trx
          .insertInto('psc_exam_part')
          .values({
            attempt_id: row.id,
            part,
            status: 'notStarted',
            round: 0,
            segments: 0,
            recorded_ms: 0,
            recording_key: null,
            result_key: null,
            refusal: null,
            updated_at: row.started_at,
            place_item: 0,
            heard_item: null,
            heard_segments: null,
          })
          .execute();
      }
    });
  }

  /** The candidate's attempt in progress (on one paper, or any), newest first. */
  async inProgress(userId: string, paperId?: string): Promise<AttemptRow | undefined> {
    let query = this.db
      .selectFrom('psc_exam_attempt')
      .selectAll()
      .where('user_id', '=', userId)
      .where('status', '=', 'inProgress');
    if (paperId !== undefined) query = query.where('paper_id', '=', paperId);
    return query.orderBy('started_at', 'desc').executeTakeFirst();
  }

  async attempt(userId: string, id: string): Promise<AttemptRow | undefined> {
    return this.db
      .selectFrom('psc_exam_attempt')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  async parts(attemptId: string): Promise<PartRow[]> {
    return this.db
      .selectFrom('psc_exam_part')
      .selectAll()
      .where('attempt_id', '=', attemptId)
      .orderBy('part')
      .execute();
  }

  /**
   * Adds a segment at the end of a part's recording, in one transaction. The segment must be the
   * next one (`seq` = segments saved); a segment already saved (a resend) changes nothing, and of
   * two concurrent saves of one segment only the first counts (the primary key decides).
   * Answers whether the segment was new; throws 'gap' when an earlier segment is missing.
   */
  async addSegment(segment: NewSegment, now: Date): Promise<'added' | 'duplicate' | 'gap'> {
    return this.db.transaction().execute(async (trx) => {
      const part = await trx
        .selectFrom('psc_exam_part')
        .select(['segments', 'round'])
        .where('attempt_id', '=', segment.attemptId)
        .where('part', '=', segment.part)
        .executeTakeFirstOrThrow();
      if (part.round !== segment.round || segment.seq < part.segments) return 'duplicate';
      if (segment.seq > part.segments) return 'gap';
      const inserted = await trx
        .insertInto('psc_exam_segment')
        .values({
          attempt_id: segment.attemptId,
          part: segment.part,
          round: segment.round,
          seq: segment.seq,
          file_key: segment.fileKey,
          samples: segment.samples,
          created_at: now.toISOString(),
        })
        .onConflict((conflict) => conflict.columns(['attempt_id', 'part', 'round', 'seq']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return 'duplicate';
      await trx
        .updateTable('psc_exam_part')
        .set((eb) => ({
          segments: eb('segments', '+', 1),
          recorded_ms: eb('recorded_ms', '+', samplesToMs(segment.samples)),
          status: 'recording',
          updated_at: now.toISOString(),
        }))
        .where('attempt_id', '=', segment.attemptId)
        .where('part', '=', segment.part)
        .where('segments', '=', segment.seq)
        .execute();
      await trx
        .updateTable('psc_exam_attempt')
        .set({ updated_at: now.toISOString() })
        .where('id', '=', segment.attemptId)
        .execute();
      return 'added';
    });
  }

  async segments(attemptId: string, part: PscPart, round: number) {
    return this.db
      .selectFrom('psc_exam_segment')
      .select(['seq', 'file_key', 'samples'])
      .where('attempt_id', '=', attemptId)
      .where('part', '=', part)
      .where('round', '=', round)
      .orderBy('seq')
      .execute();
  }

  /** Records a finished part and the file_object rows of its files, in one transaction. */
  async finishPart(
    attemptId: string,
    part: PscPart,
    round: number,
    outcome: PartOutcome,
    files: readonly FileObject[],
    now: Date,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const objects = new FileObjectRepository(trx);
      for (const file of files) await objects.upsert(file);
      await trx
        .updateTable('psc_exam_part')
        .set({
          status: outcome.status,
          recording_key: outcome.recordingKey,
          result_key: outcome.resultKey,
          refusal: outcome.refusal,
          updated_at: now.toISOString(),
        })
        .where('attempt_id', '=', attemptId)
        .where('part', '=', part)
        .where('round', '=', round)
        .execute();
      await trx
        .updateTable('psc_exam_attempt')
        .set({ updated_at: now.toISOString() })
        .where('id', '=', attemptId)
        .execute();
    });
  }

  /** Starts a part again (a refused recording): a new round, nothing recorded. */
  async restartPart(attemptId: string, part: PscPart, now: Date): Promise<void> {
    await this.db
      .updateTable('psc_exam_part')
      .set((eb) => ({
        round: eb('round', '+', 1),
        status: 'notStarted',
        segments: 0,
        recorded_ms: 0,
        recording_key: null,
        result_key: null,
        refusal: null,
        place_item: 0,
        heard_item: null,
        heard_segments: null,
        updated_at: now.toISOString(),
      }))
      .where('attempt_id', '=', attemptId)
      .where('part', '=', part)
      .execute();
  }

  /**
   * The candidate's place: the item reached in a part and that part as the attempt's last, in one
   * transaction. Only a part not yet finished moves (a save racing the part's end changes nothing).
   */
  async savePlace(attemptId: string, part: PscPart, item: number, now: Date): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('psc_exam_part')
        // A mark the candidate moves replaces the place heard from the recording; the mark each
        // segment carries, unmoved, leaves it.
        .set((eb) => ({
          place_item: item,
          heard_item: eb.case().when('place_item', '=', item).then(eb.ref('heard_item')).else(null).end(),
          updated_at: now.toISOString(),
        }))
        .where('attempt_id', '=', attemptId)
        .where('part', '=', part)
        .where('status', 'in', ['notStarted', 'recording'])
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) return;
      await trx
        .updateTable('psc_exam_attempt')
        .set({ place_part: part, updated_at: now.toISOString() })
        .where('id', '=', attemptId)
        .where('status', '=', 'inProgress')
        .execute();
    });
  }

  /**
   * The place heard from the first `segments` segments of a part's current round; nothing changes
   * once the part has moved on (finished, or restarted into a new round).
   */
  async saveHeardPlace(attemptId: string, part: PscPart, round: number, heard: { item: number; segments: number }) {
    await this.db
      .updateTable('psc_exam_part')
      .set({ heard_item: heard.item, heard_segments: heard.segments })
      .where('attempt_id', '=', attemptId)
      .where('part', '=', part)
      .where('round', '=', round)
      .where('status', 'in', ['notStarted', 'recording'])
      .execute();
  }

  async chooseTopic(attemptId: string, topicId: string, now: Date): Promise<void> {
    await this.db
      .updateTable('psc_exam_attempt')
      .set({ topic_id: topicId, updated_at: now.toISOString() })
      .where('id', '=', attemptId)
      .execute();
  }

  /**
   * Marks the attempt submitted with its score and the sound tally of its read parts; false when it
   * was no longer in progress.
   */
  async submit(
    attemptId: string,
    scored: { totalHundredths: number; grade: string | null; score: string; problems: string; now: Date },
  ) {
    const result = await this.db
      .updateTable('psc_exam_attempt')
      .set({
        status: 'submitted',
        total_hundredths: scored.totalHundredths,
        grade: scored.grade,
        score: scored.score,
        problems: scored.problems,
        submitted_at: scored.now.toISOString(),
        updated_at: scored.now.toISOString(),
      })
      .where('id', '=', attemptId)
      .where('status', '=', 'inProgress')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Keeps the sound tally of a test submitted before tallies were kept (read from its parts once). */
  async keepProblems(attemptId: string, problems: string): Promise<void> {
    await this.db
      .updateTable('psc_exam_attempt')
      .set({ problems })
      .where('id', '=', attemptId)
      .where('problems', 'is', null)
      .execute();
  }

  async history(userId: string, page: number, pageSize: number) {
    const query = this.db.selectFrom('psc_exam_attempt').where('user_id', '=', userId);
    const counted = await query.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirst();
    const rows = await query
      .leftJoin('content_item', (join) =>
        join.onRef('content_item.id', '=', 'psc_exam_attempt.paper_id').on('content_item.collection', '=', PAPERS),
      )
      .select([
        'psc_exam_attempt.id',
        'psc_exam_attempt.paper_id',
        'psc_exam_attempt.status',
        'psc_exam_attempt.started_at',
        'psc_exam_attempt.submitted_at',
        'psc_exam_attempt.total_hundredths',
        'psc_exam_attempt.grade',
        'content_item.title',
        'content_item.title_en',
      ])
      .orderBy('psc_exam_attempt.started_at', 'desc')
      .orderBy('psc_exam_attempt.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    return { total: Number(counted?.total ?? 0), rows };
  }
}

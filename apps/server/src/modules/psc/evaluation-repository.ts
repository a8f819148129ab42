import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { FileObjectRepository, type FileObject } from '../../platform/files/file-object-repository.ts';

export interface NewEvaluationRecord {
  id: string;
  userId: string;
  kind: string;
  category: string | null;
  level: string | null;
  resourceCode: string | null;
  /** The result kind (practice, passage, topic, eloquence). */
  activity: string;
  lessonKey: string | null;
  targetPinyin: string | null;
  targetText: string | null;
  recordingKey: string;
  resultKey: string;
  durationMs: number;
  qualityCode: number | null;
  overallScore: number | null;
  /** JSON SoundTally of an accepted recording. */
  problems: string | null;
  createdAt: Date;
}

/** The evaluation history rows (the recording and the full result live in the file store). */
export class EvaluationRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The row and the file_object rows of its files (whose bytes are already stored), in one
   * transaction: one commit, so one fsync on SQLite, whose writes hold the event loop.
   */
  async insertWithFiles(record: NewEvaluationRecord, files: FileObject[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const objects = new FileObjectRepository(trx);
      for (const file of files) await objects.upsert(file);
      await new EvaluationRepository(trx).insert(record);
    });
  }

  private async insert(record: NewEvaluationRecord): Promise<void> {
    await this.db
      .insertInto('evaluation_record')
      .values({
        id: record.id,
        user_id: record.userId,
        kind: record.kind,
        category: record.category,
        level: record.level,
        resource_code: record.resourceCode,
        activity: record.activity,
        lesson_key: record.lessonKey,
        target_pinyin: record.targetPinyin,
        target_text: record.targetText,
        recording_key: record.recordingKey,
        result_key: record.resultKey,
        duration_ms: record.durationMs,
        quality_code: record.qualityCode,
        overall_score: record.overallScore,
        problems: record.problems,
        created_at: record.createdAt.toISOString(),
      })
      .execute();
  }

  /** One page of a learner's evaluations, newest first. */
  async page(userId: string, resourceCode: string | undefined, page: number, pageSize: number) {
    let query = this.db.selectFrom('evaluation_record').where('user_id', '=', userId);
    if (resourceCode !== undefined) query = query.where('resource_code', '=', resourceCode);
    const counted = await query.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirst();
    const rows = await query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    return { total: Number(counted?.total ?? 0), rows };
  }

  async find(userId: string, id: string) {
    return this.db
      .selectFrom('evaluation_record')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /**
   * The sound tallies of a learner's last `limit` accepted evaluations, oldest first: those made here
   * and those made on the learner's device (device_evaluation), which count alike.
   */
  async recentProblems(userId: string, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom((eb) =>
        eb
          .selectFrom('evaluation_record')
          .select(['id', 'problems', 'created_at'])
          .where('user_id', '=', userId)
          .where('problems', 'is not', null)
          .unionAll(
            eb
              .selectFrom('device_evaluation')
              .select(['id', 'problems', 'created_at'])
              .where('user_id', '=', userId)
              .where('problems', 'is not', null),
          )
          .as('evaluated'),
      )
      .select(['problems', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.reverse().flatMap((row) => (row.problems ? [row.problems] : []));
  }
}

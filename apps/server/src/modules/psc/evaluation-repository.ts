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
  targetPinyin: string | null;
  targetText: string | null;
  recordingKey: string;
  resultKey: string;
  durationMs: number;
  qualityCode: number | null;
  overallScore: number | null;
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
        target_pinyin: record.targetPinyin,
        target_text: record.targetText,
        recording_key: record.recordingKey,
        result_key: record.resultKey,
        duration_ms: record.durationMs,
        quality_code: record.qualityCode,
        overall_score: record.overallScore,
        created_at: record.createdAt.toISOString(),
      })
      .execute();
  }
}

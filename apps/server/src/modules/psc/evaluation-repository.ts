import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

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

  async insert(record: NewEvaluationRecord): Promise<void> {
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

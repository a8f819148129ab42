import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

export interface NewDeviceEvaluation {
  id: string;
  userId: string;
  clientId: string;
  activity: string;
  resourceCode: string | null;
  lessonKey: string | null;
  targetPinyin: string | null;
  targetText: string | null;
  durationMs: number;
  qualityCode: number | null;
  overallScore: number | null;
  /** JSON of the five sub-scores, null when refused. */
  scores: string | null;
  /** JSON of the judged syllables. */
  syllables: string;
  /** JSON SoundTally of an accepted recording. */
  problems: string | null;
  createdAt: Date;
}

/** Evaluations made on learners' devices: their scores and syllable results, never a recording. */
export class DeviceEvaluationRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Keeps a result once per browser id: a resend (a lost answer, a retry) finds the row the first
   * send wrote, on both dialects and between instances (the unique key decides). Answers the row's id.
   */
  async keep(row: NewDeviceEvaluation): Promise<string> {
    await this.db
      .insertInto('device_evaluation')
      .values({
        id: row.id,
        user_id: row.userId,
        client_id: row.clientId,
        activity: row.activity,
        resource_code: row.resourceCode,
        lesson_key: row.lessonKey,
        target_pinyin: row.targetPinyin,
        target_text: row.targetText,
        duration_ms: row.durationMs,
        quality_code: row.qualityCode,
        overall_score: row.overallScore,
        scores: row.scores,
        syllables: row.syllables,
        problems: row.problems,
        created_at: row.createdAt.toISOString(),
      })
      .onConflict((conflict) => conflict.columns(['user_id', 'client_id']).doNothing())
      .execute();
    const kept = await this.db
      .selectFrom('device_evaluation')
      .select('id')
      .where('user_id', '=', row.userId)
      .where('client_id', '=', row.clientId)
      .executeTakeFirstOrThrow();
    return kept.id;
  }
}

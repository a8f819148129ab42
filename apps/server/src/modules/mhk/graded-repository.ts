import { sql, type Kysely } from 'kysely';
import type { LearnerInfo, UnitProgress } from '@hanyu/contracts/mhk/graded';
import { STUDY_ORDER, type StudyType } from '@hanyu/contracts/mhk/graded';
import { toDate, type Database } from '../../platform/db/schema.ts';

export interface StoredState {
  currentGrade: string;
  previousPeriodId: string | null;
  currentPeriodId: string;
  currentModuleCode: StudyType;
  updatedAt: string;
}

const emptyProgress = (): UnitProgress => ({ done: [], best: {} });

/**
 * The graded course's learner data (migration 0032): progress per unit and study type, the learning
 * state, and time on task. Every write is one statement that merges with what is stored (best score
 * kept, done never undone, seconds added), so two tabs or two instances writing at once lose nothing.
 */
export class GradedRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Progress of the learner's units, by unit key (units never studied are absent). */
  async progress(userId: string, unitKeys?: readonly string[]): Promise<Map<string, UnitProgress>> {
    let query = this.db
      .selectFrom('graded_progress')
      .select(['unit_key', 'study_type', 'done', 'best_score'])
      .where('user_id', '=', userId);
    if (unitKeys) {
      if (unitKeys.length === 0) return new Map();
      query = query.where('unit_key', 'in', [...unitKeys]);
    }
    const rows = await query.execute();
    const out = new Map<string, UnitProgress>();
    for (const row of rows) {
      const entry = out.get(row.unit_key) ?? emptyProgress();
      const type = row.study_type as StudyType;
      if (Number(row.done) === 1) entry.done.push(type);
      if (row.best_score !== null) entry.best[type] = Number(row.best_score);
      out.set(row.unit_key, entry);
    }
    for (const entry of out.values()) entry.done.sort((a, b) => STUDY_ORDER.indexOf(a) - STUDY_ORDER.indexOf(b));
    return out;
  }

  async unitProgress(userId: string, unitKey: string): Promise<UnitProgress> {
    return (await this.progress(userId, [unitKey])).get(unitKey) ?? emptyProgress();
  }

  /**
   * Records a study of one type: `score` for a checked type (the best one is kept), `done` once it
   * is reached (never undone by a later, lower result).
   */
  async record(
    userId: string,
    unitKey: string,
    studyType: StudyType,
    result: { done: boolean; score: number | null },
    now = new Date(),
  ): Promise<void> {
    await this.db
      .insertInto('graded_progress')
      .values({
        user_id: userId,
        unit_key: unitKey,
        study_type: studyType,
        done: result.done ? 1 : 0,
        best_score: result.score,
        attempts: 1,
        updated_at: now.toISOString(),
      })
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'unit_key', 'study_type']).doUpdateSet({
          done: sql<number>`case when graded_progress.done = 1 or excluded.done = 1 then 1 else 0 end`,
          best_score: sql<
            number | null
          >`case when graded_progress.best_score is null or excluded.best_score > graded_progress.best_score then excluded.best_score else graded_progress.best_score end`,
          attempts: sql<number>`graded_progress.attempts + 1`,
          updated_at: sql<string>`excluded.updated_at`,
        }),
      )
      .execute();
  }

  async state(userId: string): Promise<StoredState | null> {
    const row = await this.db.selectFrom('graded_state').selectAll().where('user_id', '=', userId).executeTakeFirst();
    return row
      ? {
          currentGrade: row.current_grade,
          previousPeriodId: row.previous_period_id,
          currentPeriodId: row.current_period_id,
          currentModuleCode: row.current_module_code as StudyType,
          updatedAt: toDate(row.updated_at).toISOString(),
        }
      : null;
  }

  /**
   * Moves the learner to a unit and study type. Opening another unit makes the current one the
   * previous; the grade is kept unless `grade` is given (placement, promotion).
   */
  async moveTo(
    userId: string,
    unitKey: string,
    module: StudyType,
    grade: string,
    now = new Date(),
  ): Promise<StoredState> {
    const at = now.toISOString();
    await this.db
      .insertInto('graded_state')
      .values({
        user_id: userId,
        current_grade: grade,
        previous_period_id: null,
        current_period_id: unitKey,
        current_module_code: module,
        updated_at: at,
      })
      .onConflict((conflict) =>
        conflict.column('user_id').doUpdateSet({
          previous_period_id: sql<
            string | null
          >`case when graded_state.current_period_id = excluded.current_period_id then graded_state.previous_period_id else graded_state.current_period_id end`,
          current_period_id: sql<string>`excluded.current_period_id`,
          current_module_code: sql<string>`excluded.current_module_code`,
          updated_at: sql<string>`excluded.updated_at`,
        }),
      )
      .execute();
    const state = await this.state(userId);
    if (!state) throw new Error('learning state not stored');
    return state;
  }

  /**
   * Moves a learner who passed a grade's promotion exam into the next grade, at its first unit: only
   * when their grade is still one of `from` (the passed grade or one before it), so a pass counted
   * twice at once, or a pass of a grade already left behind, moves no one further. True when moved.
   */
  async promote(
    userId: string,
    from: readonly string[],
    to: { grade: string; unitKey: string },
    now = new Date(),
  ): Promise<void> {
    if (from.length === 0) return;
    // One statement: a learner without a stored state (placed by the diagnosis or at the start) gets
    // one in the next grade; a stored state moves only while its grade is one of `from`.
    await this.db
      .insertInto('graded_state')
      .values({
        user_id: userId,
        current_grade: to.grade,
        previous_period_id: null,
        current_period_id: to.unitKey,
        current_module_code: STUDY_ORDER[0] ?? '',
        updated_at: now.toISOString(),
      })
      .onConflict((conflict) =>
        conflict
          .column('user_id')
          .doUpdateSet({
            current_grade: sql<string>`excluded.current_grade`,
            previous_period_id: sql<string>`graded_state.current_period_id`,
            current_period_id: sql<string>`excluded.current_period_id`,
            current_module_code: sql<string>`excluded.current_module_code`,
            updated_at: sql<string>`excluded.updated_at`,
          })
          .where('graded_state.current_grade', 'in', [...from]),
      )
      .execute();
  }

  /** Adds seconds to a timer of a unit; returns the timer's new total for that unit. */
  async addTime(userId: string, timer: string, unitKey: string, seconds: number, now = new Date()): Promise<number> {
    await this.db
      .insertInto('study_time')
      .values({ user_id: userId, timer, unit_key: unitKey, seconds, updated_at: now.toISOString() })
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'timer', 'unit_key']).doUpdateSet({
          seconds: sql<number>`study_time.seconds + excluded.seconds`,
          updated_at: sql<string>`excluded.updated_at`,
        }),
      )
      .execute();
    const row = await this.db
      .selectFrom('study_time')
      .select('seconds')
      .where('user_id', '=', userId)
      .where('timer', '=', timer)
      .where('unit_key', '=', unitKey)
      .executeTakeFirstOrThrow();
    return Number(row.seconds);
  }

  /** Seconds per timer over every unit. */
  async times(userId: string): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('study_time')
      .select(['timer', (eb) => eb.fn.sum<number | string>('seconds').as('seconds')])
      .where('user_id', '=', userId)
      .groupBy('timer')
      .execute();
    return new Map(rows.map((row) => [row.timer, Number(row.seconds)]));
  }

  /** What the learner told the minority area about themselves, or null before they did. */
  async learnerInfo(userId: string): Promise<LearnerInfo | null> {
    const row = await this.db
      .selectFrom('minority_learner_info')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row
      ? {
          region: row.region,
          firstLanguage: row.first_language as LearnerInfo['firstLanguage'],
          schoolLevel: row.school_level as LearnerInfo['schoolLevel'],
        }
      : null;
  }

  async saveLearnerInfo(userId: string, info: LearnerInfo, now = new Date()): Promise<void> {
    const values = {
      region: info.region,
      first_language: info.firstLanguage,
      school_level: info.schoolLevel,
      updated_at: now.toISOString(),
    };
    await this.db
      .insertInto('minority_learner_info')
      .values({ user_id: userId, ...values })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
      .execute();
  }
}

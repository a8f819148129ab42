import { sql, type AliasedExpression, type Kysely } from 'kysely';
import type { ContentCollection } from '@hanyu/content/catalogue';
import { PscAttemptStatus } from '@hanyu/contracts/psc/exam';
import { ResultKind, ResultSource } from '@hanyu/contracts/psc/results';
import type { Database } from '../../platform/db/schema.ts';
import { PSC_EXAM } from './exam-repository.ts';

/** Which of the learner's results: one kind or all, from an instant on and before another. */
export interface ResultFilter {
  kind?: ResultKind | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

/** One result as the three tables give it, in one shape (the union's columns). */
export interface ResultRow {
  id: string;
  source: string;
  activity: string;
  resource_code: string | null;
  lesson_key: string | null;
  target_text: string | null;
  target_pinyin: string | null;
  overall_score: number | null;
  total_hundredths: number | null;
  grade: string | null;
  quality_code: number | null;
  recording_key: string | null;
  at: Date | string;
}

/** A result's sound tally (JSON SoundTally), oldest first; a mock test kept before tallies has none yet. */
export interface TallyRow {
  id: string;
  source: string;
  problems: string | null;
  at: Date | string;
}

/** The kinds the evaluation tables hold (the mock test is an attempt of the exam engine). */
const EVALUATED_KINDS: readonly ResultKind[] = [
  ResultKind.Practice,
  ResultKind.Passage,
  ResultKind.Topic,
  ResultKind.Eloquence,
];

// Typed NULLs: PostgreSQL resolves a UNION's column types branch by branch, and an untyped NULL in
// the first two branches would be taken for text.
const nullText = sql<string | null>`cast(null as varchar(512))`;
const nullInteger = sql<number | null>`cast(null as integer)`;
const nullReal = sql<number | null>`cast(null as real)`;
/** A constant column of the union, typed alike on both dialects. */
const constant = (value: string) => sql<string>`cast(${sql.lit(value)} as varchar(16))`;

/**
 * The learner's results over the three tables that hold them: evaluation_record (evaluated on the
 * server, recording kept), device_evaluation (evaluated on the device, scores only) and
 * exam_attempt (submitted mock tests, the engine's attempts of the PSC). Only the signed-in learner's own rows, always.
 */
export class ResultsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private wants(filter: ResultFilter, kind: 'evaluated' | 'mockExam'): boolean {
    if (filter.kind === undefined) return true;
    return kind === 'mockExam' ? filter.kind === ResultKind.MockExam : EVALUATED_KINDS.includes(filter.kind);
  }

  private server(userId: string, filter: ResultFilter, withKind = true) {
    let query = this.db.selectFrom('evaluation_record').where('user_id', '=', userId);
    if (withKind && filter.kind !== undefined) query = query.where('activity', '=', filter.kind);
    if (filter.from) query = query.where('created_at', '>=', filter.from.toISOString());
    if (filter.to) query = query.where('created_at', '<', filter.to.toISOString());
    return query;
  }

  private device(userId: string, filter: ResultFilter, withKind = true) {
    let query = this.db.selectFrom('device_evaluation').where('user_id', '=', userId);
    if (withKind && filter.kind !== undefined) query = query.where('activity', '=', filter.kind);
    if (filter.from) query = query.where('created_at', '>=', filter.from.toISOString());
    if (filter.to) query = query.where('created_at', '<', filter.to.toISOString());
    return query;
  }

  private exams(userId: string, filter: ResultFilter) {
    let query = this.db
      .selectFrom('exam_attempt')
      .where('exam', '=', PSC_EXAM)
      .where('user_id', '=', userId)
      .where('status', '=', PscAttemptStatus.Submitted);
    if (filter.from) query = query.where('submitted_at', '>=', filter.from.toISOString());
    if (filter.to) query = query.where('submitted_at', '<', filter.to.toISOString());
    return query;
  }

  /** How many results of each kind the date range holds (the kind filter left out). */
  async countByKind(userId: string, filter: ResultFilter): Promise<Record<ResultKind, number>> {
    const counts = Object.fromEntries(Object.values(ResultKind).map((kind) => [kind, 0])) as Record<ResultKind, number>;
    const [server, device, exams] = await Promise.all([
      this.server(userId, filter, false)
        .select(['activity', (eb) => eb.fn.countAll<number | string>().as('n')])
        .groupBy('activity')
        .execute(),
      this.device(userId, filter, false)
        .select(['activity', (eb) => eb.fn.countAll<number | string>().as('n')])
        .groupBy('activity')
        .execute(),
      this.exams(userId, filter)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirst(),
    ]);
    for (const row of [...server, ...device]) {
      if (row.activity in counts) counts[row.activity as ResultKind] += Number(row.n);
    }
    counts[ResultKind.MockExam] = Number(exams?.n ?? 0);
    return counts;
  }

  /** One page of results, newest first (ties by id, so pages never overlap). */
  async page(userId: string, filter: ResultFilter, page: number, pageSize: number): Promise<ResultRow[]> {
    const evaluated = this.wants(filter, 'evaluated');
    const exams = this.wants(filter, 'mockExam');
    const examBranch = this.exams(userId, filter).select([
      'id',
      constant(ResultSource.MockExam).as('source'),
      constant(ResultKind.MockExam).as('activity'),
      'paper_id as resource_code',
      nullText.as('lesson_key'),
      nullText.as('target_text'),
      nullText.as('target_pinyin'),
      nullReal.as('overall_score'),
      'total_hundredths',
      'grade',
      nullInteger.as('quality_code'),
      nullText.as('recording_key'),
      sql<Date | string>`submitted_at`.as('at'),
    ]);
    let union: AliasedExpression<ResultRow, 'result'>;
    if (evaluated) {
      let both = this.server(userId, filter)
        .select([
          'id',
          constant(ResultSource.Server).as('source'),
          'activity',
          'resource_code',
          'lesson_key',
          'target_text',
          'target_pinyin',
          'overall_score',
          nullInteger.as('total_hundredths'),
          nullText.as('grade'),
          'quality_code',
          // Typed as the other branches have it (never null here).
          sql<string | null>`recording_key`.as('recording_key'),
          'created_at as at',
        ])
        .unionAll(
          this.device(userId, filter).select([
            'id',
            constant(ResultSource.Device).as('source'),
            'activity',
            'resource_code',
            'lesson_key',
            'target_text',
            'target_pinyin',
            'overall_score',
            nullInteger.as('total_hundredths'),
            nullText.as('grade'),
            'quality_code',
            nullText.as('recording_key'),
            'created_at as at',
          ]),
        );
      if (exams) both = both.unionAll(examBranch);
      union = both.as('result');
    } else if (exams) {
      union = examBranch.as('result');
    } else {
      return [];
    }
    return this.db
      .selectFrom(union)
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
  }

  /** The sound tallies of the newest `limit` results in the filter, oldest first. */
  async tallies(userId: string, filter: ResultFilter, limit: number): Promise<TallyRow[]> {
    const evaluated = this.wants(filter, 'evaluated');
    const exams = this.wants(filter, 'mockExam');
    const examBranch = this.exams(userId, filter).select([
      'id',
      constant(ResultSource.MockExam).as('source'),
      'sound_tally as problems',
      sql<Date | string>`submitted_at`.as('at'),
    ]);
    let union: AliasedExpression<TallyRow, 'tally'>;
    if (evaluated) {
      let both = this.server(userId, filter)
        .where('problems', 'is not', null)
        .select(['id', constant(ResultSource.Server).as('source'), 'problems', 'created_at as at'])
        .unionAll(
          this.device(userId, filter)
            .where('problems', 'is not', null)
            .select(['id', constant(ResultSource.Device).as('source'), 'problems', 'created_at as at']),
        );
      if (exams) both = both.unionAll(examBranch);
      union = both.as('tally');
    } else if (exams) {
      union = examBranch.as('tally');
    } else {
      return [];
    }
    const rows = await this.db
      .selectFrom(union)
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.reverse();
  }

  /** Titles of content items by id, for the results of one page. */
  async titles(collection: ContentCollection, ids: readonly string[]) {
    if (ids.length === 0) return new Map<string, { title: string; titleEn: string }>();
    const rows = await this.db
      .selectFrom('content_item')
      .select(['id', 'title', 'title_en'])
      .where('collection', '=', collection)
      .where('id', 'in', [...new Set(ids)])
      .execute();
    return new Map(rows.map((row) => [row.id, { title: row.title, titleEn: row.title_en }]));
  }
}

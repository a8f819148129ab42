import type { Kysely, Transaction } from 'kysely';
import { ContentCollection } from '@hanyu/content/catalogue';
import { ReadingShareState } from '@hanyu/contracts/portal/model-reading';
import type { Database } from '../../platform/db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A share with what the lists show beside it: the passage's title and the reader's nickname. */
export interface ShareRow {
  id: string;
  userId: string;
  passageId: string;
  passageTitle: string;
  reader: string;
  recordingKey: string;
  score: number;
  durationMs: number;
  state: ReadingShareState;
  createdAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
}

export interface NewShare {
  id: string;
  userId: string;
  passageId: string;
  evaluationId: string;
  recordingKey: string;
  score: number;
  durationMs: number;
  createdAt: Date;
}

function iso(value: string | Date | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

/** reading_share (migration 0034), with the evaluation it shares and the passage catalogue. */
export class ModelReadingRepository {
  constructor(private readonly db: Db) {}

  async passageIds(): Promise<string[]> {
    const rows = await this.db
      .selectFrom('content_item')
      .select('id')
      .where('collection', '=', ContentCollection.Passage)
      .execute();
    return rows.map((row) => row.id);
  }

  async passagePayload(id: string): Promise<unknown> {
    const row = await this.db
      .selectFrom('content_item')
      .select('payload')
      .where('collection', '=', ContentCollection.Passage)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? (JSON.parse(row.payload) as unknown) : null;
  }

  async evaluation(id: string) {
    return this.db
      .selectFrom('evaluation_record')
      .select([
        'id',
        'user_id',
        'activity',
        'resource_code',
        'quality_code',
        'overall_score',
        'recording_key',
        'duration_ms',
      ])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  private shares() {
    return this.db
      .selectFrom('reading_share as s')
      .leftJoin('content_item as c', (join) =>
        join.onRef('c.id', '=', 's.passage_id').on('c.collection', '=', ContentCollection.Passage),
      )
      .leftJoin('user_account as u', 'u.id', 's.user_id');
  }

  private static selected = [
    's.id',
    's.user_id',
    's.passage_id',
    'c.title',
    'u.nick_name',
    's.recording_key',
    's.score',
    's.duration_ms',
    's.state',
    's.created_at',
    's.decided_at',
    's.decided_by',
  ] as const;

  private static present(row: {
    id: string;
    user_id: string;
    passage_id: string;
    title: string | null;
    nick_name: string | null;
    recording_key: string;
    score: number;
    duration_ms: number;
    state: string;
    created_at: string | Date;
    decided_at: string | Date | null;
    decided_by: string | null;
  }): ShareRow {
    return {
      id: row.id,
      userId: row.user_id,
      passageId: row.passage_id,
      // A passage taken out of the catalogue keeps its readings under its id.
      passageTitle: row.title ?? row.passage_id,
      reader: row.nick_name ?? '',
      recordingKey: row.recording_key,
      score: Number(row.score),
      durationMs: Number(row.duration_ms),
      state: row.state as ReadingShareState,
      createdAt: iso(row.created_at) ?? '',
      decidedAt: iso(row.decided_at),
      decidedBy: row.decided_by,
    };
  }

  async find(id: string): Promise<ShareRow | null> {
    const row = await this.shares().select(ModelReadingRepository.selected).where('s.id', '=', id).executeTakeFirst();
    return row ? ModelReadingRepository.present(row) : null;
  }

  async findByEvaluation(evaluationId: string): Promise<ShareRow | null> {
    const row = await this.shares()
      .select(ModelReadingRepository.selected)
      .where('s.evaluation_id', '=', evaluationId)
      .executeTakeFirst();
    return row ? ModelReadingRepository.present(row) : null;
  }

  /** A new share; a second share of the same recording at the same moment loses on the unique key. */
  async insert(share: NewShare): Promise<void> {
    await this.db
      .insertInto('reading_share')
      .values({
        id: share.id,
        user_id: share.userId,
        passage_id: share.passageId,
        evaluation_id: share.evaluationId,
        recording_key: share.recordingKey,
        score: share.score,
        duration_ms: share.durationMs,
        state: ReadingShareState.Shared,
        created_at: share.createdAt.toISOString(),
        decided_at: null,
        decided_by: null,
      })
      .onConflict((conflict) => conflict.column('evaluation_id').doNothing())
      .execute();
  }

  /** Moves a share to `state`; an administrator's decision says who and when. */
  async setState(
    id: string,
    state: ReadingShareState,
    decision?: { by: string; at: Date },
    sharedAgainAt?: Date,
  ): Promise<void> {
    await this.db
      .updateTable('reading_share')
      .set({
        state,
        ...(decision && { decided_at: decision.at.toISOString(), decided_by: decision.by }),
        ...(sharedAgainAt && { created_at: sharedAgainAt.toISOString(), decided_at: null, decided_by: null }),
      })
      .where('id', '=', id)
      .execute();
  }

  private async page(
    filter: { state?: ReadingShareState | undefined; userId?: string },
    order: 'best' | 'newest',
    page: number,
    pageSize: number,
  ): Promise<{ total: number; rows: ShareRow[] }> {
    let query = this.shares();
    if (filter.state !== undefined) query = query.where('s.state', '=', filter.state);
    if (filter.userId !== undefined) query = query.where('s.user_id', '=', filter.userId);
    const counted = await query.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirst();
    let ordered = query.select(ModelReadingRepository.selected);
    if (order === 'best') ordered = ordered.orderBy('s.score', 'desc');
    const rows = await ordered
      .orderBy('s.created_at', 'desc')
      .orderBy('s.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    return { total: Number(counted?.total ?? 0), rows: rows.map((row) => ModelReadingRepository.present(row)) };
  }

  approvedPage(page: number, pageSize: number) {
    return this.page({ state: ReadingShareState.Approved }, 'best', page, pageSize);
  }

  minePage(userId: string, page: number, pageSize: number) {
    return this.page({ userId }, 'newest', page, pageSize);
  }

  adminPage(state: ReadingShareState | undefined, page: number, pageSize: number) {
    return this.page({ state }, 'newest', page, pageSize);
  }
}

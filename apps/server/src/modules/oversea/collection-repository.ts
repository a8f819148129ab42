import type { Kysely } from 'kysely';
import { ALL_LANGUAGES, RecordSort } from '@hanyu/contracts/oversea/translation-languages';
import { toDate, type Database } from '../../platform/db/schema.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { bookmarkKey, newBookmarkId } from './bookmark-key.ts';
import {
  FAVOURITE_COLUMNS,
  favouriteOf,
  isForeignKeyViolation,
  lockGroup,
  moveInto,
  releaseFavourites,
  Rollback,
  type FavouriteRow,
} from './collection-tables.ts';
import { languageMatches } from './record-repository.ts';
import { newReviewState, type ReviewState } from './review-schedule.ts';

export interface FavouriteInput {
  text: string;
  translation: string;
  from: string;
  to: string;
  notes: string;
}

export type AddFavouriteOutcome =
  | { kind: 'added'; id: string }
  /** The group already holds this text and languages. */
  | { kind: 'exists'; id: string }
  /** The user has the most favourites allowed. */
  | { kind: 'full' }
  /** The user has no such group (any more). */
  | { kind: 'noGroup' };

export interface FavouriteQuery {
  groupId: string | null;
  language: string;
  sort: number;
  offset: number;
  limit: number;
}

/**
 * A user's favourites. The cap is kept by one conditional update of the user's quota row
 * (`favourite_count < limit`) in the transaction that inserts the favourite, and every delete lowers
 * the count in its own transaction: under READ COMMITTED on PostgreSQL concurrent adds of one user
 * queue on that row and re-check the condition, across any number of server instances; SQLite
 * serialises writes. The check constraint on the row is the last word. Lock order everywhere: group
 * row, favourite rows, quota row.
 */
export class FavouriteRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private favourites(userId: string) {
    return this.db.selectFrom('favourite').select(FAVOURITE_COLUMNS).where('user_id', '=', userId);
  }

  async find(userId: string, id: string): Promise<FavouriteRow | undefined> {
    const row = await this.favourites(userId).where('id', '=', id).executeTakeFirst();
    return row ? favouriteOf(row) : undefined;
  }

  private async findInGroup(userId: string, groupId: string, key: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('favourite')
      .select('id')
      .where('user_id', '=', userId)
      .where('group_id', '=', groupId)
      .where('text_key', '=', key)
      .executeTakeFirst();
    return row?.id;
  }

  /**
   * Adds a favourite to one of the user's groups, or changes nothing: the same text in the group is
   * the existing favourite, a full quota refuses. The user's quota row must exist (FavouriteGroupRepository.ensureQuota).
   */
  async add(
    userId: string,
    groupId: string,
    input: FavouriteInput,
    now: Date,
    limit: number,
  ): Promise<AddFavouriteOutcome> {
    const key = bookmarkKey(input.from, input.to, input.text);
    const existing = await this.findInGroup(userId, groupId, key);
    if (existing) return { kind: 'exists', id: existing };
    const at = now.toISOString();
    const review = newReviewState(now);
    try {
      return await this.db.transaction().execute(async (trx) => {
        if (!(await lockGroup(trx, userId, groupId))) throw new Rollback<AddFavouriteOutcome>({ kind: 'noGroup' });
        const counted = await trx
          .updateTable('favourite_quota')
          .set((eb) => ({ favourite_count: eb('favourite_count', '+', 1) }))
          .where('user_id', '=', userId)
          .where('favourite_count', '<', limit)
          .executeTakeFirst();
        if (Number(counted.numUpdatedRows) !== 1) throw new Rollback<AddFavouriteOutcome>({ kind: 'full' });
        const id = newBookmarkId();
        await trx
          .insertInto('favourite')
          .values({
            id,
            user_id: userId,
            group_id: groupId,
            text_key: key,
            text: input.text,
            translation: input.translation,
            notes: input.notes,
            from_lang: input.from,
            to_lang: input.to,
            created_at: at,
            updated_at: at,
            due_at: review.dueAt.toISOString(),
            interval_days: review.intervalDays,
            repetitions: review.repetitions,
            lapses: review.lapses,
            ease: review.ease,
            last_reviewed_at: null,
          })
          .execute();
        return { kind: 'added', id } as const;
      });
    } catch (error) {
      if (error instanceof Rollback) return error.outcome as AddFavouriteOutcome;
      if (isForeignKeyViolation(error)) return { kind: 'noGroup' };
      if (isUniqueViolation(error)) {
        const raced = await this.findInGroup(userId, groupId, key);
        if (raced) return { kind: 'exists', id: raced };
      }
      throw error;
    }
  }

  async list(userId: string, query: FavouriteQuery): Promise<{ total: number; rows: FavouriteRow[] }> {
    const direction = query.sort === RecordSort.TimeAscending ? 'asc' : 'desc';
    const { groupId, language } = query;
    const [counted, rows] = await Promise.all([
      this.db
        .selectFrom('favourite')
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .where('user_id', '=', userId)
        .$if(groupId !== null, (qb) => qb.where('group_id', '=', groupId as string))
        .$if(language !== ALL_LANGUAGES, (qb) => qb.where(languageMatches(language)))
        .executeTakeFirst(),
      this.favourites(userId)
        .$if(groupId !== null, (qb) => qb.where('group_id', '=', groupId as string))
        .$if(language !== ALL_LANGUAGES, (qb) => qb.where(languageMatches(language)))
        .orderBy('created_at', direction)
        .orderBy('id', direction)
        .offset(query.offset)
        .limit(query.limit)
        .execute(),
    ]);
    return { total: Number(counted?.total ?? 0), rows: rows.map(favouriteOf) };
  }

  /** Deletes the user's favourites with these ids and gives their places back; how many were deleted. */
  async delete(userId: string, ids: string[]): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const deleted = await trx
        .deleteFrom('favourite')
        .where('user_id', '=', userId)
        .where('id', 'in', ids)
        .executeTakeFirst();
      const removed = Number(deleted.numDeletedRows);
      await releaseFavourites(trx, userId, removed);
      return removed;
    });
  }

  /** Moves the user's favourites with these ids to another of the user's groups; null when there is no such group. */
  async move(userId: string, ids: string[], groupId: string): Promise<{ moved: number; merged: number } | null> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        if (!(await lockGroup(trx, userId, groupId))) throw new Rollback(null);
        const rows = await trx
          .selectFrom('favourite')
          .select(['id', 'text_key'])
          .where('user_id', '=', userId)
          .where('id', 'in', ids)
          .where('group_id', '<>', groupId)
          .orderBy('created_at')
          .execute();
        return moveInto(trx, userId, groupId, rows);
      });
    } catch (error) {
      if (error instanceof Rollback) return null;
      throw error;
    }
  }

  /** Changes a favourite's translation and/or notes; false when the user has no such favourite. */
  async updateContent(
    userId: string,
    id: string,
    change: { translation?: string | undefined; notes?: string | undefined },
    now: Date,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('favourite')
      .set({
        ...(change.translation === undefined ? {} : { translation: change.translation }),
        ...(change.notes === undefined ? {} : { notes: change.notes }),
        updated_at: now.toISOString(),
      })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Favourites due at `now` (of one group or all), the longest overdue first. */
  async due(userId: string, groupId: string | null, now: Date, limit: number): Promise<FavouriteRow[]> {
    const rows = await this.favourites(userId)
      .$if(groupId !== null, (qb) => qb.where('group_id', '=', groupId as string))
      .where('due_at', '<=', now.toISOString())
      .orderBy('due_at', 'asc')
      .orderBy('id', 'asc')
      .limit(limit)
      .execute();
    return rows.map(favouriteOf);
  }

  /** How many are due now and in all, and when the next one not yet due will be. */
  async reviewCounts(
    userId: string,
    groupId: string | null,
    now: Date,
  ): Promise<{ due: number; total: number; nextDueAt: Date | null }> {
    const at = now.toISOString();
    const scope = () =>
      this.db
        .selectFrom('favourite')
        .where('user_id', '=', userId)
        .$if(groupId !== null, (qb) => qb.where('group_id', '=', groupId as string));
    const [due, total, next] = await Promise.all([
      scope()
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('due_at', '<=', at)
        .executeTakeFirst(),
      scope()
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirst(),
      scope()
        .select((eb) => eb.fn.min('due_at').as('next'))
        .where('due_at', '>', at)
        .executeTakeFirst(),
    ]);
    return {
      due: Number(due?.n ?? 0),
      total: Number(total?.n ?? 0),
      nextDueAt: next?.next ? toDate(next.next) : null,
    };
  }

  /** Stores a review's outcome; false when the user has no such favourite. */
  async saveReview(userId: string, id: string, state: ReviewState): Promise<boolean> {
    const result = await this.db
      .updateTable('favourite')
      .set({
        due_at: state.dueAt.toISOString(),
        interval_days: state.intervalDays,
        repetitions: state.repetitions,
        lapses: state.lapses,
        ease: state.ease,
        last_reviewed_at: state.lastReviewedAt?.toISOString() ?? null,
      })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The user's count on the quota row and the favourites actually stored, for checks. */
  async quota(userId: string): Promise<{ counted: number; stored: number; groups: number }> {
    const [row, stored] = await Promise.all([
      this.db
        .selectFrom('favourite_quota')
        .select(['favourite_count', 'group_count'])
        .where('user_id', '=', userId)
        .executeTakeFirst(),
      this.db
        .selectFrom('favourite')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow(),
    ]);
    return {
      counted: Number(row?.favourite_count ?? 0),
      stored: Number(stored.n),
      groups: Number(row?.group_count ?? 0),
    };
  }
}

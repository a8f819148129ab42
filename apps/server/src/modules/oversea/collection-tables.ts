import { sql, type Kysely, type Transaction } from 'kysely';
import { toDate, type Database } from '../../platform/db/schema.ts';
import type { ReviewState } from './review-schedule.ts';

/** The favourite tables' rows as the collection repositories present them (tables: platform/db/schema.ts). */
export interface GroupRow {
  id: string;
  name: string;
  isDefault: boolean;
  count: number;
  createdAt: Date;
}

export interface FavouriteRow {
  id: string;
  groupId: string;
  text: string;
  translation: string;
  notes: string;
  from: string;
  to: string;
  createdAt: Date;
  updatedAt: Date;
  review: ReviewState;
}

export const FAVOURITE_COLUMNS = [
  'id',
  'group_id',
  'text',
  'translation',
  'notes',
  'from_lang',
  'to_lang',
  'created_at',
  'updated_at',
  'due_at',
  'interval_days',
  'repetitions',
  'lapses',
  'ease',
  'last_reviewed_at',
] as const;

export function favouriteOf(row: {
  id: string;
  group_id: string;
  text: string;
  translation: string;
  notes: string;
  from_lang: string;
  to_lang: string;
  created_at: Date | string;
  updated_at: Date | string;
  due_at: Date | string;
  interval_days: number | string;
  repetitions: number | string;
  lapses: number | string;
  ease: number | string;
  last_reviewed_at: Date | string | null;
}): FavouriteRow {
  return {
    id: row.id,
    groupId: row.group_id,
    text: row.text,
    translation: row.translation,
    notes: row.notes,
    from: row.from_lang,
    to: row.to_lang,
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
    review: {
      dueAt: toDate(row.due_at),
      intervalDays: Number(row.interval_days),
      repetitions: Number(row.repetitions),
      lapses: Number(row.lapses),
      ease: Number(row.ease),
      lastReviewedAt: row.last_reviewed_at === null ? null : toDate(row.last_reviewed_at),
    },
  };
}

/** Leaves a transaction with a rollback but no error. */
export class Rollback<T> extends Error {
  constructor(readonly outcome: T) {
    super('rolled back');
  }
}

/** A foreign key refused a row (its group was deleted meanwhile). */
export function isForeignKeyViolation(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: string };
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/**
 * Takes the group's row lock (PostgreSQL: the row lock an update takes; SQLite serialises writes
 * anyway), true when the user has the group. Every transaction that adds to, moves into or deletes a
 * group takes it first, so a group is never deleted under a favourite being added to it and two
 * writers never put the same text into one group.
 */
export async function lockGroup(
  trx: Transaction<Database> | Kysely<Database>,
  userId: string,
  groupId: string,
  options: { editableOnly?: boolean } = {},
): Promise<boolean> {
  let query = trx
    .updateTable('favourite_group')
    .set({ updated_at: sql.ref('updated_at') })
    .where('id', '=', groupId)
    .where('user_id', '=', userId);
  if (options.editableOnly) query = query.where('is_default', '=', 0);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Lowers the user's count of favourites by `removed` (rows deleted in the same transaction). */
export async function releaseFavourites(trx: Transaction<Database>, userId: string, removed: number): Promise<void> {
  if (removed <= 0) return;
  await trx
    .updateTable('favourite_quota')
    .set((eb) => ({ favourite_count: eb('favourite_count', '-', removed) }))
    .where('user_id', '=', userId)
    .execute();
}

/**
 * Moves favourites (rows of the user in other groups) into a group whose lock the transaction holds. A favourite whose
 * text and languages the group already holds, or that repeats another one moved with it, is merged:
 * its row is deleted, the one in the group stays. Returns how many moved and how many merged.
 */
export async function moveInto(
  trx: Transaction<Database>,
  userId: string,
  targetGroupId: string,
  rows: { id: string; text_key: string }[],
): Promise<{ moved: number; merged: number }> {
  if (rows.length === 0) return { moved: 0, merged: 0 };
  const present = await trx
    .selectFrom('favourite')
    .select('text_key')
    .where('group_id', '=', targetGroupId)
    .where(
      'text_key',
      'in',
      rows.map((row) => row.text_key),
    )
    .execute();
  const seen = new Set(present.map((row) => row.text_key));
  const toMove: string[] = [];
  const toMerge: string[] = [];
  for (const row of rows) {
    if (seen.has(row.text_key)) toMerge.push(row.id);
    else {
      seen.add(row.text_key);
      toMove.push(row.id);
    }
  }
  let merged = 0;
  if (toMerge.length > 0) {
    const deleted = await trx
      .deleteFrom('favourite')
      .where('user_id', '=', userId)
      .where('id', 'in', toMerge)
      .executeTakeFirst();
    merged = Number(deleted.numDeletedRows);
    await releaseFavourites(trx, userId, merged);
  }
  let moved = 0;
  if (toMove.length > 0) {
    const updated = await trx
      .updateTable('favourite')
      .set({ group_id: targetGroupId })
      .where('user_id', '=', userId)
      .where('id', 'in', toMove)
      .executeTakeFirst();
    moved = Number(updated.numUpdatedRows);
  }
  return { moved, merged };
}

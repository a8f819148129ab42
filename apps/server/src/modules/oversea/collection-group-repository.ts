import type { Kysely } from 'kysely';
import { DEFAULT_GROUP_NAME } from '@hanyu/contracts/oversea/collection';
import { toDate, type Database } from '../../platform/db/schema.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { newBookmarkId } from './bookmark-key.ts';
import { asBoolean } from './record-repository.ts';
import { lockGroup, moveInto, Rollback, type GroupRow } from './collection-tables.ts';

/** The folded form two group names are compared by: compatibility forms unified, case ignored. */
export function groupNameKey(name: string): string {
  return name.normalize('NFKC').toLowerCase();
}

export type AddGroupOutcome = { kind: 'added'; id: string } | { kind: 'exists' } | { kind: 'full' };
export type RenameGroupOutcome = 'renamed' | 'exists' | 'locked' | 'missing';
export type DeleteGroupOutcome =
  | { kind: 'deleted'; moved: number; merged: number }
  | { kind: 'locked' }
  | { kind: 'missing' };

/**
 * A user's favourite groups and the user's quota row. The default group is created on first use; a
 * partial unique index keeps it single when two first calls race. Every query names the user.
 */
export class FavouriteGroupRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The user's quota row (counts of favourites and groups), created at zero on first use. */
  async ensureQuota(userId: string): Promise<void> {
    await this.db
      .insertInto('favourite_quota')
      .values({ user_id: userId, favourite_count: 0, group_count: 0 })
      .onConflict((conflict) => conflict.column('user_id').doNothing())
      .execute();
  }

  /** The id of the user's default group, created when missing. */
  async ensureDefaultGroup(userId: string, now: Date): Promise<string> {
    const find = () =>
      this.db
        .selectFrom('favourite_group')
        .select('id')
        .where('user_id', '=', userId)
        .where('is_default', '=', 1)
        .executeTakeFirst();
    const existing = await find();
    if (existing) return existing.id;
    const id = newBookmarkId();
    const at = now.toISOString();
    try {
      await this.db
        .insertInto('favourite_group')
        .values({
          id,
          user_id: userId,
          name: DEFAULT_GROUP_NAME,
          name_key: groupNameKey(DEFAULT_GROUP_NAME),
          is_default: 1,
          created_at: at,
          updated_at: at,
        })
        .execute();
      return id;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const raced = await find();
      if (!raced) throw error;
      return raced.id;
    }
  }

  /** The default group first, then the others in order of creation, each with its count of favourites. */
  async list(userId: string): Promise<GroupRow[]> {
    const rows = await this.db
      .selectFrom('favourite_group as g')
      .leftJoin(
        (eb) =>
          eb
            .selectFrom('favourite')
            .select(['group_id', (inner) => inner.fn.countAll<number | string>().as('n')])
            .where('user_id', '=', userId)
            .groupBy('group_id')
            .as('c'),
        (join) => join.onRef('c.group_id', '=', 'g.id'),
      )
      .select(['g.id', 'g.name', 'g.is_default', 'g.created_at', 'c.n'])
      .where('g.user_id', '=', userId)
      .orderBy('g.is_default', 'desc')
      .orderBy('g.created_at', 'asc')
      .orderBy('g.id', 'asc')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      isDefault: asBoolean(row.is_default),
      count: Number(row.n ?? 0),
      createdAt: toDate(row.created_at),
    }));
  }

  async find(userId: string, id: string): Promise<GroupRow | undefined> {
    return (await this.list(userId)).find((group) => group.id === id);
  }

  /** Adds a group unless the name is taken or the user has `maxGroups` already (counted on the quota row). */
  async add(userId: string, name: string, now: Date, maxGroups: number): Promise<AddGroupOutcome> {
    const at = now.toISOString();
    try {
      return await this.db.transaction().execute(async (trx) => {
        const counted = await trx
          .updateTable('favourite_quota')
          .set((eb) => ({ group_count: eb('group_count', '+', 1) }))
          .where('user_id', '=', userId)
          .where('group_count', '<', maxGroups)
          .executeTakeFirst();
        if (Number(counted.numUpdatedRows) !== 1) throw new Rollback<AddGroupOutcome>({ kind: 'full' });
        const id = newBookmarkId();
        await trx
          .insertInto('favourite_group')
          .values({
            id,
            user_id: userId,
            name,
            name_key: groupNameKey(name),
            is_default: 0,
            created_at: at,
            updated_at: at,
          })
          .execute();
        return { kind: 'added', id } as const;
      });
    } catch (error) {
      if (error instanceof Rollback) return error.outcome as AddGroupOutcome;
      if (isUniqueViolation(error)) return { kind: 'exists' };
      throw error;
    }
  }

  async rename(userId: string, id: string, name: string, now: Date): Promise<RenameGroupOutcome> {
    try {
      const result = await this.db
        .updateTable('favourite_group')
        .set({ name, name_key: groupNameKey(name), updated_at: now.toISOString() })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('is_default', '=', 0)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) return 'renamed';
    } catch (error) {
      if (isUniqueViolation(error)) return 'exists';
      throw error;
    }
    return (await this.find(userId, id)) ? 'locked' : 'missing';
  }

  /**
   * Deletes a group that is not the default group; its favourites move to the default group (merged
   * where the default group holds the same text). The group's lock first, then the default group's:
   * no favourite can be added to the group while it goes, nor a duplicate into the default group.
   */
  async delete(userId: string, id: string, defaultGroupId: string): Promise<DeleteGroupOutcome> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        if (!(await lockGroup(trx, userId, id, { editableOnly: true }))) {
          const exists = await trx
            .selectFrom('favourite_group')
            .select('id')
            .where('id', '=', id)
            .where('user_id', '=', userId)
            .executeTakeFirst();
          throw new Rollback<DeleteGroupOutcome>({ kind: exists ? 'locked' : 'missing' });
        }
        await lockGroup(trx, userId, defaultGroupId);
        const rows = await trx
          .selectFrom('favourite')
          .select(['id', 'text_key'])
          .where('group_id', '=', id)
          .where('user_id', '=', userId)
          .orderBy('created_at')
          .execute();
        const { moved, merged } = await moveInto(trx, userId, defaultGroupId, rows);
        await trx.deleteFrom('favourite_group').where('id', '=', id).where('user_id', '=', userId).execute();
        await trx
          .updateTable('favourite_quota')
          .set((eb) => ({ group_count: eb('group_count', '-', 1) }))
          .where('user_id', '=', userId)
          .execute();
        return { kind: 'deleted', moved, merged } as const;
      });
    } catch (error) {
      if (error instanceof Rollback) return error.outcome as DeleteGroupOutcome;
      throw error;
    }
  }
}

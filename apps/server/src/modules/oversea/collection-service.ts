import {
  CardFront,
  FavouriteLimits,
  type Favourite,
  type FavouriteGroup,
  type ReviewCard,
  type ReviewGrade,
} from '@hanyu/contracts/oversea/collection';
import { FavouriteLanguage } from '@hanyu/contracts/oversea/translation-languages';
import { appError } from '../../platform/errors.ts';
import { chineseReading } from './chinese-reading.ts';
import type { FavouriteGroupRepository } from './collection-group-repository.ts';
import type { FavouriteInput, FavouriteRepository } from './collection-repository.ts';
import type { FavouriteRow, GroupRow } from './collection-tables.ts';
import { previewIntervals, scheduleReview } from './review-schedule.ts';

export function presentGroup(row: GroupRow): FavouriteGroup {
  return {
    id: row.id,
    name: row.name,
    isDefault: row.isDefault,
    count: row.count,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentFavourite(row: FavouriteRow): Favourite {
  return {
    id: row.id,
    groupId: row.groupId,
    text: row.text,
    translation: row.translation,
    notes: row.notes,
    from: row.from as FavouriteLanguage,
    to: row.to as FavouriteLanguage,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    review: {
      dueAt: row.review.dueAt.toISOString(),
      intervalDays: row.review.intervalDays,
      repetitions: row.review.repetitions,
      lapses: row.review.lapses,
      ease: row.review.ease,
      lastReviewedAt: row.review.lastReviewedAt?.toISOString() ?? null,
    },
  };
}

interface Page {
  page: number;
  pageSize: number;
}

/**
 * The rules of favourites (spec section 5, docs/decisions/019): a default group that always exists and
 * is never renamed or deleted, group names unique per user, at most 500 favourites per user, one
 * favourite per text and languages in a group, deleting a group keeps its favourites (in the default
 * group), review scheduled by SM-2.
 */
export class FavouriteService {
  constructor(
    private readonly groups: FavouriteGroupRepository,
    private readonly favourites: FavouriteRepository,
  ) {}

  /** The user's default group and quota row, created on first use. */
  private async prepare(userId: string, now: Date): Promise<string> {
    await this.groups.ensureQuota(userId);
    return this.groups.ensureDefaultGroup(userId, now);
  }

  private async group(userId: string, id: string): Promise<FavouriteGroup> {
    const row = await this.groups.find(userId, id);
    if (!row) throw appError('NoResource');
    return presentGroup(row);
  }

  private async favourite(userId: string, id: string): Promise<FavouriteRow> {
    const row = await this.favourites.find(userId, id);
    if (!row) throw appError('NoResource');
    return row;
  }

  async listGroups(userId: string, now: Date) {
    await this.prepare(userId, now);
    const list = (await this.groups.list(userId)).map(presentGroup);
    return {
      list,
      total: list.reduce((sum, group) => sum + group.count, 0),
      limit: FavouriteLimits.perUser,
    };
  }

  async addGroup(userId: string, name: string, now: Date): Promise<FavouriteGroup> {
    await this.prepare(userId, now);
    const outcome = await this.groups.add(userId, name, now, FavouriteLimits.groupsPerUser);
    if (outcome.kind === 'exists') throw appError('GroupNameExists');
    if (outcome.kind === 'full') throw appError('GroupsFull');
    return this.group(userId, outcome.id);
  }

  async renameGroup(userId: string, id: string, name: string, now: Date): Promise<FavouriteGroup> {
    await this.prepare(userId, now);
    const outcome = await this.groups.rename(userId, id, name, now);
    if (outcome === 'exists') throw appError('GroupNameExists');
    if (outcome === 'locked') throw appError('DefaultGroupLocked');
    if (outcome === 'missing') throw appError('NoResource');
    return this.group(userId, id);
  }

  async deleteGroup(userId: string, id: string, now: Date) {
    const defaultGroupId = await this.prepare(userId, now);
    const outcome = await this.groups.delete(userId, id, defaultGroupId);
    if (outcome.kind === 'locked') throw appError('DefaultGroupLocked');
    if (outcome.kind === 'missing') throw appError('NoResource');
    return { moved: outcome.moved, merged: outcome.merged, defaultGroupId };
  }

  /** 收藏: into the named group of the user, else the default group. */
  async add(
    userId: string,
    groupId: string | undefined,
    input: FavouriteInput,
    now: Date,
  ): Promise<Favourite & { created: boolean }> {
    const defaultGroupId = await this.prepare(userId, now);
    const outcome = await this.favourites.add(userId, groupId ?? defaultGroupId, input, now, FavouriteLimits.perUser);
    if (outcome.kind === 'full') throw appError('FavouritesFull');
    if (outcome.kind === 'noGroup') throw appError('CollectFailed');
    return {
      ...presentFavourite(await this.favourite(userId, outcome.id)),
      created: outcome.kind === 'added',
    };
  }

  async list(
    userId: string,
    query: { groupId?: string | undefined; language: string; sort: number } & Page,
  ): Promise<{ total: number; list: Favourite[] }> {
    const { total, rows } = await this.favourites.list(userId, {
      groupId: query.groupId ?? null,
      language: query.language,
      sort: query.sort,
      offset: (query.page - 1) * query.pageSize,
      limit: query.pageSize,
    });
    return { total, list: rows.map(presentFavourite) };
  }

  async delete(userId: string, ids: string[]): Promise<{ deleted: number }> {
    return { deleted: await this.favourites.delete(userId, ids) };
  }

  async move(userId: string, ids: string[], groupId: string): Promise<{ moved: number; merged: number }> {
    const moved = await this.favourites.move(userId, ids, groupId);
    if (!moved) throw appError('GroupMoveFailed');
    return moved;
  }

  async updateContent(
    userId: string,
    id: string,
    change: { translation?: string | undefined; notes?: string | undefined },
    now: Date,
  ): Promise<Favourite> {
    if (!(await this.favourites.updateContent(userId, id, change, now))) throw appError('NoResource');
    return presentFavourite(await this.favourite(userId, id));
  }

  async reviewQueue(userId: string, groupId: string | undefined, limit: number, now: Date) {
    if (groupId !== undefined) await this.group(userId, groupId);
    const scope = groupId ?? null;
    const [rows, counts] = await Promise.all([
      this.favourites.due(userId, scope, now, limit),
      this.favourites.reviewCounts(userId, scope, now),
    ]);
    const list: ReviewCard[] = rows.map((row) => {
      const front =
        row.from !== FavouriteLanguage.Cn && row.to === FavouriteLanguage.Cn ? CardFront.Translation : CardFront.Text;
      return {
        ...presentFavourite(row),
        preview: previewIntervals(row.review, now),
        front,
        reading: chineseReading(front === CardFront.Text ? row.text : row.translation),
      };
    });
    return {
      dueCount: counts.due,
      total: counts.total,
      list,
      nextDueAt: counts.nextDueAt?.toISOString() ?? null,
    };
  }

  async review(userId: string, id: string, grade: ReviewGrade, now: Date): Promise<Favourite> {
    const row = await this.favourite(userId, id);
    const next = scheduleReview(row.review, grade, now);
    if (!(await this.favourites.saveReview(userId, id, next))) throw appError('NoResource');
    return presentFavourite({ ...row, review: next });
  }
}

import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { bookmarkKey, newBookmarkId } from './bookmark-key.ts';
import { FavouriteGroupRepository } from './collection-group-repository.ts';

/**
 * Test data: `count` favourites of a user in the default group, written straight to the database with
 * the quota row counting them (the API path is tested on its own; cap tests need hundreds at once).
 */
export async function seedFavourites(db: Kysely<Database>, userId: string, count: number): Promise<string> {
  const groups = new FavouriteGroupRepository(db);
  const now = new Date();
  await groups.ensureQuota(userId);
  const groupId = await groups.ensureDefaultGroup(userId, now);
  const at = now.toISOString();
  const rows = Array.from({ length: count }, (_, index) => {
    const text = `种子${index}`;
    return {
      id: newBookmarkId(),
      user_id: userId,
      group_id: groupId,
      text_key: bookmarkKey('cn', 'en', text),
      text,
      translation: `seed ${index}`,
      from_lang: 'cn',
      to_lang: 'en',
      created_at: at,
      updated_at: at,
      due_at: at,
      last_reviewed_at: null,
    };
  });
  for (let start = 0; start < rows.length; start += 100) {
    await db
      .insertInto('favourite')
      .values(rows.slice(start, start + 100))
      .execute();
  }
  await db
    .updateTable('favourite_quota')
    .set((eb) => ({ favourite_count: eb('favourite_count', '+', count) }))
    .where('user_id', '=', userId)
    .execute();
  return groupId;
}

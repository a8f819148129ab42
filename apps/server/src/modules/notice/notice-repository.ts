import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Notice, NoticeKind, NoticeLink } from '@hanyu/contracts/usercenter/notices';
import { toDate, type Database } from '../../platform/db/schema.ts';

/** A notice to save for one learner. */
export interface NoticeDraft {
  userId: string;
  kind: NoticeKind;
  title: string;
  link: NoticeLink;
}

/** A saved notice with the learner it is for. */
export interface SavedNotice {
  userId: string;
  notice: Notice;
}

function present(row: {
  id: string;
  kind: string;
  title: string;
  link_route: string;
  link_query: string;
  created_at: Date | string;
  read_at: Date | string | null;
}): Notice {
  return {
    id: row.id,
    kind: row.kind as NoticeKind,
    title: row.title,
    link: { route: row.link_route, query: JSON.parse(row.link_query) as Record<string, string> },
    createdAt: toDate(row.created_at).toISOString(),
    readAt: row.read_at === null ? null : toDate(row.read_at).toISOString(),
  };
}

/** The notice table (migration 0035): a learner's notices, newest first, and which are read. */
export class NoticeRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(drafts: readonly NoticeDraft[], at = new Date()): Promise<SavedNotice[]> {
    if (drafts.length === 0) return [];
    const rows = drafts.map((draft) => ({
      id: randomUUID().replaceAll('-', ''),
      user_id: draft.userId,
      kind: draft.kind,
      title: draft.title,
      link_route: draft.link.route,
      link_query: JSON.stringify(draft.link.query),
      created_at: at.toISOString(),
      read_at: null,
    }));
    await this.db.insertInto('notice').values(rows).execute();
    return rows.map((row) => ({ userId: row.user_id, notice: present(row) }));
  }

  async page(userId: string, page: number, pageSize: number): Promise<{ total: number; list: Notice[] }> {
    const counted = await this.db
      .selectFrom('notice')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const rows = await this.db
      .selectFrom('notice')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    return { total: Number(counted?.n ?? 0), list: rows.map(present) };
  }

  async unread(userId: string): Promise<number> {
    const counted = await this.db
      .selectFrom('notice')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    return Number(counted?.n ?? 0);
  }

  /** Marks one notice of the learner read; false when the learner has no such notice. */
  async markRead(userId: string, id: string, at = new Date()): Promise<boolean> {
    const row = await this.db
      .selectFrom('notice')
      .select(['id', 'read_at'])
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) return false;
    if (row.read_at === null) {
      await this.db.updateTable('notice').set({ read_at: at.toISOString() }).where('id', '=', id).execute();
    }
    return true;
  }

  async markAllRead(userId: string, at = new Date()): Promise<void> {
    await this.db
      .updateTable('notice')
      .set({ read_at: at.toISOString() })
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .execute();
  }
}

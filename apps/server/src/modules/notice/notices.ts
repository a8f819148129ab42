import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { LiveTopic } from '@hanyu/contracts/protocol/live';
import { NOTICE_TITLE_MAX } from '@hanyu/contracts/usercenter/notices';
import type { Database } from '../../platform/db/schema.ts';
import { pushLive } from '../../platform/live/live-channel.ts';
import type { EphemeralStore } from '../../platform/store/ephemeral-store.ts';
import { NoticeRepository, type NoticeDraft, type SavedNotice } from './notice-repository.ts';

/** Adds notices inside the transaction that makes what they tell of. */
export type Notify = (drafts: readonly NoticeDraft[]) => Promise<void>;

/** A title of at most NOTICE_TITLE_MAX characters: a longer one ends in an ellipsis. */
export function noticeTitle(text: string): string {
  const characters = [...text];
  return characters.length <= NOTICE_TITLE_MAX ? text : `${characters.slice(0, NOTICE_TITLE_MAX - 1).join('')}…`;
}

/**
 * Notices are saved with what they tell of, in the same transaction, and pushed on the live socket's
 * notice topic only once it commits (a rolled-back action tells nobody). A push is a courtesy: a store
 * that fails is logged, never the action's failure; the learner finds the notice in the list.
 */
export class Notices {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly store: EphemeralStore,
    private readonly log: FastifyBaseLogger,
  ) {}

  static of(app: FastifyInstance): Notices {
    return new Notices(app.platform.db, app.platform.store, app.log);
  }

  /** Runs `work` in one transaction with a `notify` that saves notices in it; pushes them after it commits. */
  async transaction<T>(work: (trx: Transaction<Database>, notify: Notify) => Promise<T>): Promise<T> {
    const saved: SavedNotice[] = [];
    const result = await this.db.transaction().execute((trx) =>
      work(trx, async (drafts) => {
        saved.push(...(await new NoticeRepository(trx).insert(drafts)));
      }),
    );
    await this.push(saved);
    return result;
  }

  private async push(saved: readonly SavedNotice[]): Promise<void> {
    await Promise.all(
      saved.map(({ userId, notice }) =>
        pushLive(this.store, userId, { topic: LiveTopic.Notice, data: notice }, this.log),
      ),
    );
  }
}

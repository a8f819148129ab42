import type { Kysely } from 'kysely';
import type { ContentItem } from '@hanyu/content/catalogue';
import type { Database } from '../../platform/db/schema.ts';

export interface ContentPage {
  total: number;
  payloads: unknown[];
}

/** The loaded learning content (content_item, content_version). */
export class StudyContentRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async versionHash(name: string): Promise<string | null> {
    const row = await this.db.selectFrom('content_version').select('hash').where('name', '=', name).executeTakeFirst();
    return row?.hash ?? null;
  }

  /**
   * Makes the table hold exactly `items` with the published managed items laid over them, in one transaction: upserts (so two instances loading at
   * once do not trip over each other's rows), then removes what the content no longer has.
   */
  async replaceAll(name: string, hash: string, items: readonly ContentItem[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (const item of items) {
        const values = {
          position: item.position,
          group_key: item.group,
          title: item.title,
          title_en: item.titleEn,
          payload: JSON.stringify(item.payload),
        };
        await trx
          .insertInto('content_item')
          .values({ collection: item.collection, id: item.id, ...values })
          .onConflict((conflict) => conflict.columns(['collection', 'id']).doUpdateSet(values))
          .execute();
      }
      // Teaching content published from the workspace stays laid over the authored (decision 061).
      const managed = await trx.selectFrom('content_item_managed').selectAll().execute();
      for (const { managed_id: _owner, collection, id, ...laid } of managed) {
        const authored = items.find((item) => item.collection === collection && item.id === id);
        const values = { ...laid, position: authored?.position ?? laid.position };
        await trx
          .insertInto('content_item')
          .values({ collection, id, ...values })
          .onConflict((conflict) => conflict.columns(['collection', 'id']).doUpdateSet(values))
          .execute();
      }
      const existing = await trx.selectFrom('content_item').select(['collection', 'id']).execute();
      const kept = new Set([...items, ...managed].map((item) => `${item.collection}/${item.id}`));
      for (const row of existing) {
        if (kept.has(`${row.collection}/${row.id}`)) continue;
        await trx
          .deleteFrom('content_item')
          .where('collection', '=', row.collection)
          .where('id', '=', row.id)
          .execute();
      }
      const loadedAt = new Date().toISOString();
      await trx
        .insertInto('content_version')
        .values({ name, hash, loaded_at: loadedAt })
        .onConflict((conflict) => conflict.column('name').doUpdateSet({ hash, loaded_at: loadedAt }))
        .execute();
    });
  }

  /** One page of a collection in list order, optionally one group of it. */
  async page(collection: string, group: string | undefined, page: number, pageSize: number): Promise<ContentPage> {
    let query = this.db.selectFrom('content_item').where('collection', '=', collection);
    if (group !== undefined) query = query.where('group_key', '=', group);
    const counted = await query.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirst();
    const rows = await query
      .select('payload')
      .orderBy('position')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    return { total: Number(counted?.total ?? 0), payloads: rows.map((row) => JSON.parse(row.payload) as unknown) };
  }

  /** Every item of a collection in list order: its id, title and group, without the payload. */
  async entries(collection: string): Promise<{ id: string; title: string; group: string }[]> {
    return this.db
      .selectFrom('content_item')
      .select(['id', 'title', 'group_key as group'])
      .where('collection', '=', collection)
      .orderBy('position')
      .execute();
  }

  /** Every item's payload of a collection in list order (a small collection: the published test sites). */
  async payloads(collection: string): Promise<unknown[]> {
    const rows = await this.db
      .selectFrom('content_item')
      .select('payload')
      .where('collection', '=', collection)
      .orderBy('position')
      .execute();
    return rows.map((row) => JSON.parse(row.payload) as unknown);
  }

  async get(collection: string, id: string): Promise<unknown> {
    const row = await this.db
      .selectFrom('content_item')
      .select('payload')
      .where('collection', '=', collection)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? (JSON.parse(row.payload) as unknown) : null;
  }

  /** Items per group of a collection. */
  async groupCounts(collection: string): Promise<Array<{ group: string; count: number }>> {
    const rows = await this.db
      .selectFrom('content_item')
      .select(['group_key', (eb) => eb.fn.countAll<string | number>().as('count')])
      .where('collection', '=', collection)
      .groupBy('group_key')
      .execute();
    return rows.map((row) => ({ group: row.group_key, count: Number(row.count) }));
  }
}

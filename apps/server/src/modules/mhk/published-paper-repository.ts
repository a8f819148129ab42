import type { Kysely } from 'kysely';
import type { ContentCollection } from '@hanyu/content/catalogue';
import type { Database } from '../../platform/db/schema.ts';

/**
 * The papers published from the administrators' workspace (decisions 069 and 070): content_item rows of a
 * paper collection (mhk-paper, diagnosis-paper, promotion-paper), each the paper file as its payload; and
 * likewise the revised graded-course units (graded-unit, decision 073), each the unit under its key. Only
 * published ones are there; the authored ones are read from the content files.
 */
export class PublishedPaperRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The stored text of every published paper of the collection. */
  async payloads(collection: ContentCollection): Promise<string[]> {
    const rows = await this.db
      .selectFrom('content_item')
      .select('payload')
      .where('collection', '=', collection)
      .execute();
    return rows.map((row) => row.payload);
  }

  /** The id and stored text of every published item of the collection, in id order. */
  async entries(collection: ContentCollection): Promise<Array<{ id: string; payload: string }>> {
    return this.db
      .selectFrom('content_item')
      .select(['id', 'payload'])
      .where('collection', '=', collection)
      .orderBy('id')
      .execute();
  }

  /** The stored text of the published paper with this id, or null when none is published. */
  async payload(collection: ContentCollection, id: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('content_item')
      .select('payload')
      .where('collection', '=', collection)
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.payload ?? null;
  }
}

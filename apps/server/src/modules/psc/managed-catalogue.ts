import type { Kysely } from 'kysely';
import {
  ContentCollection,
  eloquenceItem,
  passageItem,
  phoneticsItem,
  pscPaperItem,
  topicItem,
  type ContentItem,
} from '@hanyu/content/catalogue';
import { loadPassages, loadPhonetics, loadPscPapers, loadSpeaking } from '@hanyu/content/content-files';
import type { PscTestSiteEntry } from '@hanyu/content/psc-test-sites';
import type { Database } from '../../platform/db/schema.ts';
import { authoredTestSite, layTestSite, withdrawTestSite } from './managed-test-sites.ts';

/**
 * Teaching content published from the workspace laid over the authored study catalogue
 * (docs/decisions/061-managed-teaching-content.md). content_item is what every instance reads on every
 * request, so writing it in the publishing transaction is the whole reload: no instance keeps a copy.
 * content_item_managed remembers what is laid over, so a reload of changed authored files lays it over
 * again and an unpublish puts the authored item (if any) back. A PSC test site is laid over the signup
 * tables as well, which every instance reads per request (decision 075).
 */
export class ManagedCatalogue {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly contentDir: string,
  ) {}

  /** The managed entry whose published item has this id, if any. */
  async owner(collection: string, id: string, db: Kysely<Database> = this.db): Promise<string | null> {
    const row = await db
      .selectFrom('content_item_managed')
      .select('managed_id')
      .where('collection', '=', collection)
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.managed_id ?? null;
  }

  /**
   * Lays a managed entry's item over the catalogue, in the caller's transaction: in place of the item
   * with its id (at its position), or after the collection's last. What the entry laid over before
   * (under another id, say) is taken back first.
   */
  async publish(trx: Kysely<Database>, managedId: string, item: ContentItem): Promise<void> {
    const laidBefore = (await this.owner(item.collection, item.id, trx)) === managedId;
    await this.withdraw(trx, managedId, item);
    const current = await trx
      .selectFrom('content_item')
      .select('position')
      .where('collection', '=', item.collection)
      .where('id', '=', item.id)
      .executeTakeFirst();
    const last = await trx
      .selectFrom('content_item')
      .select((eb) => eb.fn.max('position').as('last'))
      .where('collection', '=', item.collection)
      .executeTakeFirst();
    const values = {
      position: current?.position ?? Number(last?.last ?? -1) + 1,
      group_key: item.group,
      title: item.title,
      title_en: item.titleEn,
      payload: JSON.stringify(item.payload),
    };
    await trx
      .insertInto('content_item_managed')
      .values({ collection: item.collection, id: item.id, managed_id: managedId, ...values })
      .execute();
    await trx
      .insertInto('content_item')
      .values({ collection: item.collection, id: item.id, ...values })
      .onConflict((conflict) => conflict.columns(['collection', 'id']).doUpdateSet(values))
      .execute();
    if (item.collection === ContentCollection.PscTestSite) {
      const site = item.payload as PscTestSiteEntry;
      await layTestSite(trx, site, authoredTestSite(this.contentDir, site.code), !laidBefore, new Date());
    }
  }

  /**
   * Takes back what a managed entry laid over: the authored item with that id returns, or none is left.
   * `replacing`: the item a publish is about to lay in its place, whose test site is not to be retired first.
   */
  async withdraw(trx: Kysely<Database>, managedId: string, replacing?: ContentItem): Promise<void> {
    const laid = await trx
      .selectFrom('content_item_managed')
      .select(['collection', 'id'])
      .where('managed_id', '=', managedId)
      .execute();
    for (const { collection, id } of laid) {
      await trx.deleteFrom('content_item_managed').where('collection', '=', collection).where('id', '=', id).execute();
      if (
        collection === ContentCollection.PscTestSite &&
        !(replacing?.collection === collection && replacing.id === id)
      ) {
        await withdrawTestSite(trx, id, authoredTestSite(this.contentDir, id), new Date());
      }
      const authored = this.authoredItem(collection, id);
      if (!authored) {
        await trx.deleteFrom('content_item').where('collection', '=', collection).where('id', '=', id).execute();
        continue;
      }
      await trx
        .updateTable('content_item')
        .set({
          position: authored.position,
          group_key: authored.group,
          title: authored.title,
          title_en: authored.titleEn,
          payload: JSON.stringify(authored.payload),
        })
        .where('collection', '=', collection)
        .where('id', '=', id)
        .execute();
    }
  }

  /** The authored item of the content files with this id, as the start's load makes it. */
  private authoredItem(collection: string, id: string): ContentItem | null {
    switch (collection) {
      case ContentCollection.Passage: {
        const learning = loadPassages(this.contentDir).filter((passage) => passage.purpose === 'learning');
        const position = learning.findIndex((passage) => passage.id === id);
        const passage = learning[position];
        return passage ? passageItem(passage, position) : null;
      }
      case ContentCollection.Topic: {
        const { topics } = loadSpeaking(this.contentDir);
        const position = topics.findIndex((topic) => topic.id === id);
        const topic = topics[position];
        return topic ? topicItem(topic, position) : null;
      }
      case ContentCollection.Phonetics:
        return phoneticsItem(loadPhonetics(this.contentDir), id);
      case ContentCollection.Eloquence: {
        const { eloquence } = loadSpeaking(this.contentDir);
        const position = eloquence.findIndex((exercise) => exercise.id === id);
        const exercise = eloquence[position];
        return exercise ? eloquenceItem(exercise, position) : null;
      }
      case ContentCollection.PscPaper: {
        const papers = loadPscPapers(this.contentDir);
        const position = papers.findIndex((paper) => paper.id === id);
        const paper = papers[position];
        if (!paper) return null;
        const { topics } = loadSpeaking(this.contentDir);
        return pscPaperItem(paper, position, { passages: loadPassages(this.contentDir), topics });
      }
      default:
        return null;
    }
  }
}

import type { Kysely } from 'kysely';
import type { ContentCollection } from '@hanyu/content/catalogue';
import type { Database } from '../../platform/db/schema.ts';
import { StudyContentRepository } from './study-content-repository.ts';

/** The learning content a teacher can assign: the passages, the speaking topics, the pronunciation units. */
export type AssignableCollection =
  | typeof ContentCollection.Passage
  | typeof ContentCollection.Topic
  | typeof ContentCollection.Phonetics;

/** The loaded learning content as the teacher workspace chooses from it (ids, titles and list groups). */
export class AssignableContent {
  private readonly content: StudyContentRepository;

  constructor(db: Kysely<Database>) {
    this.content = new StudyContentRepository(db);
  }

  items(collection: AssignableCollection): Promise<{ id: string; title: string; group: string }[]> {
    return this.content.entries(collection);
  }

  /** The item's title, or null when the catalogue has no such item. */
  async title(collection: AssignableCollection, id: string): Promise<string | null> {
    const found = (await this.content.entries(collection)).find((entry) => entry.id === id);
    return found?.title ?? null;
  }
}

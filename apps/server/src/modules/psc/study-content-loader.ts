import type { Kysely } from 'kysely';
import { buildCatalogue } from '@hanyu/content/catalogue';
import { loadContent } from '@hanyu/content/content-files';
import { contentHash } from '../../platform/content/content-hash.ts';
import type { Database } from '../../platform/db/schema.ts';
import { StudyContentRepository } from './study-content-repository.ts';

/** Bump when buildCatalogue's output changes for the same files (a new field, a new rule). */
export const CONTENT_FORMAT = 1;
const VERSION_NAME = 'study';

/**
 * Loads the authored content of `dir` (packages/content/data) into the database when it differs
 * from what is loaded: at every start, so a deploy with new content needs nothing else. Invalid
 * content fails the start with the file and the problem named.
 */
export async function loadStudyContent(db: Kysely<Database>, dir: string): Promise<{ loaded: boolean; items: number }> {
  const repository = new StudyContentRepository(db);
  const hash = contentHash(dir, CONTENT_FORMAT);
  if ((await repository.versionHash(VERSION_NAME)) === hash) return { loaded: false, items: 0 };
  const items = buildCatalogue(loadContent(dir));
  await repository.replaceAll(VERSION_NAME, hash, items);
  return { loaded: true, items: items.length };
}

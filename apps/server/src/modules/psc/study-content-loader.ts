import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Kysely } from 'kysely';
import { buildCatalogue } from '@hanyu/content/catalogue';
import { loadContent } from '@hanyu/content/content-files';
import type { Database } from '../../platform/db/schema.ts';
import { StudyContentRepository } from './study-content-repository.ts';

/** Bump when buildCatalogue's output changes for the same files (a new field, a new rule). */
export const CONTENT_FORMAT = 1;
const VERSION_NAME = 'study';

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** One hash of every content file (names and bytes) and the format. */
export function contentHash(dir: string): string {
  const hash = createHash('sha256').update(`format ${CONTENT_FORMAT}\n`);
  for (const file of jsonFiles(dir)) hash.update(`${relative(dir, file)}\n`).update(readFileSync(file));
  return hash.digest('hex');
}

/**
 * Loads the authored content of `dir` (packages/content/data) into the database when it differs
 * from what is loaded: at every start, so a deploy with new content needs nothing else. Invalid
 * content fails the start with the file and the problem named.
 */
export async function loadStudyContent(db: Kysely<Database>, dir: string): Promise<{ loaded: boolean; items: number }> {
  const repository = new StudyContentRepository(db);
  const hash = contentHash(dir);
  if ((await repository.versionHash(VERSION_NAME)) === hash) return { loaded: false, items: 0 };
  const items = buildCatalogue(loadContent(dir));
  await repository.replaceAll(VERSION_NAME, hash, items);
  return { loaded: true, items: items.length };
}

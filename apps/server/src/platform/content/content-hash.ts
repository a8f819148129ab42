import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * One hash of every authored content file under `dir` (names and bytes) and of the reader's `format`,
 * so a loader that keeps what it built from the files reloads when either changes.
 */
export function contentHash(dir: string, format: number): string {
  const hash = createHash('sha256').update(`format ${format}\n`);
  for (const file of jsonFiles(dir)) hash.update(`${relative(dir, file)}\n`).update(readFileSync(file));
  return hash.digest('hex');
}

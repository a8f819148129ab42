/**
 * A fingerprint of the engine's source (packages/speech/src and the contracts it reads, tests
 * left out), taken when the benchmark starts and again when it ends. The worker threads load the
 * engine when each pass starts, so an edit made during a run would mix two engines in one set of
 * figures: the results say so (`engine.changedDuringRun`) instead of hiding it.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REPO_ROOT } from './bench-settings.ts';

const SOURCES = ['packages/speech/src', 'packages/contracts/src'];

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && /\.(ts|json)$/.test(e.name) && !e.name.includes('.test.'))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

export async function engineFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  for (const source of SOURCES) {
    for (const file of await sourceFiles(join(REPO_ROOT, source))) {
      hash.update(file.slice(REPO_ROOT.length));
      hash.update(await readFile(file));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

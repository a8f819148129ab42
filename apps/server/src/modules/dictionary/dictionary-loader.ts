import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { DictionaryLoadRepository } from './dictionary-load-repository.ts';
import { DICTIONARY_VERSION_NAME, dictionaryVersion } from './dictionary-version.ts';

const run = promisify(execFile);

/**
 * The loader process: dist/dictionary-worker.js beside the bundled server, or the .ts entry through
 * tsx when running from source (tests, tsx).
 */
function loaderCommand(argument: string): string[] {
  const moduleUrl = import.meta.url;
  if (!moduleUrl.endsWith('.ts')) return [fileURLToPath(new URL('./dictionary-worker.js', moduleUrl)), argument];
  const tsx = pathToFileURL(createRequire(moduleUrl).resolve('tsx/esm')).href;
  return ['--import', tsx, fileURLToPath(new URL('./dictionary-worker.ts', moduleUrl)), argument];
}

/**
 * Loads the dictionary and the search index into the database when the packages or the content
 * changed (decision 022). A separate process builds and writes the rows, so the server's own memory
 * never holds the source packages. One transaction replaces them; a second instance starting at the
 * same time finds the new version inside its own transaction and writes nothing.
 */
export async function loadDictionary(
  db: Kysely<Database>,
  databaseUrl: string,
  contentDir: string,
): Promise<{ loaded: boolean }> {
  const version = dictionaryVersion(contentDir);
  if ((await new DictionaryLoadRepository(db).versionHash(DICTIONARY_VERSION_NAME)) === version)
    return { loaded: false };
  const argument = JSON.stringify({ databaseUrl, contentDir, version });
  try {
    const { stdout } = await run(process.execPath, loaderCommand(argument), { maxBuffer: 1024 * 1024 });
    return { loaded: (JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as { loaded?: boolean }).loaded === true };
  } catch (error) {
    const detail = (error as { stderr?: string }).stderr?.trim() || String(error);
    throw new Error(`The dictionary could not be loaded: ${detail}`);
  }
}

/**
 * Process entry: builds the dictionary and search rows and writes them into the database named by
 * its argument, then exits, so the source packages' several hundred megabytes go back to the system
 * and never sit in the server's heap (decision 022). Argument: JSON { databaseUrl, contentDir, version }.
 */
import { openDatabase } from '../../platform/db/connect.ts';
import { buildDictionary } from './dictionary-build.ts';
import { DICTIONARY_VERSION_NAME } from './dictionary-version.ts';
import { DictionaryLoadRepository } from './dictionary-load-repository.ts';

const { databaseUrl, contentDir, version } = JSON.parse(process.argv[2] ?? '{}') as {
  databaseUrl: string;
  contentDir: string;
  version: string;
};
const database = openDatabase(databaseUrl, { poolSize: 1 });
try {
  const build = buildDictionary(contentDir);
  const repository = new DictionaryLoadRepository(database.db, database.dialect);
  const loaded = await repository.replaceAll(DICTIONARY_VERSION_NAME, version, build);
  if (loaded) await repository.settle();
  process.stdout.write(
    `${JSON.stringify({ loaded, entries: build.entries.length, documents: build.documents.length })}\n`,
  );
} finally {
  await database.db.destroy();
}

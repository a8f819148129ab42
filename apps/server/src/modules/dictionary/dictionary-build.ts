/**
 * Everything the dictionary and the search index hold, computed from the packages and the content
 * folder. Heavy (seconds, hundreds of megabytes): run in the dictionary worker, never on the
 * server's own thread.
 */
import { buildCatalogue } from '@hanyu/content/catalogue';
import { loadContent } from '@hanyu/content/content-files';
import type { CharacterRow, DictionaryEntryRow } from '@hanyu/content/dictionary/dictionary-rows';
import { loadDictionaryData } from '@hanyu/content/dictionary/dictionary-source';
import { loadAppCatalogue } from '@hanyu/content/search/app-catalogue';
import {
  appDocuments,
  contentDocuments,
  wordDocument,
  type SearchDocument,
} from '@hanyu/content/search/search-documents';

export interface DictionaryBuild {
  /** Entry id i + 1 for entries[i]. */
  entries: DictionaryEntryRow[];
  characters: CharacterRow[];
  documents: SearchDocument[];
}

export function buildDictionary(contentDir: string): DictionaryBuild {
  const { entries, characters } = loadDictionaryData();
  const documents = [
    ...entries.map((entry, index) => wordDocument(entry, index + 1)),
    ...contentDocuments(buildCatalogue(loadContent(contentDir))),
    ...appDocuments(loadAppCatalogue(contentDir)),
  ];
  return { entries, characters, documents };
}

import { createHash } from 'node:crypto';
import { dictionarySources } from '@hanyu/content/dictionary/dictionary-source';
import { contentHash } from '../../platform/content/content-hash.ts';

/** Bump when what buildDictionary makes from the same packages and content changes. */
export const DICTIONARY_FORMAT = 4;
export const DICTIONARY_VERSION_NAME = 'dictionary';

/** One hash of the source packages' versions, the content files and the format. */
export function dictionaryVersion(contentDir: string): string {
  return createHash('sha256')
    .update(JSON.stringify(dictionarySources()))
    .update(contentHash(contentDir, DICTIONARY_FORMAT))
    .digest('hex');
}

import { createHash, randomBytes } from 'node:crypto';

/**
 * The identity of a translation in history and favourites: its languages and its text, hashed so one
 * unique index covers texts of any length. A history record and a favourite of the same translation
 * share the key (that is how history shows what is already kept).
 */
export function bookmarkKey(from: string, to: string, text: string): string {
  return createHash('sha256').update(`${from}\u0000${to}\u0000${text}`).digest('hex');
}

/** Row ids: 24 hex digits, as the contracts expect. */
export const newBookmarkId = (): string => randomBytes(12).toString('hex');

/**
 * The token columns of the search index (decision 022): Han characters one by one, pinyin syllables
 * numbered and toneless, English words normalised. Both SQLite FTS5 (unicode61) and PostgreSQL
 * (to_tsvector 'simple') read tokens apart by spaces, so a phrase query over one column is a
 * substring match of characters or syllables, whatever the database.
 */

const HAN = /\p{Script=Han}/u;
/** Put between fields of one column so a phrase never runs from one into the next. */
export const FIELD_SEPARATOR = '0';

/** Han characters of the text, apart by spaces ("你好，世界" → "你 好 世 界"). */
export function hanziTokens(text: string): string[] {
  return [...text].filter((char) => HAN.test(char));
}

/** Lower case, plural endings off: the same on both sides of a match. */
export function englishWord(word: string): string {
  const lower = word.toLowerCase();
  if (lower.length > 4 && lower.endsWith('ies')) return `${lower.slice(0, -3)}y`;
  if (lower.length > 4 && /(ches|shes|sses|xes)$/.test(lower)) return lower.slice(0, -2);
  if (lower.length > 3 && lower.endsWith('s') && !/(ss|us|is)$/.test(lower)) return lower.slice(0, -1);
  return lower;
}

/** English words of a text, normalised ("to feel; (CL:個|个)" → ["to", "feel", "cl"]). */
export function englishTokens(text: string): string[] {
  return (text.match(/[A-Za-z]+/g) ?? []).map(englishWord);
}

/**
 * Whole definitions for exact English matches: lower case, without notes in brackets and without a
 * leading "to " ("to eat" and "eat" both match 吃).
 */
export function englishKeys(definitions: readonly string[]): string {
  const keys = definitions
    .map((definition) =>
      definition
        .toLowerCase()
        .replace(/\([^)]*\)|\[[^\]]*\]/g, '')
        .replace(/^(to|a|an|the) /, '')
        .trim(),
    )
    .filter(Boolean);
  return `|${keys.join('|')}|`;
}

export function joinFields(fields: ReadonlyArray<readonly string[]>): string {
  return fields
    .filter((tokens) => tokens.length > 0)
    .map((tokens) => tokens.join(' '))
    .join(` ${FIELD_SEPARATOR} `);
}

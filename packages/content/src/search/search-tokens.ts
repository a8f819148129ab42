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
  return lowerWords(text).map(englishWord);
}

/**
 * English words of a text in lower case, plurals kept: whole-definition matches compare these, so
 * "good" is not taken for "goods" (the index, which finds every definition holding the word, folds them).
 */
export function lowerWords(text: string): string[] {
  return (text.match(/[A-Za-z]+/g) ?? []).map((word) => word.toLowerCase());
}

/** Words a definition or a keyword may start with that do not change what it means ("to eat", "a book"). */
const LEADING_WORDS = new Set(['to', 'a', 'an', 'the']);

/**
 * The words of a definition or keyword (lowerWords) as one phrase, for whole-definition matches:
 * "To eat" and "eat" both give "eat". Empty when no English word is left.
 */
export function englishPhrase(words: readonly string[]): string {
  const first = words[0];
  return (first !== undefined && words.length > 1 && LEADING_WORDS.has(first) ? words.slice(1) : words).join(' ');
}

/** Notes in brackets: "(after a personal pronoun)", "(loanword)", a pinyin reference "[liǎo]". */
const NOTE = /\([^)]*\)|\[[^\]]*\]/g;

/** A definition's phrase with its notes left out ("(after a personal pronoun) hello" → "hello"). */
export function definitionPhrase(definition: string): string {
  return englishPhrase(lowerWords(definition.replace(NOTE, ' ')));
}

/** Whether a definition says only what it means, without a note that narrows it ("hello", not "hello (polite)"). */
export function isPlainDefinition(definition: string): boolean {
  return definition.replace(NOTE, '') === definition;
}

/** A classifier note ("CL:個|个[gè]") is not a meaning. */
const CLASSIFIER = /^CL:/;

/**
 * The definitions as phrases, "|hello|hi|", for whole-definition English matches: `keys` holds every
 * definition with its notes left out, `exact` only the definitions that have no note. A keyword that
 * is an exact definition ranks before one that is a definition only once its note is left out, and
 * both before one that is merely inside a longer definition (decision 039).
 */
export function englishKeys(definitions: readonly string[]): { keys: string; exact: string } {
  const meanings = definitions.filter((definition) => !CLASSIFIER.test(definition.trim()));
  const join = (phrases: string[]) => `|${phrases.filter(Boolean).join('|')}|`;
  return {
    keys: join(meanings.map(definitionPhrase)),
    exact: join(meanings.filter(isPlainDefinition).map(definitionPhrase)),
  };
}

export function joinFields(fields: ReadonlyArray<readonly string[]>): string {
  return fields
    .filter((tokens) => tokens.length > 0)
    .map((tokens) => tokens.join(' '))
    .join(` ${FIELD_SEPARATOR} `);
}

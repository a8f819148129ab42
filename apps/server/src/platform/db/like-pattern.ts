import { sql, type RawBuilder } from 'kysely';

/** A LIKE pattern matching `text` anywhere, lower-cased, its own % _ and \ taken literally. */
export function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The right side of `column LIKE pattern ESCAPE '\'`, the same on SQLite and PostgreSQL. */
export function likeEscaped(pattern: string): RawBuilder<string> {
  return sql<string>`${pattern} escape '\\'`;
}

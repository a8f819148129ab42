import { sql, type InferResult, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { SearchKind } from '@hanyu/contracts/portal/search';
import type { Dialect } from '../../platform/db/connect.ts';
import type { SqliteReadPool } from '../../platform/db/sqlite-read-pool.ts';
import { RecentAnswers } from '../../platform/recent-answers.ts';
import type { Database, SearchDocumentTable } from '../../platform/db/schema.ts';
import type { SearchQuery } from './search-query.ts';

/**
 * The columns a hit is shown from, and a word's definitions when the keyword has English words in it
 * (to show the one it matched; empty otherwise).
 */
export type SearchRow = Pick<
  SearchDocumentTable,
  'id' | 'kind' | 'ref' | 'title' | 'title_alt' | 'pinyin' | 'summary'
> & {
  glosses: string[];
};

type Matchable = Exclude<SearchQuery, { mode: 'none' }>;

/** Token columns and their tsvector weights (migration 0008). */
const WEIGHTS = { hanzi: 'A', toned: 'B', plain: 'C', english: 'D' } as const;
type Column = keyof typeof WEIGHTS;

/** The phrases a query matches: one column each, any of them. Tokens are Han characters or [a-z0-9]. */
function phrases(query: Matchable): Array<{ column: Column; tokens: string[] }> {
  if (query.mode === 'characters') return [{ column: 'hanzi', tokens: query.hanzi }];
  if (query.mode === 'english') return [{ column: 'english', tokens: query.english }];
  const out: Array<{ column: Column; tokens: string[] }> = [{ column: query.column, tokens: query.syllables }];
  if (query.english.length) out.push({ column: 'english', tokens: query.english });
  return out;
}

/**
 * Pages answered from memory: a crowd searching the same words (a popular character, a term of the
 * day) costs one query per page and minute. The index changes only when the dictionary is loaded at a
 * start; the minute bounds how long a page stays stale when another instance reloads it. 500 pages of
 * at most 50 hits hold some 10 MB at worst.
 */
const RECENT_PAGES = 500;
const RECENT_PAGE_MS = 60_000;

type SearchResult = { rows: SearchRow[]; total: number; apps: number; words: number };

/** The site search index (search_document): SQLite FTS5 or PostgreSQL's weighted tsvector. */
export class SearchRepository {
  private readonly recent = new RecentAnswers<SearchResult>(RECENT_PAGES, RECENT_PAGE_MS);

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
    /** Reader threads of an embedded SQLite file: the search runs there, off the event loop. */
    private readonly reader: SqliteReadPool | null = null,
  ) {}

  private matches(query: Matchable): RawBuilder<SqlBool> {
    if (this.dialect === 'postgres') {
      const text = phrases(query)
        .map(({ column, tokens }) => `(${tokens.map((token) => `${token}:${WEIGHTS[column]}`).join(' <-> ')})`)
        .join(' | ');
      return sql<SqlBool>`d.search_vector @@ to_tsquery('simple', ${text})`;
    }
    const text = phrases(query)
      .map(({ column, tokens }) => `${column} : "${tokens.join(' ')}"`)
      .join(' OR ');
    return sql<SqlBool>`d.id IN (SELECT rowid FROM search_fts WHERE search_fts MATCH ${text})`;
  }

  /**
   * How good a match is, 0 best; ties go by sort_rank (word frequency, content order). Decision 039:
   * - characters: the word itself, then words that start with it, then words that contain it;
   * - pinyin: a word that is exactly the syllables (你好 for "ni hao"), then a word whose definition
   *   is exactly the bare letters read as English, without a note and then with one ("you" → 你), then
   *   words that start with the syllables, then words that hold them inside (铁达尼号 tiě dá ní hào);
   * - English: a word whose definition is exactly the keyword (你好 "hello"), then one whose definition
   *   is the keyword once its note is left out (好 "(after a personal pronoun) hello"), then words
   *   whose definitions merely contain it (招呼 "to say hello to").
   * Every test runs on the rows the index matched, never on the whole table.
   */
  private matchClass(query: Matchable): RawBuilder<number> {
    const contains = (column: string, text: string) =>
      this.dialect === 'postgres'
        ? sql`strpos(${sql.ref(column)}, ${text}) > 0`
        : sql`instr(${sql.ref(column)}, ${text}) > 0`;
    if (query.mode === 'characters') {
      const text = query.hanzi.join('');
      return sql<number>`CASE WHEN d.title = ${text} OR d.title_alt = ${text} THEN 0
        WHEN d.title LIKE ${`${text}%`} OR d.title_alt LIKE ${`${text}%`} THEN 1
        WHEN ${contains('d.title', text)} OR ${contains('d.title_alt', text)} THEN 2 ELSE 3 END`;
    }
    const definition = (phrase: string) =>
      phrase
        ? { exact: contains('d.english_exact', `|${phrase}|`), noted: contains('d.english_keys', `|${phrase}|`) }
        : { exact: sql`1 = 0`, noted: sql`1 = 0` };
    if (query.mode === 'english') {
      const { exact, noted } = definition(query.phrase);
      return sql<number>`CASE WHEN ${exact} THEN 0 WHEN ${noted} THEN 1 ELSE 2 END`;
    }
    // The index matched the syllables somewhere in the word: when its toneless key is exactly their
    // letters, they are the whole word. A start is tested on the plain column, where syllables are
    // apart by spaces, so "xi an" does not count as the start of "xian ...".
    const { exact, noted } = definition(query.phrase);
    return sql<number>`CASE WHEN d.pinyin_key = ${query.letters.join('')} THEN 0
      WHEN ${exact} THEN 1 WHEN ${noted} THEN 2
      WHEN d.plain LIKE ${`${query.letters.join(' ')} %`} THEN 3 ELSE 4 END`;
  }

  /**
   * One page of the matches of `kinds`, best first, with the number of matches of every kind, of
   * apps and of words: one pass over the matches. Rows of other kinds sort after the wanted ones and are
   * dropped, so the page's offset counts wanted rows only.
   */
  search(query: Matchable, kinds: readonly SearchKind[], page: number, pageSize: number): Promise<SearchResult> {
    const key = JSON.stringify([query, kinds, page, pageSize]);
    return this.recent.get(key, () => this.searchIndex(query, kinds, page, pageSize));
  }

  private async searchIndex(
    query: Matchable,
    kinds: readonly SearchKind[],
    page: number,
    pageSize: number,
  ): Promise<SearchResult> {
    const wanted = sql<number>`CASE WHEN d.kind IN (${sql.join([...kinds])}) THEN 0 ELSE 1 END`;
    const select = this.db
      .selectFrom('search_document as d')
      .select(['d.id', 'd.kind', 'd.ref', 'd.title', 'd.title_alt', 'd.pinyin', 'd.summary'])
      .select([
        sql<string | number>`count(*) OVER ()`.as('total'),
        sql<string | number>`sum(CASE WHEN d.kind = ${SearchKind.App} THEN 1 ELSE 0 END) OVER ()`.as('apps'),
        sql<string | number>`sum(CASE WHEN d.kind = ${SearchKind.Word} THEN 1 ELSE 0 END) OVER ()`.as('words'),
      ])
      .where(this.matches(query))
      .orderBy(wanted)
      .orderBy(this.matchClass(query))
      .orderBy('d.sort_rank')
      .orderBy('d.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const rows = this.reader
      ? await this.reader.all<InferResult<typeof select>[number]>(select.compile())
      : await select.execute();
    const first = rows[0];
    const shown = rows.filter((row) => kinds.includes(row.kind as SearchKind));
    const glosses = await this.glossesOf(query, shown);
    return {
      rows: shown.map((row) => ({
        id: row.id,
        kind: row.kind,
        ref: row.ref,
        title: row.title,
        title_alt: row.title_alt,
        pinyin: row.pinyin,
        summary: row.summary,
        glosses: glosses.get(row.id) ?? [],
      })),
      total: Number(first?.total ?? 0),
      apps: Number(first?.apps ?? 0),
      words: Number(first?.words ?? 0),
    };
  }

  /**
   * The definitions of the page's words, for a keyword with English words in it: read by id after the
   * page is chosen, so the sort over every match never carries them.
   */
  private async glossesOf(query: Matchable, rows: ReadonlyArray<{ id: number; kind: string }>) {
    const out = new Map<number, string[]>();
    const english = query.mode === 'english' || (query.mode === 'pinyin' && query.english.length > 0);
    const ids = rows.filter((row) => row.kind === SearchKind.Word).map((row) => row.id);
    if (!english || ids.length === 0) return out;
    const found = await this.db
      .selectFrom('search_document')
      .select(['id', 'glosses'])
      .where('id', 'in', ids)
      .execute();
    for (const row of found) out.set(row.id, JSON.parse(row.glosses) as string[]);
    return out;
  }
}

import { SEARCH_TAB_KINDS, SearchKind, type SearchHit, type SearchTab } from '@hanyu/contracts/portal/search';
import type { LookupMode } from '@hanyu/contracts/portal/dictionary';
import { englishWord } from '@hanyu/content/search/search-tokens';
import { matchedGloss } from './search-gloss.ts';
import { highlight } from './search-highlight.ts';
import { readKeyword, type SearchQuery } from './search-query.ts';
import type { SearchRepository, SearchRow } from './search-repository.ts';

export interface SearchPage {
  mode: LookupMode;
  total: number;
  tabTotals: Record<SearchTab, number>;
  list: SearchHit[];
}

function present(query: SearchQuery, row: SearchRow): SearchHit {
  const fields = { title: row.title, titleAlt: row.title_alt, pinyin: row.pinyin, summary: row.summary };
  const highlights = highlight(query, fields, englishWord);
  return {
    kind: row.kind as SearchKind,
    ref: row.ref,
    ...fields,
    highlights,
    // Bare letters found this word by its pinyin: its definitions are not why it is here.
    matchedGloss: highlights.pinyin.length > 0 ? null : matchedGloss(query, row.glosses, englishWord),
  };
}

/** Site search and dictionary lookup over one index. */
export class SearchService {
  constructor(private readonly repository: SearchRepository) {}

  async search(keyword: string, tab: SearchTab, page: number, pageSize: number): Promise<SearchPage> {
    const query = readKeyword(keyword);
    if (query.mode === 'none')
      return { mode: 'english', total: 0, tabTotals: { all: 0, resource: 0, app: 0 }, list: [] };
    const found = await this.repository.search(query, SEARCH_TAB_KINDS[tab], page, pageSize);
    // A page past the end has no rows to count from: count the first page instead.
    const counted =
      found.total > 0 || page === 1 ? found : await this.repository.search(query, SEARCH_TAB_KINDS[tab], 1, 1);
    const tabTotals = { all: counted.total, resource: counted.total - counted.apps, app: counted.apps };
    return {
      mode: query.mode,
      total: tabTotals[tab],
      tabTotals,
      list: found.rows.map((row) => present(query, row)),
    };
  }

  /** Dictionary entries only (the dictionary lookup), best first: their ids in order. */
  async lookupWords(
    keyword: string,
    page: number,
    pageSize: number,
  ): Promise<{ mode: LookupMode; total: number; ids: number[] }> {
    const query = readKeyword(keyword);
    if (query.mode === 'none') return { mode: 'english', total: 0, ids: [] };
    const found = await this.repository.search(query, [SearchKind.Word], page, pageSize);
    return { mode: query.mode, total: found.words, ids: found.rows.map((row) => Number(row.ref)) };
  }
}

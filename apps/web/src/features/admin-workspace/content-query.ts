import { MANAGED_PAGE_SIZE, MANAGED_TYPES, type ManagedType } from '@hanyu/contracts/admin/content';

/** The content screen's view, kept in the address: the type's tab, the list's page, the entry open (or a new one). */
export interface ContentQuery {
  type: ManagedType;
  page: number;
  entry: string | null;
}

export const NEW_ENTRY = 'new';
/** The content area's tab of learners' shared readings (`?type=readings`), beside the managed types. */
export const READINGS_TAB = 'readings';

export function parseContentQuery(search: URLSearchParams): ContentQuery {
  const type = MANAGED_TYPES.find((candidate) => candidate === search.get('type')) ?? MANAGED_TYPES[0] ?? 'news';
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  const entry = search.get('entry');
  return {
    type,
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    entry: entry === NEW_ENTRY || (entry !== null && /^[0-9a-f]{32}$/u.test(entry)) ? entry : null,
  };
}

export function contentQuerySearch(query: ContentQuery): URLSearchParams {
  const search = new URLSearchParams({ type: query.type });
  if (query.page > 1) search.set('page', String(query.page));
  if (query.entry) search.set('entry', query.entry);
  return search;
}

export function contentPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / MANAGED_PAGE_SIZE));
}

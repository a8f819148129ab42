import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ListManagedContent, type ManagedType } from '@hanyu/contracts/admin/content';
import { useContent } from '../../shared/api/use-content.ts';
import {
  contentPageCount,
  contentQuerySearch,
  NEW_ENTRY,
  parseContentQuery,
  READINGS_TAB,
  type ContentQuery,
} from './content-query.ts';

/**
 * The content screen's state: the view in the address (type, page, entry open) and the page of entries
 * of that type. A new type starts at its first page with nothing open.
 */
export function useContentWorkspace() {
  const [search, setSearch] = useSearchParams();
  const query = useMemo(() => parseContentQuery(search), [search]);
  // The shared readings' tab is no managed type: its panel reads its own list.
  const readingsOpen = search.get('type') === READINGS_TAB;
  const list = useContent(
    ListManagedContent,
    query.entry === null && !readingsOpen ? { type: query.type, page: query.page } : null,
  );
  const go = useCallback(
    (next: Partial<ContentQuery>) => setSearch(contentQuerySearch({ ...query, ...next })),
    [query, setSearch],
  );
  const pages = list.state.status === 'ready' ? contentPageCount(list.state.data.total) : 1;
  return {
    query,
    readingsOpen,
    chooseReadings: () => setSearch(new URLSearchParams({ type: READINGS_TAB })),
    list,
    pages,
    chooseType: (type: ManagedType) => go({ type, page: 1, entry: null }),
    goToPage: (page: number) => go({ page }),
    openEntry: (id: string) => go({ entry: id }),
    openNew: () => go({ entry: NEW_ENTRY }),
    backToList: () => go({ entry: null }),
  };
}

export type ContentWorkspace = ReturnType<typeof useContentWorkspace>;

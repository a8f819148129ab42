import { useEffect, useState } from 'react';
import { SearchLimits, SearchResource } from '@hanyu/contracts/portal/search';
import type { ResponseOf } from '@hanyu/contracts/protocol/contract';
import { useContent, type Loaded } from '../../shared/api/use-content.ts';
import type { SearchState } from './search-params.ts';

export const PAGE_SIZE = SearchLimits.pageSizeDefault;

type SearchAnswer = ResponseOf<typeof SearchResource>;
type Answer = Loaded<SearchAnswer>;
type TabTotals = SearchAnswer['tabTotals'];

/**
 * The search of the address, asked of the server. Between a change of the search and the call it
 * starts, the previous answer is not shown as if it were the new one; the tab counts of the keyword
 * stay while another tab or page loads.
 */
export function useSiteSearch(search: SearchState): { state: Answer; reload: () => void; tabTotals: TabTotals | null } {
  const payload = search.keyword
    ? { keyword: search.keyword, tab: search.tab, page: search.page, pageSize: PAGE_SIZE }
    : null;
  const key = JSON.stringify(payload);
  const { state, reload } = useContent(SearchResource, payload);
  const [answeredKey, setAnsweredKey] = useState(key);
  const [known, setKnown] = useState<{ keyword: string; totals: TabTotals } | null>(null);

  // The answer changed: it belongs to the search of this render (useContent restarts on a new key).
  useEffect(() => {
    setAnsweredKey(key);
    if (state.status === 'ready') setKnown({ keyword: search.keyword, totals: state.data.tabTotals });
    // Only a new answer says which search it answers: the key alone changes before the call starts.
  }, [state]);

  const current: Answer = answeredKey === key ? state : { status: 'loading' };
  const tabTotals =
    current.status === 'ready' ? current.data.tabTotals : known?.keyword === search.keyword ? known.totals : null;
  return { state: current, reload, tabTotals };
}

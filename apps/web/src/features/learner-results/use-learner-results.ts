import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { GetLearnerResults, GetResultTrend } from '@hanyu/contracts/psc/results';
import { useContent } from '../../shared/api/use-content.ts';
import {
  pageCount,
  parseResultQuery,
  queryProblem,
  resultFilter,
  resultQuerySearch,
  RESULTS_PAGE_SIZE,
  type ResultQuery,
} from './results-query.ts';

/**
 * The results screen's state: the query in the address, the page of results and the sound trend
 * for it. Changing the kind or the dates starts again at page 1; a query that cannot be (the last
 * day before the first) is not sent, and says why instead.
 */
export function useLearnerResults() {
  const [search, setSearch] = useSearchParams();
  const query = useMemo(() => parseResultQuery(search), [search]);
  const problem = queryProblem(query);
  const filter = useMemo(() => resultFilter(query), [query]);
  const list = useContent(
    GetLearnerResults,
    problem ? null : { ...filter, page: query.page, pageSize: RESULTS_PAGE_SIZE },
  );
  const trend = useContent(GetResultTrend, problem ? null : filter);

  const change = useCallback(
    (next: Partial<ResultQuery>) => setSearch(resultQuerySearch({ ...query, page: 1, ...next })),
    [query, setSearch],
  );

  // A page past the end (results gone, an edited address): the last page instead.
  const pages = list.state.status === 'ready' ? pageCount(list.state.data.total) : null;
  useEffect(() => {
    if (pages !== null && query.page > pages)
      setSearch(resultQuerySearch({ ...query, page: pages }), { replace: true });
  }, [pages, query, setSearch]);

  return {
    query,
    problem,
    list,
    trend,
    pages: pages ?? 1,
    setKind: (kind: ResultQuery['kind']) => change({ kind }),
    setDates: (dates: Pick<ResultQuery, 'from' | 'to'>) => change(dates),
    clear: () => change({ kind: null, from: null, to: null }),
    goToPage: (page: number) => change({ page }),
  };
}

export type LearnerResultsState = ReturnType<typeof useLearnerResults>;

import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ListAudit } from '@hanyu/contracts/admin/roles';
import { useContent } from '../../shared/api/use-content.ts';
import { auditFilter, auditPageCount, auditQuerySearch, parseAuditQuery, type AuditQuery } from './audit-query.ts';

/**
 * The audit log screen's state: the view in the address and the page of entries for it. A new filter
 * starts again at page 1; a page past the end (an edited address) becomes the last page.
 */
export function useAuditLog() {
  const [search, setSearch] = useSearchParams();
  const query = useMemo(() => parseAuditQuery(search), [search]);
  const filter = useMemo(() => auditFilter(query), [query]);
  const list = useContent(ListAudit, { ...filter, page: query.page });

  const change = useCallback(
    (next: Partial<AuditQuery>) => setSearch(auditQuerySearch({ ...query, page: 1, ...next })),
    [query, setSearch],
  );

  const pages = list.state.status === 'ready' ? auditPageCount(list.state.data.total) : null;
  useEffect(() => {
    if (pages !== null && query.page > pages) setSearch(auditQuerySearch({ ...query, page: pages }), { replace: true });
  }, [pages, query, setSearch]);

  return {
    query,
    filter,
    list,
    pages: pages ?? 1,
    setFilter: (next: Pick<AuditQuery, 'action' | 'targetId' | 'actor'>) => change(next),
    clear: () => change({ action: null, targetId: null, actor: null }),
    goToPage: (page: number) => change({ page }),
  };
}

export type AuditLogState = ReturnType<typeof useAuditLog>;

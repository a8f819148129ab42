import { AUDIT_PAGE_SIZE, ListAudit } from '@hanyu/contracts/admin/roles';

/**
 * The audit log's view as the address keeps it (?action=role.grant&targetId=…&actor=…&page=2), so a
 * filtered view can be bookmarked, shared with another administrator, and reached by the back button.
 */
export interface AuditQuery {
  action: string | null;
  /** The record an entry is about (a user's id, for role changes). */
  targetId: string | null;
  /** Who made the change: a user's id, or `command:NAME` for a command run on the server. */
  actor: string | null;
  page: number;
}

export type AuditFilter = Pick<AuditQuery, 'action' | 'targetId' | 'actor'>;

const FILTER_FIELDS = ['action', 'targetId', 'actor'] as const;
const { shape } = ListAudit.payload;

/** A filter value the list call accepts (its contract's field), trimmed; anything else is left out. */
function filterValue(field: (typeof FILTER_FIELDS)[number], value: string | null): string | null {
  const parsed = shape[field].safeParse(value ?? undefined);
  return parsed.success && parsed.data ? parsed.data : null;
}

/** Reads the address; what the list call could not take (an edited address) is left out rather than refused. */
export function parseAuditQuery(search: URLSearchParams): AuditQuery {
  const page = Number(search.get('page'));
  const pageField = shape.page.safeParse(page);
  return {
    action: filterValue('action', search.get('action')),
    targetId: filterValue('targetId', search.get('targetId')),
    actor: filterValue('actor', search.get('actor')),
    page: pageField.success ? pageField.data : 1,
  };
}

/** The address of a view: only what differs from "every entry, first page". */
export function auditQuerySearch(query: AuditQuery): URLSearchParams {
  const search = new URLSearchParams();
  for (const field of FILTER_FIELDS) {
    const value = filterValue(field, query[field]);
    if (value) search.set(field, value);
  }
  if (query.page > 1) search.set('page', String(query.page));
  return search;
}

/** The filter as the list and export calls take it. */
export function auditFilter(query: AuditFilter): { action?: string; targetId?: string; actor?: string } {
  const filter: { action?: string; targetId?: string; actor?: string } = {};
  for (const field of FILTER_FIELDS) {
    const value = query[field];
    if (value) filter[field] = value;
  }
  return filter;
}

export function isFiltered(query: AuditFilter): boolean {
  return FILTER_FIELDS.some((field) => query[field] !== null);
}

export function auditPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
}

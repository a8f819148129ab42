import { RESULT_KINDS, type ResultKind } from '@hanyu/contracts/psc/results';

/**
 * What the learner asked to see, as the address keeps it (?kind=passage&from=2026-11-01&to=2026-11-26&page=2),
 * so a link followed from the list and the browser's back button return to the same view.
 */
export interface ResultQuery {
  kind: ResultKind | null;
  /** Local calendar days, YYYY-MM-DD, both included; null when open. */
  from: string | null;
  to: string | null;
  page: number;
}

export const RESULTS_PAGE_SIZE = 10;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day as the date input gives it, or null for anything that is not a real day. */
function validDay(value: string | null): string | null {
  const match = value ? DAY.exec(value) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? value : null;
}

/** Reads the address; anything it cannot use is left out rather than refused (an edited address). */
export function parseResultQuery(search: URLSearchParams): ResultQuery {
  const kind = search.get('kind');
  const page = Number(search.get('page'));
  return {
    kind: (RESULT_KINDS as readonly string[]).includes(kind ?? '') ? (kind as ResultKind) : null,
    from: validDay(search.get('from')),
    to: validDay(search.get('to')),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address of a query: only what differs from "everything, first page". */
export function resultQuerySearch(query: ResultQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (query.kind) search.set('kind', query.kind);
  if (query.from) search.set('from', query.from);
  if (query.to) search.set('to', query.to);
  if (query.page > 1) search.set('page', String(query.page));
  return search;
}

/** Why the query cannot be asked: the last day before the first. */
export function queryProblem(query: ResultQuery): 'toBeforeFrom' | null {
  return query.from && query.to && query.to < query.from ? 'toBeforeFrom' : null;
}

/** The start of a local calendar day, and of the day after another, as instants the server compares. */
function startOfDay(day: string, plusDays = 0): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + plusDays).toISOString();
}

/** The filter as the calls take it: the learner's local days turned into instants. */
export function resultFilter(query: ResultQuery): { kind?: ResultKind; from?: string; to?: string } {
  return {
    ...(query.kind ? { kind: query.kind } : {}),
    ...(query.from ? { from: startOfDay(query.from) } : {}),
    ...(query.to ? { to: startOfDay(query.to, 1) } : {}),
  };
}

export function pageCount(total: number, pageSize = RESULTS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function isFiltered(query: ResultQuery): boolean {
  return query.kind !== null || query.from !== null || query.to !== null;
}
